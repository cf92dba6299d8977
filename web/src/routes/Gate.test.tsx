import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meMock, plansMock, SIGNED_IN, updateModeMock } from '../test/fixtures';
import { renderApp } from '../test/render';

const noSubscription = { activeSubscription: null };

describe('the gates of a signed-in user, in order', () => {
  it('1. no mode chosen: the mode-select screen', async () => {
    renderApp({ user: SIGNED_IN, mocks: [meMock({ onboardModeSelection: null })] });
    expect(await screen.findByRole('button', { name: 'Continue as Host' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue as Guest' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('Continue as Host sends onboardModeSelection, stores the mode and moves on to the next gate', async () => {
    const { user, store } = renderApp({
      user: SIGNED_IN,
      mocks: [meMock({ onboardModeSelection: null, ...noSubscription }), updateModeMock('host'), plansMock()],
    });
    await user.click(await screen.findByRole('button', { name: 'Continue as Host' }));
    expect(await screen.findByRole('heading', { name: 'You have no active subscription' })).toBeTruthy();
    expect(store.getState().options.mode).toBe('host');
  });

  it('Continue as Guest leads to the app-only page', async () => {
    const { user, store } = renderApp({
      user: SIGNED_IN,
      mocks: [meMock({ onboardModeSelection: null }), updateModeMock('guest')],
    });
    await user.click(await screen.findByRole('button', { name: 'Continue as Guest' }));
    expect(await screen.findByRole('button', { name: 'Switch to host mode' })).toBeTruthy();
    expect(store.getState().options.mode).toBe('guest');
  });

  it('2. guest mode: the app-only page, with the apps, Switch to host mode and Log out', async () => {
    const { user, store } = renderApp({
      user: SIGNED_IN,
      mocks: [meMock({ onboardModeSelection: 'guest' }), updateModeMock('host')],
    });
    expect((await screen.findByRole('link', { name: /App Store/ })).getAttribute('href')).toMatch(/^https:\/\//);
    expect(screen.getByRole('link', { name: /Google Play/ }).getAttribute('href')).toMatch(/^https:\/\//);
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Switch to host mode' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(store.getState().options.mode).toBe('host');
  });

  it("the server's mode wins over the stored option", async () => {
    const { store } = renderApp({
      user: SIGNED_IN,
      options: { mode: 'host' },
      mocks: [meMock({ onboardModeSelection: 'guest' })],
    });
    expect(await screen.findByRole('button', { name: 'Switch to host mode' })).toBeTruthy();
    await waitFor(() => expect(store.getState().options.mode).toBe('guest'));
  });

  it('the stored option applies when the server has no mode', async () => {
    renderApp({ user: SIGNED_IN, options: { mode: 'host' }, mocks: [meMock({ onboardModeSelection: null })] });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });

  it('3. host mode without an active subscription: the plan page', async () => {
    renderApp({ user: SIGNED_IN, mocks: [meMock(noSubscription), plansMock()] });
    expect(await screen.findByRole('heading', { name: 'You have no active subscription' })).toBeTruthy();
    expect(screen.getByText('Pick a plan to start your 30 day free trial.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('Get Started (Starter) dismisses the plan page', async () => {
    const { user, store } = renderApp({ user: SIGNED_IN, mocks: [meMock(noSubscription), plansMock()] });
    const starter = await screen.findByRole('region', { name: 'Starter' });
    await user.click(within(starter).getByRole('button', { name: 'Get Started' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(store.getState().options.dismissedSelectPlan).toBe(true);
  });

  it('4. plan page dismissed: the shell', async () => {
    renderApp({ user: SIGNED_IN, options: { dismissedSelectPlan: true }, mocks: [meMock(noSubscription)] });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'You have no active subscription' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Dashboard · Host Portal'));
  });

  it('4. with an active subscription: the shell', async () => {
    renderApp({ user: SIGNED_IN, mocks: [meMock()] });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Dashboard · Host Portal'));
  });
});

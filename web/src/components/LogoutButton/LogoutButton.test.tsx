import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LogoutDocument } from '../../__generated__/graphql';
import type { SessionStore } from '../../state/session-store';
import { meMock, SIGNED_IN } from '../../test/fixtures';
import { renderApp, storeWith } from '../../test/render';
import { LOGOUT_SERVER_WAIT_MS } from '../../users/useLogOut';

/** The logout mutation's mock; `calls` records whether the session was still signed in when the server was asked. */
function logoutMock(store: SessionStore, answer: 'ok' | 'unreachable' | 'silent' = 'ok') {
  const calls: { tokenAtCall: string | null }[] = [];
  const mock: MockLink.MockedResponse = {
    request: { query: LogoutDocument },
    ...(answer === 'unreachable'
      ? { error: new TypeError('Failed to fetch') }
      : {
          result: () => {
            calls.push({ tokenAtCall: store.token() });
            return { data: { __typename: 'Mutation', logout: true } };
          },
        }),
    ...(answer === 'silent' ? { delay: 10 * 60_000 } : {}),
  };
  return { mock, calls };
}

const signedInStore = () => storeWith(SIGNED_IN, { mode: 'host', dismissedSelectPlan: true });

describe('Log out', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks the server to revoke the token while still signed in, then signs out here and shows the login page', async () => {
    const store = signedInStore();
    const { mock, calls } = logoutMock(store);
    const { user, location } = renderApp({ store, route: '/profile', mocks: [meMock(), mock] });
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(calls).toEqual([{ tokenAtCall: SIGNED_IN.jwt }]);
    expect(store.token()).toBeNull();
    expect(store.getState().options).toEqual({ mode: null, dismissedSelectPlan: false });
    expect(location()).toBe('/');
  });

  it('signs out here even when the server cannot be reached', async () => {
    const store = signedInStore();
    const { mock } = logoutMock(store, 'unreachable');
    const { user } = renderApp({ store, route: '/profile', mocks: [meMock(), mock] });
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(store.token()).toBeNull();
  });

  it('signs out here after a few seconds when the server does not answer', async () => {
    const store = signedInStore();
    const { mock, calls } = logoutMock(store, 'silent');
    renderApp({ store, route: '/profile', mocks: [meMock(), mock] });
    const button = await screen.findByRole('button', { name: 'Log out' });
    vi.useFakeTimers();
    fireEvent.click(button);
    await act(() => vi.advanceTimersByTimeAsync(LOGOUT_SERVER_WAIT_MS - 100));
    expect(store.token()).toBe(SIGNED_IN.jwt);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(store.token()).toBeNull();
    expect(calls).toEqual([]);
    vi.useRealTimers();
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('the error view’s Logout link revokes the token too', async () => {
    const store = signedInStore();
    const { mock, calls } = logoutMock(store);
    const { user } = renderApp({
      store,
      route: '/profile',
      mocks: [{ request: meMock().request, error: new Error('boom') }, mock],
    });
    await user.click(await screen.findByRole('link', { name: 'Logout' }));
    await waitFor(() => expect(store.token()).toBeNull());
    expect(calls).toEqual([{ tokenAtCall: SIGNED_IN.jwt }]);
  });
});

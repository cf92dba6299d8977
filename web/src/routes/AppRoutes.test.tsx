import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGES } from '../copy';
import { JWT, meMock, SIGNED_IN } from '../test/fixtures';
import { renderApp } from '../test/render';

describe('signed out', () => {
  it.each(['/dashboard', '/properties', '/calendar/12/34', '/login', '/settings'])(
    '%s redirects to / (the login page)',
    async (route) => {
      const { location } = renderApp({ route });
      expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
      expect(location()).toBe('/');
    },
  );

  it('/register and /oauth-login are their own screens', async () => {
    const first = renderApp({ route: '/register' });
    expect(screen.getByRole('button', { name: 'Create account' })).toBeTruthy();
    expect(first.location()).toBe('/register');
    first.unmount();
    const second = renderApp({ route: '/oauth-login' });
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(second.location()).toBe('/oauth-login');
  });

  it('after logging in from a redirect, returns to the page that was asked for', async () => {
    const { loginMock } = await import('../test/fixtures');
    const { user, location } = renderApp({
      route: '/properties/list',
      mocks: [loginMock('ada@example.com', 'RightPass1'), meMock()],
    });
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'RightPass1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: PAGES.listings.title })).toBeTruthy();
    expect(location()).toBe('/properties/list');
  });
});

describe('signed in', () => {
  it.each(['/login', '/oauth-login', '/register'])('%s redirects to /', async (route) => {
    const { location } = renderApp({ route, user: SIGNED_IN, mocks: [meMock()] });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(location()).toBe('/');
  });

  it('/services redirects to /services/guest', async () => {
    const { location } = renderApp({ route: '/services', user: SIGNED_IN, mocks: [meMock()] });
    expect(await screen.findByRole('heading', { name: PAGES.guestServices.title })).toBeTruthy();
    expect(location()).toBe('/services/guest');
  });

  it.each(['/subscription/success', '/subscription/updated'])(
    '%s redirects to /settings#subscription (and is not held up by the plan page)',
    async (route) => {
      const { location, store } = renderApp({
        route,
        user: SIGNED_IN,
        // The refetch after dismissing the plan page may run more than once while the redirect settles.
        mocks: [meMock({ activeSubscription: null }), { ...meMock(), maxUsageCount: Number.POSITIVE_INFINITY }],
      });
      expect(await screen.findByRole('heading', { name: PAGES.settings.title })).toBeTruthy();
      expect(location()).toBe('/settings#subscription');
      expect(store.getState().options.dismissedSelectPlan).toBe(true);
    },
  );

  const table: [string, string][] = [
    ['/channels', PAGES.channels.title],
    ['/calendar', PAGES.calendar.title],
    // /calendar/{id} loads the listing first: routes/calendar/PropertyCalendarPage.test.tsx covers it.
    ['/properties', PAGES.listings.title],
    ['/properties/list', PAGES.listings.title],
    // /properties/{id} loads the listing first: routes/properties/PropertyPage.test.tsx covers it.
    ['/properties/12/home-guide', PAGES.homeGuide.title],
    ['/properties/12/home-guide/add/appliance', 'Add to Home Guide'],
    ['/properties/12/home-guide/7', 'Edit Home Guide entry'],
    ['/properties/12/local-guide', PAGES.localGuide.title],
    ['/properties/12/local-guide/add/food', 'Add to Local Guide'],
    ['/properties/12/local-guide/7', 'Edit Local Guide entry'],
    ['/properties/12/wifi', PAGES.wifi.title],
    ['/search/sea%20view', PAGES.search.title],
    ['/services/guest', PAGES.guestServices.title],
    ['/services/guest/add', PAGES.guestService.addTitle],
    ['/services/guest/5', PAGES.guestService.editTitle],
    ['/services/host-assist', PAGES.hostAssist.title],
    ['/profile', PAGES.profile.title],
    ['/analytics', PAGES.analytics.title],
    ['/settings', PAGES.settings.title],
    ['/settings/message-templates/add', PAGES.messageTemplate.addTitle],
    ['/settings/message-templates/3', PAGES.messageTemplate.editTitle],
    ['/no/such/page', 'Page not found'],
  ];
  it.each(table)('%s renders "%s" inside the shell, with the page title', async (route, title) => {
    renderApp({ route, user: SIGNED_IN, mocks: [meMock()] });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Messages' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`${title} · Host Portal`));
  });

  it('the search page names the query', async () => {
    renderApp({ route: '/search/sea%20view', user: SIGNED_IN, mocks: [meMock()] });
    expect(await screen.findByText('Results for “sea view”')).toBeTruthy();
  });
});

describe('login callback', () => {
  const callback = `/login-callback?id=user-1&email=ada%40example.com&jwt=${JWT}`;

  it('stores the user from the query string and redirects to /', async () => {
    const { store, location } = renderApp({ route: callback, mocks: [meMock()] });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(store.getState().auth.user).toEqual(SIGNED_IN);
    expect(location()).toBe('/');
  });

  it('works when someone is already signed in (replacing them)', async () => {
    const { store } = renderApp({
      route: callback,
      user: { id: 'user-9', email: 'old@example.com', jwt: 'old-token' },
      options: { mode: 'guest' },
      mocks: [meMock()],
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(store.getState().auth.user).toEqual(SIGNED_IN);
  });

  it('stores nothing without a jwt', async () => {
    const { store, location } = renderApp({ route: '/login-callback?id=user-1&email=ada%40example.com' });
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(store.token()).toBeNull();
    expect(location()).toBe('/');
  });
});

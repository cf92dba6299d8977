import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SearchDocument } from '../../__generated__/graphql';
import { PAGES } from '../../copy';
import { mockOf } from '../../test/graphql-mocks';
import { meMock, SIGNED_IN } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const signedIn = { user: SIGNED_IN, mocks: [meMock()] };

/**
 * The desktop sidebar. jsdom applies no media queries, so it is display:none there (and nameless to the
 * accessibility tree): find it and its links by markup and text.
 */
function sidebarLink(name: string): HTMLAnchorElement {
  const nav = document.querySelector('nav[aria-label="Main"]');
  if (!(nav instanceof HTMLElement)) throw new Error('no sidebar');
  const link = within(nav).getByText(name, { selector: 'a, a *' }).closest('a');
  if (!link) throw new Error(`no link ${name}`);
  return link;
}

describe('AppShell', () => {
  it("shows the user's full name and initials, and the left menu with every item", async () => {
    renderApp(signedIn);
    expect(await screen.findByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByText('AL')).toBeTruthy();
    const items: [string, string][] = [
      ['Dashboard', '/'],
      ['Channels', '/channels'],
      ['Calendar', '/calendar'],
      ['Listings', '/properties'],
      ['Booking Site', '/white-label'],
      ['Services', '/services'],
      ['Guest Services', '/services/guest'],
      ['Host Assist', '/services/host-assist'],
      ['Profile', '/profile'],
      ['Analytics', '/analytics'],
      ['Settings', '/settings'],
    ];
    for (const [name, href] of items) expect(sidebarLink(name).getAttribute('href')).toBe(href);
  });

  it('shows the avatar image when the user has one', async () => {
    renderApp({
      user: SIGNED_IN,
      mocks: [meMock({ avatarImage: { __typename: 'ImageSizes', squareSmallUrl: 'https://img.test/ada.jpg' } })],
    });
    await screen.findByText('Ada Lovelace');
    await waitFor(() => expect(document.querySelector('img[src="https://img.test/ada.jpg"]')).not.toBeNull());
  });

  it('highlights the current menu item', async () => {
    renderApp({ ...signedIn, route: '/services/host-assist' });
    await screen.findByRole('heading', { name: PAGES.hostAssist.title });
    const link = sidebarLink;
    expect(link('Host Assist').getAttribute('aria-current')).toBe('page');
    expect(link('Services').getAttribute('aria-current')).toBe('true');
    expect(link('Dashboard').getAttribute('aria-current')).toBeNull();
    expect(link('Guest Services').getAttribute('aria-current')).toBeNull();
  });

  it('searching goes to /search/{query}', async () => {
    const { user, location } = renderApp(signedIn);
    const search = await screen.findByRole('searchbox', { name: 'Search', hidden: true });
    await user.type(search, 'sea view{Enter}');
    expect(await screen.findByRole('heading', { name: PAGES.search.title })).toBeTruthy();
    expect(location()).toBe('/search/sea%20view');
  });

  it('typing shows the top hits in a dropdown (each a link), Escape closes it', async () => {
    const hit = (id: string, title: string) => ({ id, title, propertyId: id });
    const search = mockOf(
      SearchDocument,
      { query: 'sea' },
      {
        search: { properties: [hit('4', 'Sea Loft'), hit('5', 'Sea View')], services: [], bookings: [], messages: [] },
      },
    );
    const { user } = renderApp({ ...signedIn, mocks: [meMock(), search] });
    const box = (await screen.findAllByRole('searchbox', { name: 'Search', hidden: true }))[0]!;
    await user.type(box, 'sea');
    const hits = await screen.findByRole('region', { name: 'Top hits', hidden: true });
    expect((await within(hits).findByText('Sea Loft')).closest('a')?.getAttribute('href')).toBe('/properties/4');
    expect(within(hits).getByText('See all results for “sea”').closest('a')?.getAttribute('href')).toBe('/search/sea');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Top hits', hidden: true })).toBeNull());
  });

  it('the messaging toggle opens the side panel, which lists the conversations', async () => {
    const { user } = renderApp(signedIn);
    await user.click(await screen.findByRole('button', { name: 'Messages' }));
    const panel = await screen.findByRole('dialog');
    expect(within(panel).getByRole('button', { name: 'New message' })).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Close messages' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Log out clears the auth, messaging and option state and shows the login page', async () => {
    const { user, store, location } = renderApp({
      ...signedIn,
      route: '/calendar',
      options: { mode: 'host', dismissedSelectPlan: true },
    });
    store.markRead('booking-1', 'message-1');
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(location()).toBe('/');
    const state = store.getState();
    expect(state.auth.user).toBeNull();
    expect(state.messaging.lastRead).toEqual({});
    expect(state.options).toEqual({ mode: null, dismissedSelectPlan: false });
  });

  it('the menu button opens the menu drawer on narrow screens', async () => {
    const { user } = renderApp(signedIn);
    await user.click(await screen.findByRole('button', { name: 'Open menu', hidden: true }));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('link', { name: 'Analytics' }));
    expect(await screen.findByRole('heading', { name: PAGES.analytics.title })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

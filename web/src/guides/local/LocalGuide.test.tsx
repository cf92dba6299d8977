import { MESSAGES, type PlacePhotoStatus } from '@portal/schema';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import {
  CopyLocalGuidesDocument,
  CopySourceListingsDocument,
  CreateLocalGuideDocument,
  LocalGuidePageDocument,
  PlaceSuggestionsDocument,
} from '../../__generated__/graphql';
import { JWT, meMock, SIGNED_IN } from '../../test/fixtures';
import { mockOf } from '../../test/graphql-mocks';
import { errorOf, flashed } from '../../test/property-fixtures';
import { renderApp } from '../../test/render';
import { LOCAL_GUIDE } from './copy';

const entry = (id: string, name: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'LocalGuide' as const,
  id,
  name,
  placeId: null,
  placesPhotoReference: null,
  websiteUrl: null,
  latitude: null,
  longitude: null,
  image: null,
  imageUrl: null,
  placePhotoUrl: null,
  placePhotoStatus: null as PlacePhotoStatus | null,
  price: null,
  category: null,
  description: null,
  type: 'hotspot',
  ...overrides,
});

const listing = (localGuides: ReturnType<typeof entry>[]) => ({
  __typename: 'Property' as const,
  id: '7',
  name: 'Harbour View Cottage',
  addressLatitude: 51.5,
  addressLongitude: -0.09,
  localGuides,
});

const TILES = {
  __typename: 'MapTiles' as const,
  urlTemplate: 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
};

const pageMock = (localGuides: ReturnType<typeof entry>[]) =>
  mockOf(LocalGuidePageDocument, { propertyId: '7' }, { property: listing(localGuides), mapTiles: TILES });

function renderAt(route: string, mocks: MockLink.MockedResponse[]) {
  return renderApp({ route, user: SIGNED_IN, mocks: [meMock(), ...mocks] });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('local guide', () => {
  it('shows a labelled map of the listing and the places with coordinates, besides the list', async () => {
    renderAt('/properties/7/local-guide', [
      pageMock([
        entry('1', 'Borough Market', { latitude: 51.5055, longitude: -0.0911 }),
        entry('2', 'Corner shop', { type: 'essential' }),
      ]),
    ]);
    const map = await screen.findByRole('region', { name: LOCAL_GUIDE.mapLabel });
    await waitFor(() => expect(map.querySelectorAll('.map-place')).toHaveLength(1));
    expect(map.querySelectorAll('.map-listing')).toHaveLength(1);
    expect(within(map).getByText('© OpenStreetMap contributors')).toBeTruthy();
    // The list stays the primary view.
    expect(screen.getByRole('link', { name: 'Edit Borough Market' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Corner shop' })).toBeTruthy();
  });

  it("shows a place's photo fetched from the API with the host's token", async () => {
    const fetched: { url: string; authorization: string | null }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      fetched.push({ url, authorization: new Headers(init.headers).get('authorization') });
      return new Response('png', { status: 200, headers: { 'content-type': 'image/png' } });
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:photo-1', revokeObjectURL: () => {} }));
    renderAt('/properties/7/local-guide', [
      pageMock([entry('1', 'The Magpie Cafe', { placePhotoUrl: '/api/local-guides/1/photo' })]),
    ]);
    const tile = await screen.findByRole('link', { name: 'Edit The Magpie Cafe' });
    await waitFor(() => expect(fetched).toHaveLength(1));
    await waitFor(() => expect(tile.querySelector('img')?.getAttribute('src')).toBe('blob:photo-1'));
    expect(fetched).toEqual([{ url: '/api/local-guides/1/photo', authorization: `Bearer ${JWT}` }]);
  });

  it("lists a category's places near the listing before typing, then suggestions nearest first with distance", async () => {
    const near = { latitude: 51.5, longitude: -0.09, radius: 10_000 };
    const suggestion = (placeId: string, mainText: string, secondaryText: string, distanceMeters: number) => ({
      placeId,
      description: mainText,
      mainText,
      secondaryText,
      distanceMeters,
    });
    const { user } = renderAt('/properties/7/local-guide/add/cafe', [
      pageMock([]),
      // Cafés near the listing before anything is typed (OpenStreetMap's Overpass behind the API).
      mockOf(
        PlaceSuggestionsDocument,
        { input: '', types: 'establishment', near, category: 'cafe' },
        { placeSuggestions: [suggestion('N3', 'Kiosk', 'Borough', 80)] },
      ),
      mockOf(
        PlaceSuggestionsDocument,
        { input: 'coffee', types: 'establishment', near, category: 'cafe' },
        {
          placeSuggestions: [
            suggestion('N1', 'Monmouth Coffee', 'Borough', 292),
            suggestion('N2', 'Prufrock Coffee', 'Holborn', 2_460),
          ],
        },
      ),
    ]);
    const nearby = await screen.findByRole('list', { name: 'Suggestions' }, { timeout: 3000 });
    expect(
      within(nearby)
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual(['KioskBorough80 m']);
    await user.type(await screen.findByRole('searchbox', { name: LOCAL_GUIDE.searchLabel }), 'coffee');
    await waitFor(() => expect(screen.queryByText('Kiosk')).toBeNull(), { timeout: 3000 });
    const list = await screen.findByRole('list', { name: 'Suggestions' }, { timeout: 3000 });
    const items = within(list).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      'Monmouth CoffeeBorough290 m',
      'Prufrock CoffeeHolborn2.5 km',
    ]);
    expect(within(list).getByLabelText('290 m away')).toBeTruthy();
  });

  it('sorts entries by name in each section and shows the price as pound signs', async () => {
    renderAt('/properties/7/local-guide', [
      pageMock([entry('1', 'Tate Modern', { category: 'culture' }), entry('2', 'Borough Market', { price: 2 })]),
    ]);
    const hotspots = await screen.findByRole('region', { name: /Hotspots/ });
    const names = within(hotspots)
      .getAllByRole('link', { name: /^Edit / })
      .map((link) => link.getAttribute('aria-label'));
    expect(names).toEqual(['Edit Borough Market', 'Edit Tate Modern']);
    expect(within(hotspots).getByText('££')).toBeTruthy();
    expect(within(hotspots).getByText('Culture')).toBeTruthy();
  });

  it('offers the copy of another listing when empty: a listing must be selected, once only', async () => {
    const { user } = renderAt('/properties/7/local-guide', [
      pageMock([]),
      mockOf(
        CopySourceListingsDocument,
        {},
        {
          properties: [
            { __typename: 'Property', id: '7', name: 'Harbour View Cottage', isArchived: false },
            { __typename: 'Property', id: '8', name: 'Sea Loft', isArchived: false },
          ],
        },
      ),
      mockOf(
        CopyLocalGuidesDocument,
        { sourceId: '8', targetId: '7' },
        { copyLocalGuides: listing([entry('9', 'Borough Market')]) },
      ),
    ]);
    await user.click(await screen.findByRole('button', { name: /Copy from another listing/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(LOCAL_GUIDE.copyWarning)).toBeTruthy();
    const select = await within(dialog).findByRole('combobox', { name: /Copy from/ });
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(errorOf(select)).toBe(MESSAGES.selectListing));
    await user.selectOptions(select, '8');
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await flashed(LOCAL_GUIDE.copied('Sea Loft'))).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Edit Borough Market' })).toBeTruthy();
  });

  it("adds a place by hand: 'Manually enter details', then 'Local Guide Added'", async () => {
    const created = entry('3', 'Monmouth Coffee', { category: 'cafe', price: 2 });
    const { user, location } = renderAt('/properties/7/local-guide/add/cafe', [
      pageMock([]),
      mockOf(
        CreateLocalGuideDocument,
        {
          propertyId: '7',
          input: {
            name: 'Monmouth Coffee',
            placeId: null,
            placesPhotoReference: null,
            websiteUrl: null,
            latitude: null,
            longitude: null,
            image: null,
            price: 2,
            category: 'cafe',
            description: null,
            type: 'hotspot',
          },
        },
        { createLocalGuide: { ...created, property: listing([created]) } },
      ),
    ]);
    expect(await screen.findByRole('searchbox', { name: LOCAL_GUIDE.searchLabel })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: LOCAL_GUIDE.manual }));
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Monmouth Coffee');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Price/ }), '2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await flashed(LOCAL_GUIDE.added)).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/properties/7/local-guide'));
    expect(await screen.findByRole('link', { name: 'Edit Monmouth Coffee' })).toBeTruthy();
  });

  it('opens an entry without a placeId in manual mode', async () => {
    renderAt('/properties/7/local-guide/1', [pageMock([entry('1', 'Corner shop', { type: 'essential' })])]);
    expect(await screen.findByDisplayValue('Corner shop')).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('says why an entry has no place photo when storing it failed', async () => {
    const failed = entry('1', 'The Magpie Cafe', { placeId: 'N1', placePhotoStatus: 'storageFull' });
    renderAt('/properties/7/local-guide/1', [pageMock([failed])]);
    expect(await screen.findByText(LOCAL_GUIDE.photoStorageFull)).toBeTruthy();
  });

  it('says nothing of the place photo when it was stored', async () => {
    const stored = entry('2', 'Whitby Abbey', { placePhotoStatus: 'stored', imageUrl: '/a.png' });
    renderAt('/properties/7/local-guide/2', [pageMock([stored])]);
    expect(await screen.findByDisplayValue('Whitby Abbey')).toBeTruthy();
    expect(screen.queryByText(LOCAL_GUIDE.photoUnavailable)).toBeNull();
    expect(screen.queryByText(LOCAL_GUIDE.photoStorageFull)).toBeNull();
  });
});

import { MESSAGES } from '@portal/schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import {
  CopyLocalGuidesDocument,
  CopySourceListingsDocument,
  CreateLocalGuideDocument,
  LocalGuidePageDocument,
} from '../../__generated__/graphql';
import { meMock, SIGNED_IN } from '../../test/fixtures';
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

const pageMock = (localGuides: ReturnType<typeof entry>[]) =>
  mockOf(LocalGuidePageDocument, { propertyId: '7' }, { property: listing(localGuides) });

function renderAt(route: string, mocks: MockLink.MockedResponse[]) {
  return renderApp({ route, user: SIGNED_IN, mocks: [meMock(), ...mocks] });
}

describe('local guide', () => {
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
});

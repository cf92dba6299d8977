import type { MockLink } from '@apollo/client/testing';
import { MESSAGES } from '@portal/schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AddPropertyDocument, PropertiesDocument } from '../../__generated__/graphql';
import { LISTINGS } from '../../properties/listings-copy';
import { meMock, SIGNED_IN } from '../../test/fixtures';
import { mockOf } from '../../test/graphql-mocks';
import {
  channel,
  flashed,
  graphQLErrorResult,
  property,
  propertiesMock,
  propertyPageMock,
} from '../../test/property-fixtures';
import { renderApp } from '../../test/render';

const LISTINGS_FIXTURE = [
  property({
    id: '1',
    name: 'Beach Hut',
    baseRate: 9000,
    minNights: 3,
    isActive: true,
    airbnbUrl: 'https://www.airbnb.co.uk/rooms/1',
    channels: [channel('airbnb'), channel('bookingcom'), channel('vrbo'), channel('expedia')],
  }),
  property({
    id: '2',
    name: 'Attic Loft',
    baseRate: 15050,
    minNights: 1,
    isActive: false,
    channels: [channel('homeaway')],
  }),
  property({ id: '3', name: 'Cliff House', baseRate: null, minNights: 0, isArchived: true }),
  property({ id: '4', name: 'Dune Cabin', baseRate: 12000, minNights: 2, isActive: true }),
];

const signedIn = (route: string, mocks: MockLink.MockedResponse[]) => ({
  route,
  user: SIGNED_IN,
  mocks: [meMock(), ...mocks],
});

/** The names in the table's rows, top to bottom. */
function rowNames(): string[] {
  const table = screen.getByRole('table', { name: 'Listings' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
}

describe('/properties (table)', { timeout: 20_000 }, () => {
  it('lists every listing by name, with price, minimum stay, status and connections', async () => {
    renderApp(signedIn('/properties', [propertiesMock(LISTINGS_FIXTURE)]));
    await screen.findByRole('table', { name: 'Listings' });
    expect(rowNames()).toEqual(['Attic Loft', 'Beach Hut', 'Cliff House', 'Dune Cabin']);

    const beach = screen.getByRole('row', { name: /Beach Hut/ });
    expect(within(beach).getByText('£90')).toBeTruthy();
    expect(within(beach).getByText('3 nights')).toBeTruthy();
    expect(within(beach).getByText('Open')).toBeTruthy();
    const view = within(beach).getByRole('link', { name: /View/ });
    expect(view.getAttribute('href')).toBe('https://www.airbnb.co.uk/rooms/1');
    expect(view.getAttribute('target')).toBe('_blank');
    expect(within(beach).getByRole('link', { name: 'Beach Hut' }).getAttribute('href')).toBe('/properties/1');

    // Known channels by their mark, the others (vrbo, expedia) counted as +N.
    expect(within(beach).getByRole('img', { name: 'Airbnb' })).toBeTruthy();
    expect(within(beach).getByRole('img', { name: 'Booking.com' })).toBeTruthy();
    expect(within(beach).getByText('+2')).toBeTruthy();

    expect(within(screen.getByRole('row', { name: /Attic Loft/ })).getByText('£150.50')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Attic Loft/ })).getByText('Closed')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Cliff House/ })).getByText('Archived')).toBeTruthy();
  });

  it('sorts by a column, ascending then descending, with empty values last', async () => {
    const { user } = renderApp(signedIn('/properties', [propertiesMock(LISTINGS_FIXTURE)]));
    await screen.findByRole('table', { name: 'Listings' });

    const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });
    await user.click(within(header('Base Price')).getByRole('button'));
    expect(header('Base Price').getAttribute('aria-sort')).toBe('ascending');
    expect(rowNames()).toEqual(['Beach Hut', 'Dune Cabin', 'Attic Loft', 'Cliff House']);

    await user.click(within(header('Base Price')).getByRole('button'));
    expect(header('Base Price').getAttribute('aria-sort')).toBe('descending');
    expect(rowNames()).toEqual(['Attic Loft', 'Dune Cabin', 'Beach Hut', 'Cliff House']);

    await user.click(within(header('Status')).getByRole('button'));
    expect(rowNames()).toEqual(['Beach Hut', 'Dune Cabin', 'Attic Loft', 'Cliff House']);

    await user.click(within(header('Connections')).getByRole('button'));
    expect(rowNames()).toEqual(['Cliff House', 'Dune Cabin', 'Attic Loft', 'Beach Hut']);

    await user.click(within(header('Min Stay')).getByRole('button'));
    expect(rowNames()).toEqual(['Attic Loft', 'Dune Cabin', 'Beach Hut', 'Cliff House']);
  });

  it('sorts with the select of the phone layout too', async () => {
    const { user } = renderApp(signedIn('/properties', [propertiesMock(LISTINGS_FIXTURE)]));
    await screen.findByRole('table', { name: 'Listings' });
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Base Price (high to low)');
    expect(rowNames()).toEqual(['Attic Loft', 'Dune Cabin', 'Beach Hut', 'Cliff House']);
    expect(screen.getByRole('columnheader', { name: /Base Price/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('shows the empty state with the Add Property button', async () => {
    renderApp(signedIn('/properties', [propertiesMock([])]));
    expect(await screen.findByText("You haven't added any Listings yet.")).toBeTruthy();
    expect(screen.getAllByRole('button', { name: LISTINGS.addProperty })).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the generic error when the listings fail to load', async () => {
    renderApp(
      signedIn('/properties', [
        { request: { query: PropertiesDocument }, result: graphQLErrorResult('properties', 'INTERNAL_SERVER_ERROR') },
      ]),
    );
    expect(await screen.findByText(MESSAGES.genericError)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('/properties/list (tiles)', { timeout: 20_000 }, () => {
  it('puts open listings first, then closed, archived last, by name within each', async () => {
    renderApp(signedIn('/properties/list', [propertiesMock(LISTINGS_FIXTURE)]));
    const list = await screen.findByRole('list', { name: 'Listings' });
    const tiles = within(list).getAllByRole('article');
    expect(tiles.map((tile) => tile.getAttribute('aria-label'))).toEqual([
      'Beach Hut',
      'Dune Cabin',
      'Attic Loft',
      'Cliff House',
    ]);
    expect(within(tiles[0]!).getByText('Open')).toBeTruthy();
    expect(tiles[3]!.getAttribute('data-archived')).toBe('true');
    expect(tiles[0]!.hasAttribute('data-archived')).toBe(false);
  });

  it('toggles between the table and the tiles', async () => {
    const { user, location } = renderApp(signedIn('/properties/list', [propertiesMock(LISTINGS_FIXTURE)]));
    await user.click(await screen.findByRole('link', { name: 'Table' }));
    expect(location()).toBe('/properties');
    expect(await screen.findByRole('table', { name: 'Listings' })).toBeTruthy();
  });
});

describe('Add Property', { timeout: 20_000 }, () => {
  it(
    'requires a name, shows the Airbnb hint, then adds, flashes and opens the new listing',
    { timeout: 20_000 },
    async () => {
      const added = property({ id: '99', name: 'Sea Shanty' });
      const { user, location } = renderApp(
        signedIn('/properties', [
          propertiesMock(LISTINGS_FIXTURE),
          mockOf(AddPropertyDocument, { name: 'Sea Shanty' }, { addProperty: added }),
          propertyPageMock(added),
        ]),
      );
      await screen.findByRole('table', { name: 'Listings' });
      await user.click(screen.getByRole('button', { name: LISTINGS.addProperty }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText('Airbnb shows at most 50 characters of a listing name.')).toBeTruthy();

      await user.click(within(dialog).getByRole('button', { name: 'Add listing' }));
      const name = within(dialog).getByLabelText(/Listing name/);
      await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
      expect(within(dialog).getByText(MESSAGES.required)).toBeTruthy();

      await user.type(name, 'Sea Shanty');
      await user.click(within(dialog).getByRole('button', { name: 'Add listing' }));
      expect(await flashed(LISTINGS.added)).toBeTruthy();
      expect(location()).toBe('/properties/99');
    },
  );

  it('does not enforce the 50-character hint', async () => {
    const long = 'A'.repeat(60);
    const { user } = renderApp(signedIn('/properties', [propertiesMock([])]));
    await user.click((await screen.findAllByRole('button', { name: LISTINGS.addProperty }))[0]!);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Listing name/), long);
    expect(within(dialog).getByText(/This name has 60\./)).toBeTruthy();
    expect(
      within(dialog)
        .getByLabelText(/Listing name/)
        .getAttribute('aria-invalid'),
    ).toBeNull();
  });
});

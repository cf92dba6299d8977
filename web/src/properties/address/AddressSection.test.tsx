import type { MockLink } from '@apollo/client/testing';
import { MESSAGES } from '@portal/schema';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AddressPlaceDocument,
  PlaceSuggestionsDocument,
  UpdatePropertyAddressDocument,
} from '../../__generated__/graphql';
import { LISTINGS } from '../listings-copy';
import { meMock, SIGNED_IN } from '../../test/fixtures';
import { answer, mockOf } from '../../test/graphql-mocks';
import { errorOf, flashed, property, propertyPageMock } from '../../test/property-fixtures';
import { renderApp } from '../../test/render';

const SUGGESTION = {
  __typename: 'PlaceSuggestion',
  placeId: 'place-1',
  description: '10 Harbour Street, Whitstable, UK',
  mainText: '10 Harbour Street',
  distanceMeters: null,
  secondaryText: 'Whitstable, UK',
};
const PLACE = {
  __typename: 'Place',
  placeId: 'place-1',
  name: '10 Harbour Street',
  latitude: 51.361,
  longitude: 1.025,
  addressHouseNumber: '10',
  addressStreet: 'Harbour Street',
  addressTown: 'Whitstable',
  addressPostcode: 'CT5 1AB',
  addressCountry: 'United Kingdom',
};
const FROM_PLACE = {
  addressHouseNumber: '10',
  addressHouseName: null,
  addressStreet: 'Harbour Street',
  addressTown: 'Whitstable',
  addressPostcode: 'CT5 1AB',
  addressCountry: 'United Kingdom',
  addressLatitude: 51.361,
  addressLongitude: 1.025,
};

/** A suggestions mock that counts how often it is asked. */
function suggestionsMock(input: string, suggestions: unknown[]) {
  const result = vi.fn(() =>
    answer(PlaceSuggestionsDocument, { input, types: 'address' }, { placeSuggestions: suggestions }),
  );
  const mock: MockLink.MockedResponse = {
    request: { query: PlaceSuggestionsDocument, variables: { input, types: 'address' } },
    result,
  };
  return { mock, result };
}

function openPage(mocks: MockLink.MockedResponse[], listing = property()) {
  const harness = renderApp({
    route: '/properties/7',
    user: SIGNED_IN,
    mocks: [meMock(), propertyPageMock(listing), ...mocks],
  });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { ...harness, user };
}

const addressSection = () => screen.getByRole('region', { name: 'Property Address' });

describe('the address editor', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("searches 500 ms after the last keystroke, and says 'No results found' when there are none", async () => {
    const { mock, result } = suggestionsMock('Nowhere Lane', []);
    const { user } = openPage([mock]);
    const search = await screen.findByLabelText('Find the address');
    await user.type(search, 'Nowhere Lane');
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(result).not.toHaveBeenCalled();
    expect(within(addressSection()).queryByText(MESSAGES.noResults)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(await within(addressSection()).findByText(MESSAGES.noResults)).toBeTruthy();
    expect(result).toHaveBeenCalledTimes(1);
  });

  it('goes find → form → find: a chosen place is saved with its coordinates, edited, and shown', async () => {
    const { mock } = suggestionsMock('10 Harbour', [SUGGESTION]);
    const { user } = openPage([
      mock,
      mockOf(AddressPlaceDocument, { placeId: 'place-1' }, { place: PLACE }),
      mockOf(
        UpdatePropertyAddressDocument,
        { id: '7', input: FROM_PLACE },
        { updatePropertyAddress: property(FROM_PLACE) },
      ),
      mockOf(
        UpdatePropertyAddressDocument,
        {
          id: '7',
          input: {
            addressHouseNumber: '10',
            addressHouseName: 'Rose Cottage',
            addressStreet: 'Harbour Street',
            addressTown: 'Whitstable',
            addressPostcode: 'CT5 1AB',
            addressCountry: 'United Kingdom',
          },
        },
        { updatePropertyAddress: property({ ...FROM_PLACE, addressHouseName: 'Rose Cottage' }) },
      ),
    ]);

    await screen.findByRole('region', { name: 'Property Address' });
    expect(within(addressSection()).getByText(LISTINGS.addressEmpty)).toBeTruthy();
    await user.type(within(addressSection()).getByLabelText('Find the address'), '10 Harbour');
    await act(() => vi.advanceTimersByTimeAsync(500));
    await user.click(await within(addressSection()).findByRole('button', { name: /10 Harbour Street/ }));

    // Form mode, filled from the place; the coordinates are read-only.
    const form = await within(addressSection()).findByRole('form', { name: 'Property address' });
    expect((within(form).getByLabelText(/^Street/) as HTMLInputElement).value).toBe('Harbour Street');
    expect((within(form).getByLabelText(/^Town/) as HTMLInputElement).value).toBe('Whitstable');
    expect((within(form).getByLabelText(/^Postcode/) as HTMLInputElement).value).toBe('CT5 1AB');
    expect(within(form).getByText('51.361000')).toBeTruthy();
    expect(within(form).getByText('1.025000')).toBeTruthy();
    expect(within(form).queryByLabelText('Latitude')).toBeNull();

    const houseName = within(form).getByLabelText('House name');
    await user.click(houseName);
    await user.type(houseName, 'Rose Cottage');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await flashed(MESSAGES.changesSaved)).toBeTruthy();

    // Back in find mode, with the saved address.
    await waitFor(() => expect(within(addressSection()).queryByRole('form', { name: 'Property address' })).toBeNull());
    const saved = within(addressSection()).getByRole('group', { name: 'Saved address' });
    expect(saved.textContent).toContain('Rose Cottage, 10 Harbour Street');
    expect(saved.textContent).toContain('Whitstable CT5 1AB');
    expect(within(addressSection()).getByLabelText('Find the address')).toBeTruthy();
  });

  it('shows the saved address, and checks the required parts when it is edited', async () => {
    const { user } = openPage([], property(FROM_PLACE));
    await screen.findByRole('region', { name: 'Property Address' });
    const saved = within(addressSection()).getByRole('group', { name: 'Saved address' });
    // jsdom gives <address> the group role; Chromium gives it none, and so no name, unless the role is explicit.
    expect(saved.getAttribute('role')).toBe('group');
    expect(saved.textContent).toContain('51.36100, 1.02500');
    await user.click(within(addressSection()).getByRole('button', { name: 'Edit address' }));
    const form = within(addressSection()).getByRole('form', { name: 'Property address' });
    await user.clear(within(form).getByLabelText(/^Street/));
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(errorOf(within(form).getByLabelText(/^Street/))).toBe(MESSAGES.required));
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(within(addressSection()).getByRole('group', { name: 'Saved address' })).toBeTruthy();
  });
});

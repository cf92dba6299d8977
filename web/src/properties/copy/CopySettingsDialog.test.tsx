import type { MockLink } from '@apollo/client/testing';
import { MESSAGES } from '@portal/schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CopyBookingSettingsDocument } from '../../__generated__/graphql';
import { LISTINGS } from '../listings-copy';
import { meMock, SIGNED_IN } from '../../test/fixtures';
import { mockOf } from '../../test/graphql-mocks';
import { copySourcesMock, errorOf, flashed, property, propertyPageMock } from '../../test/property-fixtures';
import { renderApp } from '../../test/render';

const THIS = property();
const OTHERS = [
  THIS,
  property({ id: '1', name: 'Beach Hut' }),
  property({ id: '3', name: 'Cliff House', isArchived: true }),
];

function openPage(mocks: MockLink.MockedResponse[]) {
  return renderApp({ route: '/properties/7', user: SIGNED_IN, mocks: [meMock(), propertyPageMock(THIS), ...mocks] });
}

async function openDialog(user: ReturnType<typeof openPage>['user'], sectionName: string) {
  const section = await screen.findByRole('region', { name: sectionName });
  await user.click(within(section).getByRole('button', { name: 'Copy from another listing' }));
  return screen.findByRole('dialog');
}

describe('copy dialogs', () => {
  it("lists the caller's other listings and requires one: 'You must select a listing'", async () => {
    const { user } = openPage([copySourcesMock(OTHERS)]);
    const dialog = await openDialog(user, 'Booking Settings');
    expect(within(dialog).getByText(LISTINGS.copyBookingTitle)).toBeTruthy();
    expect(within(dialog).getByText(LISTINGS.copyBookingWarning)).toBeTruthy();
    const select = (await within(dialog).findByLabelText('Copy from')) as HTMLSelectElement;
    expect(Array.from(select.options).map((option) => option.textContent)).toEqual([
      'Select a listing',
      'Beach Hut',
      'Cliff House (archived)',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Copy and overwrite' }));
    await waitFor(() => expect(errorOf(select)).toBe(MESSAGES.selectListing));
    expect(MESSAGES.selectListing).toBe('You must select a listing');
  });

  it("says 'Error!' when the listings cannot be loaded", async () => {
    const { user } = openPage([copySourcesMock('error')]);
    const dialog = await openDialog(user, 'Manage Pricing');
    expect(within(dialog).getByText(LISTINGS.copyPricingTitle)).toBeTruthy();
    expect(await within(dialog).findByText('Error!')).toBeTruthy();
  });

  it('copies, refreshes the page data and confirms', async () => {
    const { user } = openPage([
      copySourcesMock(OTHERS),
      mockOf(
        CopyBookingSettingsDocument,
        { sourceId: '1', targetId: '7' },
        { copyBookingSettings: property({ minNights: 5 }) },
      ),
      propertyPageMock(property({ minNights: 5, standardGuests: 6, canSleepMax: 8 })),
    ]);
    const dialog = await openDialog(user, 'Booking Settings');
    await user.selectOptions(await within(dialog).findByLabelText('Copy from'), 'Beach Hut');
    await user.click(within(dialog).getByRole('button', { name: 'Copy and overwrite' }));
    expect(await flashed('Booking settings copied from Beach Hut')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const form = screen.getByRole('form', { name: 'Booking settings' });
    await waitFor(() => expect((within(form).getByLabelText(/^Minimum stay/) as HTMLInputElement).value).toBe('5'));
    expect((within(form).getByLabelText(/^Maximum guests/) as HTMLInputElement).value).toBe('8');
  });

  it('shows the pricing warning', async () => {
    const { user } = openPage([copySourcesMock(OTHERS)]);
    const dialog = await openDialog(user, 'Manage Pricing');
    expect(within(dialog).getByText('This will overwrite your pricing options, except manual overrides.')).toBeTruthy();
  });
});

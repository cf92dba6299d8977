import { MESSAGES, PROPERTY_MESSAGES } from '@portal/schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  UpdateBookingSettingsDocument,
  type BookingSettingsSection_PropertyFragment,
} from '../../__generated__/graphql';
import { LISTINGS } from '../listings-copy';
import { mockOf } from '../../test/graphql-mocks';
import { errorOf, flashed, graphQLErrorResult, property } from '../../test/property-fixtures';
import { renderWithProviders } from '../../test/render';
import type { MockLink } from '@apollo/client/testing';
import { BookingSettingsSection } from './BookingSettingsSection';

function renderSection(overrides: Record<string, unknown>, mocks: MockLink.MockedResponse[] = []) {
  const data = property(overrides) as unknown as BookingSettingsSection_PropertyFragment;
  return renderWithProviders(<BookingSettingsSection property={data} />, { mocks });
}

const form = () => screen.getByRole('form', { name: 'Booking settings' });
const input = (label: RegExp) => within(form()).getByLabelText(label) as HTMLInputElement;

describe('Booking Settings', { timeout: 20_000 }, () => {
  it('shows zero minimum stay and guest counts as empty, and requires every field', async () => {
    const { user } = renderSection({
      minNights: 0,
      standardGuests: 0,
      canSleepMax: 0,
      daysBeforeArrival: null,
      cancellationPolicyMode: null,
    });
    expect(input(/^Minimum stay/).value).toBe('');
    expect(input(/^Standard guests/).value).toBe('');
    expect(input(/^Maximum guests/).value).toBe('');
    await user.click(within(form()).getByRole('button', { name: 'Save booking settings' }));
    await waitFor(() => expect(errorOf(input(/^Minimum stay/))).toBe(MESSAGES.required));
    expect(errorOf(input(/^Standard guests/))).toBe(MESSAGES.required);
    expect(errorOf(input(/^Maximum guests/))).toBe(MESSAGES.required);
    expect(errorOf(input(/^Days before arrival/))).toBe(MESSAGES.required);
    // …and the cancellation policy: five in all.
    expect(within(form()).getAllByText(MESSAGES.required)).toHaveLength(5);
  });

  it('explains the policies and the extra guest price', () => {
    renderSection({});
    expect(within(form()).getByText('Guests can cancel until 24 hours before arrival')).toBeTruthy();
    expect(within(form()).getByText(LISTINGS.moderateHint)).toBeTruthy();
    expect(within(form()).getByText(LISTINGS.strictHint)).toBeTruthy();
    expect(within(form()).getByText(LISTINGS.extraGuestHint)).toBeTruthy();
    expect((within(form()).getByRole('radio', { name: /Flexible/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('wants at least the standard guests as the maximum', async () => {
    const { user } = renderSection({});
    await user.clear(input(/^Maximum guests/));
    await user.type(input(/^Maximum guests/), '1');
    await user.click(within(form()).getByRole('button', { name: 'Save booking settings' }));
    await waitFor(() => expect(errorOf(input(/^Maximum guests/))).toBe(PROPERTY_MESSAGES.canSleepMax));
  });

  it("saves, then says 'Changes saved'; server violations land on their fields", async () => {
    const variables = {
      id: '7',
      input: {
        minNights: 3,
        standardGuests: 2,
        canSleepMax: 4,
        daysBeforeArrival: 1,
        cancellationPolicyMode: 'Strict' as const,
      },
    };
    const { user } = renderSection({}, [
      {
        request: { query: UpdateBookingSettingsDocument, variables },
        result: graphQLErrorResult('updateBookingSettings', 'BAD_USER_INPUT', [
          { propertyPath: 'minNights', message: 'Must be a whole number between 1 and 365' },
        ]),
      },
      mockOf(UpdateBookingSettingsDocument, variables, {
        updateBookingSettings: property({ minNights: 3, cancellationPolicyMode: 'Strict' }),
      }),
    ]);
    await user.clear(input(/^Minimum stay/));
    await user.type(input(/^Minimum stay/), '3');
    await user.click(within(form()).getByRole('radio', { name: /Strict/ }));
    await user.click(within(form()).getByRole('button', { name: 'Save booking settings' }));
    await waitFor(() => expect(errorOf(input(/^Minimum stay/))).toBe('Must be a whole number between 1 and 365'));
    await user.click(within(form()).getByRole('button', { name: 'Save booking settings' }));
    expect(await flashed(MESSAGES.changesSaved)).toBeTruthy();
  });
});

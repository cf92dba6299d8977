import type { MockLink } from '@apollo/client/testing';
import { addDays, CALENDAR_MESSAGES, todayUtc } from '@portal/schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CancelBookingDocument, type BookingDetail_BookingFragment } from '../__generated__/graphql';
import { SIGNED_IN } from '../test/fixtures';
import { answer } from '../test/graphql-mocks';
import { flashed } from '../test/property-fixtures';
import { renderWithProviders } from '../test/render';
import { BookingDetail, inviteLink } from './BookingDetail';
import { CONFLICT } from './conflict';
import { formatDateTime } from './dates';

const VRBO: BookingDetail_BookingFragment = {
  __typename: 'Booking',
  id: 'b9',
  startDate: addDays(todayUtc(), 20),
  endDate: addDays(todayUtc(), 24),
  providerGuestName: 'Grace Hopper',
  name: 'Grace Hopper',
  numberOfGuest: 2,
  paymentMethod: null,
  guestEmail: null,
  inviteCode: 'K7Q2',
  ota: 'vrbo',
  direct: false,
  deletedAt: null,
  missingSince: null,
  conflict: false,
  cancellationRequestedAt: null,
  ruReservationId: null,
  provider: { __typename: 'Provider', slug: 'vrbo', name: 'Vrbo' },
  purchases: [],
  quote: null,
};

/** The cancel mutation's mock; `calls.count` says whether the network was asked. */
function cancelMock() {
  const calls = { count: 0 };
  const mock: MockLink.MockedResponse = {
    request: { query: CancelBookingDocument, variables: { id: 'b9' } },
    result: () => {
      calls.count += 1;
      return answer(
        CancelBookingDocument,
        { id: 'b9' },
        {
          cancelBooking: {
            ...VRBO,
            deletedAt: '2026-01-01T00:00:00.000Z',
            cancellationRequestedAt: '2026-01-01T00:00:00.000Z',
          },
        },
      );
    },
  };
  return { mock, calls };
}

const renderDetail = (booking: BookingDetail_BookingFragment, mocks: MockLink.MockedResponse[] = []) =>
  renderWithProviders(<BookingDetail booking={booking} onClose={() => {}} onDeleted={() => {}} />, {
    user: SIGNED_IN,
    mocks,
  });

describe('BookingDetail', () => {
  it("says since when a stay is missing from its channel's calendar, until it is cancelled", () => {
    const missingSince = '2026-11-20T09:30:00.000Z';
    const { unmount } = renderDetail({ ...VRBO, missingSince });
    const expected = CALENDAR_MESSAGES.missingSince(formatDateTime(missingSince));
    expect(expected).toMatch(/^Missing from the channel's calendar since 20 Nov 2026, \d\d:30$/);
    expect(screen.getByRole('status').textContent).toBe(expected);
    unmount();
    renderDetail({ ...VRBO, missingSince: null });
    expect(screen.queryByText(/Missing from the channel's calendar/)).toBeNull();
  });

  it('lists the guest purchases with paid or unpaid', () => {
    const purchase = (
      id: string,
      name: string,
      payment: BookingDetail_BookingFragment['purchases'][number]['payment'],
    ) => ({ __typename: 'Purchase', id, name, payment }) as const;
    renderDetail({
      ...VRBO,
      purchases: [
        purchase('1', '2 × Late check-out', 'PAID'),
        purchase('2', '1 × Breakfast', 'PENDING'),
        purchase('3', '1 × Pickup', 'EXPIRED'),
        purchase('4', '1 × Flowers', 'ON_ARRIVAL'),
      ],
    });
    const rows = within(screen.getByRole('region', { name: 'Purchases' })).getAllByTestId('booking-purchase');
    expect(rows.map((row) => row.textContent)).toEqual([
      '2 × Late check-outPaid',
      '1 × BreakfastUnpaid: payment pending',
      '1 × PickupUnpaid: checkout expired',
      '1 × FlowersPay on arrival',
    ]);
  });

  it("names a nameless Booking.com stay 'Booking.com: booked or closed'", () => {
    renderDetail({
      ...VRBO,
      providerGuestName: null,
      name: 'Booking.com: booked or closed',
      ota: 'bookingcom',
      provider: { __typename: 'Provider', slug: 'bookingcom', name: 'Booking.com' },
    });
    expect(screen.getByRole('heading', { name: 'Booking.com: booked or closed' })).toBeTruthy();
  });

  it('asks before cancelling a Vrbo booking, and cancels only once confirmed', async () => {
    const cancel = cancelMock();
    const { user } = renderDetail(VRBO, [cancel.mock]);
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Cancel this booking?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(cancel.calls.count).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await user.click(screen.getByRole('button', { name: 'Request cancellation' }));
    expect(await flashed(CALENDAR_MESSAGES.cancellationInitiated)).toBeTruthy();
    expect(cancel.calls.count).toBe(1);
  });

  it('offers Cancel for a Vrbo stay ending today, not for one that ended or another channel', () => {
    const { unmount } = renderDetail({ ...VRBO, startDate: addDays(todayUtc(), -3), endDate: todayUtc() });
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeTruthy();
    unmount();
    const ended = renderDetail({ ...VRBO, startDate: addDays(todayUtc(), -3), endDate: addDays(todayUtc(), -1) });
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    ended.unmount();
    renderDetail({ ...VRBO, ota: 'airbnb', provider: { __typename: 'Provider', slug: 'airbnb', name: 'Airbnb' } });
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });

  it('copies the invite link and says so', async () => {
    const { user } = renderDetail(VRBO);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(inviteLink(VRBO));
    expect(inviteLink(VRBO)).toBe(`${window.location.origin}/invite/b9/grace-hopper?code=K7Q2`);
  });

  it('hides the invite link without an invite code or once the booking is cancelled', () => {
    const { unmount } = renderDetail({ ...VRBO, inviteCode: null });
    expect(screen.queryByText('Invite link')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull();
    unmount();
    renderDetail({ ...VRBO, deletedAt: '2026-01-01T00:00:00.000Z' });
    expect(screen.getByText('Cancelled')).toBeTruthy();
    expect(screen.queryByTestId('invite-link')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull();
  });

  it('warns about a stay overlapping a booking from another channel, and only then', () => {
    const { unmount } = renderDetail({ ...VRBO, conflict: true });
    expect(screen.getByRole('alert', { name: CONFLICT.alertTitle }).textContent).toContain(CONFLICT.alert);
    unmount();
    renderDetail(VRBO);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('selects the invite link when the clipboard refuses', async () => {
    const { user } = renderDetail(VRBO);
    const refuse = vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(window.getSelection()?.toString()).toBe(inviteLink(VRBO)));
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    refuse.mockRestore();
  });
});

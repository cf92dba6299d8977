import type { MockLink } from '@apollo/client/testing';
import { addDays, CALENDAR_MESSAGES, MESSAGES, todayUtc } from '@portal/schema';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  BlockCalendarDatesDocument,
  OverrideCalendarRateDocument,
  PropertyCalendarPageDocument,
  UnblockCalendarDatesDocument,
  type PropertyCalendarPageQueryVariables,
} from '../../__generated__/graphql';
import { monthGrid, monthLabel, monthOf } from '../../calendars/dates';
import { SIGNED_IN } from '../../test/fixtures';
import { answer, mockOf } from '../../test/graphql-mocks';
import { flashed, graphQLErrorResult } from '../../test/property-fixtures';
import { renderWithProviders } from '../../test/render';
import { PropertyCalendarPage } from './PropertyCalendarPage';

const JULY = monthGrid('2026-07'); // 2026-06-29 … 2026-08-02

const property = (overrides: Record<string, unknown> = {}) => ({
  id: '7',
  name: 'Sea View Cottage',
  baseRate: 12000,
  minNights: 2,
  owner: { id: 'user-1', currencySymbol: '£' },
  ...overrides,
});

function windowDays(from: string, to: string, blocked: (date: string) => boolean = () => false) {
  const days = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    days.push({
      id: `7:${date}`,
      date,
      rate: 12000,
      blocked: blocked(date),
      minNights: 2,
      rateOverride: null,
      minNightsOverride: null,
    });
  }
  return days;
}

const BOOKING = {
  id: 'b1',
  startDate: '2026-07-20',
  endDate: '2026-07-23',
  providerGuestName: 'Grace Hopper',
  name: 'Grace Hopper',
  deletedAt: null,
  conflict: false,
  provider: { slug: 'airbnb', name: 'Airbnb' },
};

function pageVariables(grid = JULY, bookingId = ''): PropertyCalendarPageQueryVariables {
  return { id: '7', from: grid.from, to: grid.to, bookingId, withBooking: !!bookingId };
}

/** The page query's mock; `calls.count` counts how many times the network was asked. */
function pageMock(
  options: { grid?: typeof JULY; property?: Record<string, unknown>; blocked?: (date: string) => boolean } = {},
) {
  const grid = options.grid ?? JULY;
  const variables = pageVariables(grid);
  const calls = { count: 0 };
  const data = answer(PropertyCalendarPageDocument, variables, {
    property: property(options.property),
    propertyCalendarDays: windowDays(grid.from, grid.to, options.blocked),
    bookings: [BOOKING],
  });
  const mock: MockLink.MockedResponse = {
    request: { query: PropertyCalendarPageDocument, variables },
    result: () => {
      calls.count += 1;
      return data;
    },
  };
  return { mock, calls };
}

/** The page opened at a booking's link, for one month: that month's `bookings`, and the booking's `detail`. */
const linkedMonthMock = (bookingId: string, detail: object) => (grid: typeof JULY, bookings: object[]) =>
  mockOf(PropertyCalendarPageDocument, pageVariables(grid, bookingId), {
    property: property(),
    propertyCalendarDays: windowDays(grid.from, grid.to),
    bookings,
    booking: detail,
  });

function renderCalendar(route: string, mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(
    <Routes>
      <Route path="/calendar/:id" element={<PropertyCalendarPage />} />
      <Route path="/calendar/:id/:detail" element={<PropertyCalendarPage />} />
      <Route path="/properties/:id" element={<h1>Listing page</h1>} />
    </Routes>,
    { route, user: SIGNED_IN, mocks },
  );
}

const cell = (date: string) => screen.getByRole('gridcell', { name: new RegExp(`^${date}`) });

describe('PropertyCalendarPage', () => {
  it('redirects to the listing page when the listing has no base rate', async () => {
    const grid = monthGrid(monthOf(todayUtc()));
    const { location } = renderCalendar('/calendar/7', [pageMock({ grid, property: { baseRate: null } }).mock]);
    expect(await screen.findByRole('heading', { name: 'Listing page' })).toBeTruthy();
    expect(location()).toBe('/properties/7');
  });

  it('shows the month with rates, the booking bar, and switches to Min Nights', async () => {
    const { user } = renderCalendar('/calendar/7/2026-07-06~2026-07-08', [pageMock().mock]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sea View Cottage' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View listing' }).getAttribute('href')).toBe('/properties/7');
    expect(screen.getByRole('heading', { name: 'July 2026' })).toBeTruthy();
    expect(cell('2026-07-01').textContent).toContain('£120');
    expect(screen.getByRole('button', { name: /^Grace Hopper, Airbnb/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Min Nights' }));
    expect(cell('2026-07-01').textContent).toContain('2 nights');
  });

  it('goes from no selection to a pending start to a range in the route, and to a booking', async () => {
    const bookingMock = mockOf(PropertyCalendarPageDocument, pageVariables(JULY, 'b1'), {
      property: property(),
      propertyCalendarDays: windowDays(JULY.from, JULY.to),
      bookings: [BOOKING],
      booking: { ...BOOKING, numberOfGuest: 2, direct: false, ota: 'airbnb', purchases: [] },
    });
    const { user, location } = renderCalendar('/calendar/7/2026-07-06~2026-07-08', [pageMock().mock, bookingMock]);
    expect(await screen.findByRole('region', { name: 'Selected dates' })).toBeTruthy();

    await user.click(cell('2026-07-14'));
    expect(screen.getByRole('region', { name: 'Selection started' })).toBeTruthy();
    expect(location()).toBe('/calendar/7');
    await user.click(cell('2026-07-10'));
    expect(location()).toBe('/calendar/7/2026-07-10~2026-07-14');
    expect(screen.getByRole('region', { name: 'Selected dates' }).textContent).toContain('5 nights');

    await user.click(screen.getByRole('button', { name: /^Grace Hopper, Airbnb/ }));
    expect(location()).toBe('/calendar/7/b1');
    const detail = await screen.findByRole('region', { name: 'Booking detail' });
    expect(within(detail).getByText('Grace Hopper')).toBeTruthy();
    expect(within(detail).queryByRole('button', { name: 'Delete booking' })).toBeNull();
  });

  it("opens a booking's own month when the booking is opened by its link", async () => {
    const later = { ...BOOKING, id: 'b2', startDate: '2027-03-10', endDate: '2027-03-14' };
    const detail = { ...later, numberOfGuest: 2, direct: false, ota: 'airbnb', purchases: [] };
    const now = monthGrid(monthOf(todayUtc()));
    const march = monthGrid('2027-03');
    const monthMock = linkedMonthMock('b2', detail);
    renderCalendar('/calendar/7/b2', [monthMock(now, []), monthMock(march, [later])]);
    expect(await screen.findByText(monthLabel('2027-03'))).toBeTruthy();
    expect(await screen.findByRole('button', { name: /^Grace Hopper, Airbnb/ })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Booking detail' })).getByText('Grace Hopper')).toBeTruthy();
  });

  it('marks a conflicting stay on the month and warns in its detail', async () => {
    const conflicting = { ...BOOKING, conflict: true };
    const detail = { ...conflicting, numberOfGuest: 2, direct: false, ota: 'airbnb', purchases: [], inviteCode: null };
    // Opened by its link: the current month first, then the booking's own.
    const monthMock = linkedMonthMock('b1', detail);
    renderCalendar('/calendar/7/b1', [monthMock(monthGrid(monthOf(todayUtc())), []), monthMock(JULY, [conflicting])]);
    const bar = await screen.findByRole('button', {
      name: 'Grace Hopper, Airbnb, Conflict: 2026-07-20 to 2026-07-23',
    });
    expect(bar.getAttribute('title')).toBe('Overlaps a booking from another channel');
    expect(bar.dataset.conflict).toBe('true');
    const panel = screen.getByRole('region', { name: 'Booking detail' });
    expect(within(panel).getByRole('alert').textContent).toContain('overlaps a booking from another channel');
    expect(within(panel).queryByText('Invite link')).toBeNull();
  });

  it('keeps the Blocked label in the foot of its cell, under the lanes of the bars', async () => {
    const blocked = (date: string) => date >= '2026-07-20' && date <= '2026-07-21';
    renderCalendar('/calendar/7/2026-07-06~2026-07-08', [pageMock({ blocked }).mock]);
    expect(await screen.findByRole('button', { name: /^Grace Hopper, Airbnb/ })).toBeTruthy();
    const label = within(cell('2026-07-20')).getByText('Blocked');
    expect(label.parentElement?.className).toBe('cal-foot');
  });

  it('disables Save override while empty or unchanged, and hides the form when every date is blocked', async () => {
    const { user, unmount } = renderCalendar('/calendar/7/2026-07-06~2026-07-08', [pageMock().mock]);
    const save = await screen.findByRole('button', { name: 'Save override' });
    expect(save).toHaveProperty('disabled', true);
    const rate = screen.getByRole('spinbutton', { name: 'Nightly rate (£)' });
    await user.type(rate, '150');
    expect(save).toHaveProperty('disabled', false);
    await user.clear(rate);
    expect(save).toHaveProperty('disabled', true);
    unmount();

    const blocked = (date: string) => date >= '2026-07-06' && date <= '2026-07-08';
    renderCalendar('/calendar/7/2026-07-06~2026-07-08', [pageMock({ blocked }).mock]);
    expect(await screen.findByRole('button', { name: 'Unblock dates' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save override' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Block dates' })).toBeNull();
  });

  it('says so when Unblock leaves dates blocked by a channel calendar, instead of "Dates unblocked"', async () => {
    const blocked = (date: string) => date >= '2026-07-06' && date <= '2026-07-08';
    const variables = { propertyId: '7', fromDate: '2026-07-06', toDate: '2026-07-08' };
    // The API only removes local blocks: an imported (iCal) block answers the days still blocked.
    const unblock = mockOf(UnblockCalendarDatesDocument, variables, {
      unblockCalendarDates: windowDays('2026-07-06', '2026-07-08', blocked),
    });
    const { user } = renderCalendar('/calendar/7/2026-07-06~2026-07-08', [pageMock({ blocked }).mock, unblock]);
    await user.click(await screen.findByRole('button', { name: 'Unblock dates' }));
    expect((await screen.findByRole('alert')).textContent).toContain("blocked by a channel's calendar");
    expect(screen.queryByText('Dates unblocked')).toBeNull();
  });

  it("shows an override mutation's days from the cache without refetching the month", async () => {
    const page = pageMock();
    const variables = { propertyId: '7', fromDate: '2026-07-06', toDate: '2026-07-08', rate: 15000 };
    const override = mockOf(OverrideCalendarRateDocument, variables, {
      overrideCalendarRate: windowDays('2026-07-06', '2026-07-08').map((d) => ({
        ...d,
        rate: 15000,
        rateOverride: 15000,
      })),
    });
    const { user } = renderCalendar('/calendar/7/2026-07-06~2026-07-08', [page.mock, override]);
    await user.type(await screen.findByRole('spinbutton', { name: 'Nightly rate (£)' }), '150');
    await user.click(screen.getByRole('button', { name: 'Save override' }));
    expect(await flashed('Override saved')).toBeTruthy();
    await waitFor(() => expect(cell('2026-07-07').textContent).toContain('£150'));
    expect(cell('2026-07-07').getAttribute('aria-label')).toContain('overridden');
    expect(cell('2026-07-09').textContent).toContain('£120');
    expect(page.calls.count).toBe(1);
    expect(screen.getByRole('button', { name: 'Clear overrides' })).toBeTruthy();
  });

  it('validates the direct booking form', async () => {
    const { user } = renderCalendar('/calendar/7/2026-07-06~2026-07-08', [pageMock().mock]);
    const form = await screen.findByRole('form', { name: 'Add direct booking' });
    await user.type(within(form).getByRole('spinbutton', { name: /Guests/ }), '2.5');
    await user.click(within(form).getByRole('button', { name: 'Add booking' }));
    expect(within(form).getByText(MESSAGES.required)).toBeTruthy();
    expect(within(form).getByText('Must be a whole number')).toBeTruthy();
  });

  it('offers no direct booking over a booking, nor for a single night', async () => {
    renderCalendar('/calendar/7/2026-07-21~2026-07-24', [pageMock().mock]);
    expect(await screen.findByRole('region', { name: 'Selected dates' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Add direct booking' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Block dates' })).toBeNull();
  });

  it('shows why the server refused to block the dates', async () => {
    const variables = { propertyId: '7', fromDate: '2026-07-06', toDate: '2026-07-08' };
    const refused: MockLink.MockedResponse = {
      request: { query: BlockCalendarDatesDocument, variables },
      result: graphQLErrorResult('blockCalendarDates', 'BAD_USER_INPUT', [
        { propertyPath: 'fromDate', message: CALENDAR_MESSAGES.blockOverlapsBooking },
      ]),
    };
    const { user } = renderCalendar('/calendar/7/2026-07-06~2026-07-08', [pageMock().mock, refused]);
    await user.click(await screen.findByRole('button', { name: 'Block dates' }));
    expect((await screen.findByRole('alert')).textContent).toContain(CALENDAR_MESSAGES.blockOverlapsBooking);
  });
});

import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MultiCalendarDocument } from '../../__generated__/graphql';
import { addDays, daysBetween, todayUtc } from '@portal/schema';
import { initialWindow, windowDays, type DayWindow } from '../../calendars/multi/window';
import { SIGNED_IN } from '../../test/fixtures';
import { answer } from '../../test/graphql-mocks';
import { renderWithProviders } from '../../test/render';
import { CalendarPage } from './CalendarPage';

const today = todayUtc();
const loaded = initialWindow(today);
const length = windowDays(loaded);
const dayIndex = (date: string) => length - 1 - Math.round((Date.parse(loaded.to) - Date.parse(date)) / 864e5);

function calendar(propertyId: string, name: string, overrides: Record<string, unknown> = {}) {
  const blockedDay = dayIndex(addDays(today, 6));
  return {
    propertyId,
    name,
    from: loaded.from,
    to: loaded.to,
    baseRate: 12000,
    pricingMissing: false,
    bookingSettingsMissing: false,
    rates: Array.from({ length }, () => 12000),
    minNights: Array.from({ length }, () => 2),
    blocked: Array.from({ length }, (_, i) => i === blockedDay),
    rateOverridden: Array.from({ length }, () => false),
    minNightsOverridden: Array.from({ length }, () => false),
    bookings: [],
    ...overrides,
  };
}

const STAY = {
  id: 'b1',
  startDate: addDays(today, 1),
  endDate: addDays(today, 4),
  providerGuestName: 'Grace Hopper',
  name: 'Grace Hopper',
  deletedAt: null,
  conflict: false,
  mainGuest: null,
  provider: { slug: 'airbnb', name: 'Airbnb' },
};
const CANCELLED = {
  ...STAY,
  id: 'b2',
  providerGuestName: null,
  name: null,
  deletedAt: '2026-01-01T00:00:00.000Z',
  provider: null,
};

const TWO_HUNDRED = [
  calendar('1', 'Apple Cottage', { bookings: [STAY, CANCELLED] }),
  calendar('2', 'Birch House', {
    pricingMissing: true,
    baseRate: null,
    rates: Array.from({ length }, () => null),
  }),
  calendar('3', 'Cedar Lodge', { bookingSettingsMissing: true }),
  ...Array.from({ length: 197 }, (_, i) => calendar(String(i + 4), `Willow ${String(i + 4).padStart(3, '0')}`)),
];

type Fixture = ReturnType<typeof calendar>;
type Stay = typeof STAY;

/** Runs of equal values, as NightlyInts and NightlyFlags are sent. */
function runsOf<T>(values: readonly T[]) {
  const runs: [T, number][] = [];
  for (const value of values) {
    const last = runs.at(-1);
    if (last && last[0] === value) last[1]++;
    else runs.push([value, 1]);
  }
  return runs;
}

/** A span as the gateway sends it (runs, bars by position): the type policy decodes it. */
function sent({ bookings, ...span }: Omit<Fixture, 'bookings'> & { bookings: readonly Stay[] }) {
  return {
    ...span,
    rates: runsOf(span.rates),
    minNights: runsOf(span.minNights),
    blocked: runsOf(span.blocked),
    rateOverridden: runsOf(span.rateOverridden),
    minNightsOverridden: runsOf(span.minNightsOverridden),
    bars: bookings.map((stay) => [
      stay.id,
      stay.startDate,
      daysBetween(stay.startDate, stay.endDate),
      stay.name,
      stay.provider?.slug ?? null,
      stay.deletedAt ? 'cancelled' : stay.conflict ? 'conflict' : null,
    ]),
  };
}

const daysOf = ({ from, to }: DayWindow) => Math.round((Date.parse(to) - Date.parse(from)) / 864e5) + 1;
const beyondFirstWindow = (variables: Record<string, unknown>) => String(variables.to) > loaded.to;

/** A fixture listing's days of a span inside the first window: its arrays cut to the span, its stays that reach it. */
function insideFirstWindow(fixture: Fixture, { from, to }: DayWindow) {
  const cut = <T,>(days: readonly T[]) => days.slice(dayIndex(from), dayIndex(to) + 1);
  return {
    ...fixture,
    from,
    rates: cut(fixture.rates),
    minNights: cut(fixture.minNights),
    blocked: cut(fixture.blocked),
    rateOverridden: cut(fixture.rateOverridden),
    minNightsOverridden: cut(fixture.minNightsOverridden),
    bookings: (fixture.bookings as Stay[]).filter((stay) => stay.startDate <= to && stay.endDate > from),
  };
}

/** A span past the first window: the two first listings at £150 a night. */
function beyond(fixture: Fixture, span: DayWindow) {
  const days = daysOf(span);
  return {
    ...fixture,
    ...span,
    rates: Array.from({ length: days }, () => 15000),
    minNights: Array.from({ length: days }, () => 3),
    blocked: Array.from({ length: days }, () => false),
    rateOverridden: Array.from({ length: days }, () => true),
    minNightsOverridden: Array.from({ length: days }, () => false),
    bookings: [],
  };
}

/**
 * Every span the page asks for: those of the first window (its first screen, then the days before and after it)
 * from `calendars`; the later ones, recorded in `asked`, with the two first listings at £150.
 */
function spansMock(calendars: Fixture[], asked: DayWindow[], requested: DayWindow[]): MockLink.MockedResponse {
  return {
    request: { query: MultiCalendarDocument, variables: () => true },
    maxUsageCount: 20,
    result: ({ from, to }: DayWindow) => {
      const span = { from, to };
      requested.push(span);
      const later = beyondFirstWindow(span);
      if (later) asked.push(span);
      return answer(MultiCalendarDocument, span, {
        me: { id: SIGNED_IN.id, currencySymbol: '£' },
        propertyCalendars: later
          ? calendars.slice(0, 2).map((fixture) => sent(beyond(fixture, span)))
          : calendars.map((fixture) => sent(insideFirstWindow(fixture, span))),
      });
    },
  };
}

/** The next later span's request fails (the network is down). */
const FAILING_SPAN: MockLink.MockedResponse = {
  request: { query: MultiCalendarDocument, variables: beyondFirstWindow },
  error: new Error('network down'),
};

function renderCalendar(
  calendars: Fixture[],
  asked: DayWindow[] = [],
  failFirstSpan = false,
  requested: DayWindow[] = [],
) {
  return renderWithProviders(
    <Routes>
      <Route path="/calendar" element={<CalendarPage fallbackViewport={{ width: 1040, height: 640 }} />} />
      <Route path="/calendar/:id/:detail" element={<h1>Listing calendar</h1>} />
    </Routes>,
    {
      route: '/calendar',
      user: SIGNED_IN,
      mocks: [...(failFirstSpan ? [FAILING_SPAN] : []), spansMock(calendars, asked, requested)],
    },
  );
}

const rowOf = (name: string) =>
  screen.getAllByTestId('multi-calendar-row').find((row) => within(row).queryByRole('link', { name }))!;

describe('CalendarPage', () => {
  it('shows names linking to each calendar or listing page, rates, blocked days and stays', async () => {
    renderCalendar(TWO_HUNDRED);
    expect(await screen.findByRole('link', { name: 'Apple Cottage' })).toHaveProperty(
      'href',
      expect.stringMatching(/\/calendar\/1$/),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Calendar' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Birch House' }).getAttribute('href')).toBe('/properties/2');
    expect(within(rowOf('Birch House')).getByText('Pricing missing')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cedar Lodge' }).getAttribute('href')).toBe('/properties/3');
    expect(within(rowOf('Cedar Lodge')).getByText('Booking settings missing')).toBeTruthy();

    const apple = within(rowOf('Apple Cottage'));
    expect(apple.getByRole('gridcell', { name: `${today}: £120, min 2 nights` }).textContent).toContain('Min 2');
    const blocked = apple.getByRole('gridcell', { name: new RegExp(`^${addDays(today, 6)}: .*Blocked$`) });
    expect(blocked.textContent).toContain('Blocked');
    expect(within(rowOf('Birch House')).getByRole('gridcell', { name: `${today}: —, min 2 nights` })).toBeTruthy();

    const bar = apple.getByRole('button', { name: `Grace Hopper, Airbnb: ${STAY.startDate} to ${STAY.endDate}` });
    expect(bar.textContent).toBe('Grace HopperAirbnb');
    const cancelled = apple.getByRole('button', { name: /^Guest, Direct, Cancelled/ });
    expect(cancelled.textContent).toBe('GuestCancelled');
    expect(cancelled.dataset.cancelled).toBe('true');
  });

  it('asks for the days on screen first, alone, then the rest of the window', async () => {
    const requested: DayWindow[] = [];
    renderCalendar(TWO_HUNDRED, [], false, requested);
    await screen.findByRole('link', { name: 'Apple Cottage' });
    await waitFor(() => expect(requested).toHaveLength(3));
    expect(requested).toEqual([
      { from: today, to: addDays(today, 30) },
      { from: loaded.from, to: addDays(today, -1) },
      { from: addDays(today, 31), to: loaded.to },
    ]);
  });

  it('marks a stay overlapping a booking from another channel', async () => {
    renderCalendar([calendar('1', 'Apple Cottage', { bookings: [{ ...STAY, conflict: true }] })]);
    const bar = await screen.findByRole('button', {
      name: `Grace Hopper, Airbnb, Conflict: ${STAY.startDate} to ${STAY.endDate}`,
    });
    expect(bar.dataset.conflict).toBe('true');
    expect(bar.getAttribute('title')).toContain('Overlaps a booking from another channel');
    expect(bar.querySelector('svg.mc-conflict')).toBeTruthy();
  });

  it('renders only the rows and days on screen for 200 listings', async () => {
    renderCalendar(TWO_HUNDRED);
    await screen.findByRole('link', { name: 'Apple Cottage' });
    const rows = screen.getAllByTestId('multi-calendar-row');
    // 640 px high: about 6 rows on screen plus 3 of overscan.
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThanOrEqual(12);
    expect(screen.queryByRole('link', { name: 'Willow 200' })).toBeNull();
    // 800 px of days: 10 on screen plus 4 of overscan on each side, not the window's 81.
    expect(within(rows[0]!).getAllByRole('gridcell').length).toBeLessThanOrEqual(18);
    expect(screen.getByTestId('multi-calendar-grid').querySelector('.mc-canvas')).toHaveProperty(
      'style.height',
      `${68 + 200 * 100}px`,
    );
  });

  it('opens the booking from its bar', async () => {
    const { user, location } = renderCalendar(TWO_HUNDRED);
    await user.click(await screen.findByRole('button', { name: /^Grace Hopper, Airbnb/ }));
    expect(location()).toBe('/calendar/1/b1');
  });

  it('opens the listing calendar on the night clicked', async () => {
    const { user, location } = renderCalendar(TWO_HUNDRED);
    await screen.findByRole('link', { name: 'Apple Cottage' });
    const night = addDays(today, 2);
    await user.click(within(rowOf('Cedar Lodge')).getByRole('gridcell', { name: new RegExp(`^${night}`) }));
    expect(location()).toBe(`/calendar/3/${night}~${night}`);
  });

  it('pages by the visible days, loads the days an edge comes near, and jumps to a picked month', async () => {
    const asked: DayWindow[] = [];
    const { user } = renderCalendar(TWO_HUNDRED, asked);
    await screen.findByRole('link', { name: 'Apple Cottage' });
    const month = screen.getByRole('combobox', { name: 'Month' });
    expect(month).toHaveProperty('value', today.slice(0, 7));

    // 10 days on screen, a buffer of 30: the second page comes within 30 days of the window's end.
    await user.click(screen.getByRole('button', { name: 'Later days' }));
    expect(screen.getByRole('columnheader', { name: addDays(today, 10) })).toBeTruthy();
    expect(asked).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Later days' }));
    await waitFor(() => expect(asked).toEqual([{ from: addDays(loaded.to, 1), to: addDays(today, 29 + 60) }]));

    // The 1st of this month is 49 to 80 days ahead: in the first span (£120) or in the one just loaded (£150).
    const target = addDays(today, 80).slice(0, 7);
    await user.selectOptions(month, target);
    expect(month).toHaveProperty('value', target);
    const apple = within(rowOf('Apple Cottage'));
    const first = apple.getByRole('gridcell', { name: new RegExp(`^${target}-01: £1[25]0, min [23] nights$`) });
    expect(first.textContent).toMatch(/^£1[25]0/);
    await user.click(screen.getByRole('button', { name: 'Earlier days' }));
    expect(screen.getByRole('columnheader', { name: addDays(`${target}-01`, -10) })).toBeTruthy();
  });

  it('warns when a later span fails, draws its days as loading, and loads them on Try again', async () => {
    const asked: DayWindow[] = [];
    const { user } = renderCalendar(TWO_HUNDRED, asked, true);
    await screen.findByRole('link', { name: 'Apple Cottage' });
    // Two pages bring the window's end near (the next span fails), three more put its first day on screen.
    for (let page = 0; page < 5; page++) await user.click(screen.getByRole('button', { name: 'Later days' }));
    expect(await screen.findByText('Some dates could not be loaded.')).toBeTruthy();
    const late = addDays(loaded.to, 1);
    const cell = () => within(rowOf('Apple Cottage')).getByRole('gridcell', { name: new RegExp(`^${late}: `) });
    expect(cell().getAttribute('aria-label')).toBe(`${late}: loading`);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cell().getAttribute('aria-label')).toBe(`${late}: £150, min 3 nights`));
    expect(screen.queryByText('Some dates could not be loaded.')).toBeNull();
    expect(asked).toEqual([{ from: late, to: addDays(today, 29 + 60) }]);
  });

  it('says so when there are no listings, with a link to add one', async () => {
    renderCalendar([]);
    expect(await screen.findByText("You don't have any Listings yet")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a listing' }).getAttribute('href')).toBe('/properties');
  });
});

import type { CalendarRow_BookingFragment, MultiCalendarQuery } from '../../__generated__/graphql';
import { daysBetween } from '@portal/schema';
import { windowDays, type DayWindow } from './window';

export type PropertyCalendarSpan = MultiCalendarQuery['propertyCalendars'][number];

/** A stay drawn as a bar, in the lane (0 = top) that keeps it clear of the listing's other stays. */
export interface CalendarBar {
  booking: CalendarRow_BookingFragment;
  lane: number;
}

/**
 * One listing over the whole window: the spans' arrays copied into arrays indexed by day from the window's `from`.
 * A day no span has answered yet is `undefined` in every array (drawn as loading).
 */
export interface CalendarListing {
  propertyId: string;
  name: string;
  pricingMissing: boolean;
  bookingSettingsMissing: boolean;
  rates: (number | null | undefined)[];
  minNights: (number | null | undefined)[];
  blocked: (boolean | undefined)[];
  rateOverridden: (boolean | undefined)[];
  minNightsOverridden: (boolean | undefined)[];
  bars: CalendarBar[];
  lanes: number;
}

const ARRAYS = ['rates', 'minNights', 'blocked', 'rateOverridden', 'minNightsOverridden'] as const;
const byName = new Intl.Collator('en-GB', { sensitivity: 'base', numeric: true });

/**
 * Merges the answers of the window's spans (in the order they were asked for: a later span's listing details win)
 * into one row per listing, by name. Spans may overlap or reach past the window; only the window's days are kept.
 */
export function mergeSpans(loaded: DayWindow, spans: readonly (readonly PropertyCalendarSpan[])[]): CalendarListing[] {
  const length = windowDays(loaded);
  const listings = new Map<string, CalendarListing>();
  const bookings = new Map<string, Map<string, CalendarRow_BookingFragment>>();
  for (const span of spans) {
    for (const calendar of span) {
      let listing = listings.get(calendar.propertyId);
      if (!listing) {
        listing = {
          propertyId: calendar.propertyId,
          name: calendar.name,
          pricingMissing: calendar.pricingMissing,
          bookingSettingsMissing: calendar.bookingSettingsMissing,
          rates: new Array<undefined>(length),
          minNights: new Array<undefined>(length),
          blocked: new Array<undefined>(length),
          rateOverridden: new Array<undefined>(length),
          minNightsOverridden: new Array<undefined>(length),
          bars: [],
          lanes: 0,
        };
        listings.set(calendar.propertyId, listing);
        bookings.set(calendar.propertyId, new Map());
      } else {
        listing.name = calendar.name;
        listing.pricingMissing = calendar.pricingMissing;
        listing.bookingSettingsMissing = calendar.bookingSettingsMissing;
      }
      const offset = daysBetween(loaded.from, calendar.from);
      const start = Math.max(0, -offset);
      const end = Math.min(calendar.rates.length, length - offset);
      for (const key of ARRAYS) {
        const source = calendar[key];
        const target = listing[key] as unknown[];
        for (let day = start; day < end; day++) target[offset + day] = source[day];
      }
      const own = bookings.get(calendar.propertyId)!;
      for (const booking of calendar.bookings) own.set(booking.id, booking);
    }
  }
  for (const listing of listings.values()) {
    listing.bars = stackBars([...bookings.get(listing.propertyId)!.values()]);
    listing.lanes = listing.bars.reduce((max, bar) => Math.max(max, bar.lane + 1), 0);
  }
  return [...listings.values()].sort(
    (a, b) => byName.compare(a.name, b.name) || a.propertyId.localeCompare(b.propertyId),
  );
}

/**
 * Lanes for the stays of one listing: a bar runs from the middle of its arrival day to the middle of its checkout
 * day, so a checkout and the next arrival on the same day share a lane. Stays that are not cancelled go first, so
 * they keep the top lane over a cancelled stay of the same dates.
 */
export function stackBars(bookings: readonly CalendarRow_BookingFragment[]): CalendarBar[] {
  const ordered = [...bookings].sort(
    (a, b) =>
      Number(!!a.deletedAt) - Number(!!b.deletedAt) ||
      a.startDate.localeCompare(b.startDate) ||
      a.id.localeCompare(b.id),
  );
  const laneEnds: string[] = [];
  return ordered.map((booking) => {
    let lane = laneEnds.findIndex((end) => end <= booking.startDate);
    if (lane === -1) lane = laneEnds.push(booking.endDate) - 1;
    else laneEnds[lane] = booking.endDate;
    return { booking, lane };
  });
}

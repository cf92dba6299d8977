import type { PropertyCalendarColumnsDto } from '@portal/contract';
import { addDays } from '@portal/schema';
import { bookingBarsOfProperties, calendarBarsOfProperties } from '../bookings/repository.js';
import type { Db } from '../db/database.js';
import { datesOf, groupBy } from '../nightly-rates/compute.js';
import type { CalendarBar } from '@portal/contract';
import { ListingCache } from '../db/listing-cache.js';
import { PackedNightsCache } from '../nightly-rates/packed-cache.js';
import { nightlyWindow, within } from '../nightly-rates/window.js';
import { listProperties } from '../properties/repository.js';
import { countSeasonalRatesOf } from '../seasonal-rates/repository.js';
import { columnsOfDays, toPropertyCalendarColumns } from './representation.js';
import { calendarHeaderOf, propertyCalendars, type CalendarListing } from './service.js';

/** Bar lists kept per API instance: 200 listings × 20 windows, a few hundred bytes each. */
export const CALENDAR_BARS_CACHE_ENTRIES = 4000;

/**
 * What an API instance keeps of the calendars between requests: the packed nights under each listing's nightly
 * version, the bars under its calendar version (raised by the database with every change to its stays, their
 * guests' names and its links' channels: migration 2026_12_11_0100_add_calendar_versions).
 */
export interface CalendarCaches {
  nights: PackedNightsCache;
  bars: ListingCache<CalendarBar[]>;
}

export const calendarCaches = (): CalendarCaches => ({
  nights: new PackedNightsCache(),
  bars: new ListingCache(CALENDAR_BARS_CACHE_ENTRIES),
});

/**
 * GET /property-calendars?view=columnar: the listings' nights from..to read packed from `nightly_rates` (one row
 * per listing, nightly-rates/packed.ts) and their stays as bars (only the columns a bar shows). A window reaching
 * outside the kept nights, or a listing not filled yet, goes through the days view's read (the pricing engine for
 * what the table lacks), so the two views always answer the same nights. Unchanged listings' nights come from
 * `caches` (the instance's), and so do their bars given `versions` (their calendar versions, read before anything
 * else). `properties` need only the fields a header reads (the pricing engine reads its listings whole).
 */
export async function columnarCalendars(
  db: Db,
  ownerId: number,
  properties: CalendarListing[],
  from: string,
  to: string,
  caches: CalendarCaches,
  options: { withBookings?: boolean; versions?: ReadonlyMap<number, number> } = {},
): Promise<PropertyCalendarColumnsDto[]> {
  if (properties.length === 0) return [];
  const ids = properties.map((property) => property.id);
  const windowDates = datesOf(from, to);
  const kept = within({ from, to }, nightlyWindow());
  const whollyKept = kept?.from === from && kept.to === to;
  const toExclusive = addDays(to, 1);
  const readBars = async (missing: readonly number[]) => {
    const read = await calendarBarsOfProperties(db, [...missing], from, toExclusive);
    return new Map(missing.map((id) => [id, read.get(id) ?? []]));
  };
  const [packed, seasonCounts, bars, bookings] = await Promise.all([
    whollyKept ? caches.nights.read(db, ids, from, to) : [],
    countSeasonalRatesOf(db, ids),
    // Without versions (read first, by the caller) nothing can be kept: every bar is read.
    options.versions ? caches.bars.read(options.versions, ids, `${from}:${to}`, readBars) : readBars(ids),
    options.withBookings ? bookingBarsOfProperties(db, ids, from, toExclusive) : undefined,
  ]);
  const packedOf = new Map(
    packed.filter((row) => row.nights === windowDates.length).map((row) => [row.propertyId, row]),
  );
  const unpacked = ids.filter((id) => !packedOf.has(id));
  const whole = unpacked.length > 0 ? await listProperties(db, ownerId, { ids: unpacked }) : [];
  const computedOf = new Map(
    (await propertyCalendars(db, whole, from, to, { withBookings: false })).map((calendar) => [
      calendar.propertyId,
      calendar,
    ]),
  );
  const bookingsOf = bookings && groupBy(bookings);
  return properties.map((property) => {
    const own = packedOf.get(property.id);
    const columns = own ? own.columns : columnsOfDays(computedOf.get(property.id)!.dates, windowDates);
    return toPropertyCalendarColumns(
      calendarHeaderOf(property, seasonCounts.get(property.id) ?? 0),
      { from, to },
      columns,
      { bars: bars.get(property.id) ?? [], bookings: bookingsOf && (bookingsOf.get(property.id) ?? []) },
    );
  });
}

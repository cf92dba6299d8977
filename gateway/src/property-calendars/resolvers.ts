import { API_LIMITS, addDays, nightsOfColumns } from '@portal/schema';
import type {
  CalendarDayResolvers,
  Scalars,
  MutationResolvers,
  PropertyCalendarResolvers,
  QueryResolvers,
} from '../__generated__/resolvers.js';
import { barParent } from '../bookings/loaders.js';
import type { CalendarDayFields, ChangedDaysDto } from '@portal/contract';
import type { CalendarDayDto, PropertyCalendarRow } from './parents.js';
import type { GatewayContext } from '../context.js';
import { calendarDeltas } from '../rest/listing-deltas.js';
import { badUserInput, notFoundError } from '../errors.js';
import { forgetProperty } from '../properties/loaders.js';
import { pushing, type SavedSection } from '../properties/push.js';
import type { CallOptions } from '../rest/client.js';
import { restId } from '../rest/iri.js';
import { selectsWithin } from '../rest/selection.js';

/** A REST `dates` map as CalendarDays in date order. */
const daysOf = (propertyId: number, dates: Record<string, CalendarDayFields>): CalendarDayDto[] =>
  Object.keys(dates)
    .sort()
    .map((date) => ({ ...dates[date]!, propertyId, date }));

/** The nights of a columnar row as CalendarDays. */
const daysOfRow = (row: PropertyCalendarRow): CalendarDayDto[] =>
  nightsOfColumns(row).map((night, index) => ({
    ...night,
    propertyId: row.propertyId,
    date: addDays(row.from, index),
  }));

/** PropertyCalendar's fields but `bookings`: a selection within them needs no stay as an object from REST. */
const WITHOUT_BOOKINGS = Object.fromEntries(
  [
    'propertyId',
    'property',
    'name',
    'from',
    'to',
    'baseRate',
    'pricingMissing',
    'bookingSettingsMissing',
    'rates',
    'minNights',
    'blocked',
    'rateOverridden',
    'minNightsOverridden',
    'bars',
  ].map((field) => [field, true as const]),
);

/**
 * One `GET /property-calendars?view=columnar` for every listing asked for (none: every listing that is not
 * archived): nightly runs per listing and stays as bars, and as objects too (`bookings=1`) when `withBookings`.
 */
async function readCalendars(
  context: GatewayContext,
  from: string,
  to: string,
  propertyIds?: readonly number[],
  withBookings = false,
) {
  // Revalidated: unchanged, the API answers 304 and the answer this token had is reused (not parsed again); after a
  // change, only the listings changed are sent (226), and merged into it.
  const { 'hydra:member': calendars } = await context.rest.get(
    '/property-calendars',
    {
      from,
      to,
      view: 'columnar',
      ...(propertyIds && { 'propertyId[]': propertyIds }),
      ...(withBookings && { bookings: '1' }),
    },
    { revalidate: calendarDeltas },
  );
  return calendars;
}

export const Query: QueryResolvers = {
  propertyCalendars: async (_parent, { from, to, propertyIds }, context, info) => {
    if (propertyIds && propertyIds.length > API_LIMITS.filterValuesMax) {
      throw badUserInput(`propertyIds takes at most ${API_LIMITS.filterValuesMax} ids in one query`);
    }
    const ids = propertyIds?.map((id) => restId(id, 'Property'));
    if (ids?.length === 0) return [];
    return readCalendars(context, from, to, ids, !selectsWithin(info, WITHOUT_BOOKINGS));
  },
  propertyCalendarDays: async (_parent, { propertyId, from, to }, context) => {
    const id = restId(propertyId, 'Property');
    const [calendar] = await readCalendars(context, from, to, [id]);
    if (!calendar) throw notFoundError(`Property ${propertyId} not found`);
    return daysOfRow(calendar);
  },
};

/** An override or block route with its rad push (`?push=`, one call); answers the changed days. */
async function changeDays(
  context: GatewayContext,
  propertyId: string,
  section: SavedSection,
  write: (id: number, push: (query?: Record<string, string>) => CallOptions) => Promise<ChangedDaysDto>,
): Promise<CalendarDayDto[]> {
  const id = restId(propertyId, 'Property');
  const changed = await write(id, (query) => pushing(section, query));
  forgetProperty(context.loaders, id);
  return daysOf(changed.propertyId, changed.dates);
}

/** One value set over the nights (POST …/manual-override/create), its push sending only that value. */
const overrideDays = (
  context: GatewayContext,
  propertyId: string,
  section: SavedSection,
  override: { fromDate: string; toDate: string } & ({ rate: number } | { minNights: number }),
  sentOnly: 'rate' | 'minNights',
) =>
  changeDays(context, propertyId, section, (id, push) =>
    context.rest.post(`/properties/${id}/manual-override/create`, override, push({ sentOnly })),
  );

export const Mutation: MutationResolvers = {
  overrideCalendarRate: (_parent, { propertyId, fromDate, toDate, rate }, context) =>
    overrideDays(context, propertyId, 'calendarRates', { fromDate, toDate, rate }, 'rate'),
  overrideCalendarMinNights: (_parent, { propertyId, fromDate, toDate, minNights }, context) =>
    overrideDays(context, propertyId, 'calendarMinNights', { fromDate, toDate, minNights }, 'minNights'),
  clearCalendarOverrides: (_parent, { propertyId, fromDate, toDate }, context) =>
    changeDays(context, propertyId, 'calendarRates', (id, push) =>
      context.rest.post(`/properties/${id}/manual-override/delete`, { fromDate, toDate }, push()),
    ),
  blockCalendarDates: (_parent, { propertyId, fromDate, toDate }, context) =>
    changeDays(context, propertyId, 'availability', (id, push) =>
      context.rest.post(`/properties/${id}/availability-block/create`, { fromDate, toDate }, push()),
    ),
  unblockCalendarDates: (_parent, { propertyId, fromDate, toDate }, context) =>
    changeDays(context, propertyId, 'availability', (id, push) =>
      context.rest.post(`/properties/${id}/availability-block/delete`, { fromDate, toDate }, push()),
    ),
};

export const CalendarDay: CalendarDayResolvers = {
  id: (day) => `${day.propertyId}:${day.date}`,
};

type PropertyCalendarBar = Scalars['CalendarBars']['output'][number];

/**
 * Straight from the REST columnar row: its nightly runs are NightlyInts and NightlyFlags as they are (the default
 * resolvers pass them through), and the bars need no Booking.
 */
export const PropertyCalendar: PropertyCalendarResolvers = {
  propertyId: (row) => String(row.propertyId),
  property: (row, _args, { loaders }) => loaders.propertiesById.load(row.propertyId),
  // The REST bar with its id as the ID GraphQL answers.
  bars: (row) => row.bars.map((bar): PropertyCalendarBar => [String(bar[0]), bar[1], bar[2], bar[3], bar[4], bar[5]]),
  bookings: (row) => {
    // Asked of REST whenever the selection holds `bookings` (readCalendars).
    if (!row.bookings) throw new Error('The calendar was read without its bookings');
    return row.bookings.map((bar) => barParent(bar, row.property));
  },
};

import { API_LIMITS } from '@portal/schema';
import type {
  CalendarDayResolvers,
  MutationResolvers,
  PropertyCalendarResolvers,
  QueryResolvers,
} from '../__generated__/resolvers.js';
import { primeBookings } from '../bookings/loaders.js';
import type { CalendarDayFields, ChangedDaysDto, PropertyCalendarDto } from '@portal/contract';
import type { CalendarDayDto } from './parents.js';
import type { GatewayContext } from '../context.js';
import { badUserInput, notFoundError } from '../errors.js';
import { forgetProperty } from '../properties/loaders.js';
import { pushing, type SavedSection } from '../properties/push.js';
import type { CallOptions } from '../rest/client.js';
import { restId } from '../rest/iri.js';

/** A REST `dates` map as CalendarDays in date order. */
const daysOf = (propertyId: number, dates: Record<string, CalendarDayFields>): CalendarDayDto[] =>
  Object.keys(dates)
    .sort()
    .map((date) => ({ ...dates[date]!, propertyId, date }));

/** One `GET /property-calendars` for every listing asked for (none: every listing that is not archived). */
async function readCalendars(context: GatewayContext, from: string, to: string, propertyIds?: readonly number[]) {
  const { 'hydra:member': calendars } = await context.rest.get('/property-calendars', {
    from,
    to,
    ...(propertyIds && { 'propertyId[]': propertyIds }),
  });
  for (const calendar of calendars) primeBookings(context.loaders, calendar.bookings);
  return calendars;
}

const rowOf = (calendar: PropertyCalendarDto, from: string, to: string) => ({
  ...calendar,
  from,
  to,
  days: Object.keys(calendar.dates)
    .sort()
    .map((date) => calendar.dates[date]!),
});

export const Query: QueryResolvers = {
  propertyCalendars: async (_parent, { from, to, propertyIds }, context) => {
    if (propertyIds && propertyIds.length > API_LIMITS.filterValuesMax) {
      throw badUserInput(`propertyIds takes at most ${API_LIMITS.filterValuesMax} ids in one query`);
    }
    const ids = propertyIds?.map((id) => restId(id, 'Property'));
    if (ids?.length === 0) return [];
    return (await readCalendars(context, from, to, ids)).map((calendar) => rowOf(calendar, from, to));
  },
  propertyCalendarDays: async (_parent, { propertyId, from, to }, context) => {
    const id = restId(propertyId, 'Property');
    const [calendar] = await readCalendars(context, from, to, [id]);
    if (!calendar) throw notFoundError(`Property ${propertyId} not found`);
    return daysOf(id, calendar.dates);
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

export const Mutation: MutationResolvers = {
  overrideCalendarRate: (_parent, { propertyId, fromDate, toDate, rate }, context) =>
    changeDays(context, propertyId, 'calendarRates', (id, push) =>
      context.rest.post(
        `/properties/${id}/manual-override/create`,
        { fromDate, toDate, rate },
        push({ sentOnly: 'rate' }),
      ),
    ),
  overrideCalendarMinNights: (_parent, { propertyId, fromDate, toDate, minNights }, context) =>
    changeDays(context, propertyId, 'calendarMinNights', (id, push) =>
      context.rest.post(
        `/properties/${id}/manual-override/create`,
        { fromDate, toDate, minNights },
        push({ sentOnly: 'minNights' }),
      ),
    ),
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

export const PropertyCalendar: PropertyCalendarResolvers = {
  propertyId: (row) => String(row.propertyId),
  property: (row, _args, { loaders }) => loaders.propertiesById.load(row.propertyId),
  rates: (row) => row.days.map((day) => day.rate),
  minNights: (row) => row.days.map((day) => day.minNights),
  blocked: (row) => row.days.map((day) => day.blocked),
  rateOverridden: (row) => row.days.map((day) => day.rateOverride !== null),
  minNightsOverridden: (row) => row.days.map((day) => day.minNightsOverride !== null),
};

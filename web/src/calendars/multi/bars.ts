import { addDays, CALENDAR_PROVIDERS } from '@portal/schema';
import type { MultiCalendarQuery } from '../../__generated__/graphql';

type PropertyCalendarSpan = MultiCalendarQuery['propertyCalendars'][number];

/** A stay as the grid draws it: an item of the CalendarBars scalar decoded (once per cached list, listings.ts). */
export interface CalendarBar {
  bookingId: string;
  startDate: string;
  /** Checkout (exclusive). */
  endDate: string;
  guestName: string | null;
  /** The channel's slug; null for a booking made here. */
  channel: string | null;
  cancelled: boolean;
  conflict: boolean;
}

/** A CalendarBars item as the gateway sends it (schema/graphql/calendar.graphql describes the positions). */
export type SentBar = PropertyCalendarSpan['bars'][number];

export function barOf(sent: SentBar): CalendarBar {
  const [bookingId, startDate, nights, guestName, channel, status] = sent;
  const endDate = addDays(startDate, nights);
  return {
    bookingId,
    startDate,
    endDate,
    guestName,
    channel,
    cancelled: status === 'cancelled',
    conflict: status === 'conflict',
  };
}

/** A channel's name as shown, from its slug (the API names channels from the same list). */
export const channelNameOf = (slug: string) =>
  CALENDAR_PROVIDERS.find((provider) => provider.slug === slug)?.name ?? slug;

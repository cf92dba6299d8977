import { addDays, CALENDAR_PROVIDERS } from '@portal/schema';

/** A stay as the grid draws it: an item of the CalendarBars scalar, decoded once as the cache merges an answer. */
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
type SentBar = [string, string, number, string | null, string | null, 'cancelled' | 'conflict' | null];

function barOf(sent: SentBar | CalendarBar): CalendarBar {
  if (!Array.isArray(sent)) return sent;
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

/** The bars of an answer as objects (bars already decoded stay as they are). */
export const decodeBars = (sent: readonly (SentBar | CalendarBar)[]): CalendarBar[] => sent.map(barOf);

/** A channel's name as shown, from its slug (the API names channels from the same list). */
export const channelNameOf = (slug: string) =>
  CALENDAR_PROVIDERS.find((provider) => provider.slug === slug)?.name ?? slug;

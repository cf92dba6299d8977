import type { Reference } from '@apollo/client';
import {
  MonthGrid_BookingFragmentDoc,
  useAddDirectBookingMutation,
  useBlockCalendarDatesMutation,
  useCancelBookingMutation,
  useClearCalendarOverridesMutation,
  useDeleteBookingMutation,
  useOverrideCalendarMinNightsMutation,
  useOverrideCalendarRateMutation,
  useUnblockCalendarDatesMutation,
  type DirectBookingInput,
} from '../__generated__/graphql';
import { applyCalendarDays } from './multi/calendar-cache-edits';

/** A range of nights of one listing, toDate included. */
export interface NightRange {
  propertyId: string;
  fromDate: string;
  toDate: string;
}

/**
 * The override, block and clear edits. Each answers the changed CalendarDays, which the cache merges by id
 * (`<propertyId>:<date>`): the open month shows the new values without refetching its window, and the same days are
 * written into the listing's multi-calendar window.
 */
export function useCalendarDayEdits() {
  const [overrideRate] = useOverrideCalendarRateMutation();
  const [overrideMinNights] = useOverrideCalendarMinNightsMutation();
  const [clear] = useClearCalendarOverridesMutation();
  const [block] = useBlockCalendarDatesMutation();
  const [unblock] = useUnblockCalendarDatesMutation();
  return {
    overrideRate: (range: NightRange, rate: number) =>
      overrideRate({
        variables: { ...range, rate },
        update: (cache, { data }) => applyCalendarDays(cache, range.propertyId, data?.overrideCalendarRate),
      }),
    overrideMinNights: (range: NightRange, minNights: number) =>
      overrideMinNights({
        variables: { ...range, minNights },
        update: (cache, { data }) => applyCalendarDays(cache, range.propertyId, data?.overrideCalendarMinNights),
      }),
    clearOverrides: (range: NightRange) =>
      clear({
        variables: range,
        update: (cache, { data }) => applyCalendarDays(cache, range.propertyId, data?.clearCalendarOverrides),
      }),
    block: (range: NightRange) =>
      block({
        variables: range,
        update: (cache, { data }) => applyCalendarDays(cache, range.propertyId, data?.blockCalendarDates),
      }),
    unblock: (range: NightRange) =>
      unblock({
        variables: range,
        update: (cache, { data }) => applyCalendarDays(cache, range.propertyId, data?.unblockCalendarDates),
      }),
  };
}

/** The `bookings(propertyId, from, to)` lists of the cache that a stay of `propertyId` belongs in. */
function listArgs(storeFieldName: string): { propertyId?: string; from?: string; to?: string } {
  const open = storeFieldName.indexOf('(');
  if (open === -1) return {};
  try {
    return JSON.parse(storeFieldName.slice(open + 1, -1)) as { propertyId?: string; from?: string; to?: string };
  } catch {
    return {};
  }
}

/** Adds a direct booking and puts it in every cached bookings list of its listing whose window it falls in. */
export function useAddDirectBooking() {
  const [mutate] = useAddDirectBookingMutation();
  return async (input: DirectBookingInput) => {
    const result = await mutate({
      variables: { input },
      update(cache, { data }) {
        const booking = data?.addDirectBooking;
        if (!booking) return;
        const ref = cache.writeFragment({
          fragment: MonthGrid_BookingFragmentDoc,
          data: booking,
        });
        cache.modify({
          fields: {
            bookings(existing: readonly Reference[] = [], { storeFieldName, readField }) {
              const args = listArgs(storeFieldName);
              if (args.propertyId !== input.propertyId) return existing;
              if ((args.to && booking.startDate > args.to) || (args.from && booking.endDate <= args.from))
                return existing;
              if (!ref || existing.some((item) => readField('id', item) === booking.id)) return existing;
              return [...existing, ref];
            },
          },
        });
      },
    });
    return result.data?.addDirectBooking;
  };
}

/** Asks the channel to cancel a Vrbo booking; the answer updates the booking in the cache. */
export function useCancelBooking() {
  const [mutate] = useCancelBookingMutation();
  return (id: string) => mutate({ variables: { id } });
}

/** Deletes a direct booking for good and evicts it from the cache (and so from every list). */
export function useDeleteBooking() {
  const [mutate] = useDeleteBookingMutation();
  return (id: string) =>
    mutate({
      variables: { id },
      update(cache, { data }) {
        const removedId = data?.deleteBooking.removedId;
        if (!removedId) return;
        cache.evict({ id: cache.identify({ __typename: 'Booking', id: removedId }) });
        cache.gc();
      },
    });
}

import DataLoader from 'dataloader';
import { notFoundError } from '../errors.js';
import { BATCH } from '../rest/batch.js';
import type { RestCaller } from '../rest/client.js';
import { iri } from '../rest/iri.js';
import type { BookingBarDto, BookingDto } from '@portal/contract';
import type { BookingBarParent, BookingHostFields, BookingParent, FullBookingParent } from './parents.js';

/**
 * The REST guest view of a booking (GET /bookings/{id} as its joined guest) leaves the host's data out; the fields a
 * Booking needs get their empty values.
 */
export function fromGuestView(booking: BookingDto): FullBookingParent {
  const empty: Required<Pick<BookingDto, BookingHostFields>> = {
    calendar: null,
    provider: null,
    providerGuestName: null,
    name: null,
    ota: null,
    uid: null,
    missingSince: null,
    conflict: false,
    paymentMethod: null,
    inviteCode: null,
    cancellationRequestedAt: null,
    quote: null,
    purchases: [],
  };
  return { ...empty, ...booking, guestView: true };
}

/**
 * Per request: the caller's bookings by id in one `GET /bookings?id[]=…`. An id that collection leaves out may be a
 * booking the caller joined as its guest: it is read alone (`GET /bookings/{id}`, the guest view), and is NOT_FOUND
 * for anyone else.
 */
export function createBookingLoaders(rest: RestCaller) {
  const bookingsById = new DataLoader<number, FullBookingParent>(async (ids) => {
    const { 'hydra:member': bookings } = await rest.get('/bookings', { 'id[]': ids });
    const byId = new Map(bookings.map((booking) => [booking.id, booking]));
    return Promise.all(
      ids.map(async (id) => {
        const owned = byId.get(id);
        if (owned) return owned;
        try {
          return fromGuestView(await rest.get(`/bookings/${id}`));
        } catch (error) {
          return error instanceof Error ? error : notFoundError(`Booking ${id} not found`); // a 404 is NOT_FOUND
        }
      }),
    );
  }, BATCH);
  return { bookingsById };
}

type BookingLoaders = Pick<ReturnType<typeof createBookingLoaders>, 'bookingsById'>;

/** Remembers bookings a list read answered, so fields that load them by id cost no call. */
export function primeBookings(loaders: BookingLoaders, bookings: readonly BookingDto[]): void {
  for (const booking of bookings) loaders.bookingsById.prime(booking.id, booking);
}

/** A Booking parent from a calendar's bar (a copy: the calendar's answer may be shared, see RevalidatedAnswers). */
export const barParent = (bar: BookingBarDto, property: string): BookingBarParent => ({
  ...bar,
  '@id': iri('bookings', bar.id),
  property,
  bar: true as const,
});

/** The full booking of a parent: a bar loads it (every bar a request asks beyond its fields, in one batched read). */
export const fullBooking = (
  booking: BookingParent,
  loaders: BookingLoaders,
): Promise<FullBookingParent> | FullBookingParent =>
  'bar' in booking ? loaders.bookingsById.load(booking.id) : booking;

type FullBookingField = Exclude<keyof BookingDto, keyof BookingBarDto>;

/** The resolver of a Booking field a bar lacks: read from the full booking. */
export const fromFullBooking =
  <F extends FullBookingField>(field: F) =>
  async (booking: BookingParent, _args: unknown, { loaders }: { loaders: BookingLoaders }) =>
    ((await fullBooking(booking, loaders))[field] ?? null) as Exclude<BookingDto[F], undefined>;

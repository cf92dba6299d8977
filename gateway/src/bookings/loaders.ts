import DataLoader from 'dataloader';
import type { Loaders } from '../context.js';
import { notFoundError } from '../errors.js';
import type { RestCaller } from '../rest/client.js';
import type { BookingDto } from './dto.js';

/** Per request: bookings by id in one `GET /bookings?id[]=…` (ids left out, other users' included, are NOT_FOUND). */
export function createBookingLoaders(rest: RestCaller) {
  const bookingsById = new DataLoader<number, BookingDto>(async (ids) => {
    const { 'hydra:member': bookings } = await rest.get('/bookings', { 'id[]': ids });
    const byId = new Map(bookings.map((booking) => [booking.id, booking]));
    return ids.map((id) => byId.get(id) ?? notFoundError(`Booking ${id} not found`));
  });
  return { bookingsById };
}

/** Remembers bookings a list read answered, so fields that load them by id cost no call. */
export function primeBookings(loaders: Loaders, bookings: readonly BookingDto[]): void {
  for (const booking of bookings) loaders.bookingsById.prime(booking.id, booking);
}

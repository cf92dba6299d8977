import type { Db } from '../db/database.js';
import { quoteStay } from '../pricing/pricing.js';
import { refreshNightly } from '../nightly-rates/refresh.js';
import type { Property } from '../properties/repository.js';
import { listSeasonalRatesOf } from '../seasonal-rates/repository.js';
import type { Service } from '../services/repository.js';
import type { User } from '../users/repository.js';
import { addDays, isoDate } from './periods.js';

const GUESTS = [
  'Grace Hopper',
  'Alan Turing',
  'Zoë Ångström',
  'Ada Byron',
  'Edsger Dijkstra',
  'Barbara Liskov',
  'Tim Berners-Lee',
  'Margaret Hamilton',
];
const NOTES = [
  'Hi! What time can we check in?',
  'The key safe code is in your booking confirmation.',
  'Is there parking near the cottage?',
  'Thank you for a lovely stay, the breakfast hamper was wonderful.',
  'Could we have a late checkout on Sunday?',
];

const HISTORY_DAYS = 450;

/**
 * A year of history for the demo host (spec issue 14 point 11): stays on every listing that is not archived, from
 * fifteen months ago (so this year compares with last year's same days) to next month, some cancelled and some imported, with purchases of services, ratings and messages, so
 * every tile, chart and search column shows something. Deterministic; the listings' removal clears the old history.
 * Purchases are of the host's `services` (none without them).
 */
export async function seedDemoHistory(
  db: Db,
  user: User,
  listings: readonly Property[],
  services: readonly Pick<Service, 'id' | 'title' | 'price' | 'currency'>[],
): Promise<{ bookings: number }> {
  const today = isoDate(new Date());
  const now = new Date().toISOString();
  let counter = 0;
  for (const listing of listings.filter((l) => !l.isArchived)) {
    const seasons = await listSeasonalRatesOf(db, [listing.id]);
    for (let start = addDays(today, -HISTORY_DAYS + (listing.id % 5)); start < addDays(today, 40);) {
      counter += 1;
      const nights = 2 + (counter % 5);
      const end = addDays(start, nights);
      const past = end < today;
      const rating = past && counter % 3 !== 0 ? 3 + (counter % 3) : null;
      const guests = 2 + (counter % 3);
      const createdAt = `${addDays(start, -20)}T09:00:00.000Z`;
      // Direct stays carry the quote frozen when they were booked, as the booking route stores it.
      const quote =
        counter % 4 === 0
          ? null
          : quoteStay(listing, seasons, { startDate: start, endDate: end, guests, bookedAt: createdAt });
      const booking = await db
        .insertInto('bookings')
        .values({
          propertyId: listing.id,
          startDate: start,
          endDate: end,
          providerGuestName: GUESTS[counter % GUESTS.length]!,
          numberOfGuest: guests,
          ota: counter % 4 === 0 ? 'airbnb' : null,
          deletedAt: counter % 13 === 0 ? now : null,
          quote: quote && JSON.stringify(quote),
          ratingCleanliness: rating,
          ratingCondition: rating && Math.max(1, rating - (counter % 2)),
          ratingApp: rating && 5,
          ratingOverall: rating,
          ratedAt: rating ? `${addDays(end, 1)}T10:00:00.000Z` : null,
          createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const service = services[counter % Math.max(1, services.length)];
      if (service && counter % 5 !== 1) {
        const purchase = await db
          .insertInto('purchases')
          .values({ bookingId: booking.id, name: service.title, createdAt: `${start}T16:30:00.000Z` })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db
          .insertInto('purchaseLineItems')
          .values({
            purchaseId: purchase.id,
            name: service.title,
            quantity: 1 + (counter % 2),
            price: service.price,
            currency: service.currency,
            serviceId: service.id,
          })
          .execute();
      }
      const notes = Array.from({ length: 1 + (counter % 3) }, (_, index) => NOTES[(counter + index) % NOTES.length]!);
      await db
        .insertInto('messages')
        .values(
          notes.map((content, index) => ({
            bookingId: booking.id,
            senderId: user.id,
            content,
            createdAt: `${addDays(start, -3 + index)}T12:00:00.000Z`,
          })),
        )
        .execute();
      start = addDays(end, 1 + (counter % 6));
    }
    await refreshNightly(db, listing.id);
  }
  return { bookings: counter };
}

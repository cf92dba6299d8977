import { seededRandom } from '@portal/testkit/random';
import type { Insertable } from 'kysely';
import type { Db } from '../db/database.js';
import type { BookingsTable } from '../db/tables.js';
import { insertService } from '../services/repository.js';

/** The data sets' seeded PRNG: the same data on every run and both databases. */
export function random(seed: number) {
  const next = seededRandom(seed);
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

const DAY = 86_400_000;
const dayAfter = (from: string, days: number) =>
  new Date(Date.parse(`${from}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

export interface GeneratedBooking {
  id: number;
  propertyId: number;
  startDate: string;
  endDate: string;
  deletedAt: string | null;
  providerGuestName: string | null;
  ratingOverall: number | null;
  ratingCleanliness: number | null;
  ratingCondition: number | null;
  ratingApp: number | null;
  ratedAt: string | null;
  quote: string | null;
}

export interface GeneratedLineItem {
  purchaseId: number;
  bookingId: number;
  createdAt: string;
  name: string;
  quantity: number;
  price: number;
  currency: string;
  serviceId: number | null;
}

export interface DataSetOptions {
  propertyIds: number[];
  bookings: number;
  purchases: number;
  seed: number;
  /** Stays start from this day, over `spanDays`. */
  from: string;
  spanDays: number;
  currencies?: string[];
  /** The host's services the line items sell (a fifth of the items sell none). */
  serviceIds: number[];
}

/**
 * Bookings (a fifth cancelled, a third rated, some direct with a stored quote), purchases with 1 to 3 line items in
 * several currencies at any instant (month edges in every time zone included), inserted in batches.
 */
export async function generateDataSet(db: Db, options: DataSetOptions) {
  const rand = random(options.seed);
  const now = new Date().toISOString();
  const pick = <T>(values: readonly T[]) => values[rand.int(0, values.length - 1)] as T;
  const rows: Insertable<BookingsTable>[] = [];
  for (let index = 0; index < options.bookings; index++) {
    const startDate = dayAfter(options.from, rand.int(0, options.spanDays));
    const rated = rand.next() < 0.35;
    const direct = rand.next() < 0.3;
    const nights = rand.int(1, 14);
    const ratedAt = new Date(Date.parse(`${startDate}T00:00:00Z`) + rand.int(1, 40 * 24 * 60) * 60_000).toISOString();
    rows.push({
      propertyId: pick(options.propertyIds),
      startDate,
      endDate: dayAfter(startDate, nights),
      providerGuestName: `Guest ${index}`,
      ota: direct ? null : pick(['airbnb', 'bookingcom', 'vrbo']),
      deletedAt: rand.next() < 0.2 ? now : null,
      quote: direct ? JSON.stringify({ total: nights * rand.int(50, 300) * 100 }) : null,
      ratingCleanliness: rated ? rand.int(1, 5) : null,
      ratingCondition: rated ? rand.int(1, 5) : null,
      ratingApp: rated ? rand.int(1, 5) : null,
      ratingOverall: rated ? rand.int(1, 5) : null,
      ratedAt: rated ? ratedAt : null,
      createdAt: now,
    });
  }
  const bookings: GeneratedBooking[] = [];
  for (let at = 0; at < rows.length; at += 500) {
    const inserted = await db
      .insertInto('bookings')
      .values(rows.slice(at, at + 500))
      .returning([
        'id',
        'propertyId',
        'startDate',
        'endDate',
        'deletedAt',
        'providerGuestName',
        'quote',
        'ratingOverall',
      ])
      .returning(['ratingCleanliness', 'ratingCondition', 'ratingApp', 'ratedAt'])
      .execute();
    bookings.push(...inserted);
  }

  const currencies = options.currencies ?? ['gbp', 'eur'];
  const lineItems: GeneratedLineItem[] = [];
  const start = Date.parse(`${options.from}T00:00:00Z`);
  for (let index = 0; index < options.purchases; index++) {
    const booking = pick(bookings);
    // A third land within two hours of a UTC midnight: where month edges differ between time zones.
    const day = rand.int(0, options.spanDays);
    const minutes = rand.next() < 0.33 ? pick([-120, -30, -1, 0, 1, 30, 120]) : rand.int(0, 24 * 60 - 1);
    const createdAt = new Date(start + day * DAY + minutes * 60_000).toISOString();
    const purchase = await db
      .insertInto('purchases')
      .values({ bookingId: booking.id, name: `Order ${index}`, createdAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    const items = Array.from({ length: rand.int(1, 3) }, () => {
      const serviceId = rand.next() < 0.8 && options.serviceIds.length > 0 ? pick(options.serviceIds) : null;
      return {
        purchaseId: purchase.id,
        name: serviceId === null ? 'Extra' : `Service ${serviceId}`,
        quantity: rand.int(1, 3),
        price: rand.int(100, 5000),
        currency: pick(currencies),
        serviceId,
      };
    });
    await db.insertInto('purchaseLineItems').values(items).execute();
    lineItems.push(...items.map((item) => ({ ...item, bookingId: booking.id, createdAt })));
  }
  return { bookings, lineItems };
}

/** `count` services of `ownerId` at €10 (`Extra 0`, `Extra 1` …), for a data set's line items: their ids. */
export async function insertExtras(db: Db, ownerId: number, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 0; index < count; index++) {
    const fields = {
      title: `Extra ${index}`,
      price: 1000,
      currency: 'eur',
      description: null,
      image: null,
      terms: null,
    };
    ids.push((await insertService(db, ownerId, fields)).id);
  }
  return ids;
}

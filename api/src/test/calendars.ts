import { expect } from 'vitest';
import { PRICED_FIELDS } from '@portal/testkit/listing-fields';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { refreshAround } from '../nightly-rates/refresh.js';
import type { SignedInUser } from './app.js';
import { addProperty, putProperty } from './listings.js';
import { postCreated } from './requests.js';

/** Pricing and booking settings that make a listing bookable (testkit): 100.00 a night, 2 to 4 guests, 2 nights minimum. */
export const PRICED = PRICED_FIELDS;

export async function addPricedProperty(app: FastifyInstance, user: SignedInUser, name?: string, pricing: object = {}) {
  const property = await addProperty(app, user, name);
  const response = await putProperty(app, user, property.id, { ...PRICED, ...pricing });
  if (response.statusCode !== 200) throw new Error(response.body);
  return property;
}

/**
 * A booking imported from a channel: a calendar of that provider and its booking, written straight to the db, and
 * the listing's nightly rates refreshed around it, as a sync does.
 */
export async function insertImportedBooking(
  db: Db,
  propertyId: number,
  provider: string,
  stay: { startDate: string; endDate: string; deletedAt?: string | null; providerGuestName?: string | null },
) {
  const now = new Date().toISOString();
  const calendar = await db
    .insertInto('calendars')
    .values({
      propertyId,
      url: `https://example.com/${provider}/${Math.random()}.ics`,
      providerSlug: provider,
      lastSyncedAt: null,
      lastSyncError: null,
      createdAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const booking = await db
    .insertInto('bookings')
    .values({
      propertyId,
      calendarId: calendar.id,
      uid: `uid-${Math.random()}`,
      ota: provider,
      providerGuestName: stay.providerGuestName ?? null,
      startDate: stay.startDate,
      endDate: stay.endDate,
      deletedAt: stay.deletedAt ?? null,
      createdAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await refreshAround(db, propertyId, stay);
  return { calendarId: calendar.id, bookingId: booking.id };
}

/** The guest joins the booking with its invite code (the guest app's first step); fails the test unless 200. */
export async function joinBooking(
  app: FastifyInstance,
  guest: Pick<SignedInUser, 'auth'>,
  booking: { id: number; inviteCode: string },
) {
  const joined = await app.inject({
    method: 'POST',
    url: `/bookings/${booking.id}/join`,
    headers: guest.auth,
    payload: { inviteCode: booking.inviteCode },
  });
  expect(joined.statusCode, joined.body).toBe(200);
}

/** `user` writes `content` in the thread of the booking at `bookingIri`; fails the test unless 201. */
export async function postMessage(
  app: FastifyInstance,
  user: Pick<SignedInUser, 'auth'>,
  bookingIri: string,
  content: string,
) {
  return postCreated<{ createdAt: string }>(app, user, '/messages', { booking: bookingIri, content });
}

/** `user` adds the iCal link `url` to the listing at `propertyIri` (synced at once); fails the test unless 201. */
export async function addIcalLink<T = { id: number; '@id': string }>(
  app: FastifyInstance,
  user: Pick<SignedInUser, 'auth'>,
  propertyIri: string,
  url: string,
): Promise<T> {
  return postCreated<T>(app, user, '/calendars', { property: propertyIri, url });
}

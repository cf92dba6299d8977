import type { FastifyInstance } from 'fastify';
import type { SignedInUser } from './app.js';
import { postCreated } from './requests.js';

/** The UTC day `days` from today, as YYYY-MM-DD. */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export interface DirectBooking {
  id: number;
  '@id': string;
  inviteCode: string;
}

/**
 * `host` books their listing at `propertyIri` directly for Grace (2 guests): `nights` nights from `start` days on.
 * Fails the test unless 201.
 */
export async function addDirectBooking<T = DirectBooking>(
  app: FastifyInstance,
  host: Pick<SignedInUser, 'auth'>,
  propertyIri: string,
  start: number,
  nights = 3,
): Promise<T> {
  return postCreated<T>(app, host, '/bookings', {
    property: propertyIri,
    startDate: inDays(start),
    endDate: inDays(start + nights),
    providerGuestName: 'Grace',
    numberOfGuest: 2,
  });
}

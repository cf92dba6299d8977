import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { SignedInUser } from './app.js';

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
  const response = await app.inject({
    method: 'POST',
    url: '/bookings',
    headers: host.auth,
    payload: {
      property: propertyIri,
      startDate: inDays(start),
      endDate: inDays(start + nights),
      providerGuestName: 'Grace',
      numberOfGuest: 2,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<T>();
}

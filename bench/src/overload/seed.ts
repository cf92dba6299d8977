import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { addDays, todayUtc } from '@portal/schema';

export interface SeededHost {
  id: number;
  email: string;
  password: string;
  token: string;
  propertyIds: number[];
}

type Call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => Promise<Record<string, unknown>>;

function caller(app: FastifyInstance, token?: string): Call {
  return async (method, url, payload) => {
    const headers = token ? { authorization: `Bearer ${token}` } : {};
    const response = await app.inject({ method, url, headers, ...(payload && { payload }) });
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json<Record<string, unknown>>();
  };
}

/**
 * A host with `listings` priced listings (base rate, weekend markup, a summer season), each with direct bookings and
 * a block over the next four months, written through the REST routes (`inject`).
 */
export async function seedHost(app: FastifyInstance, listings: number): Promise<SeededHost> {
  const email = `bench-${randomUUID()}@example.com`;
  const password = 'Bench2Stay';
  await caller(app)('POST', '/register', {
    firstName: 'Bench',
    lastName: 'Host',
    email,
    phone: '+44 7700 900123',
    plainPassword: password,
    acceptsMarketing: false,
  });
  const { id, token } = (await caller(app)('POST', '/login', { email, password })) as { id: number; token: string };
  const call = caller(app, token);
  await call('PUT', `/users/${id}`, { currency: 'gbp', onboardModeSelection: 'host' });
  const today = todayUtc();
  const year = Number(today.slice(0, 4));
  const propertyIds: number[] = [];
  for (let index = 0; index < listings; index++) {
    const { id: propertyId } = (await call('POST', '/properties', { name: `Listing ${index + 1}` })) as { id: number };
    propertyIds.push(propertyId);
    const property = `/properties/${propertyId}`;
    await call('PUT', property, {
      baseRate: (80 + ((index * 37) % 120)) * 100,
      minNights: 2,
      standardGuests: 2,
      canSleepMax: 6,
      daysBeforeArrival: 1,
      cancellationPolicyMode: 'Moderate',
      weekendEnabled: true,
      weekendMarkup: 15,
      seasonalEnabled: true,
    });
    await call('POST', '/seasonal-rates', {
      property,
      fromDate: `${year}-06-15`,
      toDate: `${year}-09-05`,
      rateChange: 25,
      repeatYearly: true,
    });
    for (let stay = 0; stay < 12; stay++) {
      const start = addDays(today, 1 + stay * 10 + (index % 3));
      await call('POST', '/bookings', {
        property,
        startDate: start,
        endDate: addDays(start, 3 + (stay % 4)),
        providerGuestName: 'Grace Hopper',
        numberOfGuest: 2,
      });
    }
    await call('POST', `${property}/availability-block/create`, {
      fromDate: addDays(today, 125),
      toDate: addDays(today, 130),
    });
  }
  return { id, email, password, token, propertyIds };
}

import { randomUUID } from 'node:crypto';
import { addDays, todayUtc } from '@portal/schema';
import type { Caller } from '../api-caller.js';

export interface SeededHost {
  id: number;
  email: string;
  password: string;
  token: string;
  propertyIds: number[];
}

/**
 * A host with `listings` priced listings (base rate, weekend markup, a summer season), each with direct bookings and
 * a block over the next four months, written through the REST routes (`caller`: inject, or HTTP).
 */
export async function seedHost(caller: Caller, listings: number): Promise<SeededHost> {
  const email = `bench-${randomUUID()}@example.com`;
  const password = 'Bench2Stay';
  await caller()('POST', '/register', {
    firstName: 'Bench',
    lastName: 'Host',
    email,
    phone: '+44 7700 900123',
    plainPassword: password,
    acceptsMarketing: false,
  });
  const { id, token } = await caller()<{ id: number; token: string }>('POST', '/login', { email, password });
  const call = caller(token);
  await call('PUT', `/users/${id}`, { currency: 'gbp', onboardModeSelection: 'host' });
  const today = todayUtc();
  const year = Number(today.slice(0, 4));
  const propertyIds: number[] = [];
  for (let index = 0; index < listings; index++) {
    const { id: propertyId } = await call<{ id: number }>('POST', '/properties', { name: `Listing ${index + 1}` });
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

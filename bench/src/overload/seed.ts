import { addDays, todayUtc } from '@portal/schema';
import type { Caller } from '../api-caller.js';
import { newBenchHost, pricedListing, summerSeason } from '../bench-host.js';

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
  const { registration, credentials } = newBenchHost();
  await caller()('POST', '/register', registration);
  const { id, token } = await caller()<{ id: number; token: string }>('POST', '/login', credentials);
  const call = caller(token);
  await call('PUT', `/users/${id}`, { currency: 'gbp', onboardModeSelection: 'host' });
  const today = todayUtc();
  const year = Number(today.slice(0, 4));
  const propertyIds: number[] = [];
  for (let index = 0; index < listings; index++) {
    const { id: propertyId } = await call<{ id: number }>('POST', '/properties', { name: `Listing ${index + 1}` });
    propertyIds.push(propertyId);
    const property = `/properties/${propertyId}`;
    await call('PUT', property, pricedListing((80 + ((index * 37) % 120)) * 100, 2));
    await call('POST', '/seasonal-rates', summerSeason(property, year));
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
  return { id, ...credentials, token, propertyIds };
}

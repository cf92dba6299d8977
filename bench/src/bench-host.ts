import { randomUUID } from 'node:crypto';

/** A new host of a bench run: the POST /register body (a unique email) and the POST /login body that signs them in. */
export function newBenchHost() {
  const email = `bench-${randomUUID()}@example.com`;
  const password = 'Bench2Stay';
  return {
    registration: {
      firstName: 'Bench',
      lastName: 'Host',
      email,
      phone: '+44 7700 900123',
      plainPassword: password,
      acceptsMarketing: false,
    },
    credentials: { email, password },
  };
}

/** The PUT /properties/{id} body of a priced bench listing: its own base rate and minimum stay, a weekend markup. */
export const pricedListing = (baseRate: number, minNights: number) => ({
  baseRate,
  minNights,
  standardGuests: 2,
  canSleepMax: 6,
  daysBeforeArrival: 1,
  cancellationPolicyMode: 'Moderate',
  weekendEnabled: true,
  weekendMarkup: 15,
  seasonalEnabled: true,
});

/** The POST /seasonal-rates body of a bench listing's summer season (+25 %, every year). */
export const summerSeason = (property: string, year: number) => ({
  property,
  fromDate: `${year}-06-15`,
  toDate: `${year}-09-05`,
  rateChange: 25,
  repeatYearly: true,
});

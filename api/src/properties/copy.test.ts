import { PROPERTY_MESSAGES } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { violationsOf, withTestApp, type SignedInUser } from '../test/app.js';
import { testDatabases } from '../test/databases.js';
import { addProperty, putProperty } from '../test/listings.js';

const bookingSettings = {
  minNights: 3,
  standardGuests: 2,
  canSleepMax: 4,
  daysBeforeArrival: 2,
  cancellationPolicyMode: 'Moderate',
};
const pricing = {
  baseRate: 9500,
  lengthOfStayEnabled: true,
  weeklyDiscount: 10,
  monthlyDiscount: 25,
  earlyBirdEnabled: true,
  earlyBirdMinDaysBeforeArrival: 60,
  earlyBirdDiscount: 5,
  weekendEnabled: true,
  weekendMarkup: 20,
  seasonalEnabled: true,
  extraChargesEnabled: true,
  cleaningFee: 4000,
  cityTax: 200,
};

describe.each(testDatabases())('copying settings between listings on $name', (database) => {
  const t = withTestApp(database);
  const host = t.user();
  const other = t.user();

  const copy = (user: SignedInUser, what: 'booking' | 'pricing', source: number, target: number) =>
    t.app.inject({ method: 'POST', url: `/copy-property-${what}-settings/${source}/${target}`, headers: user.auth });
  const seasons = async (iri: string) =>
    (await t.app.inject({ url: `/seasonal-rates?property=${iri}`, headers: host.auth })).json()['hydra:member'];
  const addSeason = (property: string, fromDate: string, toDate: string, rateChange: number) =>
    t.app.inject({
      method: 'POST',
      url: '/seasonal-rates',
      headers: host.auth,
      payload: { property, fromDate, toDate, rateChange, repeatYearly: true },
    });

  it('copies the booking settings both ways and nothing else', async () => {
    const a = await addProperty(t.app, host, 'A');
    const b = await addProperty(t.app, host, 'B');
    await putProperty(t.app, host, a.id, { ...bookingSettings, baseRate: 10000 });
    await putProperty(t.app, host, b.id, { minNights: 7, standardGuests: 6, canSleepMax: 8, baseRate: 20000 });

    const toB = await copy(host, 'booking', a.id, b.id);
    expect(toB.statusCode, toB.body).toBe(200);
    expect(toB.json()).toMatchObject({ id: b.id, ...bookingSettings, baseRate: 20000 });

    await putProperty(t.app, host, b.id, { minNights: 5 });
    const toA = await copy(host, 'booking', b.id, a.id);
    expect(toA.json()).toMatchObject({ id: a.id, ...bookingSettings, minNights: 5, baseRate: 10000 });
  });

  it('copies every pricing field and replaces the seasonal rates', async () => {
    const source = await addProperty(t.app, host, 'Source');
    const target = await addProperty(t.app, host, 'Target');
    await putProperty(t.app, host, source.id, pricing);
    await putProperty(t.app, host, target.id, {
      baseRate: 30000,
      linenFee: 1500,
      lastMinuteEnabled: true,
      minNights: 4,
    });
    await addSeason(source.iri, '2027-07-01', '2027-08-31', 25);
    await addSeason(source.iri, '2027-12-20', '2028-01-03', -10);
    await addSeason(target.iri, '2027-03-01', '2027-03-31', 50);

    const response = await copy(host, 'pricing', source.id, target.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      ...pricing,
      linenFee: null,
      lastMinuteEnabled: false,
      minNights: 4, // a booking setting: untouched
    });
    expect((await seasons(target.iri)).map((s: object) => ({ ...s, '@id': undefined, id: undefined }))).toEqual(
      (await seasons(source.iri)).map((s: object) => ({
        ...s,
        '@id': undefined,
        id: undefined,
        property: target.iri,
      })),
    );
    expect(await seasons(target.iri)).toHaveLength(2);
    expect(response.json().seasonalRates).toHaveLength(2);
    expect(await seasons(source.iri)).toHaveLength(2);
  });

  it("keeps the target's manual overrides when copying pricing", async () => {
    const source = await addProperty(t.app, host, 'Override source');
    const target = await addProperty(t.app, host, 'Override target');
    await putProperty(t.app, host, source.id, pricing);
    await putProperty(t.app, host, target.id, { baseRate: 30000 });
    const override = await t.app.inject({
      method: 'POST',
      url: `/properties/${target.id}/manual-override/create?sentOnly=rate`,
      headers: host.auth,
      payload: { fromDate: '2027-05-10', toDate: '2027-05-11', rate: 44400 },
    });
    expect(override.statusCode, override.body).toBe(200);

    expect((await copy(host, 'pricing', source.id, target.id)).statusCode).toBe(200);
    const calendars = await t.app.inject({
      url: `/property-calendars?from=2027-05-10&to=2027-05-12&propertyId=${target.id}`,
      headers: host.auth,
    });
    const dates = calendars.json()['hydra:member'][0].dates;
    expect(dates['2027-05-10']).toMatchObject({ rate: 44400, rateOverride: 44400 });
    expect(dates['2027-05-11']).toMatchObject({ rate: 44400, rateOverride: 44400 });
    expect(dates['2027-05-12'].rateOverride).toBeNull();
    expect(dates['2027-05-12'].rate).toBe(pricing.baseRate); // a Wednesday: the copied base rate, no weekend markup
  });

  it('refuses copying a listing onto itself', async () => {
    const a = await addProperty(t.app, host);
    for (const what of ['booking', 'pricing'] as const) {
      expect(violationsOf(await copy(host, what, a.id, a.id))).toEqual([
        { propertyPath: 'source', message: PROPERTY_MESSAGES.copySameListing },
      ]);
    }
  });

  it("answers 404 when either listing is another user's", async () => {
    const mine = await addProperty(t.app, host);
    const theirs = await addProperty(t.app, other);
    await putProperty(t.app, other, theirs.id, pricing);
    for (const what of ['booking', 'pricing'] as const) {
      expect((await copy(host, what, theirs.id, mine.id)).statusCode).toBe(404);
      expect((await copy(host, what, mine.id, theirs.id)).statusCode).toBe(404);
    }
    expect((await t.app.inject({ url: `/properties/${mine.id}`, headers: host.auth })).json().baseRate).toBeNull();
  });
});

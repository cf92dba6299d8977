import { MESSAGES, PROPERTY_MESSAGES } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { violationsOf } from '../test/app.js';
import { testDatabases } from '../test/databases.js';
import { addProperty } from '../test/listings.js';
import { withResourceSuite } from '../test/resource-suite.js';

describe.each(testDatabases())('/seasonal-rates on $name', (database) => {
  const { t, host, other, post, put, expectOutOfReach, expectDeleted } = withResourceSuite(database, '/seasonal-rates');

  it('creates, lists, edits and deletes a season; the change may be negative', async () => {
    const { iri } = await addProperty(t.app, host);
    const created = await post(host, { property: iri, fromDate: '2027-11-01', toDate: '2028-02-28', rateChange: -15 });
    expect(created.statusCode, created.body).toBe(201);
    const rate = created.json();
    expect(rate).toEqual({
      '@id': `/seasonal-rates/${rate.id}`,
      '@type': 'SeasonalRate',
      id: rate.id,
      property: iri,
      fromDate: '2027-11-01',
      toDate: '2028-02-28',
      rateChange: -15,
      repeatYearly: false,
    });
    await post(host, {
      property: iri,
      fromDate: '2027-07-01',
      toDate: '2027-08-31',
      rateChange: 500,
      repeatYearly: true,
    });
    const list = await t.app.inject({ url: `/seasonal-rates?property=${iri}`, headers: host.auth });
    expect(list.json()['hydra:member'].map((r: { fromDate: string }) => r.fromDate)).toEqual([
      '2027-07-01',
      '2027-11-01',
    ]);

    const edited = await put(host, rate['@id'], { rateChange: -99, repeatYearly: true });
    expect(edited.json()).toMatchObject({ rateChange: -99, repeatYearly: true, fromDate: '2027-11-01' });
    await expectDeleted(host, rate['@id']);
  });

  it('refuses bad dates, dates out of order and changes out of range', async () => {
    const { iri } = await addProperty(t.app, host);
    expect(violationsOf(await post(host, { property: iri }))).toEqual([
      { propertyPath: 'fromDate', message: MESSAGES.required },
      { propertyPath: 'toDate', message: MESSAGES.required },
      { propertyPath: 'rateChange', message: MESSAGES.required },
    ]);
    expect(
      violationsOf(await post(host, { property: iri, fromDate: '2027-02-30', toDate: '01/03/2027', rateChange: -100 })),
    ).toEqual([
      { propertyPath: 'fromDate', message: PROPERTY_MESSAGES.invalidDate },
      { propertyPath: 'toDate', message: PROPERTY_MESSAGES.invalidDate },
      { propertyPath: 'rateChange', message: PROPERTY_MESSAGES.rateChange },
    ]);
    expect(
      violationsOf(await post(host, { property: iri, fromDate: '2027-06-10', toDate: '2027-06-01', rateChange: 501 })),
    ).toEqual([
      { propertyPath: 'toDate', message: PROPERTY_MESSAGES.dateOrder },
      { propertyPath: 'rateChange', message: PROPERTY_MESSAGES.rateChange },
    ]);
    expect(
      violationsOf(
        await post(host, {
          property: iri,
          fromDate: '2027-01-01',
          toDate: '2028-01-01',
          rateChange: 5,
          repeatYearly: true,
        }),
      ),
    ).toEqual([{ propertyPath: 'toDate', message: PROPERTY_MESSAGES.yearlySeasonTooLong }]);
    expect(
      violationsOf(await post(host, { property: iri, fromDate: '2027-01-01', toDate: '2027-01-02', rateChange: 2.5 })),
    ).toEqual([{ propertyPath: 'rateChange', message: PROPERTY_MESSAGES.mustBeWholeNumber }]);

    // A partial update is checked against the stored dates.
    const rate = (
      await post(host, { property: iri, fromDate: '2027-06-01', toDate: '2027-06-30', rateChange: 10 })
    ).json();
    expect(violationsOf(await put(host, rate['@id'], { fromDate: '2027-07-01' }))).toEqual([
      { propertyPath: 'toDate', message: PROPERTY_MESSAGES.dateOrder },
    ]);
  });

  it("keeps other users' listings and seasons out of reach", async () => {
    const theirs = await addProperty(t.app, other);
    const payload = { property: theirs.iri, fromDate: '2027-06-01', toDate: '2027-06-30', rateChange: 10 };
    expect(violationsOf(await post(host, payload))).toEqual([
      { propertyPath: 'property', message: PROPERTY_MESSAGES.listingNotFound },
    ]);
    const rate = (await post(other, payload)).json();
    await expectOutOfReach(host, rate['@id'], { rateChange: 20 });
    expect((await t.app.inject({ url: rate['@id'], headers: other.auth })).json().rateChange).toBe(10);
  });
});

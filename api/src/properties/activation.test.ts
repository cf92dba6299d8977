import { PROPERTY_MESSAGES } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { violationsOf, withTestApp, type SignedInUser } from '../test/app.js';
import { testDatabases } from '../test/databases.js';
import { COMPLETE_FIELDS, addCompleteProperty, addProperty, insertPhotos, putProperty } from '../test/listings.js';

describe.each(testDatabases())('POST /properties/{id}/activation/switch on $name', (database) => {
  const t = withTestApp(database);
  const host = t.user();
  const other = t.user();

  const toggle = (user: SignedInUser, id: number) =>
    t.app.inject({ method: 'POST', url: `/properties/${id}/activation/switch`, headers: user.auth });

  it('lists every problem of a new listing, one violation each, in page order', async () => {
    const { id } = await addProperty(t.app, host);
    expect(violationsOf(await toggle(host, id))).toEqual([
      { propertyPath: 'description', message: 'Add a description of the property' },
      { propertyPath: 'type', message: 'Choose the type of property' },
      { propertyPath: 'floor', message: 'Enter the floor the property is on (1 for a whole house)' },
      { propertyPath: 'space', message: 'Enter the floor area in square metres' },
      { propertyPath: 'licenceNumber', message: 'Enter the licence number, or mark the property as licence exempt' },
      { propertyPath: 'addressStreet', message: 'Enter the street of the address' },
      { propertyPath: 'addressTown', message: 'Enter the town of the address' },
      { propertyPath: 'addressPostcode', message: 'Enter the postcode of the address' },
      { propertyPath: 'addressCountry', message: 'Enter the country of the address' },
      {
        propertyPath: 'addressLatitude',
        message: 'Find the address with the address search, so the property has a location on the map',
      },
      { propertyPath: 'baseRate', message: 'Set the base rate' },
      { propertyPath: 'minNights', message: 'Set the minimum number of nights' },
      { propertyPath: 'standardGuests', message: 'Set the standard number of guests' },
      { propertyPath: 'canSleepMax', message: 'Set the maximum number of guests' },
      { propertyPath: 'daysBeforeArrival', message: 'Set how many days before arrival guests must book' },
      { propertyPath: 'cancellationPolicyMode', message: 'Choose a cancellation policy' },
      { propertyPath: 'images', message: 'Add at least 10 photos (there are 0 so far)' },
      { propertyPath: 'images', message: 'Choose a main photo' },
      { propertyPath: 'arriveAfter', message: 'Set the earliest check-in time' },
      { propertyPath: 'arriveBefore', message: 'Set the latest check-in time' },
      { propertyPath: 'departBefore', message: 'Set the check-out time' },
    ]);
    expect((await t.app.inject({ url: `/properties/${id}`, headers: host.auth })).json().isActive).toBe(false);
  });

  it('names only what is left, including enabled pricing blocks without values', async () => {
    const { id } = await addProperty(t.app, host);
    await putProperty(t.app, host, id, { ...COMPLETE_FIELDS, weekendEnabled: true, seasonalEnabled: true });
    await insertPhotos(t.db, host.id, id, 1, false);
    expect(violationsOf(await toggle(host, id))).toEqual([
      { propertyPath: 'weekendEnabled', message: 'Weekend pricing is on: set the markup, or turn it off' },
      { propertyPath: 'seasonalEnabled', message: 'Seasonal rates are on: add a season, or turn them off' },
      { propertyPath: 'images', message: 'Add at least 10 photos (there is 1 so far)' },
      { propertyPath: 'images', message: 'Choose a main photo' },
    ]);
  });

  it('opens a complete listing, and closes it on the next call', async () => {
    const { id } = await addCompleteProperty(t.app, t.db, host);
    const opened = await toggle(host, id);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ id, isActive: true });
    const closed = await toggle(host, id);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().isActive).toBe(false);
  });

  it('opens without an iCal link or step texts: the channels do not need them', async () => {
    const { id } = await addProperty(t.app, host);
    const { checkInStep1Description: _, ...fields } = COMPLETE_FIELDS;
    await putProperty(t.app, host, id, fields);
    await insertPhotos(t.db, host.id, id, 10);
    expect((await toggle(host, id)).json().isActive).toBe(true);
  });

  it('refuses an archived listing', async () => {
    const { id } = await addCompleteProperty(t.app, t.db, host);
    await putProperty(t.app, host, id, { isArchived: true });
    expect(violationsOf(await toggle(host, id))).toEqual([
      { propertyPath: 'isArchived', message: PROPERTY_MESSAGES.archivedCannotOpen },
    ]);
    expect(PROPERTY_MESSAGES.archivedCannotOpen).toBe('Archived properties cannot be opened');
  });

  it("answers 404 for another user's listing", async () => {
    const { id } = await addCompleteProperty(t.app, t.db, host);
    expect((await toggle(other, id)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/properties/${id}`, headers: host.auth })).json().isActive).toBe(false);
  });
});

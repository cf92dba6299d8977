import { MESSAGES, PROPERTY_MESSAGES, propertyFieldRules } from '@portal/schema';
import { violations } from '@portal/testkit/violations';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, violationsOf, type SignedInUser } from '../test/app.js';
import { testDatabases } from '../test/databases.js';
import { COMPLETE_FIELDS, addCompleteProperty, addProperty, insertPhotos, putProperty } from '../test/listings.js';
import { withResourceSuite } from '../test/resource-suite.js';
import { insertService } from '../services/repository.js';
import { FIELD_NAMES } from './fields.js';

describe('the field table', () => {
  it('matches the shared yup rules field for field', () => {
    expect(Object.keys(propertyFieldRules).sort()).toEqual([...FIELD_NAMES, 'services'].sort());
  });
});

describe.each(testDatabases())('properties on $name', (database) => {
  const { t, host, other } = withResourceSuite(database, '/properties');
  beforeAll(async () => {
    await t.app.inject({ method: 'PUT', url: `/users/${host.id}`, headers: host.auth, payload: { currency: 'eur' } });
  });

  const get = (user: SignedInUser, url: string) => t.app.inject({ url, headers: user.auth });

  describe('POST /properties', () => {
    it('creates a closed listing with just a name (201, Location) and answers the full item', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/properties',
        headers: host.auth,
        payload: { name: '  Harbour View Cottage ', isActive: true },
      });
      expect(response.statusCode, response.body).toBe(201);
      const body = response.json();
      expect(response.headers.location).toBe(`/properties/${body.id}`);
      expect(body).toMatchObject({
        '@id': `/properties/${body.id}`,
        '@type': 'Property',
        name: 'Harbour View Cottage',
        description: null,
        baseRate: null,
        licenceExempt: false,
        isActive: false,
        isArchived: false,
        lengthOfStayEnabled: false,
        services: [],
        image: null,
        images: [],
        bedrooms: [],
        amenities: null,
        seasonalRates: [],
        calendars: [],
        channels: [],
        completeness: {
          details: false,
          address: false,
          pricing: false,
          bookingSettings: false,
          photos: false,
          calendars: false,
          checkInOut: false,
        },
        lastSyncedAt: null,
        lastPush: null,
        icalExportUrl: expect.stringMatching(/^http:\/\/localhost:4000\/api\/ical\/[A-Za-z0-9_-]{32}\.ics$/),
        checkInStep1ImageUrl: null,
        owner: { '@id': `/users/${host.id}`, '@type': 'User', id: host.id, currency: 'eur' },
      });
      for (const field of FIELD_NAMES) expect(body).toHaveProperty(field);
    });

    it('requires a name', async () => {
      for (const payload of [{}, { name: '   ' }, { name: null }]) {
        const response = await t.app.inject({ method: 'POST', url: '/properties', headers: host.auth, payload });
        expect(violationsOf(response)).toEqual([{ propertyPath: 'name', message: MESSAGES.required }]);
      }
      const tooLong = await t.app.inject({
        method: 'POST',
        url: '/properties',
        headers: host.auth,
        payload: { name: 'x'.repeat(256) },
      });
      expect(violationsOf(tooLong)).toEqual([{ propertyPath: 'name', message: PROPERTY_MESSAGES.tooLong }]);
    });

    it('needs a signed-in user', async () => {
      expect((await t.app.inject({ method: 'POST', url: '/properties', payload: { name: 'x' } })).statusCode).toBe(401);
      expect((await t.app.inject({ url: '/properties' })).statusCode).toBe(401);
    });
  });

  describe('GET /properties and /properties/{id}', () => {
    it("lists the caller's listings only, by name, with the isArchived and id[] filters", async () => {
      const user = await signUp(t.app);
      const zebra = await addProperty(t.app, user, 'Zebra Barn');
      const apple = await addProperty(t.app, user, 'Apple Loft');
      const mill = await addProperty(t.app, user, 'Mill House');
      await putProperty(t.app, user, mill.id, { isArchived: true });
      await addProperty(t.app, other, 'Not Yours');

      const all = (await get(user, '/properties')).json();
      expect(all['hydra:totalItems']).toBe(3);
      expect(all['hydra:member'].map((p: { name: string }) => p.name)).toEqual([
        'Apple Loft',
        'Mill House',
        'Zebra Barn',
      ]);

      const open = (await get(user, '/properties?isArchived=false')).json();
      expect(open['hydra:member'].map((p: { id: number }) => p.id)).toEqual([apple.id, zebra.id]);
      const archived = (await get(user, '/properties?isArchived=true')).json();
      expect(archived['hydra:member'].map((p: { id: number }) => p.id)).toEqual([mill.id]);

      const otherListing = (await get(other, '/properties')).json()['hydra:member'][0].id;
      const batch = (await get(user, `/properties?id[]=${zebra.id}&id[]=${apple.id}&id[]=${otherListing}`)).json();
      expect(batch['hydra:member'].map((p: { id: number }) => p.id).sort()).toEqual([apple.id, zebra.id].sort());
    });

    it("answers 404 for another user's listing or a missing one, 400 for a malformed id", async () => {
      const mine = await addProperty(t.app, host);
      expect((await get(host, `/properties/${mine.id}`)).statusCode).toBe(200);
      expect((await get(other, `/properties/${mine.id}`)).statusCode).toBe(404);
      expect((await get(host, '/properties/999999')).statusCode).toBe(404);
      expect((await get(host, '/properties/abc')).statusCode).toBe(400);
    });
  });

  describe('PUT /properties/{id}', () => {
    it('saves any subset of the fields and keeps the others', async () => {
      const { id } = await addProperty(t.app, host);
      const service = (title: string) =>
        insertService(t.db, host.id, {
          title,
          price: 1000,
          currency: 'gbp',
          description: null,
          image: null,
          terms: null,
        });
      const [s3, s5] = [await service('Early check-in'), await service('Cot')];
      // Fields the item answers as they were sent.
      const keptAsSent = {
        description: 'Sea views',
        floor: -1,
        licenceExempt: true,
        addressLatitude: 54.4866,
        baseRate: 15000,
        weeklyDiscount: 10,
        weekendMarkup: 250,
        earlyBirdEnabled: true,
        cleaningFee: 4500,
        cancellationPolicyMode: 'Strict',
        arriveAfter: '15:30',
        airbnbUrl: 'https://www.airbnb.co.uk/rooms/40656947',
      };
      const first = await putProperty(t.app, host, id, {
        ...keptAsSent,
        addressLongitude: -0.6114,
        checkInYoutubeId: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        welcomeMessageYoutubeId: 'dQw4w9WgXcQ',
        wifiName: 'Cottage',
        wifiCode: 'seaside42',
        services: [s3.id, `/services/${s5.id}`, s3.id],
        unknownField: 'ignored',
      });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({
        name: 'Harbour View Cottage',
        ...keptAsSent,
        checkInYoutubeId: 'dQw4w9WgXcQ',
        services: [s3.id, s5.id],
      });
      expect(first.json()).not.toHaveProperty('unknownField');

      const second = await putProperty(t.app, host, id, {
        description: '',
        cleaningFee: null,
        licenceExempt: null,
        name: null,
      });
      expect(second.json()).toMatchObject({
        name: 'Harbour View Cottage',
        description: null,
        cleaningFee: null,
        licenceExempt: true,
        baseRate: 15000,
      });
      expect((await get(host, `/properties/${id}`)).json()).toMatchObject({ description: null, weeklyDiscount: 10 });
    });

    it('refuses values out of range with the spec messages, every field at once', async () => {
      const { id } = await addProperty(t.app, host);
      const response = await putProperty(t.app, host, id, {
        baseRate: 50,
        securityDeposit: 99,
        monthlyDiscount: 120,
        orphanNightsMarkup: 600,
        minNights: 0,
        arriveAfter: '3pm',
        departBefore: '24:00',
        checkOutYoutubeId: 'https://vimeo.com/76979871',
        wifiDetails: 'x'.repeat(256),
        cancellationPolicyMode: 'Lenient',
        addressLatitude: 91,
        type: 'Spaceship',
        airbnbUrl: 'https://example.com/rooms/1',
      });
      expect(violationsOf(response)).toEqual(
        violations({
          type: PROPERTY_MESSAGES.notInList,
          addressLatitude: PROPERTY_MESSAGES.latitude,
          baseRate: MESSAGES.priceTooLow,
          monthlyDiscount: 'Must be a whole number between 0 and 100',
          orphanNightsMarkup: 'Must be a whole number between 0 and 500',
          securityDeposit: MESSAGES.priceTooLow,
          minNights: 'Must be a whole number between 1 and 365',
          cancellationPolicyMode: PROPERTY_MESSAGES.notInList,
          arriveAfter: MESSAGES.timeFormat,
          departBefore: MESSAGES.timeFormat,
          checkOutYoutubeId: PROPERTY_MESSAGES.youtube,
          wifiDetails: PROPERTY_MESSAGES.tooLong,
          airbnbUrl: PROPERTY_MESSAGES.airbnbUrl,
        }),
      );
      expect((await get(host, `/properties/${id}`)).json().baseRate).toBeNull(); // nothing saved
    });

    it('checks types: whole numbers, numbers, booleans', async () => {
      const { id } = await addProperty(t.app, host);
      expect(violationsOf(await putProperty(t.app, host, id, { floor: 1.5 }))).toEqual([
        { propertyPath: 'floor', message: PROPERTY_MESSAGES.mustBeWholeNumber },
      ]);
      expect(violationsOf(await putProperty(t.app, host, id, { baseRate: 12050 }))).toEqual([
        { propertyPath: 'baseRate', message: PROPERTY_MESSAGES.wholeAmount },
      ]);
      for (const payload of [{ baseRate: 'cheap' }, { licenceExempt: 'perhaps' }, { services: 'all' }, { name: {} }]) {
        const violations = violationsOf(await putProperty(t.app, host, id, payload));
        expect(violations).toHaveLength(1);
        expect(violations[0]!.propertyPath).toMatch(new RegExp(`^${Object.keys(payload)[0]}`));
      }
    });

    it('keeps the maximum number of guests at or above the standard number, with the stored values', async () => {
      const { id } = await addProperty(t.app, host);
      expect((await putProperty(t.app, host, id, { standardGuests: 4, canSleepMax: 6 })).statusCode).toBe(200);
      expect(violationsOf(await putProperty(t.app, host, id, { canSleepMax: 3 }))).toEqual([
        { propertyPath: 'canSleepMax', message: PROPERTY_MESSAGES.canSleepMax },
      ]);
      expect(violationsOf(await putProperty(t.app, host, id, { standardGuests: 7 }))).toEqual([
        { propertyPath: 'canSleepMax', message: PROPERTY_MESSAGES.canSleepMax },
      ]);
      expect((await putProperty(t.app, host, id, { standardGuests: 6 })).statusCode).toBe(200);
    });

    it("takes step images that are the caller's own photos or uploads, and gives their URLs", async () => {
      const { id } = await addProperty(t.app, host);
      await t.db
        .insertInto('uploads')
        .values({ ownerId: host.id, key: 'files/abc123.png', contentType: 'image/png', bytes: 10, createdAt: 'now' })
        .execute();
      await insertPhotos(t.db, host.id, id, 1);
      const photo = (await get(host, `/properties/${id}`)).json().images[0] as string;
      const saved = await putProperty(t.app, host, id, {
        checkInStep1Image: '/uploads/files/abc123.png',
        checkOutStep2Image: photo,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({
        checkInStep1Image: '/uploads/files/abc123.png',
        checkInStep1ImageUrl: '/api/uploads/files/abc123.png',
        checkOutStep2Image: photo,
        checkOutStep2ImageUrl: expect.stringMatching(/^\/api\/uploads\/images\/[0-9a-f]+\/medium\.jpg$/),
      });

      const { id: otherListing } = await addProperty(t.app, other);
      await insertPhotos(t.db, other.id, otherListing, 1);
      const othersPhoto = (await get(other, `/properties/${otherListing}`)).json().images[0] as string;
      expect(
        violationsOf(
          await putProperty(t.app, host, id, {
            checkInStep2Image: othersPhoto,
            checkInStep3Image: '/uploads/files/nope.png',
            checkOutStep1Image: '__uploading__',
            checkOutStep3Image: 'https://example.com/a.png',
          }),
        ),
      ).toEqual([
        { propertyPath: 'checkOutStep1Image', message: MESSAGES.imageUploading },
        { propertyPath: 'checkOutStep3Image', message: PROPERTY_MESSAGES.imageReference },
      ]);
      expect(
        violationsOf(
          await putProperty(t.app, host, id, {
            checkInStep2Image: othersPhoto,
            checkInStep3Image: '/uploads/files/nope.png',
          }),
        ),
      ).toEqual([
        { propertyPath: 'checkInStep2Image', message: PROPERTY_MESSAGES.imageNotFound },
        { propertyPath: 'checkInStep3Image', message: PROPERTY_MESSAGES.imageNotFound },
      ]);
    });

    it('archiving closes the listing', async () => {
      const property = await addCompleteProperty(t.app, t.db, host);
      const opened = await t.app.inject({
        method: 'POST',
        url: `/properties/${property.id}/activation/switch`,
        headers: host.auth,
      });
      expect(opened.json().isActive).toBe(true);
      const archived = await putProperty(t.app, host, property.id, { isArchived: true, isActive: true });
      expect(archived.json()).toMatchObject({ isArchived: true, isActive: false });
      const unarchived = await putProperty(t.app, host, property.id, { isArchived: false });
      expect(unarchived.json()).toMatchObject({ isArchived: false, isActive: false });
    });

    it("answers 404 for another user's listing and changes nothing", async () => {
      const { id } = await addProperty(t.app, host);
      expect((await putProperty(t.app, other, id, { name: 'Mine now' })).statusCode).toBe(404);
      expect((await get(host, `/properties/${id}`)).json().name).toBe('Harbour View Cottage');
    });
  });

  describe('completeness', () => {
    it('marks each section as it is filled, in one place with the activation', async () => {
      const { id, iri } = await addProperty(t.app, host);
      const marks = async () => (await get(host, `/properties/${id}`)).json().completeness;
      const { checkInStep1Description, ...withoutStepText } = COMPLETE_FIELDS;
      await putProperty(t.app, host, id, { ...withoutStepText, licenceNumber: null, licenceExempt: true });
      expect(await marks()).toEqual({
        details: true,
        address: true,
        pricing: true,
        bookingSettings: true,
        photos: false,
        calendars: false,
        checkInOut: false,
      });
      await putProperty(t.app, host, id, { checkInStep1Description });
      await insertPhotos(t.db, host.id, id, 9);
      expect(await marks()).toMatchObject({ checkInOut: true, photos: false });
      await insertPhotos(t.db, host.id, id, 1, false);
      expect(await marks()).toMatchObject({ photos: true });
      await t.app.inject({
        method: 'POST',
        url: '/calendars',
        headers: host.auth,
        payload: { property: iri, url: 'https://ical.booking.com/v1/export?t=be015c14-cbeb-44d5-b285-9a3e8928d745' },
      });
      expect(Object.values(await marks()).every(Boolean)).toBe(true);

      // An enabled pricing block without its values makes pricing incomplete again; so does a missing address part.
      await putProperty(t.app, host, id, { earlyBirdEnabled: true, addressLatitude: null });
      expect(await marks()).toMatchObject({ pricing: false, address: false });
    });

    it('shows the main photo as the image, the channels of the iCal links, and the last push', async () => {
      const property = await addCompleteProperty(t.app, t.db, host);
      await t.app.inject({
        method: 'POST',
        url: `/properties/${property.id}/rad/push`,
        headers: host.auth,
        payload: {},
      });
      const item = (await get(host, `/properties/${property.id}`)).json();
      expect(item.image).toEqual({
        squareSmallUrl: expect.stringMatching(/^\/api\/uploads\/images\/.+\/square-small\.jpg$/),
        mediumUrl: expect.stringMatching(/medium\.jpg$/),
        largeUrl: expect.stringMatching(/large\.jpg$/),
        originalUrl: expect.stringMatching(/original\.jpg$/),
      });
      expect(item.images).toHaveLength(10);
      // The test feed origin refuses connections: the link's first sync failed, so its channel is not active.
      expect(item.channels).toEqual([{ ota: 'airbnb', active: false }]);
      expect(item.calendars).toEqual([expect.stringMatching(/^\/calendars\/\d+$/)]);
      expect(item.lastPush).toMatchObject({ kind: 'rad', outcome: 'recorded' });
      expect(item.lastSyncedAt).toBe(item.lastPush.createdAt);
    });
  });
});

import { AMENITY_KEYS, MESSAGES, PROPERTY_MESSAGES } from '@portal/schema';
import { buildSchema, isObjectType } from 'graphql';
import { loadTypeDefs } from '@portal/schema/sdl';
import { SECTIONS_DONE } from '@portal/testkit/listing-fields';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RestCaller } from '../rest/client.js';
import { webFragments } from '../security/web-operations.js';
import { withTestStack, graphql, registerUser, type GraphQLResponse, type TestUser } from '../test/harness.js';
import { AIRBNB_ICAL, COMPLETE_FIELDS, addCompleteListing, addListing, uploadFile } from '../test/listings.js';

/** Answers are checked with `expect`, field by field; their static type would only repeat the query. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = Record<string, any>;

const stack = withTestStack({ users: ['Ada', 'Bob'] });
const [ada, bob] = stack.users;

const restAs = (user: TestUser): RestCaller => stack.gateway.rest.forToken(user.token);

/** Runs `operation` as `user` and counts the REST calls the gateway made for it. */
async function counted<T = Record<string, unknown>>(
  user: TestUser,
  operation: string,
  variables: Record<string, unknown> = {},
): Promise<{ response: GraphQLResponse<T>; calls: number }> {
  const before = stack.gateway.rest.stats.requests;
  const response = await graphql<T>(stack.gateway.url, operation, { variables, token: user.token });
  return { response, calls: stack.gateway.rest.stats.requests - before };
}

/** The data of a successful operation. */
async function ok<T = Answer>(user: TestUser, operation: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await graphql<T>(stack.gateway.url, operation, { variables, token: user.token });
  expect(response.errors).toBeUndefined();
  return response.data as T;
}

const LISTINGS = /* GraphQL */ `
  query Listings($archived: Boolean) {
    properties(archived: $archived) {
      id
      name
      addressHouseNumber
      addressStreet
      addressTown
      addressPostcode
      airbnbUrl
      baseRate
      minNights
      isActive
      isArchived
      image {
        squareSmallUrl
        mediumUrl
      }
      channels {
        ota
        active
      }
      completeness {
        ...PropertyEdit_completeness
      }
    }
  }
  ${webFragments('PropertyEdit_completeness')}
`;

/** Every field of a listing: the web sections' fragments (the same selections), and the rest by hand. */
const PROPERTY_PAGE = /* GraphQL */ `
  query PropertyPage($id: ID!) {
    property(id: $id) {
      ...PropertyPageFields
    }
  }
  fragment PropertyPageFields on Property {
    id
    iri
    ...PropertyDetailsSection_details
    isActive
    isArchived
    airbnbUrl
    image {
      squareSmallUrl
      mediumUrl
      largeUrl
      originalUrl
    }
    ...PropertySections_property
    channels {
      ota
      active
    }
    lastSyncedAt
    minNights
    daysBeforeArrival
    cancellationPolicyMode
    ...PricingSection_property
    addressCountry
    addressPostcode
    addressHouseNumber
    addressHouseName
    addressStreet
    addressTown
    addressLatitude
    addressLongitude
    ...CheckInOutSection_property
    welcomeMessage
    welcomeMessageYoutubeId
    autoMessageEnabled
    autoMessageContent
    wifiName
    wifiCode
    wifiDetails
    serviceIds
    createdAt
    updatedAt
    bedrooms {
      id
      doubleBeds
      singleBeds
    }
    amenities {
      id
      wifi
      tv
      bbq
    }
    images {
      id
      caption
      propertyPhotoType
      position
      sizes {
        squareSmallUrl
        mediumUrl
      }
    }
    icalLinks {
      ...IcalLinkRow_link
    }
    syncLog(limit: 5) {
      id
      kind
      changed
      outcome
      createdAt
    }
  }
  ${webFragments(
    'PropertyDetailsSection_details',
    'PropertySections_property',
    'PricingSection_property',
    'CheckInOutSection_property',
    'IcalLinkRow_link',
  )}
`;

describe('the SDL', () => {
  it('has one Boolean per amenity of AMENITIES on PropertyAmenities and AmenitiesInput', () => {
    const schema = buildSchema(loadTypeDefs().join('\n'));
    const amenities = schema.getType('PropertyAmenities');
    const input = schema.getType('AmenitiesInput');
    if (!isObjectType(amenities) || !input || !('getFields' in input)) throw new Error('types missing');
    const flags = Object.keys(amenities.getFields()).filter((name) => !['id', 'property'].includes(name));
    expect(flags.sort()).toEqual([...AMENITY_KEYS].sort());
    expect(Object.keys(input.getFields()).sort()).toEqual([...AMENITY_KEYS].sort());
  });
});

describe('the listings page query', () => {
  it('makes one REST call (GET /properties) for 1 listing and for 50', async () => {
    const carol = await registerUser(stack.gateway.url, 'Carol');
    const rest = restAs(carol);
    await addCompleteListing(stack.gateway, carol, 'Aardvark Lodge');

    const one = await counted<{ properties: unknown[] }>(carol, LISTINGS);
    expect(one.response.errors).toBeUndefined();
    expect(one.response.data?.properties).toHaveLength(1);

    for (let index = 2; index <= 50; index++) {
      await addListing(rest, `Listing ${String(index).padStart(2, '0')}`, { baseRate: 10000 + index * 100 });
    }
    const fifty = await counted<{ properties: { name: string; baseRate: number }[] }>(carol, LISTINGS);
    expect(fifty.response.errors).toBeUndefined();
    expect(fifty.response.data?.properties).toHaveLength(50);

    expect(one.calls).toBe(1);
    expect(fifty.calls).toBe(one.calls);
    expect(one.response.data?.properties[0]).toEqual({
      id: expect.stringMatching(/^\d+$/),
      name: 'Aardvark Lodge',
      addressHouseNumber: '12',
      addressStreet: 'Church Street',
      addressTown: 'Whitby',
      addressPostcode: 'YO22 4AE',
      airbnbUrl: null,
      baseRate: 12000,
      minNights: 2,
      isActive: false,
      isArchived: false,
      image: { squareSmallUrl: expect.stringMatching(/^\/api\/uploads\//), mediumUrl: expect.any(String) },
      channels: [{ ota: 'airbnb', active: true }],
      completeness: { ...SECTIONS_DONE, icalLinks: true, complete: true },
    });
    // By name, as the REST API answers.
    expect(fifty.response.data?.properties.map((property) => property.name).slice(0, 3)).toEqual([
      'Aardvark Lodge',
      'Listing 02',
      'Listing 03',
    ]);
  });

  it('archived: true / false narrows the list', async () => {
    const dan = await registerUser(stack.gateway.url, 'Dan');
    const kept = await addListing(restAs(dan), 'Kept');
    const archived = await addListing(restAs(dan), 'Gone', { isArchived: true });
    const names = async (archivedFilter?: boolean) =>
      (await ok<{ properties: { id: string }[] }>(dan, LISTINGS, { archived: archivedFilter })).properties.map(
        (property) => property.id,
      );
    expect(await names()).toEqual([String(archived.id), String(kept.id)]);
    expect(await names(true)).toEqual([String(archived.id)]);
    expect(await names(false)).toEqual([String(kept.id)]);
  });

  it('never shows another user’s listings', async () => {
    await addListing(restAs(bob), 'Bob’s Bothy');
    const data = await ok<{ properties: { name: string }[] }>(ada, LISTINGS);
    expect(data.properties.map((property) => property.name)).not.toContain('Bob’s Bothy');
  });
});

describe('the property page query', () => {
  it('reads everything in a bounded number of REST calls: 7, whatever the lists hold', async () => {
    const erin = await registerUser(stack.gateway.url, 'Erin');
    const rest = restAs(erin);
    const property = await addCompleteListing(stack.gateway, erin, 'Erin’s Eyrie');
    for (let index = 0; index < 3; index++) {
      await rest.post('/property-bedrooms', { property: property['@id'], doubleBeds: 1, singleBeds: index });
      await rest.post('/seasonal-rates', {
        property: property['@id'],
        fromDate: `2027-0${index + 1}-01`,
        toDate: `2027-0${index + 1}-20`,
        rateChange: 10 * (index + 1),
      });
      await rest.post(`/properties/${property.id}/content/push`, { changed: `step ${index}` });
    }
    await rest.post('/property-amenities', { property: property['@id'], wifi: true, bbq: true });

    const { response, calls } = await counted<{ property: Record<string, unknown> }>(erin, PROPERTY_PAGE, {
      id: String(property.id),
    });
    expect(response.errors).toBeUndefined();
    // GET /properties?id[], /property-bedrooms, /property-amenities, /images, /seasonal-rates, /calendars,
    // /property-sync-logs: one each (the owner's id and currency come with the listing).
    expect(calls).toBe(7);
    const page = response.data!.property;
    expect(page).toMatchObject({
      id: String(property.id),
      iri: `/properties/${property.id}`,
      name: 'Erin’s Eyrie',
      owner: { id: erin.id, currency: null, currencySymbol: '£' },
      cancellationPolicyMode: 'Flexible',
      serviceIds: [],
      amenities: { wifi: true, tv: false, bbq: true },
      icalLinks: [{ url: AIRBNB_ICAL, provider: { slug: 'airbnb', name: 'Airbnb' }, lastSyncError: null }],
    });
    expect(page.bedrooms).toHaveLength(3);
    expect(page.images).toHaveLength(10);
    expect((page.images as { position: number }[]).map((image) => image.position)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    expect(page.seasonalRates).toEqual([
      expect.objectContaining({ fromDate: '2027-01-01', rateChange: 10, repeatYearly: false }),
      expect.objectContaining({ fromDate: '2027-02-01', rateChange: 20 }),
      expect.objectContaining({ fromDate: '2027-03-01', rateChange: 30 }),
    ]);
    expect((page.syncLog as { changed: string }[]).map((log) => log.changed)).toEqual(['step 2', 'step 1', 'step 0']);
    expect(page.lastSyncedAt).toBe((page.syncLog as { createdAt: string }[])[0]!.createdAt);
  });

  it('two listings in one operation cost the same 7 calls (every list is batched with property[])', async () => {
    const fay = await registerUser(stack.gateway.url, 'Fay');
    const [first, second] = [await addListing(restAs(fay), 'One'), await addListing(restAs(fay), 'Two')];
    await restAs(fay).post('/property-bedrooms', { property: second['@id'], doubleBeds: 2, singleBeds: 0 });
    const query = PROPERTY_PAGE.replace(
      'property(id: $id) {\n      ...PropertyPageFields\n    }',
      'a: property(id: $id) { ...PropertyPageFields } b: property(id: $other) { ...PropertyPageFields }',
    ).replace('query PropertyPage($id: ID!)', 'query TwoPages($id: ID!, $other: ID!)');
    const { response, calls } = await counted<Record<'a' | 'b', { bedrooms: unknown[] }>>(fay, query, {
      id: String(first.id),
      other: String(second.id),
    });
    expect(response.errors).toBeUndefined();
    expect(calls).toBe(7);
    expect(response.data?.a.bedrooms).toEqual([]);
    expect(response.data?.b.bedrooms).toEqual([{ id: expect.any(String), doubleBeds: 2, singleBeds: 0 }]);
  });

  it('another user’s listing (or an id that cannot exist) is null with NOT_FOUND', async () => {
    const bobs = await addListing(restAs(bob), 'Bob’s Barn');
    for (const id of [String(bobs.id), '999999', 'abc']) {
      const response = await graphql(stack.gateway.url, 'query($id: ID!) { property(id: $id) { id name } }', {
        variables: { id },
        token: ada.token,
      });
      expect(response.data).toEqual({ property: null });
      expect(response.errors).toMatchObject([{ path: ['property'], extensions: { code: 'NOT_FOUND' } }]);
    }
  });

  it('without a token: UNAUTHENTICATED', async () => {
    const response = await graphql(stack.gateway.url, '{ properties { id } }');
    expect(response.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });
});

const SECTION_FIELDS = 'id completeness { details address pricing bookingSettings checkInOut } lastSyncedAt';
const LAST_PUSH = 'syncLog(limit: 1) { kind changed outcome }';

/** Saves one section of listing `id` as Ada: the payload with the section's marks, its last push and `input`'s fields. */
async function saveSection(mutation: string, inputType: string, id: string, input: object, extra = '') {
  const data = await stack.ok(
    ada,
    `mutation($id: ID!, $input: ${inputType}!) {
      ${mutation}(id: $id, input: $input) { ${SECTION_FIELDS} ${LAST_PUSH} ${Object.keys(input).join(' ')} ${extra} }
    }`,
    { id, input },
  );
  return data[mutation];
}

describe('section mutations: PUT /properties/{id}?push=<section>, one call answering the listing', () => {
  let listing: { id: string };
  beforeAll(async () => {
    listing = { id: String((await addListing(restAs(ada), 'Ada’s Attic')).id) };
  });

  it('addProperty answers the new listing', async () => {
    const { response, calls } = await counted<{ addProperty: Record<string, unknown> }>(
      ada,
      'mutation($name: String!) { addProperty(name: $name) { id name isActive isArchived completeness { complete } } }',
      { name: 'Seaside Studio' },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.addProperty).toEqual({
      id: expect.stringMatching(/^\d+$/),
      name: 'Seaside Studio',
      isActive: false,
      isArchived: false,
      completeness: { complete: false },
    });
    expect(calls).toBe(1);
  });

  it('addProperty with a blank name: the REST violation on name', async () => {
    const response = await graphql(stack.gateway.url, 'mutation { addProperty(name: "  ") { id } }', {
      token: ada.token,
    });
    expect(response.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      violations: [{ propertyPath: 'name', message: MESSAGES.required }],
    });
  });

  it('updatePropertyDetails saves the details and pushes content', async () => {
    const input = {
      name: 'Ada’s Attic',
      description: 'Bright attic flat.',
      type: 'Apartment',
      floor: 3,
      space: 45,
      numberOfBathrooms: 1,
      licenceNumber: 'L-1',
      licenceExempt: false,
      legalToOperate: true,
      airbnbUrl: 'https://www.airbnb.co.uk/rooms/123',
    };
    const { response, calls } = await counted<{ updatePropertyDetails: Record<string, unknown> }>(
      ada,
      `mutation($id: ID!, $input: PropertyDetailsInput!) {
        updatePropertyDetails(id: $id, input: $input) {
          ${SECTION_FIELDS} ${LAST_PUSH} ${Object.keys(input).join(' ')}
        }
      }`,
      { id: listing.id, input },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.updatePropertyDetails).toMatchObject({
      id: listing.id,
      ...input,
      completeness: { details: true, address: false },
      lastSyncedAt: expect.any(String),
      syncLog: [{ kind: 'content', changed: 'details', outcome: 'recorded' }],
    });
    expect(calls).toBe(2); // PUT ?push=details (the save and its push), GET /property-sync-logs (the selected syncLog)
  });

  it('updatePropertyAddress saves the address (content push)', async () => {
    const input = {
      addressHouseNumber: '7',
      addressHouseName: null,
      addressStreet: 'Flowergate',
      addressTown: 'Whitby',
      addressPostcode: 'YO21 3BA',
      addressCountry: 'United Kingdom',
      addressLatitude: 54.4858,
      addressLongitude: -0.6146,
    };
    expect(await saveSection('updatePropertyAddress', 'PropertyAddressInput', listing.id, input)).toMatchObject({
      ...input,
      completeness: { address: true },
      syncLog: [{ kind: 'content', changed: 'address' }],
    });
  });

  it('updatePropertyPricing saves rates and block flags (rad push)', async () => {
    const input = {
      baseRate: 15000,
      lengthOfStayEnabled: true,
      weeklyDiscount: 10,
      monthlyDiscount: 25,
      earlyBirdEnabled: true,
      earlyBirdMinDaysBeforeArrival: 90,
      earlyBirdDiscount: 5,
      lastMinuteEnabled: false,
      weekendEnabled: true,
      weekendMarkup: 20,
      orphanNightsEnabled: false,
      seasonalEnabled: false,
      extraChargesEnabled: true,
      cleaningFee: 4500,
      cityTax: 200,
      extraGuestPrice: 1500,
    };
    expect(await saveSection('updatePropertyPricing', 'PropertyPricingInput', listing.id, input)).toMatchObject({
      ...input,
      completeness: { pricing: true },
      syncLog: [{ kind: 'rad', changed: 'pricing' }],
    });
  });

  it('a price below 1:00: BAD_USER_INPUT with the REST violation verbatim', async () => {
    const response = await graphql(
      stack.gateway.url,
      'mutation($id: ID!) { updatePropertyPricing(id: $id, input: { cleaningFee: 50 }) { id } }',
      { variables: { id: listing.id }, token: ada.token },
    );
    expect(response.data).toBeNull();
    expect(response.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      violations: [{ propertyPath: 'cleaningFee', message: MESSAGES.priceTooLow }],
    });
  });

  it('updateBookingSettings saves them (rad push)', async () => {
    const input = {
      minNights: 3,
      standardGuests: 2,
      canSleepMax: 4,
      daysBeforeArrival: 2,
      cancellationPolicyMode: 'Strict',
    };
    expect(await saveSection('updateBookingSettings', 'BookingSettingsInput', listing.id, input)).toMatchObject({
      ...input,
      completeness: { bookingSettings: true },
      syncLog: [{ kind: 'rad', changed: 'bookingSettings' }],
    });
  });

  it('canSleepMax below standardGuests: the REST violation', async () => {
    const response = await graphql(
      stack.gateway.url,
      'mutation($id: ID!) { updateBookingSettings(id: $id, input: { standardGuests: 6, canSleepMax: 2 }) { id } }',
      { variables: { id: listing.id }, token: ada.token },
    );
    expect(response.errors?.[0]?.extensions.violations).toEqual([
      { propertyPath: 'canSleepMax', message: PROPERTY_MESSAGES.canSleepMax },
    ]);
  });

  it('updateCheckInOut saves times, steps and a step image (content push)', async () => {
    const image = await uploadFile(stack.gateway, ada);
    const input = {
      arriveAfter: '15:00',
      arriveBefore: '22:30',
      departBefore: '10:00',
      checkInYoutubeId: 'https://youtu.be/dQw4w9WgXcQ',
      checkInStep1Description: 'Collect the key from the safe.',
      checkInStep1Image: image,
      checkOutStep1Description: 'Leave the key in the safe.',
    };
    expect(
      await saveSection(
        'updateCheckInOut',
        'CheckInOutInput',
        listing.id,
        input,
        'checkInStep1ImageUrl checkInStep2ImageUrl',
      ),
    ).toMatchObject({
      ...input,
      checkInYoutubeId: 'dQw4w9WgXcQ', // the REST API keeps the video id of a link
      checkInStep1ImageUrl: `/api${image}`,
      checkInStep2ImageUrl: null,
      completeness: { checkInOut: true },
      syncLog: [{ kind: 'content', changed: 'checkInOut' }],
    });
  });

  it('a time that is not HH:MM: BAD_USER_INPUT with the time format message', async () => {
    const response = await graphql(
      stack.gateway.url,
      'mutation($id: ID!) { updateCheckInOut(id: $id, input: { arriveAfter: "25:00", departBefore: "9am" }) { id } }',
      { variables: { id: listing.id }, token: ada.token },
    );
    expect(response.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      violations: [
        { propertyPath: 'arriveAfter', message: MESSAGES.timeFormat },
        { propertyPath: 'departBefore', message: MESSAGES.timeFormat },
      ],
    });
  });

  it('updateGuestApp saves the welcome message, the automatic message, wifi and services (content push)', async () => {
    // The offered services must be the host's own: two of Ada's, priced in the currency she sets first.
    const me = await restAs(ada).get('/me');
    if (!me.currency) await restAs(ada).put(`/users/${me.id}`, { currency: 'gbp' });
    const [s3, s5] = [
      await restAs(ada).post('/services', { title: 'Early check-in', price: 1500 }),
      await restAs(ada).post('/services', { title: 'Cot', price: 1000 }),
    ];
    const input = {
      welcomeMessage: 'Welcome to the attic!',
      welcomeMessageYoutubeId: 'dQw4w9WgXcQ',
      autoMessageEnabled: true,
      autoMessageContent: 'See you soon.',
      wifiName: 'AtticNet',
      wifiCode: 'harbour-2026',
      wifiDetails: 'The router is under the stairs.',
      serviceIds: [String(s3.id), String(s5.id)],
    };
    expect(await saveSection('updateGuestApp', 'GuestAppInput', listing.id, input)).toMatchObject({
      ...input,
      syncLog: [{ kind: 'content', changed: 'guestApp' }],
    });
  });

  it('null clears a field; omitted fields keep their value', async () => {
    const data = await ok(
      ada,
      `mutation($id: ID!) {
        updateGuestApp(id: $id, input: { wifiDetails: null, serviceIds: [] }) { wifiName wifiDetails serviceIds }
      }`,
      { id: listing.id },
    );
    expect(data.updateGuestApp).toEqual({ wifiName: 'AtticNet', wifiDetails: null, serviceIds: [] });
  });

  it('setPropertyArchived archives and unarchives', async () => {
    const ARCHIVE =
      'mutation($id: ID!, $archived: Boolean!) { setPropertyArchived(id: $id, archived: $archived) { id isArchived isActive } }';
    const { response, calls } = await counted(ada, ARCHIVE, { id: listing.id, archived: true });
    expect(response.data).toEqual({ setPropertyArchived: { id: listing.id, isArchived: true, isActive: false } });
    expect(calls).toBe(1);
    expect((await ok(ada, ARCHIVE, { id: listing.id, archived: false })).setPropertyArchived.isArchived).toBe(false);
  });
});

describe('switchPropertyActivation', () => {
  const SWITCH = 'mutation($id: ID!) { switchPropertyActivation(id: $id) { id isActive } }';

  it('an incomplete listing: BAD_USER_INPUT listing the REST violations verbatim', async () => {
    const property = await addListing(restAs(ada), 'Half Done', { description: 'Only a description' });
    const response = await graphql(stack.gateway.url, SWITCH, {
      variables: { id: String(property.id) },
      token: ada.token,
    });
    expect(response.data).toBeNull();
    const extensions = response.errors?.[0]?.extensions;
    expect(extensions?.code).toBe('BAD_USER_INPUT');
    const violations = extensions?.violations as { propertyPath: string; message: string }[];
    expect(violations).toEqual(
      expect.arrayContaining([
        { propertyPath: 'type', message: 'Choose the type of property' },
        { propertyPath: 'baseRate', message: 'Set the base rate' },
        { propertyPath: 'images', message: 'Add at least 10 photos (there are 0 so far)' },
        { propertyPath: 'images', message: 'Choose a main photo' },
      ]),
    );
    expect(violations.map((violation) => violation.propertyPath)).not.toContain('description');
    // The same list the REST API answers.
    const direct = await fetch(`${stack.api.url}/properties/${property.id}/activation/switch`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ada.token}` },
    });
    expect(direct.status).toBe(422);
    expect(((await direct.json()) as { violations: unknown }).violations).toEqual(violations);
  });

  it('a complete listing opens, then closes', async () => {
    const property = await addCompleteListing(stack.gateway, ada, 'Ready to Open');
    const id = String(property.id);
    expect(await ok(ada, SWITCH, { id })).toEqual({ switchPropertyActivation: { id, isActive: true } });
    expect(await ok(ada, SWITCH, { id })).toEqual({ switchPropertyActivation: { id, isActive: false } });
  });

  it('an archived listing cannot open', async () => {
    const property = await addCompleteListing(stack.gateway, ada, 'Archived One');
    await restAs(ada).put(`/properties/${property.id}`, { isArchived: true });
    const response = await graphql(stack.gateway.url, SWITCH, {
      variables: { id: String(property.id) },
      token: ada.token,
    });
    expect(response.errors?.[0]?.extensions.violations).toEqual([
      { propertyPath: 'isArchived', message: PROPERTY_MESSAGES.archivedCannotOpen },
    ]);
  });
});

describe('bedrooms, amenities and seasonal rates', () => {
  let listing: { id: string; iri: string };
  beforeAll(async () => {
    const property = await addListing(restAs(ada), 'Rooms and Rates');
    listing = { id: String(property.id), iri: property['@id'] };
  });

  const SAVE_BEDROOM = `mutation($input: BedroomInput!) {
    saveBedroom(input: $input) { id doubleBeds singleBeds property { id bedrooms { id } syncLog(limit: 1) { kind changed } } }
  }`;
  const REMOVE_BEDROOM = `mutation($id: ID!) {
    removeBedroom(id: $id) { removedId property { id bedrooms { id } } }
  }`;

  it('saveBedroom creates, then updates; removeBedroom removes; each answers the listing’s list', async () => {
    const created = (await ok(ada, SAVE_BEDROOM, { input: { propertyId: listing.id, doubleBeds: 1, singleBeds: 2 } }))
      .saveBedroom;
    expect(created).toEqual({
      id: expect.stringMatching(/^\d+$/),
      doubleBeds: 1,
      singleBeds: 2,
      property: { id: listing.id, bedrooms: [{ id: created.id }], syncLog: [{ kind: 'content', changed: 'bedrooms' }] },
    });
    const updated = (
      await ok(ada, SAVE_BEDROOM, { input: { id: created.id, propertyId: listing.id, doubleBeds: 2, singleBeds: 0 } })
    ).saveBedroom;
    expect(updated).toMatchObject({ id: created.id, doubleBeds: 2, singleBeds: 0 });

    const removed = (await ok(ada, REMOVE_BEDROOM, { id: created.id })).removeBedroom;
    expect(removed).toEqual({ removedId: created.id, property: { id: listing.id, bedrooms: [] } });
  });

  it('bed counts out of range: the REST violation', async () => {
    const response = await graphql(stack.gateway.url, SAVE_BEDROOM, {
      variables: { input: { propertyId: listing.id, doubleBeds: 99, singleBeds: 0 } },
      token: ada.token,
    });
    expect(response.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      violations: [{ propertyPath: 'doubleBeds', message: 'Must be a whole number between 0 and 20' }],
    });
  });

  const SAVE_AMENITIES = `mutation($propertyId: ID!, $input: AmenitiesInput!) {
    saveAmenities(propertyId: $propertyId, input: $input) { id wifi tv bbq pool property { id amenities { id } } }
  }`;

  it('saveAmenities creates the record, then updates it (flags left out keep their value)', async () => {
    const first = (await ok(ada, SAVE_AMENITIES, { propertyId: listing.id, input: { wifi: true, bbq: true } }))
      .saveAmenities;
    expect(first).toEqual({
      id: expect.stringMatching(/^\d+$/),
      wifi: true,
      tv: false,
      bbq: true,
      pool: false,
      property: { id: listing.id, amenities: { id: first.id } },
    });
    const second = (await ok(ada, SAVE_AMENITIES, { propertyId: listing.id, input: { bbq: false, pool: true } }))
      .saveAmenities;
    expect(second).toMatchObject({ id: first.id, wifi: true, bbq: false, pool: true });
  });

  const SAVE_RATE = `mutation($input: SeasonalRateInput!) {
    saveSeasonalRate(input: $input) {
      id fromDate toDate rateChange repeatYearly
      property { id seasonalRates { id } syncLog(limit: 1) { kind changed } }
    }
  }`;

  it('saveSeasonalRate creates (negative change allowed), updates; removeSeasonalRate removes (rad pushes)', async () => {
    const input = { propertyId: listing.id, fromDate: '2027-07-01', toDate: '2027-08-31', rateChange: -15 };
    const created = (await ok(ada, SAVE_RATE, { input })).saveSeasonalRate;
    expect(created).toEqual({
      id: expect.stringMatching(/^\d+$/),
      fromDate: '2027-07-01',
      toDate: '2027-08-31',
      rateChange: -15,
      repeatYearly: false,
      property: {
        id: listing.id,
        seasonalRates: [{ id: created.id }],
        syncLog: [{ kind: 'rad', changed: 'seasonalRates' }],
      },
    });
    const updated = (
      await ok(ada, SAVE_RATE, { input: { ...input, id: created.id, rateChange: 30, repeatYearly: true } })
    ).saveSeasonalRate;
    expect(updated).toMatchObject({ id: created.id, rateChange: 30, repeatYearly: true });

    const removed = (
      await ok(
        ada,
        'mutation($id: ID!) { removeSeasonalRate(id: $id) { removedId property { seasonalRates { id } } } }',
        {
          id: created.id,
        },
      )
    ).removeSeasonalRate;
    expect(removed).toEqual({ removedId: created.id, property: { seasonalRates: [] } });
  });

  it('a seasonal rate ending before it starts: the REST violation', async () => {
    const response = await graphql(stack.gateway.url, SAVE_RATE, {
      variables: { input: { propertyId: listing.id, fromDate: '2027-08-01', toDate: '2027-07-01', rateChange: 10 } },
      token: ada.token,
    });
    expect(response.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      violations: [{ propertyPath: 'toDate', message: PROPERTY_MESSAGES.dateOrder }],
    });
  });
});

describe('copyBookingSettings and copyPricingSettings', () => {
  it('overwrite the target with the source’s settings and answer the target', async () => {
    const rest = restAs(ada);
    const source = await addListing(rest, 'Source', {
      minNights: 4,
      standardGuests: 3,
      canSleepMax: 6,
      daysBeforeArrival: 7,
      cancellationPolicyMode: 'Moderate',
      baseRate: 20000,
      weekendEnabled: true,
      weekendMarkup: 15,
    });
    await rest.post('/seasonal-rates', {
      property: source['@id'],
      fromDate: '2027-12-20',
      toDate: '2028-01-02',
      rateChange: 40,
    });
    const target = await addListing(rest, 'Target', { minNights: 1, baseRate: 9000 });
    const variables = { sourceId: String(source.id), targetId: String(target.id) };

    const booking = await ok(
      ada,
      `mutation($sourceId: ID!, $targetId: ID!) {
        copyBookingSettings(sourceId: $sourceId, targetId: $targetId) {
          id minNights standardGuests canSleepMax daysBeforeArrival cancellationPolicyMode baseRate
          syncLog(limit: 1) { kind changed }
        }
      }`,
      variables,
    );
    expect(booking.copyBookingSettings).toEqual({
      id: String(target.id),
      minNights: 4,
      standardGuests: 3,
      canSleepMax: 6,
      daysBeforeArrival: 7,
      cancellationPolicyMode: 'Moderate',
      baseRate: 9000, // pricing is not booking settings
      syncLog: [{ kind: 'rad', changed: 'bookingSettings' }],
    });

    const pricing = await ok(
      ada,
      `mutation($sourceId: ID!, $targetId: ID!) {
        copyPricingSettings(sourceId: $sourceId, targetId: $targetId) {
          id baseRate weekendEnabled weekendMarkup seasonalRates { fromDate toDate rateChange }
          syncLog(limit: 1) { kind changed }
        }
      }`,
      variables,
    );
    expect(pricing.copyPricingSettings).toEqual({
      id: String(target.id),
      baseRate: 20000,
      weekendEnabled: true,
      weekendMarkup: 15,
      seasonalRates: [{ fromDate: '2027-12-20', toDate: '2028-01-02', rateChange: 40 }],
      syncLog: [{ kind: 'rad', changed: 'pricing' }],
    });
  });

  it('a listing copied onto itself: the REST violation', async () => {
    const property = await addListing(restAs(ada), 'Self');
    const response = await graphql(
      stack.gateway.url,
      'mutation($id: ID!) { copyBookingSettings(sourceId: $id, targetId: $id) { id } }',
      { variables: { id: String(property.id) }, token: ada.token },
    );
    expect(response.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      violations: [{ propertyPath: 'source', message: PROPERTY_MESSAGES.copySameListing }],
    });
  });
});

describe('another user’s records do not exist: every mutation answers NOT_FOUND', () => {
  let mine: string;
  let theirs: { id: string; bedroom: string; rate: string };
  beforeAll(async () => {
    mine = String((await addListing(restAs(ada), 'Mine')).id);
    const rest = restAs(bob);
    const property = await addListing(rest, 'Theirs', COMPLETE_FIELDS);
    const bedroom = await rest.post('/property-bedrooms', { property: property['@id'], doubleBeds: 1, singleBeds: 0 });
    const rate = await rest.post('/seasonal-rates', {
      property: property['@id'],
      fromDate: '2027-01-01',
      toDate: '2027-01-31',
      rateChange: 5,
    });
    theirs = { id: String(property.id), bedroom: String(bedroom.id), rate: String(rate.id) };
  });

  it.each([
    ['updatePropertyDetails', 'updatePropertyDetails(id: $id, input: { name: "Mine now" }) { id }'],
    ['updatePropertyAddress', 'updatePropertyAddress(id: $id, input: { addressTown: "Leeds" }) { id }'],
    ['updatePropertyPricing', 'updatePropertyPricing(id: $id, input: { baseRate: 10000 }) { id }'],
    ['updateBookingSettings', 'updateBookingSettings(id: $id, input: { minNights: 1 }) { id }'],
    ['updateCheckInOut', 'updateCheckInOut(id: $id, input: { arriveAfter: "12:00" }) { id }'],
    ['updateGuestApp', 'updateGuestApp(id: $id, input: { wifiName: "x" }) { id }'],
    ['setPropertyArchived', 'setPropertyArchived(id: $id, archived: true) { id }'],
    ['switchPropertyActivation', 'switchPropertyActivation(id: $id) { id }'],
    ['saveBedroom (new)', 'saveBedroom(input: { propertyId: $id, doubleBeds: 1, singleBeds: 1 }) { id }'],
    [
      'saveBedroom (edit)',
      'saveBedroom(input: { id: $bedroom, propertyId: $mine, doubleBeds: 1, singleBeds: 1 }) { id }',
    ],
    ['removeBedroom', 'removeBedroom(id: $bedroom) { removedId }'],
    ['saveAmenities', 'saveAmenities(propertyId: $id, input: { wifi: true }) { id }'],
    [
      'saveSeasonalRate (new)',
      'saveSeasonalRate(input: { propertyId: $id, fromDate: "2027-01-01", toDate: "2027-01-02", rateChange: 1 }) { id }',
    ],
    [
      'saveSeasonalRate (edit)',
      'saveSeasonalRate(input: { id: $rate, propertyId: $mine, fromDate: "2027-01-01", toDate: "2027-01-02", rateChange: 1 }) { id }',
    ],
    ['removeSeasonalRate', 'removeSeasonalRate(id: $rate) { removedId }'],
    ['addIcalLink', `addIcalLink(propertyId: $id, url: "${AIRBNB_ICAL}") { id }`],
    ['reorderPropertyImages', 'reorderPropertyImages(propertyId: $id, imageIds: []) { id }'],
    ['copyBookingSettings (their source)', 'copyBookingSettings(sourceId: $id, targetId: $mine) { id }'],
    ['copyPricingSettings (their target)', 'copyPricingSettings(sourceId: $mine, targetId: $id) { id }'],
  ])('%s', async (_name, selection) => {
    const used = ['id', 'mine', 'bedroom', 'rate'].filter((name) => selection.includes(`$${name}`));
    const declared = used.map((name) => `$${name}: ID!`).join(', ');
    const values: Record<string, string> = { id: theirs.id, mine, bedroom: theirs.bedroom, rate: theirs.rate };
    const response = await graphql(stack.gateway.url, `mutation(${declared}) { ${selection} }`, {
      variables: Object.fromEntries(used.map((name) => [name, values[name]])),
      token: ada.token,
    });
    expect(response.data).toBeNull();
    expect(response.errors).toMatchObject([{ extensions: { code: 'NOT_FOUND' } }]);
  });

  it('and nothing of theirs changed', async () => {
    const property = await restAs(bob).get(`/properties/${Number(theirs.id)}`);
    expect(property).toMatchObject({ name: 'Theirs', isArchived: false, isActive: false, minNights: 2 });
    expect(property.bedrooms).toHaveLength(1);
    expect(property.seasonalRates).toHaveLength(1);
    expect(property.calendars).toHaveLength(0);
  });
});

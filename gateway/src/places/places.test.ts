import { afterAll, describe, expect, it } from 'vitest';
import { startFakeGooglePlaces } from '../test/fake-places.js';
import { graphql, withTestStack } from '../test/harness.js';

let places: Awaited<ReturnType<typeof startFakeGooglePlaces>>;
const stack = withTestStack({
  apiEnv: async () => {
    places = await startFakeGooglePlaces();
    return { GOOGLE_MAPS_API_KEY: 'test-key', PLACES_GOOGLE_URL: places.url };
  },
  users: ['Ada'],
});
const [ada] = stack.users;
afterAll(() => places?.close());

const SUGGESTIONS = `query($input: String!, $types: String, $near: PlaceSearchNear) {
  placeSuggestions(input: $input, types: $types, near: $near) {
    placeId description mainText secondaryText distanceMeters
  }
}`;
const PLACE = `query($placeId: ID!) {
  place(placeId: $placeId) {
    placeId name formattedAddress latitude longitude websiteUrl photoReference
    addressHouseNumber addressStreet addressTown addressPostcode addressCountry
  }
}`;

describe('place search through the REST API', () => {
  it('placeSuggestions passes the type and the point to search around (radius 10000 by default)', async () => {
    const response = await graphql(stack.gateway.url, SUGGESTIONS, {
      variables: { input: 'Magpie', types: 'establishment', near: { latitude: 54.4866, longitude: -0.6114 } },
      token: ada.token,
    });
    expect(response.errors).toBeUndefined();
    expect(response.data).toEqual({
      placeSuggestions: [
        {
          placeId: 'ChIJmagpieCafe000000002',
          description: 'The Magpie Cafe, Pier Road, Whitby, UK',
          mainText: 'The Magpie Cafe',
          secondaryText: 'Pier Road, Whitby, UK',
          distanceMeters: 292,
        },
      ],
    });
    const asked = places.requests.at(-1)!;
    expect(asked.searchParams.get('types')).toBe('establishment');
    expect(asked.searchParams.get('location')).toBe('54.4866,-0.6114');
    expect(asked.searchParams.get('radius')).toBe('10000');
  });

  it('no match is an empty list (the client shows "No results found")', async () => {
    const response = await graphql(stack.gateway.url, SUGGESTIONS, {
      variables: { input: 'Nowhere' },
      token: ada.token,
    });
    expect(response.data).toEqual({ placeSuggestions: [] });
  });

  it('mapTiles: the tile server of the deployment (OpenStreetMap by default) with its attribution', async () => {
    const response = await graphql(stack.gateway.url, '{ mapTiles { urlTemplate attribution } }', { token: ada.token });
    expect(response.data).toEqual({
      mapTiles: {
        urlTemplate: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: '© OpenStreetMap contributors',
      },
    });
  });

  it('place(placeId) answers the details with address parts named as the Property address fields', async () => {
    const response = await graphql(stack.gateway.url, PLACE, {
      variables: { placeId: 'ChIJmagpieCafe000000002' },
      token: ada.token,
    });
    expect(response.errors).toBeUndefined();
    expect(response.data).toEqual({
      place: {
        placeId: 'ChIJmagpieCafe000000002',
        name: 'The Magpie Cafe',
        formattedAddress: '14 Pier Rd, Whitby YO21 3PU, UK',
        latitude: 54.4877,
        longitude: -0.6155,
        websiteUrl: 'https://www.magpiecafe.co.uk/',
        photoReference: 'AUc7tXmagpiePhotoReference',
        addressHouseNumber: '14',
        addressStreet: 'Pier Road',
        addressTown: 'Whitby',
        addressPostcode: 'YO21 3PU',
        addressCountry: 'United Kingdom',
      },
    });
  });

  it.each(['ChIJunknown', 'autocomplete', 'not a place id'])('place(%j): null with NOT_FOUND', async (placeId) => {
    const response = await graphql(stack.gateway.url, PLACE, { variables: { placeId }, token: ada.token });
    expect(response.data).toEqual({ place: null });
    expect(response.errors).toMatchObject([{ path: ['place'], extensions: { code: 'NOT_FOUND' } }]);
  });

  it('the maps service failing is an internal error with a fixed message', async () => {
    const response = await graphql(stack.gateway.url, SUGGESTIONS, { variables: { input: 'fail' }, token: ada.token });
    expect(response.errors).toMatchObject([
      { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
    ]);
  });

  it('without a token: UNAUTHENTICATED', async () => {
    const response = await graphql(stack.gateway.url, SUGGESTIONS, { variables: { input: 'Magpie' } });
    expect(response.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });
});

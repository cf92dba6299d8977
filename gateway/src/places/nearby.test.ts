import { startFakePlacesServer, type FakePlacesServer } from '@portal/testkit/fake-places';
import { afterAll, describe, expect, it } from 'vitest';
import { graphql, withTestStack } from '../test/harness.js';

let places: FakePlacesServer;
// Registered before the stack's: closed after it.
afterAll(() => places?.close());
const stack = withTestStack({
  apiEnv: async () => {
    places = await startFakePlacesServer();
    return {
      PLACES_PHOTON_URL: places.url,
      PLACES_NOMINATIM_URL: places.url,
      OVERPASS_URL: `${places.url}/api/interpreter`,
    };
  },
  users: ['Ada'],
});
const [ada] = stack.users;

const NEARBY = `query($input: String!, $near: PlaceSearchNear, $category: LocalGuideCategory) {
  placeSuggestions(input: $input, types: "establishment", near: $near, category: $category) {
    placeId mainText distanceMeters
  }
}`;

describe('a hotspot category near the listing (OpenStreetMap)', () => {
  it('placeSuggestions passes the category: its places around the point from Overpass, nearest first', async () => {
    const near = { latitude: 54.4866, longitude: -0.6114 };
    const response = await graphql(stack.gateway.url, NEARBY, {
      variables: { input: '', near, category: 'nightlife' },
      token: ada.token,
    });
    expect(response.errors).toBeUndefined();
    expect(response.data).toEqual({
      placeSuggestions: [{ placeId: 'N6120002', mainText: 'The Duke of York', distanceMeters: expect.any(Number) }],
    });
    expect(places.requests.at(-1)!.query.get('data')).toContain('[amenity~"^(bar|pub|nightclub)$"][name]');
    const bad = await graphql(stack.gateway.url, NEARBY, {
      variables: { input: '', near, category: 'bakery' },
      token: ada.token,
    });
    expect(bad.errors?.[0]?.message).toMatch(/LocalGuideCategory/);
  });
});

import { startFakePlacesServer, type FakePlacesServer } from '@portal/testkit/fake-places';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../index.js';
import { graphql, registerUser, startTestApi, startTestGateway, type TestUser } from '../test/harness.js';

let places: FakePlacesServer;
let api: Awaited<ReturnType<typeof startTestApi>>;
let gateway: RunningGateway;
let ada: TestUser;

beforeAll(async () => {
  places = await startFakePlacesServer();
  api = await startTestApi({
    PLACES_PHOTON_URL: places.url,
    PLACES_NOMINATIM_URL: places.url,
    OVERPASS_URL: `${places.url}/api/interpreter`,
  });
  gateway = await startTestGateway(api.url);
  ada = await registerUser(gateway.url, 'Ada');
});
afterAll(async () => {
  await gateway?.close();
  await api?.close();
  await places?.close();
});

const NEARBY = `query($input: String!, $near: PlaceSearchNear, $category: LocalGuideCategory) {
  placeSuggestions(input: $input, types: "establishment", near: $near, category: $category) {
    placeId mainText distanceMeters
  }
}`;

describe('a hotspot category near the listing (OpenStreetMap)', () => {
  it('placeSuggestions passes the category: its places around the point from Overpass, nearest first', async () => {
    const near = { latitude: 54.4866, longitude: -0.6114 };
    const response = await graphql(gateway.url, NEARBY, {
      variables: { input: '', near, category: 'nightlife' },
      token: ada.token,
    });
    expect(response.errors).toBeUndefined();
    expect(response.data).toEqual({
      placeSuggestions: [{ placeId: 'N6120002', mainText: 'The Duke of York', distanceMeters: expect.any(Number) }],
    });
    expect(places.requests.at(-1)!.query.get('data')).toContain('[amenity~"^(bar|pub|nightclub)$"][name]');
    const bad = await graphql(gateway.url, NEARBY, {
      variables: { input: '', near, category: 'bakery' },
      token: ada.token,
    });
    expect(bad.errors?.[0]?.message).toMatch(/LocalGuideCategory/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cannedPlaceDetails, startFakePlacesServer, type FakePlacesServer } from '@portal/testkit/fake-places';
import { withTestApp, type SignedInUser } from '../test/app.js';
import { testDatabases } from '../test/databases.js';

let fake: FakePlacesServer;
beforeAll(async () => {
  fake = await startFakePlacesServer('google-test-key');
});
afterAll(() => fake.close());

describe.each(testDatabases())('/places on $name', (database) => {
  const setups = [
    {
      provider: 'OpenStreetMap (the default)',
      env: () => ({
        PLACES_PHOTON_URL: fake.url,
        PLACES_NOMINATIM_URL: fake.url,
        OVERPASS_URL: `${fake.url}/api/interpreter`,
      }),
      cafe: 'N4309712345',
      // Overpass: every named café within walking distance, nearest first.
      nearbyCafes: ['Sanders Yard', "Botham's of Whitby", 'The Magpie Cafe'],
    },
    {
      provider: 'Google Places (GOOGLE_MAPS_API_KEY set)',
      env: () => ({ GOOGLE_MAPS_API_KEY: 'google-test-key', PLACES_GOOGLE_URL: fake.url }),
      cafe: 'ChIJmagpieCafe000000002',
      // Google's autocomplete needs a name.
      nearbyCafes: [],
    },
  ];

  describe.each(setups)('with $provider', ({ env, cafe, nearbyCafes }) => {
    const t = withTestApp(database, () => ({ env: env() }));
    const host = t.user();

    const get = (url: string, user: SignedInUser | null = host) =>
      t.app.inject({ url, headers: user ? user.auth : {} });

    it('suggests places around the property', async () => {
      const response = await get('/places/autocomplete?input=magpie&types=cafe&lat=54.4866&lng=-0.6114&radius=10000');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        'hydra:member': [
          {
            placeId: cafe,
            description: expect.stringContaining('The Magpie Cafe'),
            mainText: 'The Magpie Cafe',
            secondaryText: expect.stringContaining('Whitby'),
            distanceMeters: 292,
          },
        ],
        'hydra:totalItems': 1,
      });
    });

    it('gives each suggestion its distance from the listing, nearest first', async () => {
      // From the abbey's car park: the abbey, then the house in Church Street, then the café across the harbour.
      const response = await get('/places/autocomplete?input=whitby&lat=54.4889&lng=-0.6070&radius=10000');
      const members = response.json<{ 'hydra:member': { mainText: string; distanceMeters: number }[] }>()[
        'hydra:member'
      ];
      expect(members.map((member) => member.mainText)).toEqual(['Whitby Abbey', '12 Church Street', 'The Magpie Cafe']);
      const distances = members.map((member) => member.distanceMeters);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(distances[0]).toBeLessThan(100);
      const without = await get('/places/autocomplete?input=magpie');
      expect(without.json()['hydra:member'][0].distanceMeters).toBeNull();
    });

    it("lists a hotspot category's places around the listing without a name", async () => {
      const response = await get(
        '/places/autocomplete?input=&types=establishment&category=cafe&lat=54.4866&lng=-0.6114',
      );
      expect(response.statusCode, response.body).toBe(200);
      const members = response.json<{ 'hydra:member': { mainText: string; distanceMeters: number }[] }>()[
        'hydra:member'
      ];
      expect(members.map((member) => member.mainText)).toEqual(nearbyCafes);
      const distances = members.map((member) => member.distanceMeters);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect((await get('/places/autocomplete?input=&category=cafe')).json()['hydra:member']).toEqual([]);
      expect((await get('/places/autocomplete?input=a&category=bakery&lat=1&lng=1')).statusCode).toBe(400);
    });

    it('answers an empty list for no results or a blank input', async () => {
      expect((await get('/places/autocomplete?input=nowhere%20at%20all')).json()['hydra:member']).toEqual([]);
      const requests = fake.requests.length;
      expect((await get('/places/autocomplete?input=%20%20')).json()['hydra:member']).toEqual([]);
      expect(fake.requests.length).toBe(requests); // nothing asked
    });

    it('gives the details the address editor and the local guide read', async () => {
      const response = await get(`/places/${cafe}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        '@id': `/places/${cafe}`,
        '@type': 'Place',
        ...cannedPlaceDetails(cafe),
      });
      expect((await get('/places/N999')).statusCode).toBe(404);
    });

    it('refuses bad queries, needs a signed-in user, and reports a failing provider as 502', async () => {
      expect((await get('/places/autocomplete')).statusCode).toBe(400);
      expect((await get('/places/autocomplete?input=a&lat=54')).statusCode).toBe(400);
      expect((await get('/places/autocomplete?input=a&lat=100&lng=0')).statusCode).toBe(400);
      expect((await get('/places/autocomplete?input=a', null)).statusCode).toBe(401);
      expect((await get('/places/N1', null)).statusCode).toBe(401);
      const failing = await get('/places/autocomplete?input=fail');
      expect(failing.statusCode).toBe(502);
      expect(failing.json().message).toBe('Place search is not available right now. Please try again later.');
    });
  });
});

import { startFakePlacesServer, type FakePlacesServer } from '@portal/testkit/fake-places';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OpenStreetMapPlaces } from './openstreetmap.js';
import { OverpassSearch, overpassQuery } from './overpass.js';
import { PlacesUnavailable } from './places.js';

let fake: FakePlacesServer;
beforeAll(async () => {
  fake = await startFakePlacesServer();
});
afterAll(() => fake.close());

/** The demo-like listing: 12 Church Street, Whitby. */
const LISTING = { latitude: 54.4866, longitude: -0.6114 };
const USER_AGENT = 'HostPortal/1.0 (+test)';
const overpass = () => new OverpassSearch({ url: `${fake.url}/api/interpreter`, userAgent: USER_AGENT });
const interpreterRequests = () => fake.requests.filter((request) => request.path === '/api/interpreter');

describe('overpassQuery', () => {
  it("asks for a category's named places around the point, bounded in radius and count", () => {
    expect(overpassQuery({ category: 'cafe', location: LISTING, name: '' })).toBe(
      '[out:json][timeout:10];nwr(around:2000,54.486600,-0.611400)[amenity=cafe][name];out center 100;',
    );
    // Without a name, "near here" is walking distance; with one, the 10 km of spec §9 at most.
    expect(overpassQuery({ category: 'cafe', location: LISTING, name: '', radius: 50_000 })).toContain('around:2000,');
    expect(overpassQuery({ category: 'cafe', location: LISTING, name: 'x', radius: 50_000 })).toContain(
      'around:10000,',
    );
    expect(overpassQuery({ category: 'cafe', location: LISTING, name: 'x', radius: 300 })).toContain('around:300,');
  });

  it('makes a union of several tags, and a name a case-insensitive pattern that cannot break out of its string', () => {
    expect(overpassQuery({ category: 'sightseeing', location: LISTING, name: '' })).toBe(
      '[out:json][timeout:10];(' +
        'nwr(around:2000,54.486600,-0.611400)[tourism~"^(attraction|viewpoint)$"][name];' +
        'nwr(around:2000,54.486600,-0.611400)[historic][name];' +
        ');out center 100;',
    );
    expect(overpassQuery({ category: 'nightlife', location: LISTING, name: 'Bob\'s "bar"\\ (1)\n' })).toContain(
      '[amenity~"^(bar|pub|nightclub)$"]["name"~"Bob.s .bar.. .1..",i];',
    );
  });
});

describe('OverpassSearch against the fake', () => {
  it('POSTs the query as a form with the User-Agent, and suggests named places nearest first with distance', async () => {
    const suggestions = await overpass().nearby({ category: 'cafe', location: LISTING, name: '' });
    expect(suggestions).toEqual([
      {
        placeId: 'N6120001',
        mainText: 'Sanders Yard',
        secondaryText: '95 Church Street, Whitby, YO22 4BH',
        description: 'Sanders Yard, 95 Church Street, Whitby, YO22 4BH',
        distanceMeters: 72,
      },
      expect.objectContaining({ placeId: 'W98765432', mainText: "Botham's of Whitby" }),
      expect.objectContaining({ placeId: 'N4309712345', mainText: 'The Magpie Cafe', distanceMeters: 292 }),
    ]);
    const distances = suggestions.map((suggestion) => suggestion.distanceMeters!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const request = interpreterRequests().at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request.headers['user-agent']).toBe(USER_AGENT);
    expect(request.query.get('data')).toBe(
      '[out:json][timeout:10];nwr(around:2000,54.486600,-0.611400)[amenity=cafe][name];out center 100;',
    );
  });

  it('narrows by name, finds places of other tags, and nothing outside the radius', async () => {
    const search = overpass();
    const named = await search.nearby({ category: 'cafe', location: LISTING, name: 'magpie' });
    expect(named.map((s) => s.mainText)).toEqual(['The Magpie Cafe']);
    const sights = await search.nearby({ category: 'sightseeing', location: LISTING, name: '' });
    expect(sights.map((s) => s.mainText)).toEqual(['Whitby Abbey']);
    const close = await search.nearby({ category: 'cafe', location: LISTING, name: '', radius: 100 });
    expect(close.map((s) => s.mainText)).toEqual(['Sanders Yard']);
  });

  it('keeps one request a second, and asks once for a search it has just made', async () => {
    const search = overpass();
    const before = interpreterRequests().length;
    await Promise.all([
      search.nearby({ category: 'food', location: LISTING, name: '' }),
      search.nearby({ category: 'nightlife', location: LISTING, name: '' }),
    ]);
    const [first, second] = interpreterRequests().slice(before);
    // Started a second apart; measured at the fake's end, a loaded machine's delivery jitter is allowed for.
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(900);
    const pubs = await search.nearby({ category: 'nightlife', location: LISTING, name: '' });
    expect(pubs.map((s) => s.mainText)).toEqual(['The Duke of York']);
    expect(interpreterRequests().length).toBe(before + 2);
  });

  it('refuses a search at once when five are already waiting for their turn, and takes new ones after', async () => {
    const search = overpass();
    const categories = ['cafe', 'food', 'nightlife', 'shopping', 'sightseeing', 'activities', 'nature'] as const;
    const results = await Promise.allSettled(
      categories.map((category) => search.nearby({ category, location: LISTING, name: '' })),
    );
    // Seven at once: five take their turns a second apart, the other two are refused without a request.
    expect(results.map((result) => result.status)).toEqual([...Array(5).fill('fulfilled'), 'rejected', 'rejected']);
    expect((results[6] as PromiseRejectedResult).reason).toBeInstanceOf(PlacesUnavailable);
    const later = await search.nearby({ category: 'nature', location: LISTING, name: '' });
    expect(later).toEqual([]);
  });

  it('reports a busy or unreachable server as PlacesUnavailable', async () => {
    await expect(overpass().nearby({ category: 'cafe', location: LISTING, name: 'fail' })).rejects.toBeInstanceOf(
      PlacesUnavailable,
    );
    const dead = new OverpassSearch({ url: 'http://127.0.0.1:9/api/interpreter', userAgent: USER_AGENT });
    await expect(dead.nearby({ category: 'cafe', location: LISTING, name: '' })).rejects.toBeInstanceOf(
      PlacesUnavailable,
    );
  });
});

describe('OpenStreetMapPlaces with a category', () => {
  it('asks Overpass around the location, Photon without one; details of an Overpass place come from Nominatim', async () => {
    const places = new OpenStreetMapPlaces({
      photonUrl: fake.url,
      nominatimUrl: fake.url,
      overpassUrl: `${fake.url}/api/interpreter`,
      userAgent: USER_AGENT,
    });
    const nearby = await places.autocomplete({ input: '', category: 'cafe', location: LISTING, radius: 10_000 });
    expect(nearby.map((s) => s.mainText)).toEqual(['Sanders Yard', "Botham's of Whitby", 'The Magpie Cafe']);
    expect(fake.requests.at(-1)!.path).toBe('/api/interpreter');
    const named = await places.autocomplete({ input: 'magpie', category: 'cafe' });
    expect(named.map((s) => s.mainText)).toEqual(['The Magpie Cafe']);
    expect(fake.requests.at(-1)!.path).toBe('/api');
    expect(await places.autocomplete({ input: '', category: 'cafe' })).toEqual([]);
    expect((await places.details('W98765432'))?.name).toBe("Botham's of Whitby");
  });
});

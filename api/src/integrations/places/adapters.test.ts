import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cannedPlaceDetails, startFakePlacesServer, type FakePlacesServer } from '@portal/testkit/fake-places';
import { GooglePlaces } from './google.js';
import { OpenStreetMapPlaces } from './openstreetmap.js';
import { PlacesUnavailable } from './places.js';

let fake: FakePlacesServer;
beforeAll(async () => {
  fake = await startFakePlacesServer('key-123');
});
afterAll(() => fake.close());

describe('OpenStreetMapPlaces (Photon + Nominatim)', () => {
  const osm = () =>
    new OpenStreetMapPlaces({
      photonUrl: fake.url,
      nominatimUrl: fake.url,
      overpassUrl: `${fake.url}/api/interpreter`,
      userAgent: 'HostPortal/1.0 (+test)',
    });

  it('suggests places from Photon, biased and bounded around a location, with a User-Agent', async () => {
    const suggestions = await osm().autocomplete({
      input: 'magpie',
      types: ['cafe'],
      location: { latitude: 54.4866, longitude: -0.6114 },
      radius: 10_000,
    });
    expect(suggestions).toEqual([
      {
        placeId: 'N4309712345',
        mainText: 'The Magpie Cafe',
        secondaryText: '14 Pier Road, Whitby, YO21 3PU, United Kingdom',
        description: 'The Magpie Cafe, 14 Pier Road, Whitby, YO21 3PU, United Kingdom',
        // From 12 Church Street to Pier Road, across the harbour.
        distanceMeters: 292,
      },
    ]);
    const request = fake.requests.at(-1)!;
    expect(request.path).toBe('/api');
    expect(request.headers['user-agent']).toBe('HostPortal/1.0 (+test)');
    expect(request.query.get('osm_tag')).toBe('amenity:cafe');
    expect(request.query.get('lat')).toBe('54.4866');
    const [minLon, minLat, maxLon, maxLat] = request.query.get('bbox')!.split(',').map(Number);
    expect(minLat).toBeCloseTo(54.4866 - 0.0898, 3);
    expect(maxLat).toBeCloseTo(54.4866 + 0.0898, 3);
    expect(minLon).toBeLessThan(-0.6114 - 0.15);
    expect(maxLon).toBeGreaterThan(-0.6114 + 0.15);
  });

  it('names an address by its street line and filters address searches by layer', async () => {
    const [suggestion] = await osm().autocomplete({ input: '12 church street', types: ['address'] });
    expect(suggestion).toEqual({
      placeId: 'N5550001',
      mainText: '12 Church Street',
      secondaryText: 'Whitby, YO22 4AE, United Kingdom',
      description: '12 Church Street, Whitby, YO22 4AE, United Kingdom',
      distanceMeters: null,
    });
    expect(fake.requests.at(-1)!.query.getAll('layer')).toEqual(['house', 'street']);
    expect(await osm().autocomplete({ input: 'nowhere at all' })).toEqual([]);
  });

  it('reads details from Nominatim lookup', async () => {
    expect(await osm().details('W26538400')).toEqual({
      ...cannedPlaceDetails('W26538400'),
      formattedAddress: 'Whitby Abbey, Abbey Lane, Whitby, YO22 4JT, United Kingdom',
      photoReference: null,
    });
    const request = fake.requests.at(-1)!;
    expect(request.path).toBe('/lookup');
    expect(request.query.get('osm_ids')).toBe('W26538400');
    expect(request.headers['user-agent']).toMatch(/^HostPortal/);
    expect(await osm().details('N1')).toBeNull();
    expect(await osm().details('ChIJnotAnOsmId')).toBeNull();
  });

  it('keeps to one Nominatim request per second, and asks once for a place it has just read', async () => {
    const places = osm();
    const started = Date.now();
    await Promise.all([places.details('N4309712345'), places.details('W26538400'), places.details('N5550001')]);
    const lookups = fake.requests.filter((request) => request.path === '/lookup').slice(-3);
    const times = lookups.map((request) => request.at);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(990);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(990);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1980);
    const count = fake.requests.length;
    expect((await places.details('W26538400'))?.name).toBe('Whitby Abbey');
    expect(fake.requests.length).toBe(count); // from the cache
  });

  it('has no place photos', async () => {
    expect(await osm().photo('anything', 500)).toBeNull();
  });

  it('reports an unreachable or failing service as PlacesUnavailable', async () => {
    await expect(osm().autocomplete({ input: 'fail' })).rejects.toBeInstanceOf(PlacesUnavailable);
    const dead = new OpenStreetMapPlaces({
      photonUrl: 'http://127.0.0.1:9',
      nominatimUrl: 'http://127.0.0.1:9',
      overpassUrl: 'http://127.0.0.1:9',
      userAgent: 'x',
    });
    await expect(dead.autocomplete({ input: 'whitby' })).rejects.toBeInstanceOf(PlacesUnavailable);
  });
});

describe('GooglePlaces (legacy Places web service)', () => {
  const google = (key = 'key-123') => new GooglePlaces(key, fake.url);

  it('autocompletes with the key, types, location and radius', async () => {
    const suggestions = await google().autocomplete({
      input: 'whitby abbey',
      types: ['establishment'],
      location: { latitude: 54.48, longitude: -0.61 },
      radius: 10_000,
    });
    expect(suggestions).toEqual([
      {
        placeId: 'ChIJwhitbyAbbey000000001',
        description: 'Whitby Abbey, Abbey Lane, Whitby, United Kingdom',
        mainText: 'Whitby Abbey',
        secondaryText: 'Abbey Lane, Whitby, United Kingdom',
        distanceMeters: 957,
      },
    ]);
    const request = fake.requests.at(-1)!;
    expect(request.path).toBe('/maps/api/place/autocomplete/json');
    expect(Object.fromEntries(request.query)).toMatchObject({
      input: 'whitby abbey',
      types: 'establishment',
      location: '54.48,-0.61',
      radius: '10000',
      origin: '54.48,-0.61',
      key: 'key-123',
    });
    expect(await google().autocomplete({ input: 'nowhere at all' })).toEqual([]);
  });

  it('reads details: address parts, location, website and the first photo reference', async () => {
    expect(await google().details('ChIJmagpieCafe000000002')).toEqual({
      ...cannedPlaceDetails('ChIJmagpieCafe000000002'),
      formattedAddress: '14 Pier Road, Whitby YO21 3PU, UK',
      photoReference: 'AUc7tXmagpiePhotoReference',
    });
    expect(fake.requests.at(-1)!.query.get('fields')).toContain('geometry/location');
    expect(await google().details('ChIJunknown')).toBeNull();
  });

  it('fetches a place photo at the asked width, following the redirect to the image', async () => {
    const photo = await google().photo('AUc7tXmagpiePhotoReference', 500);
    expect(photo?.contentType).toBe('image/png');
    expect(photo?.body.subarray(1, 4).toString()).toBe('PNG');
    const asked = fake.requests.find((request) => request.path === '/maps/api/place/photo')!;
    expect(Object.fromEntries(asked.query)).toEqual({
      maxwidth: '500',
      photo_reference: 'AUc7tXmagpiePhotoReference',
      key: 'key-123',
    });
    expect(await google().photo('unknown-reference', 500)).toBeNull();
    await expect(google('wrong').photo('AUc7tXmagpiePhotoReference', 500)).rejects.toBeInstanceOf(PlacesUnavailable);
  });

  it('reports a refused key or an exhausted quota as PlacesUnavailable', async () => {
    await expect(google('wrong').autocomplete({ input: 'whitby' })).rejects.toThrow(/REQUEST_DENIED/);
    await expect(google().autocomplete({ input: 'fail' })).rejects.toThrow(/OVER_QUERY_LIMIT/);
  });
});

import { createServer } from 'node:http';
import { listenLocally } from '@portal/testkit/http-server';

/**
 * A stand-in for Google's Places web service (the legacy JSON API the REST API's Google adapter calls), on
 * 127.0.0.1 with one canned place: gateway tests point PLACES_GOOGLE_URL at it and nothing reaches the internet.
 * Searching for 'fail' answers a Google error (the REST API then answers 502).
 */
export async function startFakeGooglePlaces() {
  const requests: URL[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    requests.push(url);
    const send = (body: unknown) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/maps/api/place/autocomplete/json') {
      const input = url.searchParams.get('input') ?? '';
      if (input === 'fail')
        return send({ status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' });
      if (!'magpie cafe'.startsWith(input.toLowerCase())) return send({ status: 'ZERO_RESULTS', predictions: [] });
      return send({
        status: 'OK',
        predictions: [
          {
            place_id: 'ChIJmagpieCafe000000002',
            description: 'The Magpie Cafe, Pier Road, Whitby, UK',
            structured_formatting: { main_text: 'The Magpie Cafe', secondary_text: 'Pier Road, Whitby, UK' },
            ...(url.searchParams.has('origin') ? { distance_meters: 292 } : {}),
          },
        ],
      });
    }
    if (url.pathname === '/maps/api/place/details/json') {
      if (url.searchParams.get('place_id') !== 'ChIJmagpieCafe000000002') return send({ status: 'NOT_FOUND' });
      return send({
        status: 'OK',
        result: {
          place_id: 'ChIJmagpieCafe000000002',
          name: 'The Magpie Cafe',
          formatted_address: '14 Pier Rd, Whitby YO21 3PU, UK',
          address_components: [
            { long_name: '14', short_name: '14', types: ['street_number'] },
            { long_name: 'Pier Road', short_name: 'Pier Rd', types: ['route'] },
            { long_name: 'Whitby', short_name: 'Whitby', types: ['postal_town'] },
            { long_name: 'YO21 3PU', short_name: 'YO21 3PU', types: ['postal_code'] },
            { long_name: 'United Kingdom', short_name: 'GB', types: ['country', 'political'] },
          ],
          geometry: { location: { lat: 54.4877, lng: -0.6155 } },
          website: 'https://www.magpiecafe.co.uk/',
          photos: [{ photo_reference: 'AUc7tXmagpiePhotoReference' }],
        },
      });
    }
    response.writeHead(404).end();
  });
  const url = await listenLocally(server);
  return {
    url,
    /** What the REST API asked, oldest first. */
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createRestClient } from '../rest/client.js';
import { calendarDeltas } from '../rest/listing-deltas.js';

const listing = (propertyId: number, name: string) => ({ propertyId, name });
const kept = (...members: { propertyId: number; name: string }[]) => ({
  body: { 'hydra:member': members, 'hydra:totalItems': members.length },
  bytes: 100 * members.length,
});

describe('calendarDeltas', () => {
  it('replaces the changed listings, keeps the others, in the order sent', () => {
    const before = kept(listing(1, 'A'), listing(2, 'B'), listing(3, 'C'));
    const after = calendarDeltas.apply(before, {
      propertyIds: [3, 4, 1],
      changed: [listing(4, 'D'), listing(1, 'A renamed')],
      'hydra:totalItems': 7,
    });
    expect(after?.body).toEqual({
      'hydra:member': [listing(3, 'C'), listing(4, 'D'), listing(1, 'A renamed')],
      'hydra:totalItems': 7,
    });
    expect(after?.bytes).toBe(300);
    // Shared with the kept answer, not copied; the kept answer itself unchanged.
    expect((after?.body as typeof before.body)['hydra:member'][0]).toBe(before.body['hydra:member'][2]);
    expect(before.body['hydra:member'].map((member) => member.name)).toEqual(['A', 'B', 'C']);
  });

  it('answers nothing for a delta naming a listing neither kept nor sent', () => {
    const delta = { propertyIds: [1, 9], changed: [], 'hydra:totalItems': 2 };
    expect(calendarDeltas.apply(kept(listing(1, 'A')), delta)).toBeUndefined();
  });
});

describe('the REST client given a delta that does not fit', () => {
  it('reads the answer again in full, with no A-IM', async () => {
    const seen: IncomingHttpHeaders[] = [];
    // A loopback stand-in for the API that answers a conditional read with a delta naming a listing never sent.
    const server = createServer((request, response) => {
      seen.push(request.headers);
      const members = [listing(1, `A${seen.length}`)];
      if (request.headers['a-im']) {
        response.writeHead(226, { etag: 'W/"2"', im: 'listings', 'content-type': 'application/json' });
        response.end(JSON.stringify({ propertyIds: [1, 9], changed: [], 'hydra:totalItems': 2 }));
        return;
      }
      response.writeHead(200, { etag: `W/"${seen.length}"`, 'content-type': 'application/json' });
      response.end(JSON.stringify({ 'hydra:member': members, 'hydra:totalItems': 1 }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const client = createRestClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    try {
      const rest = client.forToken('token');
      const read = () => rest.get('/property-calendars', { view: 'columnar' }, { revalidate: calendarDeltas });
      expect(await read()).toEqual({ 'hydra:member': [listing(1, 'A1')], 'hydra:totalItems': 1 });
      expect(await read()).toEqual({ 'hydra:member': [listing(1, 'A3')], 'hydra:totalItems': 1 });
      expect(seen.map((headers) => [headers['if-none-match'], headers['a-im']])).toEqual([
        [undefined, undefined],
        ['W/"1"', 'listings'],
        [undefined, undefined],
      ]);
      expect(client.stats.deltas).toBe(0);
    } finally {
      await client.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

import { randomUUID } from 'node:crypto';
import type { PropertiesListDeltaDto, PropertyCalendarsDeltaDto } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openTestApp, signUp, type SignedInUser } from '../test/app.js';
import { addPricedProperty } from '../test/calendars.js';
import { testDatabases } from '../test/databases.js';

const REDIS_URL = process.env.REDIS_URL;
const WINDOW = '/property-calendars?from=2027-03-01&to=2027-03-31&view=columnar';

const read = (app: FastifyInstance, user: SignedInUser, etag?: string) =>
  app.inject({
    url: WINDOW,
    headers: { ...user.auth, ...(etag && { 'if-none-match': etag, 'a-im': 'listings' }) },
  });

describe.skipIf(!REDIS_URL)('calendar and list deltas with REDIS_URL', () => {
  it('are sent by any API instance for a tag another one answered', async () => {
    const env = { REDIS_URL, REDIS_CHANNEL_PREFIX: `test-${randomUUID()}:` };
    const first = await openTestApp(testDatabases()[0]!, { env });
    // A second app on the same database: another API instance, with its own connection to Redis.
    const second = buildApp({ db: first.db, config: first.config });
    await second.ready();
    try {
      const host = await signUp(first.app);
      await addPricedProperty(first.app, host, 'Kept');
      const changed = await addPricedProperty(first.app, host, 'Changed');
      const full = await read(first.app, host);
      expect(full.statusCode).toBe(200);
      const override = await second.inject({
        method: 'POST',
        url: `/properties/${changed.id}/manual-override/create`,
        headers: host.auth,
        payload: { fromDate: '2027-03-02', toDate: '2027-03-02', rate: 12345 },
      });
      expect(override.statusCode, override.body).toBe(200);
      const delta = await read(second, host, full.headers.etag as string);
      expect(delta.statusCode).toBe(226);
      expect(delta.headers['delta-base']).toBe(full.headers.etag);
      const { changed: members } = delta.json<PropertyCalendarsDeltaDto>();
      expect(members.map((member) => member.name)).toEqual(['Changed']);
      expect(members[0]!.rates).toContainEqual([12345, 1]);
      // And back: the tag the second answered is a base for the first.
      await addPricedProperty(first.app, host, 'Added');
      const again = await read(first.app, host, delta.headers.etag as string);
      expect(again.statusCode).toBe(226);
      expect(again.json<PropertyCalendarsDeltaDto>().changed.map((member) => member.name)).toEqual(['Added']);

      // The list of listings' deltas, the same way.
      const list = await first.app.inject({ url: '/properties?view=list', headers: host.auth });
      const renamed = await second.inject({
        method: 'PUT',
        url: `/properties/${changed.id}`,
        headers: host.auth,
        payload: { name: 'Renamed' },
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      const listDelta = await second.inject({
        url: '/properties?view=list',
        headers: { ...host.auth, 'if-none-match': list.headers.etag as string, 'a-im': 'listings' },
      });
      expect(listDelta.statusCode).toBe(226);
      expect(listDelta.json<PropertiesListDeltaDto>().changed.map((member) => member.name)).toEqual(['Renamed']);
    } finally {
      await second.close();
      await first.close();
    }
  });
});

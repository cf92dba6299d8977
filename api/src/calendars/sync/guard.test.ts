import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedServer } from '@portal/testkit/feed-server';
import { FeedError } from './errors.js';
import { fetchFeed, type FetchSettings } from './fetch.js';
import { isPublicAddress, resolveAllowed } from './guard.js';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.8.8',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.251',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    'not-an-ip',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '151.101.1.140', '172.32.0.1', '2a00:1450:4007:80e::200e', '::ffff:8.8.8.8'])(
    'allows %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it('refuses a name when any of its resolved addresses is private', async () => {
    const resolver = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.5', family: 4 },
    ];
    await expect(resolveAllowed('www.airbnb.com', undefined, resolver)).rejects.toThrow(/private or local network/);
    await expect(resolveAllowed('[::1]')).rejects.toThrow(/private or local network/);
  });
});

describe('fetchFeed without CALENDAR_FETCH_ORIGIN', () => {
  let server: FeedServer;
  let port: string;
  const base: FetchSettings = { origin: null, maxBytes: 1_000_000, timeoutMs: 5_000, userAgent: 'test' };
  const none = { etag: null, lastModified: null };
  beforeAll(async () => {
    server = await FeedServer.start();
    port = new URL(server.origin).port;
    server.serve('/feed.ics', 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
    // Redirects to a name that resolves to another loopback address (nothing listens there: it is never reached).
    server.serve('/to-internal', { status: 302, headers: { location: `http://internal.test:${port}/feed.ics` } });
    server.serve('/to-literal', { status: 302, headers: { location: `http://127.0.0.2:${port}/feed.ics` } });
  });
  afterAll(() => server.close());

  it('refuses loopback addresses, written or resolved, before any request', async () => {
    await expect(fetchFeed(`http://127.0.0.1:${port}/feed.ics`, none, base)).rejects.toThrow(
      new FeedError(`The feed address 127.0.0.1 points to a private or local network: refused`),
    );
    await expect(fetchFeed(`http://localhost:${port}/feed.ics`, none, base)).rejects.toThrow(
      /localhost points to a private or local network: refused/,
    );
    await expect(fetchFeed(`http://[::1]:${port}/feed.ics`, none, base)).rejects.toThrow(/private or local network/);
    expect(server.requests).toEqual([]);
  });

  it('checks every redirect target again', async () => {
    // The test's policy lets 127.0.0.1 stand for a public address; feeds.test resolves to it, internal.test to
    // 127.0.0.2, which the policy refuses like any private address.
    const settings: FetchSettings = {
      ...base,
      policy: (address) => address === '127.0.0.1',
      resolver: async (name) => [{ address: name === 'feeds.test' ? '127.0.0.1' : '127.0.0.2', family: 4 }],
    };
    const ok = await fetchFeed(`http://feeds.test:${port}/feed.ics`, none, settings);
    expect(ok).toMatchObject({ status: 'fetched' });
    await expect(fetchFeed(`http://feeds.test:${port}/to-internal`, none, settings)).rejects.toThrow(
      /internal\.test points to a private or local network: refused/,
    );
    await expect(fetchFeed(`http://feeds.test:${port}/to-literal`, none, settings)).rejects.toThrow(
      /127\.0\.0\.2 points to a private or local network: refused/,
    );
    expect(server.requests.map((request) => request.url)).toEqual(['/feed.ics', '/to-internal', '/to-literal']);
  });
});

import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { acceptsManipulation, DeltaBases, RedisDeltaBases, type DeltaBaseStore } from '../plugins/deltas.js';

const rows = (...versions: [number, number][]) => versions.map(([id, version]) => ({ id, version }));
const REDIS_URL = process.env.REDIS_URL;
const redis = REDIS_URL ? new Redis(REDIS_URL) : undefined;
const prefix = `test-${randomUUID()}:listings-delta:`;
afterAll(async () => {
  if (!redis) return;
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

const stores: [string, () => DeltaBaseStore][] = [
  ['in this process', () => new DeltaBases()],
  ...(redis ? [['in Redis', () => new RedisDeltaBases(redis, prefix)] as [string, () => DeltaBaseStore]] : []),
];

describe.each(stores)('the delta bases %s', (_name, open) => {
  it('answers the listings whose version moved since a base of the same owner and asked key', async () => {
    const bases = open();
    const tag = `W/"${randomUUID()}"`;
    await bases.remember(tag, 1, 'window', rows([10, 1], [11, 4]));
    const now = rows([10, 1], [11, 5], [12, 0]);
    expect(await bases.changedSince(tag, 1, 'window', now)).toEqual({ base: tag, changed: [11, 12] });
    expect((await bases.changedSince(tag.slice(2), 1, 'window', now))?.changed).toEqual([11, 12]);
    expect((await bases.changedSince(`W/"x", ${tag}`, 1, 'window', now))?.base).toBe(tag);
    expect(await bases.changedSince(tag, 2, 'window', now)).toBeUndefined();
    expect(await bases.changedSince(tag, 1, 'another window', now)).toBeUndefined();
    expect(await bases.changedSince(undefined, 1, 'window', now)).toBeUndefined();
    expect(await bases.changedSince('W/"never answered"', 1, 'window', now)).toBeUndefined();
  });
});

describe.skipIf(!redis)('the delta bases in Redis', () => {
  it('are found by every instance, and go an hour (the TTL) after their tag was last answered', async () => {
    const tag = `W/"${randomUUID()}"`;
    await new RedisDeltaBases(redis!, prefix, 60).remember(tag, 1, 'w', rows([1, 2]));
    expect(await new RedisDeltaBases(redis!, prefix).changedSince(tag, 1, 'w', rows([1, 3]))).toEqual({
      base: tag,
      changed: [1],
    });
    const key = `${prefix}${tag.slice(2)}`;
    expect(await redis!.ttl(key)).toBeLessThanOrEqual(60);
    new RedisDeltaBases(redis!, prefix, 3600).touch(tag);
    await redis!.ping();
    expect(await redis!.ttl(key)).toBeGreaterThan(60);
  });

  it('answer no base, never an error, when Redis cannot be reached or holds something else', async () => {
    const down = new Redis('redis://127.0.0.1:9', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });
    const unreachable = new RedisDeltaBases(down, prefix);
    await unreachable.remember('W/"a"', 1, 'w', rows([1, 1]));
    expect(await unreachable.changedSince('W/"a"', 1, 'w', rows([1, 1]))).toBeUndefined();
    down.disconnect();
    await redis!.set(`${prefix}"garbled"`, 'not json');
    expect(await new RedisDeltaBases(redis!, prefix).changedSince('W/"garbled"', 1, 'w', [])).toBeUndefined();
  });
});

describe('DeltaBases', () => {
  it('keeps at most its listings over all tags, the least recently answered tag going first', async () => {
    const bases = new DeltaBases(3);
    await bases.remember('"a"', 1, 'w', rows([1, 1], [2, 1]));
    await bases.remember('"b"', 1, 'w', rows([3, 1]));
    bases.touch('"a"');
    await bases.remember('"c"', 1, 'w', rows([4, 1]));
    expect(await bases.changedSince('"b"', 1, 'w', [])).toBeUndefined();
    expect(await bases.changedSince('"a"', 1, 'w', [])).toBeDefined();
    await bases.remember('"huge"', 1, 'w', rows([1, 1], [2, 1], [3, 1], [4, 1]));
    expect(await bases.changedSince('"huge"', 1, 'w', [])).toBeUndefined();
    expect(await bases.changedSince('"c"', 1, 'w', [])).toBeDefined();
  });
});

describe('A-IM', () => {
  it('names a manipulation in a list, with parameters, in any case', () => {
    expect(acceptsManipulation(undefined, 'listings')).toBe(false);
    expect(acceptsManipulation('listings', 'listings')).toBe(true);
    expect(acceptsManipulation('vcdiff, Listings;q=0.5', 'listings')).toBe(true);
    expect(acceptsManipulation(['gzip', 'listings'], 'listings')).toBe(true);
    expect(acceptsManipulation('gzip', 'listings')).toBe(false);
  });
});

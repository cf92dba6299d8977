import { LISTINGS_DELTA_IM } from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { DeltasConfig } from '../config.js';
import type { Capped } from '../db/capped.js';
import { namesEtag, opaqueTags, versionsEtag } from './etags.js';
import { connectOptionalRedis } from './redis-client.js';

/**
 * Deltas of answers made of listings (RFC 3229: the columnar calendar, the list of listings): which listings changed
 * since an answer a client holds, told by the listings' versions behind its ETag (etags.ts `versionsEtag`).
 */

/** Listings' versions kept in all, over every tag: a 200-listing calendar's tag keeps 200 (a few KB). */
export const DELTA_BASE_LISTINGS = 200_000;
/** How long Redis keeps a tag's versions after it was last answered (a 304 included). */
export const DELTA_BASE_TTL_SECONDS = 3600;

type Versions = readonly { id: number; version: number }[];

/**
 * What a tag was answered for: the user, the asked key (what the tag holds besides its listings), each listing's
 * version.
 */
interface Base {
  owner: number;
  asked: string;
  versions: ReadonlyMap<number, number>;
}

export interface Since {
  /** The tag of the answer the delta is of (the Delta-Base header). */
  base: string;
  /** The listings whose version is not the base's (changed, or new to the answer). */
  changed: number[];
}

/**
 * The listings' versions behind the tags an API answered lately, so that a client holding one of those answers
 * (its If-None-Match with `A-IM: listings`) is sent only the listings changed since: RFC 3229's delta, a
 * `226 IM Used`. A tag not known (forgotten, or another instance's without Redis) is answered in full: only bytes
 * are lost. Kept per owner and asked key, so a tag of another host or window is never a base.
 */
export interface DeltaBaseStore {
  remember(etag: string, owner: number, asked: string, rows: Versions): Promise<void>;
  /** The answer of `etag` was sent again (304): keep its versions as long as if just answered. */
  touch(etag: string): void;
  /** The first tag of `ifNoneMatch` known as a base of `owner`'s `asked`, and what changed since; else undefined. */
  changedSince(
    ifNoneMatch: string | undefined,
    owner: number,
    asked: string,
    rows: Versions,
  ): Promise<Since | undefined>;
}

function sinceBase(tag: string, base: Base, owner: number, asked: string, rows: Versions): Since | undefined {
  if (base.owner !== owner || base.asked !== asked) return undefined;
  const changed = rows.filter((row) => base.versions.get(row.id) !== row.version).map((row) => row.id);
  return { base: `W/${tag}`, changed };
}

/** In this process (one API instance, or no Redis): an LRU of `maxListings` listings' versions over every tag. */
export class DeltaBases implements DeltaBaseStore {
  private readonly bases = new Map<string, Base>();
  private listings = 0;

  constructor(private readonly maxListings = DELTA_BASE_LISTINGS) {}

  async remember(etag: string, owner: number, asked: string, rows: Versions): Promise<void> {
    const [key] = opaqueTags(etag);
    if (key === undefined) return;
    this.forget(key);
    if (rows.length > this.maxListings) return;
    this.bases.set(key, { owner, asked, versions: new Map(rows.map((row) => [row.id, row.version])) });
    this.listings += rows.length;
    while (this.listings > this.maxListings) this.forget(this.bases.keys().next().value!);
  }

  touch(etag: string): void {
    const [key] = opaqueTags(etag);
    const base = key === undefined ? undefined : this.bases.get(key);
    if (!base) return;
    this.bases.delete(key!);
    this.bases.set(key!, base);
  }

  async changedSince(ifNoneMatch: string | undefined, owner: number, asked: string, rows: Versions) {
    for (const tag of opaqueTags(ifNoneMatch)) {
      const base = this.bases.get(tag);
      const since = base && sinceBase(tag, base, owner, asked, rows);
      if (since) return since;
    }
    return undefined;
  }

  private forget(key: string): void {
    const base = this.bases.get(key);
    if (!base) return;
    this.bases.delete(key);
    this.listings -= base.versions.size;
  }
}

/**
 * In Redis (REDIS_URL): every API instance finds the tags any of them answered, so a delta is sent whichever
 * instance the gateway reaches. A key per tag (`${prefix}${tag}`) holding `[owner, asked, id, version, id, …]`,
 * gone an hour after its tag was last answered. Redis failing costs full answers, never an error.
 */
export class RedisDeltaBases implements DeltaBaseStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly ttlSeconds = DELTA_BASE_TTL_SECONDS,
  ) {}

  async remember(etag: string, owner: number, asked: string, rows: Versions): Promise<void> {
    const [tag] = opaqueTags(etag);
    if (tag === undefined) return;
    const value = JSON.stringify([owner, asked, ...rows.flatMap((row) => [row.id, row.version])]);
    await this.redis.set(this.prefix + tag, value, 'EX', this.ttlSeconds).catch(() => undefined);
  }

  touch(etag: string): void {
    const [tag] = opaqueTags(etag);
    if (tag !== undefined) this.redis.expire(this.prefix + tag, this.ttlSeconds).catch(() => undefined);
  }

  async changedSince(ifNoneMatch: string | undefined, owner: number, asked: string, rows: Versions) {
    // A client sends the tag it holds; a list of many is not worth a round trip each.
    for (const tag of opaqueTags(ifNoneMatch).slice(0, 2)) {
      const value = await this.redis.get(this.prefix + tag).catch(() => null);
      const base = value === null ? undefined : decodeBase(value);
      const since = base && sinceBase(tag, base, owner, asked, rows);
      if (since) return since;
    }
    return undefined;
  }
}

function decodeBase(value: string): Base | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed)) return undefined;
  const [owner, asked, ...pairs] = parsed as [unknown, unknown, ...number[]];
  if (typeof owner !== 'number' || typeof asked !== 'string') return undefined;
  const versions = new Map<number, number>();
  for (let index = 0; index + 1 < pairs.length; index += 2) versions.set(pairs[index]!, pairs[index + 1]!);
  return { owner, asked, versions };
}

/** Whether an A-IM header (RFC 3229 §10.5.3: a list, each item with optional parameters) names `manipulation`. */
export function acceptsManipulation(aIm: string | string[] | undefined, manipulation: string): boolean {
  const header = Array.isArray(aIm) ? aIm.join(',') : aIm;
  if (!header) return false;
  return header.split(',').some((item) => item.split(';')[0]!.trim().toLowerCase() === manipulation);
}

/** An answer made of listings after its conditional read (`conditionalRead`): not modified, or its rows. */
export type ListingsAnswer<R> =
  { notModified: true } | { notModified: false; since: Since | undefined; rows: R[]; total: number };

/**
 * The conditional read of an answer made of listings, once their versions are read (before anything of the answer:
 * see versionsEtag): its ETag and Cache-Control set; not modified (send 304) when If-None-Match names the tag; else
 * the rows `read` answers, all of them or, when the client asked for a delta (`A-IM: listings`, unless `deltas` is
 * false) of a base this store knows, those of the listings changed `since` (none read when none changed). This
 * tag's versions are remembered as a base while the rows are read.
 */
export async function conditionalRead<R>(
  store: DeltaBaseStore,
  request: FastifyRequest,
  reply: FastifyReply,
  answer: { owner: number; asked: string; versions: Capped<{ id: number; version: number }>; deltas: boolean },
  read: (changed: number[] | undefined) => Promise<Capped<R>>,
): Promise<ListingsAnswer<R>> {
  const { owner, asked, versions } = answer;
  const etag = versionsEtag(asked, versions);
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  const ifNoneMatch = request.headers['if-none-match'];
  if (namesEtag(ifNoneMatch, etag)) {
    store.touch(etag);
    return { notModified: true };
  }
  if (!answer.deltas) return { notModified: false, since: undefined, ...(await read(undefined)) };
  const since = acceptsManipulation(request.headers['a-im'], LISTINGS_DELTA_IM)
    ? await store.changedSince(ifNoneMatch, owner, asked, versions.rows)
    : undefined;
  const [{ rows, total }] = await Promise.all([
    since?.changed.length === 0 ? { rows: [], total: versions.total } : read(since?.changed),
    store.remember(etag, owner, asked, versions.rows),
  ]);
  return { notModified: false, since, rows, total };
}

/**
 * The 226 answer: `members`, read for the listings changed `since` the base (`idOf` tells a member's listing), and
 * the order of every listing of `versions` but those changed and not read (gone from the answer between the two
 * reads: the next tag differs, and the client's next read removes them).
 */
export function deltaAnswer<M>(
  reply: FastifyReply,
  versions: Capped<{ id: number }>,
  since: Since,
  members: readonly M[],
  idOf: (member: M) => number,
): { propertyIds: number[]; changed: M[]; 'hydra:totalItems': number } {
  reply.code(226).header('im', LISTINGS_DELTA_IM).header('delta-base', since.base);
  const answered = new Set(members.map(idOf));
  const unread = new Set(since.changed.filter((id) => !answered.has(id)));
  return {
    propertyIds: versions.rows.map((row) => row.id).filter((id) => !unread.has(id)),
    changed: [...members],
    'hydra:totalItems': versions.total,
  };
}

/**
 * The delta bases of every route answering listings (one store, one Redis connection: the tags are digests, so the
 * routes' bases never meet): in Redis with REDIS_URL, else in this process.
 */
export async function deltaBaseStore(
  app: FastifyInstance,
  { redisUrl, keyPrefix }: DeltasConfig,
): Promise<DeltaBaseStore> {
  if (!redisUrl) return new DeltaBases();
  const redis = await connectOptionalRedis(app, redisUrl, {
    name: 'Deltas',
    without: 'calendars and lists are answered in full',
    commandTimeoutMs: 100,
  });
  return new RedisDeltaBases(redis, keyPrefix);
}

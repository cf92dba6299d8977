import { webOperations } from '@portal/gateway';
import type { Stack } from '../calendars/stack.js';
import { takeTurns, timedGraphql, timedRest, type Sample } from '../turns.js';

export interface Request {
  label: string;
  samples: Sample[];
}

/** The web's listings page operation (web/src/routes/properties/PropertiesPage.graphql, fragments included). */
export function listingsPageQuery(): { name: string; query: string } {
  const page = webOperations().find(({ name }) => name === 'Properties');
  if (!page) throw new Error('The web app has no Properties query');
  return page;
}

export interface ListingsComparison {
  full: Request;
  list: Request;
  /** The list view asked again with the ETag of its last answer, nothing changed since: a 304. */
  notModified: Request;
  /** The page's query, nothing changed between requests: the gateway revalidates its REST answer (a 304). */
  gateway: Request;
  /** The page's query after one listing's base rate changed (untimed) before each: REST answers in full. */
  gatewayAfterChange: Request;
}

/**
 * The host's listings straight from the REST API (`GET /properties`, full items and the list view) and through the
 * gateway (the listings page's own query), with the same client (Node's fetch, keep-alive), taking turns
 * (../turns.ts). Bodies are read to the end and checked (row count, no GraphQL errors); the gateway's REST client
 * counts the calls each GraphQL request made (requests run one at a time, so the count is exact).
 */
export async function compareListings(
  stack: Stack,
  token: string,
  propertyIds: readonly number[],
  turns: { warmup: number; iterations: number },
): Promise<ListingsComparison> {
  const listings = propertyIds.length;
  const rest = (path: string) => timedRest(new URL(path, stack.api.url), token, listings);
  const page = listingsPageQuery();
  const gateway = timedGraphql(stack.gateway, token, {
    label: page.name,
    body: { query: page.query, operationName: page.name },
    rows: (data: { properties?: unknown[] }) => data.properties?.length,
    expected: listings,
    // Like for like with the REST calls (the API does not compress): the gateway's own work.
    acceptEncoding: 'identity',
  });
  const runs = [
    rest('/properties'),
    rest('/properties?view=list'),
    revalidatedRest(new URL('/properties?view=list', stack.api.url), token),
    gateway,
    afterChange(stack, token, propertyIds, gateway),
  ];
  const [full = [], list = [], notModified = [], viaGateway = [], changed = []] = await takeTurns(runs, turns);
  return {
    full: { label: 'REST GET /properties', samples: full },
    list: { label: 'REST GET /properties?view=list', samples: list },
    notModified: { label: 'REST GET /properties?view=list, If-None-Match (304)', samples: notModified },
    gateway: { label: `gateway ${page.name} (the listings page's query), unchanged`, samples: viaGateway },
    gatewayAfterChange: { label: `gateway ${page.name}, one listing changed before each`, samples: changed },
  };
}

/**
 * A GET with the ETag of its own last answer, timed to the last byte: fails unless it answers 304 (its first call,
 * untimed, reads the tag; nothing changes the host's listings between these calls but `afterChange`, which runs
 * in another turn, so the tag is read again whenever a 200 comes).
 */
function revalidatedRest(url: URL, token: string): () => Promise<Sample> {
  let etag: string | null = null;
  const get = (tag: string | null) =>
    fetch(url, { headers: { authorization: `Bearer ${token}`, ...(tag && { 'if-none-match': tag }) } });
  return async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const started = performance.now();
      const response = await get(etag);
      await response.text();
      const ms = performance.now() - started;
      if (response.status === 304) return { ms, bytes: 0, wireBytes: 0, calls: 0 };
      if (response.status !== 200) throw new Error(`REST ${url.pathname}${url.search}: ${response.status}`);
      etag = response.headers.get('etag');
    }
    throw new Error(`REST ${url.pathname}${url.search}: no 304 to the ETag it answered`);
  };
}

/**
 * `timed` after one listing's base rate changed (untimed; the next listing each time), as a host's edit before the
 * list is read again: that listing's list version changes, so REST answers in full.
 */
function afterChange(
  stack: Stack,
  token: string,
  propertyIds: readonly number[],
  timed: () => Promise<Sample>,
): () => Promise<Sample> {
  let turn = 0;
  return async () => {
    const id = propertyIds[turn % propertyIds.length]!;
    turn += 1;
    const response = await fetch(new URL(`/properties/${id}`, stack.api.url), {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ baseRate: (100 + turn) * 100 }),
    });
    if (response.status !== 200) throw new Error(`save: ${response.status} ${await response.text()}`);
    return timed();
  };
}

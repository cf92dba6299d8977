import { webOperations } from '@portal/gateway';
import type { Stack } from '../calendars/stack.js';
import { takeTurns, type Sample } from '../turns.js';

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

/**
 * The host's listings straight from the REST API (`GET /properties`, full items and the list view) and through the
 * gateway (the listings page's own query), with the same client (Node's fetch, keep-alive), taking turns
 * (../turns.ts). Bodies are read to the end and checked (row count, no GraphQL errors); the gateway's REST client
 * counts the calls each GraphQL request made (requests run one at a time, so the count is exact).
 */
export async function compareListings(
  stack: Stack,
  token: string,
  listings: number,
  turns: { warmup: number; iterations: number },
): Promise<{ full: Request; list: Request; gateway: Request }> {
  const headers = { authorization: `Bearer ${token}` };
  const rest = (path: string) => async (): Promise<Sample> => {
    const started = performance.now();
    const response = await fetch(new URL(path, stack.api.url), { headers });
    const text = await response.text();
    const ms = performance.now() - started;
    const rows = (JSON.parse(text) as { 'hydra:member'?: unknown[] })['hydra:member']?.length;
    if (response.status !== 200 || rows !== listings) throw new Error(`REST ${path}: ${response.status}, ${rows} rows`);
    return { ms, bytes: Buffer.byteLength(text), calls: 0 };
  };
  const page = listingsPageQuery();
  const body = JSON.stringify({ query: page.query, operationName: page.name });
  const gateway = async (): Promise<Sample> => {
    const before = stack.gateway.rest.stats.requests;
    const started = performance.now();
    const response = await fetch(`${stack.gateway.url}/graphql`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body,
    });
    const text = await response.text();
    const ms = performance.now() - started;
    const calls = stack.gateway.rest.stats.requests - before;
    const answer = JSON.parse(text) as { data?: { properties?: unknown[] }; errors?: unknown };
    if (answer.errors || answer.data?.properties?.length !== listings) {
      throw new Error(`GraphQL ${page.name}: ${response.status} ${text.slice(0, 500)}`);
    }
    return { ms, bytes: Buffer.byteLength(text), calls };
  };
  const [full = [], list = [], viaGateway = []] = await takeTurns(
    [rest('/properties'), rest('/properties?view=list'), gateway],
    turns,
  );
  return {
    full: { label: 'REST GET /properties', samples: full },
    list: { label: 'REST GET /properties?view=list', samples: list },
    gateway: { label: `gateway ${page.name} (the listings page's query)`, samples: viaGateway },
  };
}

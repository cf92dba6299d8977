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

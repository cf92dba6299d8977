import { createTokenBudget, type TokenBudget } from './access-tokens/token-budget.js';
import { createBookingLoaders } from './bookings/loaders.js';
import { createIcalLinkLoaders } from './ical-links/loaders.js';
import { createGuideLoaders } from './guides/loaders.js';
import { createImageLoaders } from './images/loaders.js';
import { createPropertyLoaders } from './properties/loaders.js';
import type { RestCaller, RestClient } from './rest/client.js';
import { createStayLoaders } from './stays/loaders.js';
import { createServiceLoaders } from './services/loaders.js';
import { createUserLoaders } from './users/loaders.js';

/** Every request gets its own loaders, so nothing one user loaded is ever served to another. */
export function createLoaders(rest: RestCaller) {
  return {
    ...createUserLoaders(rest),
    ...createPropertyLoaders(rest),
    ...createImageLoaders(rest),
    ...createGuideLoaders(rest),
    ...createIcalLinkLoaders(rest),
    ...createBookingLoaders(rest),
    ...createServiceLoaders(rest),
    ...createStayLoaders(rest),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;

export interface GatewayContext {
  /** The caller's bearer token, forwarded to the REST API; null when signed out. */
  token: string | null;
  rest: RestCaller;
  /** The REST API as the holder of another token: the one login just issued. */
  restAs(token: string): RestCaller;
  loaders: Loaders;
  /**
   * The caller's user id when the transport already authenticated it: WebSocket connections check their token
   * once in `onConnect`. Null over HTTP, where the REST API checks the token on every call.
   */
  userId: number | null;
  /** The per-token budget the REST API reported on this request's calls (personal access tokens only). */
  tokenBudget: TokenBudget;
}

/** `clientAddress`: whom the REST calls are made for (X-Forwarded-For, for the API's per-address rate limits). */
export function createContext(
  client: RestClient,
  token: string | null,
  userId: number | null = null,
  clientAddress: string | null = null,
): GatewayContext {
  const tokenBudget = createTokenBudget();
  const rest = client.forToken(token, clientAddress, tokenBudget.observe);
  const restAs = (other: string) => client.forToken(other, clientAddress);
  return { token, rest, restAs, loaders: createLoaders(rest), userId, tokenBudget };
}

/** The token of an `Authorization: Bearer …` value; null for anything else. */
export function bearerToken(authorization: unknown): string | null {
  if (typeof authorization !== 'string') return null;
  return /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1] ?? null;
}

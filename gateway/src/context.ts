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

/** Each domain's loaders, made together (a group's loaders prime one another). */
const GROUPS = [
  createUserLoaders,
  createPropertyLoaders,
  createImageLoaders,
  createGuideLoaders,
  createIcalLinkLoaders,
  createBookingLoaders,
  createServiceLoaders,
  createStayLoaders,
];
type Group = (typeof GROUPS)[number];
type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;
export type Loaders = Intersection<ReturnType<Group>>;

/** A caller for learning the loaders' names: making a loader calls nothing. */
const unused = () => Promise.reject(new Error('No REST caller'));
const NO_CALLER: RestCaller = { get: unused, post: unused, put: unused, delete: unused };

/**
 * Loaders made on first use, a domain's group at a time: a request pays only for the loaders it uses (the listings
 * page uses none). One prototype getter per loader name, learnt once here.
 */
class LazyLoaders {
  private readonly made = new Map<Group, Record<string, unknown>>();
  constructor(private readonly rest: RestCaller) {}
  protected loader(group: Group, name: string): unknown {
    let loaders = this.made.get(group);
    if (!loaders) this.made.set(group, (loaders = group(this.rest)));
    return loaders[name];
  }
}
for (const group of GROUPS) {
  for (const name of Object.keys(group(NO_CALLER))) {
    Object.defineProperty(LazyLoaders.prototype, name, {
      get(this: { loader: (group: Group, name: string) => unknown }) {
        return this.loader(group, name);
      },
    });
  }
}

/** Every request gets its own loaders, so nothing one user loaded is ever served to another. */
export function createLoaders(rest: RestCaller): Loaders {
  // The getters above give every loader of every group: the type the class cannot state.
  return new LazyLoaders(rest) as unknown as Loaders;
}

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

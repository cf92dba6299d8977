import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { withTestApp, type SignedInUser, type TestAppOptions, type TestAppSuite } from './app.js';
import type { TestDatabase } from './databases.js';

export interface ResourceSuite {
  t: TestAppSuite;
  /** The host the tests act as. */
  host: SignedInUser;
  /** Another host, whose listings and items the host must not reach. */
  other: SignedInUser;
  /** POST to the collection as `user`. */
  post(user: SignedInUser, payload: object): Promise<LightMyRequestResponse>;
  /** PUT to an item's IRI as `user`. */
  put(user: SignedInUser, url: string, payload: object): Promise<LightMyRequestResponse>;
  /** Deletes the item at `iri` as `user` (204), then checks it is gone (404). */
  expectDeleted(user: SignedInUser, iri: string): Promise<void>;
  /** Checks that `user` can neither read, change (when `change` is given) nor delete the item at `iri`. */
  expectOutOfReach(user: SignedInUser, iri: string, change?: object): Promise<void>;
}

/**
 * The set-up most REST resource tests share: the real app on a fresh database, a host and another host, and POST
 * and PUT helpers for the resource at `collection` (`/property-bedrooms`, say).
 */
export function withResourceSuite(
  database: TestDatabase,
  collection: string,
  options?: TestAppOptions | (() => TestAppOptions),
): ResourceSuite {
  const t = withTestApp(database, options);
  const host = t.user();
  const other = t.user();
  const post = (user: SignedInUser, payload: object) =>
    t.app.inject({ method: 'POST', url: collection, headers: user.auth, payload });
  const put = (user: SignedInUser, url: string, payload: object) =>
    t.app.inject({ method: 'PUT', url, headers: user.auth, payload });

  async function expectOutOfReach(user: SignedInUser, iri: string, change?: object) {
    expect((await t.app.inject({ url: iri, headers: user.auth })).statusCode).toBe(404);
    if (change) expect((await put(user, iri, change)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: iri, headers: user.auth })).statusCode).toBe(404);
  }

  async function expectDeleted(user: SignedInUser, iri: string) {
    expect((await t.app.inject({ method: 'DELETE', url: iri, headers: user.auth })).statusCode).toBe(204);
    expect((await t.app.inject({ url: iri, headers: user.auth })).statusCode).toBe(404);
  }

  return { t, host, other, post, put, expectDeleted, expectOutOfReach };
}

import {
  collectionOf,
  idParams,
  pagedCollectionQuery,
  savePushQuery,
  type PagedCollectionQuery,
  type SavePushQuery,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { pageOf, type Bound, type Capped } from '../db/capped.js';
import type { Db } from '../db/database.js';
import { COLLECTION_CAPS } from '../plugins/collection-caps.js';
import { callerOf } from '../plugins/auth.js';
import { orNotFound } from '../plugins/errors.js';
import { collection } from '../plugins/json-ld.js';
import type { RateLimitClassName } from '../plugins/rate-limits.js';
import type { User } from '../users/repository.js';
import { collectionFilter } from './ownership.js';
import { savedThenPushed } from './push.js';

/** What `toItem` answers: the contract's type of the item schema (any object for a plain JSON schema). */
type ItemOf<Schema> = (Schema extends TSchema ? Static<Schema> : object) & { '@id': string };

/** A resource that belongs to a listing (bedrooms, amenities, seasonal rates, calendars). */
export interface SubResource<T extends { id: number }, Item extends object = object> {
  /** `/property-bedrooms` */
  path: string;
  /** The item's schema (@portal/contract): the answer's type and the allow-list of what leaves the server. */
  itemSchema: Item;
  /** Schema of POST and PUT bodies (types only: the rules are the service's yup schemas, which take `unknown`). */
  body: object;
  toItem(row: T): ItemOf<Item>;
  /** At most `cap` rows (COLLECTION_CAPS.subResources) or the page asked for, and how many match in all. */
  list(db: Db, ownerId: number, filter: { ids?: number[]; propertyIds?: number[] }, bound: Bound): Promise<Capped<T>>;
  /** The caller's row, or undefined (another user's row does not exist for the caller). */
  find(db: Db, ownerId: number, id: number): Promise<T | undefined>;
  create(db: Db, caller: User, body: unknown): Promise<T>;
  update(db: Db, caller: User, row: T, body: unknown): Promise<T>;
  /** Only where the spec offers a delete. */
  remove?(db: Db, caller: User, row: T): Promise<void>;
  /** The rate-limit classes POST, PUT and DELETE count in (none by default). */
  writeRateLimits?: readonly RateLimitClassName[];
  /**
   * The listing of a row, for a resource whose saves push the listing: POST, PUT and DELETE then take `?push=`
   * (savedThenPushed: the write and its push in one transaction) and count in 'listing-saves'.
   */
  listingOf?(row: T): number;
}

/**
 * The routes of a listing's sub-resource: `GET <path>?property[]=…&id[]=…` (one call loads the rows of many
 * listings), `POST <path>` (201), `GET|PUT <path>/{id}` and, where offered, `DELETE <path>/{id}` (204).
 */
export function registerSubResource<T extends { id: number }, Item extends object = object>(
  app: FastifyInstance,
  db: Db,
  resource: SubResource<T, Item>,
) {
  // Typed by route generics: the type provider cannot resolve a schema that is a type parameter.
  const routes = app;
  const requireUser = app.requireUser;
  const { path, body } = resource;
  const itemSchema: object = resource.itemSchema;
  const ownRow = async (caller: User, id: number) => {
    return orNotFound(await resource.find(db, caller.id, id));
  };
  const listingOf = resource.listingOf;
  const rateLimits = [...(resource.writeRateLimits ?? []), ...(listingOf ? (['listing-saves'] as const) : [])];
  const config = rateLimits.length > 0 ? { rateLimits } : {};
  /** The write, with the push `?push=` names when the resource pushes its listing. */
  const saved = <R>(query: SavePushQuery, write: (db: Db) => Promise<R>, rowOf: (result: R) => T) =>
    listingOf ? savedThenPushed(db, query.push, write, (result) => listingOf(rowOf(result))) : write(db);
  const querystring = listingOf ? { querystring: savePushQuery } : {};

  routes.get<{ Querystring: PagedCollectionQuery }>(
    path,
    {
      preHandler: requireUser,
      schema: { querystring: pagedCollectionQuery, response: { 200: collectionOf(itemSchema) } },
    },
    async (request) => {
      const filter = collectionFilter(request.query);
      const page = pageOf(request.query);
      const bound = page ?? COLLECTION_CAPS.subResources;
      const { rows, total } = await resource.list(db, callerOf(request).id, filter, bound);
      return collection(
        rows.map((row) => resource.toItem(row)),
        total,
        page && { url: request.url, page },
      );
    },
  );

  routes.post<{ Querystring: SavePushQuery }>(
    path,
    { preHandler: requireUser, config, schema: { ...querystring, body, response: { 201: itemSchema } } },
    async (request, reply) => {
      const caller = callerOf(request);
      const row = await saved(
        request.query,
        (trx) => resource.create(trx, caller, request.body),
        (created) => created,
      );
      const item = resource.toItem(row);
      return reply.code(201).header('location', item['@id']).send(item);
    },
  );

  routes.get<{ Params: Static<typeof idParams> }>(
    `${path}/:id`,
    { preHandler: requireUser, schema: { params: idParams, response: { 200: itemSchema } } },
    async (request) => resource.toItem(await ownRow(callerOf(request), request.params.id)),
  );

  routes.put<{ Params: Static<typeof idParams>; Querystring: SavePushQuery }>(
    `${path}/:id`,
    {
      preHandler: requireUser,
      config,
      schema: { params: idParams, ...querystring, body, response: { 200: itemSchema } },
    },
    async (request) => {
      const caller = callerOf(request);
      const row = await ownRow(caller, request.params.id);
      const updated = await saved(
        request.query,
        (trx) => resource.update(trx, caller, row, request.body),
        (result) => result,
      );
      return resource.toItem(updated);
    },
  );

  const remove = resource.remove;
  if (remove) {
    routes.delete<{ Params: Static<typeof idParams>; Querystring: SavePushQuery }>(
      `${path}/:id`,
      { preHandler: requireUser, config, schema: { params: idParams, ...querystring } },
      async (request, reply) => {
        const caller = callerOf(request);
        const row = await ownRow(caller, request.params.id);
        await saved(
          request.query,
          (trx) => remove(trx, caller, row),
          () => row,
        );
        return reply.code(204).send();
      },
    );
  }
}

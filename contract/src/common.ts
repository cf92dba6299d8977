import { API_LIMITS } from '@portal/schema';
import Type, { type Static, type TSchema, type TUnsafe } from 'typebox';

/**
 * The pieces every route shares. Body schemas declare types only; rules and messages live in the yup schemas.
 * Nullable values are `{ type: [type, 'null'] }` (not TypeBox's anyOf), the exact JSON the validator always had, so
 * its coercion and its error messages stay what clients know.
 */

/** `{ key: value(key) }` for each key, typed by its keys (the one place `Object.fromEntries` needs its type told). */
export function recordOf<K extends string, V>(keys: readonly K[], value: (key: K) => V): Record<K, V> {
  return Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>;
}

type JsonType = 'string' | 'integer' | 'number' | 'boolean';

/** `{ type: [type, 'null'] }` with the static type `T | null`. */
export const orNull = <T>(type: JsonType) => Type.Unsafe<T | null>({ type: [type, 'null'] });

/** A TypeBox schema or null, written `anyOf: [{ type: 'null' }, schema]` (the JSON these fields always had). */
export const orNullOf = <T extends TSchema>(schema: T) =>
  Type.Unsafe<Static<T> | null>({ anyOf: [{ type: 'null' }, schema] });

/** A TypeBox schema that may also be null (`type: [its type, 'null']`), e.g. an embedded object. */
export function nullable<T extends TSchema & { type: string }>(schema: T): TUnsafe<Static<T> | null> {
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });
}

/** Optional, nullable body fields: absent, null or a value of the type. */
export const field = {
  string: () => Type.Optional(orNull<string>('string')),
  boolean: () => Type.Optional(orNull<boolean>('boolean')),
  integer: () => Type.Optional(orNull<number>('integer')),
  /** Integers the yup rules check: 1.5 reaches them and gets their message ('Must be a whole number'). */
  number: () => Type.Optional(orNull<number>('number')),
};

export const text = Type.String();
export const optionalText = orNull<string>('string');
export const integer = Type.Integer();
export const optionalInteger = orNull<number>('integer');
export const optionalNumber = orNull<number>('number');
export const boolean = Type.Boolean();
/** A string the server only ever fills with one of `T` (documented as a string, typed as the union). */
export const textOf = <T extends string>() => Type.Unsafe<T>({ type: 'string' });
export const optionalTextOf = <T extends string>() => orNull<T>('string');
/** A list of IRIs (`/images/3`). */
export const iris = Type.Array(text);
/** The JSON-LD identity of every item. */
export const jsonLd = { '@id': text, '@type': text };

/** A record id in a path: beyond the largest id it names nothing, and the API answers 404. */
export const recordId = Type.Integer({ minimum: 1, maximum: API_LIMITS.recordIdMax });

export const idParams = Type.Object({ id: recordId });

/**
 * A list filter of ids (`?id[]=1&id[]=2`): at most API_LIMITS.filterValuesMax values (more is a 400). Ids beyond
 * the largest record id are accepted and match nothing, like other users' ids.
 */
export const idList = Type.Array(Type.Integer({ minimum: 1 }), { maxItems: API_LIMITS.filterValuesMax });

/** A list filter of IRIs (`?property[]=/properties/12`), bounded like `idList`. */
export const iriList = Type.Array(Type.String({ maxLength: 100 }), { maxItems: API_LIMITS.filterValuesMax });

/** `?id[]=` (the gateway's batch reads; `?id=` too). */
export const idsQuery = Type.Object({ 'id[]': Type.Optional(idList), id: Type.Optional(idList) });

/** Query of a listing's sub-resources: `?id[]=` and the listing filter `?property=` / `?property[]=`. */
export const collectionQuery = Type.Object({
  id: Type.Optional(idList),
  'id[]': Type.Optional(idList),
  property: Type.Optional(iriList),
  'property[]': Type.Optional(iriList),
});
export type CollectionQuery = Static<typeof collectionQuery>;

/** Page sizes of a paginated collection (`?itemsPerPage=`): its default and its largest. */
export const PAGE_SIZE = { default: 30, max: 100 } as const;
/** The largest `?page=` (a bound, not a real limit: beyond the last page a collection is empty). */
export const PAGE_MAX = 1_000_000;

/**
 * `?page=` (from 1) and `?itemsPerPage=` (1 to PAGE_SIZE.max) of a collection route: with either, the answer is that
 * page and its `hydra:view`; without both, the collection answers as it always did (up to its cap).
 */
export const pageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_MAX })),
  itemsPerPage: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_SIZE.max })),
});
export type PageQuery = Static<typeof pageQuery>;

/** The links of a page of a collection (IRIs keeping the request's other query parameters). */
export const hydraView = Type.Object({
  '@id': text,
  'hydra:first': text,
  'hydra:last': text,
  'hydra:next': Type.Optional(text),
  'hydra:previous': Type.Optional(text),
});
export type HydraView = Static<typeof hydraView>;

/** `collectionQuery` with `?page=&itemsPerPage=` (a listing's sub-resources). */
export const pagedCollectionQuery = Type.Object({ ...collectionQuery.properties, ...pageQuery.properties });
export type PagedCollectionQuery = Static<typeof pagedCollectionQuery>;

/**
 * A Hydra collection of `member`; `hydra:totalItems` counts every match when a cap cut the members short or a page
 * was asked for (`hydra:view` then links its pages).
 */
export const collectionOf = <T extends TSchema>(member: T) =>
  Type.Object({
    'hydra:member': Type.Array(member),
    'hydra:totalItems': Type.Integer(),
    'hydra:view': Type.Optional(hydraView),
  });

export interface HydraCollection<T> {
  'hydra:member': T[];
  'hydra:totalItems': number;
  'hydra:view'?: HydraView;
}

/** The error body of every 4xx and 5xx but 422. */
export const errorBody = Type.Object({ statusCode: integer, error: text, message: text });

/** The 422 body: one violation per field, with the §5 message. */
export const violationsBody = Type.Object({
  '@type': Type.Literal('ConstraintViolationList'),
  violations: Type.Array(Type.Object({ propertyPath: text, message: text })),
});

/** POST routes that take no body (spec §7: 'empty body'). */
export const emptyBody = Type.Object({});
export type EmptyBody = Record<string, never>;

/** The URLs of an image's sizes (spec ImageSizes). */
export const imageSizesSchema = Type.Object({
  squareSmallUrl: text,
  mediumUrl: text,
  largeUrl: text,
  originalUrl: text,
});
export type ImageSizesDto = Static<typeof imageSizesSchema>;

/**
 * 304 of a read that sends ETags (the columnar calendar, the list of listings): the If-None-Match the client sent
 * names the answer's ETag (nothing the answer shows changed since it was read), so no body.
 */
export const notModified = Type.Unknown({
  description: 'Not modified: the answer of the ETag sent still holds (no body)',
});

/**
 * The instance manipulation (RFC 3229) of an answer made of listings sent as a delta (the columnar calendar, the
 * list of listings): a request with `A-IM: listings` and the If-None-Match of an answer it holds may be answered
 * `226 IM Used` with only the listings changed since.
 */
export const LISTINGS_DELTA_IM = 'listings';

/**
 * The 226 IM Used answer of `member`s (`A-IM: listings`): the members of the listings changed since the answer of the
 * ETag sent (its `Delta-Base` header), and every listing's id in the answer's order. A listing of `propertyIds` not
 * in `changed` is as the base answer had it; one of the base not in `propertyIds` left the answer.
 */
export const listingsDeltaOf = <T extends TSchema>(member: T) =>
  Type.Object(
    {
      propertyIds: Type.Array(integer),
      changed: Type.Array(member),
      'hydra:totalItems': Type.Integer(),
    },
    {
      description:
        "IM Used (A-IM: listings): the listings changed since the Delta-Base answer, and the answer's listing ids in " +
        'order; any other listing is as the base had it.',
    },
  );

/**
 * The headers of a conditional read of listings (RFC 9110 revalidation, RFC 3229 deltas): `answer` names what the
 * client holds ("a columnar answer"), `delta` the 226 answer's schema.
 */
export const listingsReadHeaders = (answer: string, delta: string) =>
  Type.Object({
    'if-none-match': Type.Optional(
      Type.String({ description: `The ETag of ${answer} held: 304 with no body while it still holds.` }),
    ),
    'a-im': Type.Optional(
      Type.String({
        description:
          `\`listings\`, with the If-None-Match of ${answer} held: 226 IM Used with only the listings changed ` +
          `since (${delta}), when this server still knows that answer; else the full answer.`,
      }),
    ),
  });

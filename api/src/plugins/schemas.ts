import { API_LIMITS } from '@portal/schema';

/** JSON-schema pieces the routes share. Schemas declare types only; rules and messages live in the yup schemas. */

/** A record id in a path: beyond the largest id it names nothing, and the errors plugin answers 404. */
export const recordId = { type: 'integer', minimum: 1, maximum: API_LIMITS.recordIdMax } as const;

export const idParams = {
  type: 'object',
  properties: { id: recordId },
  required: ['id'],
} as const;

/**
 * A list filter of ids (`?id[]=1&id[]=2`): at most API_LIMITS.filterValuesMax values (more is a 400). Ids beyond
 * the largest record id are accepted and match nothing, like other users' ids (`inRecordRange`).
 */
export const idList = {
  type: 'array',
  items: { type: 'integer', minimum: 1 },
  maxItems: API_LIMITS.filterValuesMax,
} as const;

/** A list filter of IRIs (`?property[]=/properties/12`), bounded like `idList`. */
export const iriList = {
  type: 'array',
  items: { type: 'string', maxLength: 100 },
  maxItems: API_LIMITS.filterValuesMax,
} as const;

type JsonType = 'string' | 'integer' | 'number' | 'boolean';

/** A body whose fields are all optional and may be null, each of the given JSON type (or a schema of its own). */
export function bodySchema(fields: Record<string, JsonType | object>) {
  const properties = Object.fromEntries(
    Object.entries(fields).map(([name, type]) => [name, typeof type === 'string' ? { type: [type, 'null'] } : type]),
  );
  return { type: 'object', properties } as const;
}

export const text = { type: 'string' } as const;
export const optionalText = { type: ['string', 'null'] } as const;
export const integer = { type: 'integer' } as const;
export const optionalInteger = { type: ['integer', 'null'] } as const;
export const boolean = { type: 'boolean' } as const;
export const jsonLd = { '@id': text, '@type': text } as const;

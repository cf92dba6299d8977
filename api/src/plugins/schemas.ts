/**
 * Plain JSON-schema pieces for the domains not yet on @portal/contract (analytics, search, places, guides): the
 * shared ids come from the contract; bodies and scalars keep their `as const` JSON here until those domains move.
 * New routes take their schemas from @portal/contract.
 */
export { idList, idParams, iriList, recordId } from '@portal/contract';

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

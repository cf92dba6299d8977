import type { FastifyInstance } from 'fastify';
import { badRequest, violation } from './errors.js';

export const NUL_MESSAGE = 'This text contains a character that is not allowed (NUL, \\u0000)';

/**
 * Where the first string holding a NUL character (U+0000) is in a parsed JSON value: its path (`address.street`,
 * `photos.2.caption`; '' for the value itself), or null. Keys count too. Walked without recursion, so any depth of
 * nesting is safe.
 */
export function nulPath(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push([item, join(path, String(index))]));
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        const at = join(path, key);
        if (key.includes('\u0000')) return at;
        stack.push([item, at]);
      }
    }
  }
  return null;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/**
 * Bad values answer 4xx before any route sees them. A NUL character fits in a SQLite text but PostgreSQL refuses
 * it (a 500 there), and no field of this product has a use for it: in a JSON body it is a 422 violation on its
 * field; in the path or the query, a 400. Multipart fields are checked where they are read (images/routes.ts).
 */
export async function inputGuards(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const inPath = nulPath(request.params);
    if (inPath !== null) throw badRequest(`Path parameter '${inPath}': ${NUL_MESSAGE}`);
    const inQuery = nulPath(request.query);
    if (inQuery !== null) throw badRequest(`Query parameter '${inQuery.replace(/\.\d+$/, '')}': ${NUL_MESSAGE}`);
    const inBody = nulPath(request.body);
    if (inBody !== null) throw violation(inBody, NUL_MESSAGE);
  });
}
// Not encapsulated: the hook applies to every route of the app.
Object.assign(inputGuards, { [Symbol.for('skip-override')]: true });

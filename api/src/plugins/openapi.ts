import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';

/** The docs page loads only its own files (swagger-ui's bundle, served by the API): no CDN, works offline. */
const DOCS_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "connect-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

/** Paths whose first segment is not their domain's name. */
const DOMAIN_OF: Record<string, string> = {
  register: 'users',
  login: 'users',
  logout: 'users',
  me: 'users',
  'property-sync-logs': 'properties',
  'copy-property-booking-settings': 'properties',
  'copy-property-pricing-settings': 'properties',
  'booking-invoice': 'bookings',
  upload: 'images',
  uploads: 'images',
  ical: 'calendars',
  'message-templates': 'messages',
  'help-email': 'help',
  'help-contact': 'help',
  'copy-local-guides': 'local-guides',
};

/** `/properties/{id}/rad/push` → `properties`: one tag per domain groups the docs page. */
function tagOf(url: string) {
  const segment = url.split('/')[1]?.replace(/[{:].*$/, '') || 'api';
  return DOMAIN_OF[segment] ?? segment;
}

/** Routes behind `requireUser` take the bearer token: marked in the document. */
function needsToken(route: RouteOptions, requireUser: unknown) {
  const hooks: unknown[] = [route.preHandler ?? []].flat();
  return hooks.includes(requireUser);
}

/**
 * A copy of `schema` in JSON Schema 2020-12 (OpenAPI 3.1's): a tuple written the draft-07 way the serializer reads
 * (`items: [...]`, `additionalItems: false`) becomes `prefixItems` with `items: false`. The route keeps its own.
 */
export function asJsonSchema2020(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(asJsonSchema2020);
  if (schema === null || typeof schema !== 'object') return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) copy[key] = asJsonSchema2020(value);
  if (Array.isArray(copy.items)) {
    copy.prefixItems = copy.items;
    copy.items = copy.additionalItems === false ? false : (copy.additionalItems ?? true);
    delete copy.additionalItems;
  }
  return copy;
}

/**
 * The OpenAPI 3.1 document of every route, generated from the route schemas (@portal/contract). Registered first:
 * it records the routes as they are added. `docsRoutes` serves it.
 */
export async function openApiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Host portal REST API',
        version: '1.0.0',
        description:
          'Spec section 7. Items are JSON-LD (`@id`, `@type`); collections are Hydra (`hydra:member`, ' +
          '`hydra:totalItems`). A body field that breaks a rule answers 422 with a ConstraintViolationList.',
      },
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A session token (a JWT from POST /login) or a personal access token (`hp_…`, Settings → API access), ' +
              'which opens the routes of its scopes only: GET needs `read:<area>`, other methods `write:<area>` ' +
              '(areas: listings, bookings, messages); the account, billing and /access-tokens answer it 403. ' +
              'Its answers carry x-ratelimit-limit, -remaining and -reset. See /docs/api on the portal.',
          },
        },
      },
    },
    transform: ({ schema, url, route }) => ({
      url,
      schema: {
        ...(asJsonSchema2020(schema) as typeof schema),
        tags: [tagOf(url)],
        ...(needsToken(route, app.requireUser) && { security: [{ bearer: [] }] }),
      },
    }),
  });
}

/** `GET /openapi.json` (`/api/openapi.json` through the gateway) and a readable page at `/docs`, both public. */
export async function docsRoutes(app: FastifyInstance) {
  app.get(
    '/openapi.json',
    { config: { rateLimits: ['docs'] }, schema: { hide: true } },
    // The server is relative to the document: `/` on the API itself, `/api/` through the gateway.
    async (_request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send({ ...app.swagger(), servers: [{ url: '.', description: 'this API' }] }),
  );

  await app.register(async (docs) => {
    docs.addHook('preHandler', docs.rateLimitCheck('docs'));
    await docs.register(swaggerUi, {
      routePrefix: '/docs',
      staticCSP: DOCS_CSP,
      uiConfig: { docExpansion: 'list', defaultModelsExpandDepth: 0 },
      // The page's copy: its own URL is /docs/json, the API one level up.
      transformSpecification: (document) => ({ ...document, servers: [{ url: '..', description: 'this API' }] }),
    });
  });
}
// Not encapsulated: the document records the routes of every plugin of the app.
Object.assign(openApiPlugin, { [Symbol.for('skip-override')]: true });

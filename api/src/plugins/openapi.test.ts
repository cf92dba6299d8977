import { Validator } from '@seriousme/openapi-schema-validator';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testDatabases } from '../test/databases.js';
import type { OpenTestDatabase } from '../test/databases.js';

interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  security?: unknown[];
}
interface Document {
  [key: string]: unknown;
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

let opened: OpenTestDatabase;
let app: ReturnType<typeof buildApp>;
const routes: RouteOptions[] = [];

beforeAll(async () => {
  const [sqlite] = testDatabases();
  if (!sqlite) throw new Error('no test database');
  opened = await sqlite.open();
  app = buildApp({ db: opened.db, config: opened.config });
  app.addHook('onRoute', (route) => void routes.push(route));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await opened?.close();
});

const documented = (route: RouteOptions) =>
  !(route.schema && 'hide' in route.schema && route.schema.hide) && route.method !== 'HEAD';
/** `/users/:id/profile` → `/users/{id}/profile`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}').replace(/\*$/, '{*}');

describe('GET /openapi.json', () => {
  let document: Document;
  beforeAll(async () => {
    const response = await app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    document = response.json<Document>();
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents the calendar’s conditional read: its headers, the delta (226) and the 304', () => {
    const read = document.paths['/property-calendars']?.get as Operation & { responses: Record<string, unknown> };
    const headers = (read.parameters ?? []).filter((parameter) => parameter.in === 'header').map(({ name }) => name);
    expect(headers).toEqual(['if-none-match', 'a-im']);
    expect(Object.keys(read.responses)).toEqual(expect.arrayContaining(['200', '226', '304']));
  });

  it('has every route of the app with its path parameters, query and body', () => {
    const ours = routes.filter(documented).filter((route) => !route.url.startsWith('/docs'));
    expect(ours.length).toBeGreaterThan(80);
    for (const route of ours) {
      for (const method of [route.method].flat()) {
        const operation = document.paths[openApiPath(route.url)]?.[method.toLowerCase()];
        expect(operation, `${method} ${route.url}`).toBeDefined();
        const inPath = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]);
        const parameters = operation?.parameters ?? [];
        for (const name of inPath) {
          expect(parameters, `${method} ${route.url} :${name}`).toContainEqual(
            expect.objectContaining({ name, in: 'path' }),
          );
        }
        const schema = route.schema ?? {};
        if ('querystring' in schema && schema.querystring) {
          expect(
            parameters.some((parameter) => parameter.in === 'query'),
            `${method} ${route.url} query`,
          ).toBe(true);
        }
        if ('body' in schema && schema.body) {
          expect(operation?.requestBody?.content['application/json'], `${method} ${route.url} body`).toBeDefined();
        }
      }
    }
  });

  it('describes bodies and answers from the contract, and marks the routes that take a token', () => {
    const register = document.paths['/register']?.post;
    expect(register?.requestBody?.content['application/json']?.schema).toMatchObject({
      type: 'object',
      properties: { email: { type: ['string', 'null'] }, acceptsMarketing: { type: ['boolean', 'null'] } },
    });
    expect(register?.security).toBeUndefined();
    expect(document.paths['/me']?.get?.security).toEqual([{ bearer: [] }]);
    expect(JSON.stringify(document.paths['/users/{id}'])).toContain('"maximum"');
    expect(document.paths['/login']?.post).toMatchObject({ tags: ['users'] });
  });

  it('shows page and itemsPerPage on each paginated collection, and hydra:view in its answer', () => {
    for (const path of ['/properties', '/bookings', '/messages', '/calendars', '/purchases', '/seasonal-rates']) {
      const operation = document.paths[path]?.get;
      const names = (operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      expect(names, path).toEqual(expect.arrayContaining(['page', 'itemsPerPage']));
      expect(JSON.stringify(operation), path).toContain('hydra:view');
    }
    const itemsPerPage = document.paths['/properties']?.get?.parameters?.find((p) => p.name === 'itemsPerPage');
    expect(itemsPerPage).toMatchObject({ schema: { minimum: 1, maximum: 100 } });
  });

  it('is served to anyone (the docs are public), with the docs rate-limit class', async () => {
    const route = routes.find((candidate) => candidate.url === '/openapi.json');
    expect(route?.config?.rateLimits).toEqual(['docs']);
  });
});

describe('GET /docs', () => {
  it('is an HTML page that loads nothing from another origin', async () => {
    const response = await app.inject({ method: 'GET', url: '/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/https?:/);
    expect(response.body).toContain('swagger-ui');
    expect(response.body).not.toMatch(/(src|href)\s*=\s*["']?(https?:)?\/\//i);
    const initializer = await app.inject({ method: 'GET', url: '/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
    expect(initializer.body).toContain('"validatorUrl":null'.replace('"validatorUrl":', 'validatorUrl: '));
    for (const file of ['swagger-ui-bundle.js', 'swagger-ui.css']) {
      const asset = await app.inject({ method: 'GET', url: `/docs/static/${file}` });
      expect(asset.statusCode, file).toBe(200);
    }
  });

  it("the page's copy of the document points at the API one level up", async () => {
    const response = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.json<{ servers: unknown }>().servers).toEqual([{ url: '..', description: 'this API' }]);
  });
});

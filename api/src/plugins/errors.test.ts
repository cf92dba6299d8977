import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testDatabases, type OpenTestDatabase } from '../test/databases.js';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { badRequest, forbidden } from './errors.js';

describe('error answers', () => {
  const [sqlite] = testDatabases();
  let opened: OpenTestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    opened = await sqlite!.open();
    app = buildApp({ db: opened.db, config: opened.config });
    app.get('/test/crash', async () => {
      throw new Error('secret detail at /srv/app.js:12');
    });
    app.get('/test/forbidden', async () => {
      throw forbidden();
    });
    app.get('/test/bad', async () => {
      throw badRequest('Nope');
    });
    app.get('/test/refused-value', async () => {
      throw Object.assign(new pg.DatabaseError('invalid byte sequence for encoding "UTF8": 0x00', 0, 'error'), {
        code: '22021',
      });
    });
    app.get('/test/other-database-error', async () => {
      throw Object.assign(new pg.DatabaseError('deadlock detected', 0, 'error'), { code: '40P01' });
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await opened.close();
  });

  it('GET /health is ok', async () => {
    const response = await app.inject({ url: '/health' });
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('an unknown route is a JSON 404', async () => {
    const response = await app.inject({ url: '/no/such/thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Not found' });
  });

  it('a crash is a 500 that tells nothing', async () => {
    const response = await app.inject({ url: '/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Internal Server Error',
    });
  });

  it('HttpErrors keep their status and message', async () => {
    expect((await app.inject({ url: '/test/forbidden' })).json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'Access denied',
    });
    expect((await app.inject({ url: '/test/bad' })).json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Nope',
    });
  });

  it('a value PostgreSQL refuses that no guard caught is a 400; other database errors stay 500', async () => {
    expect((await app.inject({ url: '/test/refused-value' })).json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'A value in this request is not valid',
    });
    expect((await app.inject({ url: '/test/other-database-error' })).statusCode).toBe(500);
  });

  it('a body that is not JSON is a 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(response.body).not.toMatch(/at .*\.js/);
  });

  it('a body that is not an object is a 422 violation', async () => {
    const response = await app.inject({ method: 'POST', url: '/login', payload: [1, 2] });
    expect(response.statusCode).toBe(422);
    expect(response.json()['@type']).toBe('ConstraintViolationList');
  });
});

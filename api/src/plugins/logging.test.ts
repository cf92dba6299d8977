import { logLines, SECRET_URLS } from '@portal/testkit/log-lines';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { newRegistration } from '../test/app.js';
import { testDatabases, type OpenTestDatabase } from '../test/databases.js';
import { requestLogger, scrubUrl } from './logging.js';

describe('scrubUrl', () => {
  it.each(SECRET_URLS)('keeps the path of %s and replaces every secret in it', (url, logged) => {
    expect(scrubUrl(url)).toBe(logged);
  });
});

describe('the request log', () => {
  const [sqlite] = testDatabases();
  let opened: OpenTestDatabase;
  let app: FastifyInstance;
  const log = logLines();
  beforeAll(async () => {
    opened = await sqlite!.open();
    app = buildApp({
      db: opened.db,
      config: opened.config,
      logger: requestLogger({ level: 'info', stream: log.stream }),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await opened.close();
  });

  it('holds no token, export token, invite code or password, but still the paths', async () => {
    const registration = newRegistration();
    expect((await app.inject({ method: 'POST', url: '/register', payload: registration })).statusCode).toBe(201);
    const login = await app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: registration.email, password: registration.plainPassword },
    });
    const { token } = login.json<{ token: string }>();
    await app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: registration.email, password: 'Wrong-Pass-99' },
    });
    const auth = { authorization: `Bearer ${token}` };
    const created = await app.inject({
      method: 'POST',
      url: '/properties',
      headers: auth,
      payload: { name: 'Cottage' },
    });
    const { icalExportUrl } = created.json<{ icalExportUrl: string }>();
    const exportToken = /\/ical\/([^/]+)\.ics$/.exec(icalExportUrl)![1]!;

    await app.inject({ url: `/billing/checkout-session?plan=premium&bearer=${token}` });
    await app.inject({ url: `/booking-invoice/pdf/1?bearer=${token}` });
    await app.inject({ url: '/me', headers: auth });
    await app.inject({ url: `/ical/${exportToken}.ics` });
    await app.inject({ url: '/me?code=K7Q2-INVITE', headers: auth });
    app.log.info({ headers: { authorization: `Bearer ${token}`, cookie: 'session=abc' } }, 'something logged headers');

    expect(
      log.secretsIn([token, exportToken, registration.plainPassword, 'Wrong-Pass-99', 'K7Q2-INVITE', 'session=abc']),
    ).toEqual([]);
    expect(
      log.missing([
        '"url":"/billing/checkout-session?plan=premium&bearer=[redacted]"',
        '"url":"/ical/[redacted].ics"',
        '"url":"/booking-invoice/pdf/1?bearer=[redacted]"',
        '"url":"/login"',
        '"authorization":"[redacted]"',
      ]),
    ).toEqual([]);
  });
});

import { closeInTurn } from '@portal/testkit/close-in-turn';
import { newRegistration } from '@portal/testkit/registration';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp, type AppDependencies } from '../app.js';
import type { Db } from '../db/database.js';
import type { JobQueue } from '../integrations/jobs/index.js';
import type { OpenTestDatabase, TestDatabase } from './databases.js';

export { newRegistration, STRONG_PASSWORD } from '@portal/testkit/registration';

export interface TestApp extends OpenTestDatabase {
  app: FastifyInstance;
}

export interface TestAppOptions extends Pick<AppDependencies, 'storage' | 'places' | 'now'> {
  /** The job queue, made on the test's database (by default from config: the embedded one, not started). */
  jobs?: (db: Db) => JobQueue;
  /** Extra settings (UPLOAD_MAX_BYTES, PLACES_PHOTON_URL …). */
  env?: NodeJS.ProcessEnv;
}

/** The real app on a fresh database; `close()` tears both down. */
export async function openTestApp(database: TestDatabase, options: TestAppOptions = {}): Promise<TestApp> {
  const opened = await database.open(options.env);
  const app = buildApp({
    db: opened.db,
    config: opened.config,
    storage: options.storage,
    places: options.places,
    jobs: options.jobs?.(opened.db),
    now: options.now,
  });
  await app.ready();
  return {
    ...opened,
    app,
    close: closeInTurn(() => app.close(), opened.close),
  };
}

export interface SignedInUser {
  id: number;
  email: string;
  token: string;
  auth: { authorization: string };
}

/** Registers a new host and logs in, both requests with `headers` (a client address, say). */
export async function signUp(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<SignedInUser> {
  const registration = newRegistration(overrides);
  const registered = await app.inject({ method: 'POST', url: '/register', payload: registration, headers });
  expect(registered.statusCode, registered.body).toBe(201);
  const login = await app.inject({
    method: 'POST',
    url: '/login',
    headers,
    payload: { email: registration.email, password: registration.plainPassword },
  });
  expect(login.statusCode, login.body).toBe(200);
  const { id, email, token } = login.json<{ id: number; email: string; token: string }>();
  return { id, email, token, auth: { authorization: `Bearer ${token}` } };
}

export function violationsOf(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(422);
  const body = response.json<{ '@type': string; violations: { propertyPath: string; message: string }[] }>();
  expect(body['@type']).toBe('ConstraintViolationList');
  return body.violations;
}

export interface TestAppSuite extends Omit<TestApp, 'close'> {
  /** A host who registers and signs in (in the order asked) once the app is open: read it in tests and hooks. */
  user(overrides?: Record<string, unknown>): SignedInUser;
}

/**
 * The real app on a fresh database for the enclosing suite: opened in its first hook, closed after it. `options` is a
 * function when it depends on something the file starts first (a fake server's URL, say).
 */
export function withTestApp(
  database: TestDatabase,
  options: TestAppOptions | (() => TestAppOptions) = {},
): TestAppSuite {
  let opened: TestApp | undefined;
  const pending: Record<string, unknown>[] = [];
  const users: SignedInUser[] = [];
  beforeAll(async () => {
    opened = await openTestApp(database, typeof options === 'function' ? options() : options);
    for (const overrides of pending) users.push(await signUp(opened.app, overrides));
  });
  afterAll(() => opened?.close());
  const started = () => {
    if (!opened) throw new Error('The test app is read before it opened: read it in a test or hook');
    return opened;
  };
  // Not spread: a spread would read the getters now, before the app opens.
  return Object.assign(lazyView(started, ['app', 'config', 'db']), {
    user(overrides: Record<string, unknown> = {}) {
      const index = pending.push(overrides) - 1;
      const read = () => {
        started();
        const user = users[index];
        if (!user) throw new Error('The user is read before it signed up');
        return user;
      };
      return lazyView(read, ['id', 'email', 'token', 'auth']);
    },
  });
}

/** An object whose `keys` read those of `read()` when used (what a hook sets up, read in the tests). */
function lazyView<T extends object, K extends keyof T>(read: () => T, keys: readonly K[]): Pick<T, K> {
  const view = {} as Pick<T, K>;
  for (const key of keys) Object.defineProperty(view, key, { enumerable: true, get: () => read()[key] });
  return view;
}

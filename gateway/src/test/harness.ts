import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, startApi, type RunningApi } from '@portal/api';
import { DEFAULT_OVERLOAD } from '@portal/schema';
import { closeInTurn } from '@portal/testkit/close-in-turn';
import { listenLocally } from '@portal/testkit/http-server';
import { newRegistration } from '@portal/testkit/registration';
import { createClient, type Client } from 'graphql-ws';
import { fetch } from 'undici';
import { afterAll, beforeAll } from 'vitest';
import WebSocket from 'ws';
import type { GatewayConfig } from '../config.js';
import { startGateway, type RunningGateway } from '../index.js';

export interface GraphQLResponse<T = Record<string, unknown>> {
  data?: T | null;
  errors?: { message: string; path?: string[]; extensions: { code: string; violations?: unknown } }[];
}

/**
 * The real REST API on a free port and a fresh SQLite database in a temp dir; `env` adds settings (the place search
 * pointed at a fake server, say). Nothing it does reaches the internet unless `env` says so.
 */
export type TestApi = RunningApi & { dataDir: string };

export async function startTestApi(env: Record<string, string> = {}): Promise<TestApi> {
  const dataDir = await mkdtemp(join(tmpdir(), 'gateway-test-'));
  const feeds = await startEmptyFeedServer();
  const config = loadConfig({
    API_PORT: '0',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    // Unreachable by default: a test that searches places starts its own fake (test/fake-places.ts).
    PLACES_PHOTON_URL: 'http://127.0.0.1:9',
    PLACES_NOMINATIM_URL: 'http://127.0.0.1:9',
    // iCal links are fetched from a local server answering an empty calendar, never from the channels.
    CALENDAR_FETCH_ORIGIN: feeds.url,
    CALENDAR_SYNC_INTERVAL_MINUTES: '0',
    // Suites register and log in far more often than people (every limit class still runs its check), and share
    // busy cores (overload 503s off). The rate-limit and overload tests set their own.
    RATE_LIMITS: JSON.stringify({ '*': { max: 1_000_000 } }),
    OVERLOAD_PROTECTION: 'off',
    ...env,
  });
  const api = await startApi(config, { log: false });
  return {
    ...api,
    dataDir,
    close: closeInTurn(
      () => api.close(),
      () => feeds.close(),
      () => rm(dataDir, { recursive: true, force: true }),
    ),
  };
}

/** A stand-in for the channels' iCal servers: every path answers a valid calendar with no events. */
async function startEmptyFeedServer() {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' });
    response.end('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//empty//EN\r\nEND:VCALENDAR\r\n');
  });
  const url = await listenLocally(server);
  return {
    url,
    // Closing twice is fine: a suite may close its API early.
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A built web app's stand-in (index.html and one hashed asset) in a temp dir, for the gateway's `webDist`. */
export async function startWebDist(): Promise<{ dir: string; close: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'gateway-web-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>Host portal</title><div id="root"></div>');
  await writeFile(join(dir, 'stay.html'), '<!doctype html><title>Your stay</title><div id="root"></div>');
  await mkdir(join(dir, 'stay'));
  await writeFile(join(dir, 'stay', 'manifest.webmanifest'), '{"start_url":"/stay/"}');
  await writeFile(join(dir, 'assets', 'index-3f2a1b.js'), 'console.log("app")');
  return { dir, close: () => rm(dir, { recursive: true, force: true }) };
}

/** Overload 503s off, as for the API (the overload tests turn them on). */
export function startTestGateway(apiUrl: string, config: Partial<GatewayConfig> = {}): Promise<RunningGateway> {
  return startGateway({
    apiUrl,
    port: 0,
    host: '127.0.0.1',
    logLevel: 'silent',
    redisUrl: undefined,
    overload: { ...DEFAULT_OVERLOAD, enabled: false },
    ...config,
  });
}

export async function graphql<T = Record<string, unknown>>(
  gatewayUrl: string,
  query: string,
  { variables, token }: { variables?: Record<string, unknown>; token?: string } = {},
): Promise<GraphQLResponse<T>> {
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLResponse<T>;
}

const REGISTER = /* GraphQL */ `
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      token
      user {
        id
        email
        fullName
      }
    }
  }
`;

export interface TestUser {
  token: string;
  id: string;
  email: string;
  password: string;
}

export async function registerUser(gatewayUrl: string, firstName = 'Ada'): Promise<TestUser> {
  const email = `${firstName.toLowerCase()}-${randomUUID()}@example.com`;
  const input = newRegistration({ firstName, lastName: 'Host', email });
  const { data, errors } = await graphql<{ register: { token: string; user: { id: string } } }>(gatewayUrl, REGISTER, {
    variables: { input },
  });
  if (!data?.register) throw new Error(`register failed: ${JSON.stringify(errors)}`);
  return { token: data.register.token, id: data.register.user.id, email, password: input.plainPassword };
}

/** A graphql-ws client as a browser would open it: the token in connectionParams. */
export function wsClient(gatewayUrl: string, token?: string): Client {
  return createClient({
    url: `${gatewayUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => {},
  });
}

/** A REST call straight to the API as `user` (as a guest's app or an integrator makes it); throws unless 2xx. */
export async function restCall<T>(apiUrl: string, user: TestUser, method: string, path: string, body?: object) {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
    body: body && JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

/** Answers are checked with `expect`, field by field; their static type would only repeat the query. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer = Record<string, any>;

/** An operation as `user` that must succeed: its data (any error fails the test with the errors shown). */
export async function graphqlOk(
  gatewayUrl: string,
  user: TestUser,
  operation: string,
  variables: Record<string, unknown> = {},
): Promise<Answer> {
  const response = await graphql<Answer>(gatewayUrl, operation, { variables, token: user.token });
  if (response.errors) throw new Error(`GraphQL errors: ${JSON.stringify(response.errors)}`);
  return response.data!;
}

export interface TestStackOptions<Names extends readonly string[]> {
  /** API settings (a fake server's URL, say); a function when they depend on something the file started first. */
  apiEnv?: Record<string, string> | (() => Promise<Record<string, string>>);
  /** Gateway settings; a function of the started API when they need it (its in-process events, say). */
  gateway?: Partial<GatewayConfig> | ((api: TestApi) => Partial<GatewayConfig> | Promise<Partial<GatewayConfig>>);
  /** Users registered (one after the other) once both run, by first name: `stack.users`, in this order. */
  users?: Names;
}

export interface TestStack<Names extends readonly string[]> {
  /** The API and the gateway in front of it: read them in tests and hooks (they start in the file's first hook). */
  readonly api: TestApi;
  readonly gateway: RunningGateway;
  /** The registered users, one a name; their fields can be read once the stack has started. */
  readonly users: { [K in keyof Names]: TestUser };
  /** An operation as `user` that must succeed (graphqlOk against this gateway). */
  ok(user: TestUser, operation: string, variables?: Record<string, unknown>): Promise<Answer>;
}

/**
 * The real API (fresh SQLite database) and a gateway in front of it for the test file that calls this at its top
 * level: started before the file's tests (then the users registered), closed after them (the gateway, then the API).
 */
export function withTestStack<const Names extends readonly string[] = []>(
  options: TestStackOptions<Names> = {},
): TestStack<Names> {
  let api: TestApi | undefined;
  let gateway: RunningGateway | undefined;
  const registered: TestUser[] = [];
  beforeAll(async () => {
    api = await startTestApi(typeof options.apiEnv === 'function' ? await options.apiEnv() : options.apiEnv);
    gateway = await startTestGateway(
      api.url,
      typeof options.gateway === 'function' ? await options.gateway(api) : options.gateway,
    );
    for (const name of options.users ?? []) registered.push(await registerUser(gateway.url, name));
  });
  afterAll(async () => {
    await gateway?.close();
    await api?.close();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined)
      throw new Error(`${what} is read before the test stack started: read it in a test or hook`);
    return value;
  };
  const users = (options.users ?? []).map((name, index) => lazyUser(() => started(registered[index], name)));
  return {
    get api() {
      return started(api, 'The API');
    },
    get gateway() {
      return started(gateway, 'The gateway');
    },
    users: users as { [K in keyof Names]: TestUser },
    ok: (user, operation, variables = {}) => graphqlOk(started(gateway, 'The gateway').url, user, operation, variables),
  };
}

/** A user whose fields are read when used (the user registers in a hook, after the file has run its top level). */
function lazyUser(read: () => TestUser): TestUser {
  return {
    get token() {
      return read().token;
    },
    get id() {
      return read().id;
    },
    get email() {
      return read().email;
    },
    get password() {
      return read().password;
    },
  };
}

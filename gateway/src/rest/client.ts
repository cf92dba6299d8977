import { Pool } from 'undici';
import type { RestEndpoints } from './endpoints.js';

/** A non-2xx answer of the REST API, with its parsed body. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`REST API answered ${status}`);
    this.name = 'RestError';
  }
}

type Method = keyof RestEndpoints;
type PathOf<M extends Method> = keyof RestEndpoints[M] & string;
type Answer<M extends Method, P extends PathOf<M>> = RestEndpoints[M][P] extends { response: infer R } ? R : never;
type BodyOf<M extends Method, P extends PathOf<M>> = RestEndpoints[M][P] extends { body: infer B } ? B : never;
/** Repeated keys for arrays: `{ 'id[]': [1, 2] }` → `id[]=1&id[]=2`. */
export type Query = Record<string, string | number | ReadonlyArray<string | number>>;

export interface RestClientOptions {
  /** Turns every failure (RestError, connection error, timeout) into the error callers see. */
  mapError?: (error: unknown) => Error;
  connections?: number;
  timeoutMs?: number;
}

/** The REST API as one caller (bearer token) sees it. */
export interface RestCaller {
  get<P extends PathOf<'GET'>>(path: P, query?: Query): Promise<Answer<'GET', P>>;
  post<P extends PathOf<'POST'>>(path: P, body: BodyOf<'POST', P>): Promise<Answer<'POST', P>>;
  put<P extends PathOf<'PUT'>>(path: P, body: BodyOf<'PUT', P>): Promise<Answer<'PUT', P>>;
  delete<P extends PathOf<'DELETE'>>(path: P): Promise<Answer<'DELETE', P>>;
}

export type RestClient = ReturnType<typeof createRestClient>;

/**
 * One keep-alive connection pool to the REST API, shared by every request of the gateway (and its /api proxy);
 * `forToken` gives the per-request view that forwards the caller's bearer token.
 */
export function createRestClient(apiUrl: string, options: RestClientOptions = {}) {
  const base = new URL(apiUrl);
  const basePath = base.pathname.replace(/\/+$/, '');
  const timeout = options.timeoutMs ?? 15_000;
  const pool = new Pool(base.origin, {
    connections: options.connections ?? 64,
    keepAliveTimeout: 10_000,
    connectTimeout: 5_000,
    headersTimeout: timeout,
    bodyTimeout: timeout,
  });
  const stats = { requests: 0 };
  const mapError =
    options.mapError ?? ((error: unknown) => (error instanceof Error ? error : new Error(String(error))));

  async function send(method: Method, path: string, token: string | null, query?: Query, body?: unknown) {
    stats.requests += 1;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    try {
      const response = await pool.request({
        method,
        path: basePath + path + queryString(query),
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.body.text();
      const parsed = parseBody(text);
      if (response.statusCode < 200 || response.statusCode >= 300) throw new RestError(response.statusCode, parsed);
      return parsed;
    } catch (error) {
      throw mapError(error);
    }
  }

  return {
    pool,
    /** REST requests sent since start: tests assert how many calls an operation made. */
    stats,
    forToken(token: string | null = null): RestCaller {
      return {
        get: (path, query) => send('GET', path, token, query) as never,
        post: (path, body) => send('POST', path, token, undefined, body) as never,
        put: (path, body) => send('PUT', path, token, undefined, body) as never,
        delete: (path) => send('DELETE', path, token) as never,
      };
    },
    close: () => pool.close(),
  };
}

function queryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const encoded = params.toString();
  return encoded ? `?${encoded}` : '';
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

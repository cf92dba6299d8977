import { Pool } from 'undici';
import type { RestEndpoints } from './endpoints.js';
import { RevalidatedAnswers } from './revalidated.js';

/** A non-2xx answer of the REST API, with its parsed body and, on 429 and 503, its Retry-After in seconds. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly retryAfter: number | null = null,
  ) {
    super(`REST API answered ${status}`);
    this.name = 'RestError';
  }
}

/** The REST API did not answer within the deadline; the call may or may not have been carried out. */
export class RestDeadlineExceeded extends Error {
  constructor(
    readonly deadlineMs: number,
    readonly retryAfter: number,
    options?: ErrorOptions,
  ) {
    super(`REST API did not answer within ${deadlineMs} ms`, options);
    this.name = 'RestDeadlineExceeded';
  }
}

type Method = keyof RestEndpoints;
type PathOf<M extends Method> = keyof RestEndpoints[M] & string;
type Answer<M extends Method, P extends PathOf<M>> = RestEndpoints[M][P] extends { response: infer R } ? R : never;
type BodyOf<M extends Method, P extends PathOf<M>> = RestEndpoints[M][P] extends { body: infer B } ? B : never;
/** Repeated keys for arrays: `{ 'id[]': [1, 2] }` → `id[]=1&id[]=2`. */
export type Query = Record<string, string | number | ReadonlyArray<string | number>>;

export interface RestClientOptions {
  /** Turns every failure (RestError, connection error, RestDeadlineExceeded) into the error callers see. */
  mapError?: (error: unknown) => Error;
  connections?: number;
  /** The deadline of one call, connecting to the last byte of the answer (API_DEADLINE_MS). */
  deadlineMs?: number;
  /** The Retry-After (seconds) a missed deadline suggests to the client. */
  deadlineRetryAfterSeconds?: number;
}

export interface CallOptions {
  /** This call's deadline instead of the client's (a call that waits for a channel's iCal feed). */
  deadlineMs?: number;
  /** The query of a write (`?push=` of a save: properties/push.ts `pushing`). */
  query?: Query;
}

export interface GetOptions {
  /**
   * Keep the answer and its ETag, and revalidate it the next time (RevalidatedAnswers): for large answers of a
   * route that sends ETags (GET /property-calendars?view=columnar). With a `DeltaManipulation`, ask for a delta of
   * the answer kept too.
   */
  revalidate?: boolean | DeltaManipulation;
}

/** An answer kept for revalidation, and its JSON's length. */
export interface KeptAnswer {
  body: unknown;
  bytes: number;
}

/**
 * A delta encoding (RFC 3229) a route offers: sent `A-IM: <im>` with the ETag of the answer kept, the API may answer
 * `226 IM Used` with what changed since, which `apply` turns into the whole answer (undefined when the delta does
 * not fit what is kept: the call is then made again in full).
 */
export interface DeltaManipulation {
  im: string;
  apply(kept: KeptAnswer, delta: unknown): KeptAnswer | undefined;
}

/** The REST API as one caller (bearer token) sees it. */
export interface RestCaller {
  get<P extends PathOf<'GET'>>(path: P, query?: Query, options?: GetOptions): Promise<Answer<'GET', P>>;
  post<P extends PathOf<'POST'>>(path: P, body: BodyOf<'POST', P>, options?: CallOptions): Promise<Answer<'POST', P>>;
  put<P extends PathOf<'PUT'>>(path: P, body: BodyOf<'PUT', P>, options?: CallOptions): Promise<Answer<'PUT', P>>;
  delete<P extends PathOf<'DELETE'>>(path: P, options?: CallOptions): Promise<Answer<'DELETE', P>>;
}

export type RestClient = ReturnType<typeof createRestClient>;

export const DEFAULT_DEADLINE_MS = 5_000;

/** Undici's own timeouts, and the abort of deadlineTimer. */
const TIMEOUTS = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);
const isTimeout = (error: unknown) =>
  error instanceof Error && (error.name === 'TimeoutError' || TIMEOUTS.has((error as { code?: string }).code ?? ''));

/**
 * One keep-alive connection pool to the REST API, shared by every request of the gateway (and its /api proxy);
 * `forToken` gives the per-request view that forwards the caller's bearer token and the client's address
 * (X-Forwarded-For, which the API trusts from the gateway for its per-address rate limits).
 */
export function createRestClient(apiUrl: string, options: RestClientOptions = {}) {
  const base = new URL(apiUrl);
  const basePath = base.pathname.replace(/\/+$/, '');
  const deadlineMs = options.deadlineMs ?? DEFAULT_DEADLINE_MS;
  const deadlineRetryAfter = options.deadlineRetryAfterSeconds ?? 5;
  const pool = new Pool(base.origin, {
    connections: options.connections ?? 64,
    keepAliveTimeout: 10_000,
    connectTimeout: Math.min(5_000, deadlineMs),
    // The /api proxy passes its own, longer timeouts per request (uploads).
    headersTimeout: deadlineMs,
    bodyTimeout: deadlineMs,
  });
  /**
   * `lastPath`: the path and query of the latest call (tests check which view of a collection a query read);
   * `notModified`: the calls answered 304, whose kept answer was reused; `deltas`: the calls answered 226, whose
   * kept answer was updated with what changed.
   */
  const stats = { requests: 0, lastPath: '', notModified: 0, deltas: 0 };
  const revalidated = new RevalidatedAnswers();
  const mapError =
    options.mapError ?? ((error: unknown) => (error instanceof Error ? error : new Error(String(error))));

  async function send(
    caller: Caller,
    method: Method,
    path: string,
    query?: Query,
    body?: unknown,
    options?: CallOptions & GetOptions,
  ) {
    const deadline = options?.deadlineMs ?? deadlineMs;
    const target = basePath + path + queryString(query ?? options?.query, path.includes('?') ? '&' : '?');
    stats.requests += 1;
    stats.lastPath = target;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (caller.token) headers.authorization = `Bearer ${caller.token}`;
    if (caller.clientAddress) headers['x-forwarded-for'] = caller.clientAddress;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const keptAs = options?.revalidate && caller.token ? `${caller.token} ${method} ${target}` : undefined;
    const kept = keptAs === undefined ? undefined : revalidated.take(keptAs);
    const delta = typeof options?.revalidate === 'object' ? options.revalidate : undefined;
    if (kept) headers['if-none-match'] = kept.etag;
    if (kept && delta) headers['a-im'] = delta.im;
    const timer = deadlineTimer(deadline);
    try {
      const response = await pool.request({
        method,
        path: target,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: timer.signal,
        headersTimeout: deadline,
        bodyTimeout: deadline,
      });
      caller.observe?.(response.headers);
      if (response.statusCode === 304 && kept) {
        await response.body.dump();
        stats.notModified += 1;
        return kept.body;
      }
      const text = await response.body.text();
      const parsed = parseBody(text);
      if (response.statusCode === 226) {
        const etag = response.headers.etag;
        const whole = kept && delta && response.headers.im === delta.im && delta.apply(kept, parsed);
        if (keptAs !== undefined) revalidated.forget(keptAs);
        if (!whole || typeof etag !== 'string') {
          // A delta is only answered to a call that sent A-IM with a kept answer's tag; one that does not fit what
          // was kept is asked again whole (nothing kept now, so no A-IM).
          if (!kept) throw new RestError(response.statusCode, parsed);
          return await send(caller, method, path, query, body, options);
        }
        stats.deltas += 1;
        revalidated.keep(keptAs!, etag, whole.body, whole.bytes);
        return whole.body;
      }
      if (response.statusCode < 200 || response.statusCode >= 300) {
        if (keptAs !== undefined) revalidated.forget(keptAs);
        throw new RestError(response.statusCode, parsed, retryAfterOf(response.headers['retry-after']));
      }
      const etag = response.headers.etag;
      if (keptAs !== undefined && typeof etag === 'string') revalidated.keep(keptAs, etag, parsed, text.length);
      return parsed;
    } catch (error) {
      throw mapError(
        isTimeout(error) ? new RestDeadlineExceeded(deadline, deadlineRetryAfter, { cause: error }) : error,
      );
    } finally {
      timer.clear();
    }
  }

  return {
    pool,
    /** REST requests sent since start: tests assert how many calls an operation made. */
    stats,
    /** The answers kept for revalidation (GetOptions.revalidate). */
    revalidated,
    /** `clientAddress`: the address of the client this call is made for (null for the gateway's own calls). */
    /** `observe`: sees the headers of every answer (the per-token budget of personal access tokens). */
    forToken(
      token: string | null = null,
      clientAddress: string | null = null,
      observe?: (headers: Record<string, string | string[] | undefined>) => void,
    ): RestCaller {
      const caller = { token, clientAddress, observe };
      return {
        get: (path, query, options) => send(caller, 'GET', path, query, undefined, options) as never,
        post: (path, body, options) => send(caller, 'POST', path, undefined, body, options) as never,
        put: (path, body, options) => send(caller, 'PUT', path, undefined, body, options) as never,
        delete: (path, options) => send(caller, 'DELETE', path, undefined, undefined, options) as never,
      };
    },
    close: () => pool.close(),
  };
}

interface Caller {
  token: string | null;
  clientAddress: string | null;
  observe?: ((headers: Record<string, string | string[] | undefined>) => void) | undefined;
}

/** Retry-After in seconds (the API sends seconds; an HTTP date is turned into seconds from now). */
function retryAfterOf(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  const seconds = /^\d+$/.test(value.trim()) ? Number(value) : Math.ceil((Date.parse(value) - Date.now()) / 1000);
  return Number.isFinite(seconds) ? Math.max(1, seconds) : null;
}

/** `?a=1&b=2`, or `&a=1&b=2` after a path that has a query of its own (`/properties?view=list`). */
function queryString(query: Query | undefined, separator: '?' | '&'): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const encoded = params.toString();
  return encoded ? `${separator}${encoded}` : '';
}

/**
 * A signal aborted with a TimeoutError `ms` from now (the whole call's deadline, connecting to the last byte), and
 * its timer's clearing once the call is over. Not AbortSignal.timeout: that makes a transferable signal (about
 * 20 µs a call) whose timer stays pending for the whole deadline after the answer came.
 */
function deadlineTimer(ms: number): { signal: AbortSignal; clear(): void } {
  const controller = new AbortController();
  const timeout = setTimeout(
    () => controller.abort(new DOMException(`The deadline of ${ms} ms passed`, 'TimeoutError')),
    ms,
  );
  return { signal: controller.signal, clear: () => clearTimeout(timeout) };
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

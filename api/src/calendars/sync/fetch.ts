import { request, type Dispatcher } from 'undici';
import { FeedError } from './errors.js';
import { assertAllowedLiteral, guardedAgent, isPublicAddress, type AddressPolicy, type Resolver } from './guard.js';

export interface FetchSettings {
  /** CALENDAR_FETCH_ORIGIN (tests and demos only): fetch every URL's path and query from this origin instead. */
  origin: string | null;
  /** CALENDAR_FETCH_MAX_BYTES: a bigger body fails the fetch. */
  maxBytes: number;
  /** CALENDAR_FETCH_TIMEOUT_MS: connecting, and the whole fetch (redirects and body included). */
  timeoutMs: number;
  userAgent: string;
  /** Tests only: which addresses may be connected to, and how names resolve. */
  policy?: AddressPolicy;
  resolver?: Resolver;
}

export const MAX_REDIRECTS = 3;

export interface Validators {
  etag: string | null;
  lastModified: string | null;
}

/** `body`: the feed's bytes, in an ArrayBuffer of their own (it can be handed to the worker thread without a copy). */
export type FetchResult = { status: 'unchanged' } | ({ status: 'fetched'; body: Uint8Array } & Validators);

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * GET a feed: conditional (If-None-Match / If-Modified-Since; 304 = unchanged), at most 3 redirects, each target
 * checked again, a body size cap and a deadline. Unless `origin` is set, only public addresses are connected to
 * (checked on the resolved addresses at connect time). Every failure is a FeedError with a message for the host.
 */
export async function fetchFeed(url: string, validators: Validators, settings: FetchSettings): Promise<FetchResult> {
  const policy = settings.policy ?? isPublicAddress;
  const dispatcher = guardedAgent(settings.timeoutMs, settings.origin ? null : policy, settings.resolver);
  const signal = AbortSignal.timeout(settings.timeoutMs);
  try {
    let target = new URL(url);
    for (let redirects = 0; ; redirects++) {
      const actual = settings.origin ? new URL(target.pathname + target.search, settings.origin) : target;
      if (actual.protocol !== 'http:' && actual.protocol !== 'https:') {
        throw new FeedError(`The feed redirected to an unsupported address (${actual.protocol})`);
      }
      // IP literals never reach the lookup: check them here (names are checked again when connecting).
      if (!settings.origin) assertAllowedLiteral(actual.hostname, policy);
      const response = await send(actual, validators, settings, dispatcher, signal);
      if (REDIRECTS.has(response.statusCode)) {
        await response.body.dump();
        const location = response.headers.location;
        if (typeof location !== 'string') throw new FeedError('The feed redirected without a Location');
        if (redirects >= MAX_REDIRECTS) throw new FeedError(`The feed redirected more than ${MAX_REDIRECTS} times`);
        target = new URL(location, target);
        continue;
      }
      if (response.statusCode === 304) {
        await response.body.dump();
        return { status: 'unchanged' };
      }
      if (response.statusCode < 200 || response.statusCode >= 300) {
        await response.body.dump();
        throw new FeedError(`The feed answered HTTP ${response.statusCode}: nothing was changed`);
      }
      const body = await readCapped(response, settings.maxBytes);
      const header = (name: string) => {
        const value = response.headers[name];
        return typeof value === 'string' && value !== '' ? value : null;
      };
      return { status: 'fetched', body, etag: header('etag'), lastModified: header('last-modified') };
    }
  } catch (error) {
    throw toFeedError(error, settings);
  } finally {
    void dispatcher.close();
  }
}

function send(url: URL, validators: Validators, settings: FetchSettings, dispatcher: Dispatcher, signal: AbortSignal) {
  const headers: Record<string, string> = {
    accept: 'text/calendar, text/plain;q=0.9, */*;q=0.5',
    'user-agent': settings.userAgent,
  };
  if (validators.etag) headers['if-none-match'] = validators.etag;
  if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
  return request(url, { method: 'GET', headers, dispatcher, signal });
}

async function readCapped(response: Dispatcher.ResponseData, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.body.destroy();
    throw new FeedError(`The feed is larger than ${maxBytes} bytes: nothing was changed`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      response.body.destroy();
      throw new FeedError(`The feed is larger than ${maxBytes} bytes: nothing was changed`);
    }
    chunks.push(chunk as Buffer);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.length;
  }
  return body;
}

function toFeedError(error: unknown, settings: FetchSettings): FeedError {
  if (error instanceof FeedError) return error;
  const err = error as Error & { code?: string; cause?: Error & { code?: string } };
  const cause = err.cause ?? err;
  const code = err.code ?? cause.code;
  if (/private or local network/.test(err.message) || /private or local network/.test(cause.message ?? '')) {
    return new FeedError(/private or local network/.test(err.message) ? err.message : cause.message);
  }
  if (err.name === 'TimeoutError' || err.name === 'AbortError' || /Timeout/i.test(code ?? '')) {
    return new FeedError(`The feed did not answer within ${settings.timeoutMs / 1000} s: nothing was changed`);
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new FeedError('The feed address could not be found (DNS)');
  if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') {
    return new FeedError('The feed server could not be reached: nothing was changed');
  }
  if (err instanceof TypeError && /Invalid URL/i.test(err.message)) return new FeedError('The feed URL is invalid');
  return new FeedError(`The feed could not be fetched (${code ?? err.message}): nothing was changed`);
}

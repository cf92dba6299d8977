import { WEBHOOK_LIMITS } from '@portal/schema';
import { request } from 'undici';
import {
  assertAllowedLiteral,
  guardedAgent,
  isPublicAddress,
  type AddressPolicy,
  type Resolver,
} from '../calendars/sync/guard.js';

export interface SendSettings {
  /** WEBHOOKS_ALLOW_LOOPBACK (tests): 127.0.0.1 may be connected to besides public addresses. */
  allowLoopback: boolean;
  timeoutMs?: number;
  /** Tests only: how names resolve. */
  resolver?: Resolver;
}

/** What one attempt gave: the response's status and first 1 kB, or why none came. */
export interface SendResult {
  statusCode: number | null;
  durationMs: number;
  responseBody: string;
  error: string | null;
}

export const addressPolicy = (allowLoopback: boolean): AddressPolicy =>
  allowLoopback ? (address) => address === '127.0.0.1' || isPublicAddress(address) : isPublicAddress;

/**
 * POSTs a delivery: only to public addresses (the iCal fetcher's guard, applied to the addresses actually connected
 * to), within 10 s, no redirect followed (a 3xx is the answer), and only the first 1 kB of the answer read.
 */
export async function sendWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  settings: SendSettings,
): Promise<SendResult> {
  const timeoutMs = settings.timeoutMs ?? WEBHOOK_LIMITS.timeoutSeconds * 1000;
  const policy = addressPolicy(settings.allowLoopback);
  const dispatcher = guardedAgent(timeoutMs, policy, settings.resolver);
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const target = new URL(url);
    assertAllowedLiteral(target.hostname, policy);
    const response = await request(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'HostPortal-Webhooks/1.0', ...headers },
      body,
      dispatcher,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const responseBody = await readStart(response.body, WEBHOOK_LIMITS.responseBytesKept);
    return { statusCode: response.statusCode, durationMs: elapsed(), responseBody, error: null };
  } catch (error) {
    return { statusCode: null, durationMs: elapsed(), responseBody: '', error: describe(error, timeoutMs) };
  } finally {
    void dispatcher.close();
  }
}

/** The first `max` bytes of a body as text; the rest is not read (the connection is dropped). */
async function readStart(stream: AsyncIterable<Buffer> & { destroy(): void }, max: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= max) {
      stream.destroy();
      break;
    }
  }
  // A character cut in two at the limit is left out.
  return Buffer.concat(chunks)
    .subarray(0, max)
    .toString('utf8')
    .replace(/\uFFFD$/, '');
}

function describe(error: unknown, timeoutMs: number): string {
  const err = error as Error & { code?: string; cause?: Error & { code?: string } };
  const message = `${err.message} ${err.cause?.message ?? ''}`;
  if (/private or local network/.test(message)) return 'Refused: the address is on a private or local network';
  if (err.name === 'TimeoutError' || err.name === 'AbortError' || /Timeout/i.test(err.code ?? err.cause?.code ?? '')) {
    return `No answer within ${timeoutMs / 1000} s`;
  }
  const code = err.code ?? err.cause?.code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'The address could not be found (DNS)';
  if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return 'The connection failed';
  return `The request failed (${code ?? 'error'})`;
}

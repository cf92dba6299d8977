import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new endpoint's signing secret. */
export const newSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

/** `Portal-Signature`: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" keyed with the endpoint's secret>`. */
export function signatureHeader(secret: string, timestamp: number, body: string): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

/**
 * What a receiver does (docs/api/webhooks.md shows the same in a few lines): recompute the HMAC over the timestamp
 * and the raw body, compare in constant time, and refuse a timestamp older than `toleranceSeconds` (replays).
 */
export function verifySignature(
  secret: string,
  header: string,
  body: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const parts = new Map(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = signatureHeader(secret, timestamp, body).split('v1=')[1]!;
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

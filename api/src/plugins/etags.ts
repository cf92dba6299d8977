import { createHash } from 'node:crypto';
import type { Capped } from '../db/capped.js';

/** A short digest of `text` (27 base64url characters of its SHA-256): what the ETags are made of. */
export function digest(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 27);
}

/**
 * The ETag of an answer made of listings: what was asked, which listings answer and how many match, and each
 * listing's version read *before* anything of the answer. So an answer is never older than its tag (a write landing
 * between the two reads is in the answer, and raises the version the next request reads: its tag differs). Weak:
 * the same data, not promised the same bytes.
 */
export function versionsEtag(asked: string, listings: Capped<{ id: number; version: number }>): string {
  const { rows, total } = listings;
  const versions = rows.map(({ id, version }) => `${id}.${version}`).join(',');
  return `W/"${digest([asked, total, versions].join('|'))}"`;
}

/** Whether an If-None-Match header names `etag` (weak comparison, RFC 9110 §13.1.2; `*` matches any answer). */
export function namesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  const [wanted] = opaqueTags(etag);
  return opaqueTags(ifNoneMatch).some((tag) => tag === '*' || tag === wanted);
}

/** The tags of an ETag or If-None-Match header, without their weak marks (`W/"a", "b"` → `"a"`, `"b"`). */
export function opaqueTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .filter((tag) => tag !== '');
}

import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import argon2 from 'argon2';

/**
 * argon2id at OWASP's Password Storage Cheat Sheet minimum (m = 19 MiB, t = 2, p = 1). Raising a value here is
 * enough: older hashes are replaced at their owner's next login (see needsRehash).
 */
export const ARGON2_PARAMS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * The longest password a login will hash. New passwords stop at 128 characters, but accounts made before that
 * rule could choose up to 4,096, and must still log in; anything longer cannot be anyone's password.
 */
export const LOGIN_PASSWORD_MAX_LENGTH = 4096;

/** Passwords are compared as Unicode NFC, so the same characters typed on another keyboard still match. */
const normalize = (password: string) => password.normalize('NFC');

/** `$argon2id$v=19$m=19456,p=1,t=2$<salt>$<hash>` (PHC string format, 16-byte salt, 32-byte hash). */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(normalize(password), { type: argon2.argon2id, ...ARGON2_PARAMS });
}

/** Checks a password against an argon2 hash, or a scrypt one of the first releases (`scrypt$N$r$p$salt$hash`). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2')) {
    try {
      return await argon2.verify(stored, normalize(password));
    } catch {
      return false; // a malformed stored value
    }
  }
  if (stored.startsWith('scrypt$')) return verifyScrypt(normalize(password), stored);
  return false;
}

/**
 * Whether a stored hash is of an older kind than `hashPassword` makes: scrypt, argon2i/argon2d, or argon2id with a
 * lower memory or time cost. A stronger argon2id hash is kept.
 */
export function needsRehash(stored: string): boolean {
  const [, type, version, params] = stored.split('$');
  if (type !== 'argon2id' || version !== 'v=19' || !params) return true;
  const cost = Object.fromEntries(params.split(',').map((pair) => pair.split('=')));
  return !(Number(cost.m) >= ARGON2_PARAMS.memoryCost && Number(cost.t) >= ARGON2_PARAMS.timeCost);
}

let dummyHash: Promise<string> | undefined;
/** A hash to verify against when the email is unknown, so that answer takes as long as a wrong password. */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64'));
  return dummyHash;
}

/** The scheme of the first releases: scrypt N=16384 r=8 p=1, 16-byte salt, 64-byte key. Verified, never written. */
async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, hash] = stored.split('$');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: 64 * 1024 * 1024 };
  try {
    const actual = await derive(password, Buffer.from(salt, 'base64'), options, expected.length);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  } catch {
    return false; // parameters scrypt refuses
  }
}

function derive(password: string, salt: Buffer, options: ScryptOptions, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

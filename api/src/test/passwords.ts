import { randomBytes, scryptSync } from 'node:crypto';

/** A hash as the first releases stored it: scrypt N=16384 r=8 p=1, 16-byte salt, 64-byte key. */
export function legacyScryptHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFC'), salt, 64, { N: 16384, r: 8, p: 1 });
  return ['scrypt', 16384, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

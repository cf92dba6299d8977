import argon2, { type HashOptions } from 'argon2';
import { describe, expect, it } from 'vitest';
import { legacyScryptHash } from '../test/passwords.js';
import { isCommonPassword } from './common-passwords.js';
import { ARGON2_PARAMS, dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from './passwords.js';

describe('passwords', () => {
  it('hash with argon2id, m=19456 KiB, t=2, p=1, a 16-byte salt and a 32-byte hash', async () => {
    const hash = await hashPassword('Sunny-Flat-42');
    const [, scheme, version, params, salt, key] = hash.split('$');
    expect([scheme, version, params]).toEqual(['argon2id', 'v=19', 'm=19456,p=1,t=2']);
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64')).toHaveLength(32);
  });

  it('verify the right password only', async () => {
    const hash = await hashPassword('Sunny-Flat-42');
    expect(await verifyPassword('Sunny-Flat-42', hash)).toBe(true);
    expect(await verifyPassword('sunny-flat-42', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('compare passwords as NFC: a composed and a decomposed é are the same password', async () => {
    const composed = 'Caf\u00e9-Terrace-9';
    const decomposed = 'Cafe\u0301-Terrace-9';
    expect(await verifyPassword(decomposed, await hashPassword(composed))).toBe(true);
    expect(await verifyPassword(composed, legacyScryptHash(decomposed))).toBe(true);
  });

  it('still verify the scrypt hashes of the first releases', async () => {
    const hash = legacyScryptHash('Sunny-Flat-42');
    expect(await verifyPassword('Sunny-Flat-42', hash)).toBe(true);
    expect(await verifyPassword('Sunny-Flat-43', hash)).toBe(false);
  });

  it('salt every hash', async () => {
    expect(await hashPassword('Same-Pass-1')).not.toBe(await hashPassword('Same-Pass-1'));
  });

  it('reject stored values of another or a broken format', async () => {
    expect(await verifyPassword('x', 'bcrypt$whatever')).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
    expect(await verifyPassword('x', '$argon2id$v=19$m=19456,t=2,p=1$broken')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$3$8$1$c2FsdA==$a2V5')).toBe(false);
  });

  it('ask for a rehash of scrypt, of other argon2 types and of weaker argon2id parameters, not of ours or stronger', async () => {
    const weaker = (options: HashOptions) => argon2.hash('Sunny-Flat-42', { ...ARGON2_PARAMS, ...options });
    expect(needsRehash(legacyScryptHash('Sunny-Flat-42'))).toBe(true);
    expect(needsRehash(await weaker({ type: argon2.argon2i }))).toBe(true);
    expect(needsRehash(await weaker({ type: argon2.argon2id, memoryCost: 4096 }))).toBe(true);
    expect(needsRehash(await weaker({ type: argon2.argon2id, timeCost: 1 }))).toBe(true);
    expect(needsRehash(await hashPassword('Sunny-Flat-42'))).toBe(false);
    expect(needsRehash(await weaker({ type: argon2.argon2id, timeCost: 3 }))).toBe(false);
  });

  it('keep one dummy hash for unknown emails, of the current scheme so a miss costs what a wrong password costs', async () => {
    expect(await dummyPasswordHash()).toBe(await dummyPasswordHash());
    expect(await verifyPassword('anything', await dummyPasswordHash())).toBe(false);
    expect(needsRehash(await dummyPasswordHash())).toBe(false);
  });
});

describe('common passwords', () => {
  it('know the first and the 10,000th line of the list, whatever the case', () => {
    expect(isCommonPassword('123456')).toBe(true);
    expect(isCommonPassword('brady')).toBe(true);
    expect(isCommonPassword('Password1')).toBe(true);
    expect(isCommonPassword('QWERTY123')).toBe(true);
  });

  it('let other passwords through', () => {
    expect(isCommonPassword('Sunny-Flat-42')).toBe(false);
    expect(isCommonPassword('Password1!x')).toBe(false);
    expect(isCommonPassword('')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords.js';

describe('passwords', () => {
  it('hash with scrypt N=16384 r=8 p=1, a 16-byte salt and a 64-byte key', async () => {
    const hash = await hashPassword('Sunny-Flat-42');
    const [scheme, n, r, p, salt, key] = hash.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', '16384', '8', '1']);
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64')).toHaveLength(64);
  });

  it('verify the right password only', async () => {
    const hash = await hashPassword('Sunny-Flat-42');
    expect(await verifyPassword('Sunny-Flat-42', hash)).toBe(true);
    expect(await verifyPassword('sunny-flat-42', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salt every hash', async () => {
    expect(await hashPassword('Same-Pass-1')).not.toBe(await hashPassword('Same-Pass-1'));
  });

  it('reject stored values of another format', async () => {
    expect(await verifyPassword('x', 'bcrypt$whatever')).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
  });

  it('keep one dummy hash for unknown emails', async () => {
    expect(await dummyPasswordHash()).toBe(await dummyPasswordHash());
    expect(await verifyPassword('anything', await dummyPasswordHash())).toBe(false);
  });
});

import { MESSAGES } from '@portal/schema';
import argon2 from 'argon2';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, newRegistration, violationsOf, withTestApp } from '../test/app.js';
import { testDatabases } from '../test/databases.js';
import { legacyScryptHash } from '../test/passwords.js';
import { ARGON2_PARAMS } from './passwords.js';

describe.each(testDatabases())('POST /login on $name', (database) => {
  const t = withTestApp(database);
  let email: string;
  beforeAll(async () => {
    email = newRegistration().email;
    await t.app.inject({ method: 'POST', url: '/register', payload: newRegistration({ email }) });
  });

  const login = (payload: object) => t.app.inject({ method: 'POST', url: '/login', payload });
  /** An account as an older release stored it, with this password hash. */
  const insertUserWithHash = async (passwordHash: string) => {
    const now = new Date().toISOString();
    const userEmail = newRegistration().email;
    return t.db
      .insertInto('users')
      .values({ email: userEmail, passwordHash, firstName: 'Old', lastName: 'Timer', createdAt: now, updatedAt: now })
      .returning(['id', 'email'])
      .executeTakeFirstOrThrow();
  };

  it('answers the token, id, email and IRI', async () => {
    const response = await login({ email: email.toUpperCase(), password: STRONG_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['@id', 'email', 'id', 'token']);
    expect(body).toMatchObject({ email, '@id': `/users/${body.id}` });
    const claims = decodeJwt(body.token);
    expect(claims).toMatchObject({ sub: String(body.id), ver: 1 });
    expect(claims.exp! - claims.iat!).toBe(t.config.jwtTtlSeconds);
    const me = await t.app.inject({ url: '/me', headers: { authorization: `Bearer ${body.token}` } });
    expect(me.json().email).toBe(email);
  });

  it('answers 401 with the spec message for a wrong password and for an unknown email alike', async () => {
    const wrongPassword = await login({ email, password: 'Wrong-Pass-1' });
    const unknownEmail = await login({ email: 'nobody@example.com', password: STRONG_PASSWORD });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: MESSAGES.loginFailed });
    }
  });

  it("refuses a password longer than 4,096 characters with 'Incorrect email or password', without hashing it", async () => {
    const response = await login({ email, password: `${STRONG_PASSWORD}${'x'.repeat(1_000_000)}` });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(MESSAGES.loginFailed);
  });

  it('still logs in an account whose password predates the 128-character limit (up to 4,096)', async () => {
    const password = `Sunny-Flat-42${'x'.repeat(4083)}`;
    const { email: longEmail } = await insertUserWithHash(legacyScryptHash(password));
    expect((await login({ email: longEmail, password })).statusCode).toBe(200);
  });

  describe('replaces a hash of an older kind after a successful login', () => {
    const storedHash = async (id: number) =>
      (await t.db.selectFrom('users').select('passwordHash').where('id', '=', id).executeTakeFirstOrThrow())
        .passwordHash;

    it.each([
      ['scrypt (the first releases)', () => legacyScryptHash(STRONG_PASSWORD)],
      [
        'argon2id with a lower memory cost',
        () => argon2.hash(STRONG_PASSWORD, { type: argon2.argon2id, memoryCost: 4096 }),
      ],
      ['argon2i', () => argon2.hash(STRONG_PASSWORD, { type: argon2.argon2i, ...ARGON2_PARAMS })],
    ])('%s becomes argon2id m=19456 t=2 p=1; the password and the first token keep working', async (_kind, make) => {
      const old = await make();
      const user = await insertUserWithHash(old);
      expect((await login({ email: user.email, password: 'Wrong-Pass-1' })).statusCode).toBe(401);
      expect(await storedHash(user.id)).toBe(old);

      const first = await login({ email: user.email, password: STRONG_PASSWORD });
      expect(first.statusCode, first.body).toBe(200);
      const upgraded = await storedHash(user.id);
      expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);

      const second = await login({ email: user.email, password: STRONG_PASSWORD });
      expect(second.statusCode).toBe(200);
      expect(await storedHash(user.id)).toBe(upgraded);
      const me = await t.app.inject({ url: '/me', headers: { authorization: `Bearer ${first.json().token}` } });
      expect(me.statusCode).toBe(200);
    });
  });

  it('refuses malformed input with violations', async () => {
    expect(violationsOf(await login({ email: 'not-an-email', password: '' }))).toEqual([
      { propertyPath: 'email', message: MESSAGES.invalidEmail },
      { propertyPath: 'password', message: MESSAGES.passwordBlank },
    ]);
  });
});

import { MESSAGES } from '@portal/schema';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, newRegistration, openTestApp, violationsOf, type TestApp } from '../test/app.js';
import { testDatabases } from '../test/databases.js';

describe.each(testDatabases())('POST /login on $name', (database) => {
  let t: TestApp;
  let email: string;
  beforeAll(async () => {
    t = await openTestApp(database);
    email = newRegistration().email;
    await t.app.inject({ method: 'POST', url: '/register', payload: newRegistration({ email }) });
  });
  afterAll(() => t.close());

  const login = (payload: object) => t.app.inject({ method: 'POST', url: '/login', payload });

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

  it('refuses malformed input with violations', async () => {
    expect(violationsOf(await login({ email: 'not-an-email', password: '' }))).toEqual([
      { propertyPath: 'email', message: MESSAGES.invalidEmail },
      { propertyPath: 'password', message: MESSAGES.passwordBlank },
    ]);
  });
});

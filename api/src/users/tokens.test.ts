import { SignJWT, UnsecuredJWT, decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../test/app.js';
import { testDatabases } from '../test/databases.js';
import { issueToken, readToken } from './tokens.js';

const INVALID = { statusCode: 401, error: 'Unauthorized', message: 'Invalid or expired token' };

describe.each(testDatabases())('bearer tokens on $name', (database) => {
  const t = withTestApp(database);
  const me = t.user();

  const key = () => new TextEncoder().encode(t.config.jwtSecret);
  const meWith = (token: string) => t.app.inject({ url: '/me', headers: { authorization: `Bearer ${token}` } });
  const expectInvalid = async (token: string) => {
    const response = await meWith(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(INVALID);
  };

  it('accept the header in any case of the scheme', async () => {
    const response = await t.app.inject({ url: '/me', headers: { authorization: `bearer ${me.token}` } });
    expect(response.statusCode).toBe(200);
  });

  it('accept ?bearer= for links opened in a tab', async () => {
    const response = await t.app.inject({ url: `/me?bearer=${me.token}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(me.id);
  });

  it('refuse an expired token', async () => {
    const expired = await new SignJWT({ ver: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(me.id))
      .setJti('an-expired-token-id')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(key());
    await expectInvalid(expired);
  });

  it('refuse malformed tokens, other secrets, unsigned tokens and tokens without exp', async () => {
    await expectInvalid('not-a-jwt');
    await expectInvalid(`${me.token.slice(0, -4)}AAAA`);
    const otherSecret = await issueToken(
      { jwtSecret: 'z'.repeat(40), jwtTtlSeconds: 60 },
      { id: me.id, tokenVersion: 1 },
    );
    await expectInvalid(otherSecret);
    await expectInvalid(new UnsecuredJWT({ ver: 1 }).setSubject(String(me.id)).setExpirationTime('1h').encode());
    const noExp = await new SignJWT({ ver: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(me.id))
      .setJti('a-token-without-expiry')
      .sign(key());
    await expectInvalid(noExp);
  });

  it('refuse a token without an id (jti), as issued before tokens could be revoked', async () => {
    const withoutId = await new SignJWT({ ver: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(me.id))
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key());
    await expectInvalid(withoutId);
    const withId = await new SignJWT({ ver: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(me.id))
      .setJti('the-same-token-with-an-id')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key());
    expect((await meWith(withId)).statusCode).toBe(200);
  });

  it('refuse a token of a user that does not exist or of an older version', async () => {
    await expectInvalid(await issueToken(t.config, { id: 999_999, tokenVersion: 1 }));
    await expectInvalid(await issueToken(t.config, { id: me.id, tokenVersion: 0 }));
  });

  it('refuse another scheme in the Authorization header', async () => {
    const response = await t.app.inject({ url: '/me', headers: { authorization: `Basic ${me.token}` } });
    expect(response.statusCode).toBe(401);
  });

  it('read back what they carry: user, version, a random id and the expiry', async () => {
    const claims = await readToken(t.config, me.token);
    expect(claims).toEqual({
      userId: me.id,
      version: 1,
      tokenId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      expiresAt: new Date(decodeJwt(me.token).exp! * 1000).toISOString(),
    });
    const another = await readToken(t.config, await issueToken(t.config, { id: me.id, tokenVersion: 1 }));
    expect(another?.tokenId).not.toBe(claims?.tokenId);
  });
});

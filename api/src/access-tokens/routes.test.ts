import { ACCESS_TOKEN_LIMITS, ACCESS_TOKEN_MESSAGES, ACCESS_TOKEN_SCOPES } from '@portal/schema';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, signUp, violationsOf, type SignedInUser } from '../test/app.js';
import { testDatabases } from '../test/databases.js';
import { addProperty } from '../test/listings.js';
import { withResourceSuite } from '../test/resource-suite.js';
import { hashSecret } from './secret.js';

interface Created {
  id: number;
  token: string;
  name: string;
  scopes: string[];
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
}

describe.each(testDatabases())('/access-tokens on $name', (database) => {
  const { t, host, other, post: create } = withResourceSuite(database, '/access-tokens');
  async function newToken(user: SignedInUser, scopes: readonly string[], expiresInDays: number | null = null) {
    const response = await create(user, { name: `Token ${scopes.join(',')}`, scopes, expiresInDays });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Created>();
  }
  const withToken = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });

  it('creates a token shown once, lists it without the secret, and keeps only a hash', async () => {
    const response = await create(host, {
      name: ' Channel manager ',
      scopes: ['read:bookings', 'read:listings', 'read:bookings'],
      expiresInDays: 30,
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<Created>();
    expect(created.token).toMatch(/^hp_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({
      '@id': `/access-tokens/${created.id}`,
      '@type': 'AccessToken',
      name: 'Channel manager',
      scopes: ['read:listings', 'read:bookings'],
      lastUsedAt: null,
    });
    const days = (Date.parse(created.expiresAt!) - Date.parse(created.createdAt)) / 86_400_000;
    expect(days).toBe(30);

    const list = await t.app.inject({ method: 'GET', url: '/access-tokens', headers: host.auth });
    const members = list.json<{ 'hydra:member': Record<string, unknown>[] }>()['hydra:member'];
    const { token: _secret, ...listed } = created;
    expect(members).toContainEqual(listed);
    expect(list.body).not.toContain(created.token);

    // The database holds the SHA-256 of the secret, never the secret.
    const rows = await t.db.selectFrom('accessTokens').selectAll().where('id', '=', created.id).execute();
    expect(rows[0]!.tokenHash).toBe(hashSecret(created.token));
    expect(JSON.stringify(rows)).not.toContain(created.token.slice(3));
    // Another user sees none of it.
    const theirs = await t.app.inject({ method: 'GET', url: '/access-tokens', headers: other.auth });
    expect(theirs.json()['hydra:member']).toEqual([]);
  });

  it('validates name, scopes and expiry', async () => {
    const violations = violationsOf(
      await create(host, {
        name: '',
        scopes: ['read:everything'],
        expiresInDays: ACCESS_TOKEN_LIMITS.expiresInDaysMax + 1,
      }),
    );
    expect(violations.map((violation) => violation.propertyPath).sort()).toEqual([
      'expiresInDays',
      'name',
      'scopes[0]',
    ]);
    expect(violationsOf(await create(host, { name: 'x', scopes: [] }))).toEqual([
      { propertyPath: 'scopes', message: ACCESS_TOKEN_MESSAGES.scopesRequired },
    ]);
    expect((await create(host, { name: 'x'.repeat(101), scopes: ['read:listings'] })).statusCode).toBe(422);
  });

  it('authenticates REST calls with the token, within its scopes', async () => {
    const { iri } = await addProperty(t.app, host);
    const reader = await newToken(host, ['read:listings']);
    const listings = await withToken(reader.token, 'GET', '/properties');
    expect(listings.statusCode, listings.body).toBe(200);
    expect(listings.json()['hydra:member'].map((p: { '@id': string }) => p['@id'])).toContain(iri);
    // Who am I: open to every token.
    const me = await withToken(reader.token, 'GET', '/me');
    expect(me.json().id).toBe(host.id);
    // A write with a read scope, and another area, are 403 with the missing scope named.
    const write = await withToken(reader.token, 'PUT', iri, { name: 'Renamed' });
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe(ACCESS_TOKEN_MESSAGES.missingScope('write:listings'));
    const bookings = await withToken(reader.token, 'GET', '/bookings');
    expect(bookings.json().message).toBe(ACCESS_TOKEN_MESSAGES.missingScope('read:bookings'));

    const writer = await newToken(host, ['write:listings', 'read:messages']);
    expect((await withToken(writer.token, 'PUT', iri, { name: 'Renamed by an app' })).statusCode).toBe(200);
    expect((await withToken(writer.token, 'GET', iri)).statusCode).toBe(403);
    expect((await withToken(writer.token, 'GET', '/message-templates')).statusCode).toBe(200);
    expect((await withToken(writer.token, 'GET', `/users/${host.id}/messages-as-host`)).statusCode).toBe(200);
  });

  it('never changes the email, the password, the profile or the tokens, whatever its scopes', async () => {
    const all = await newToken(host, ACCESS_TOKEN_SCOPES);
    const attempts = [
      withToken(all.token, 'PUT', `/users/${host.id}/profile`, { email: 'taken-over@example.com' }),
      withToken(all.token, 'PUT', `/users/${host.id}/profile`, {
        plainPassword: 'Taken-Over-99',
        oldPassword: STRONG_PASSWORD,
      }),
      withToken(all.token, 'PUT', `/users/${host.id}`, { firstName: 'Mallory' }),
      withToken(all.token, 'GET', '/access-tokens'),
      withToken(all.token, 'POST', '/access-tokens', { name: 'Another', scopes: ['read:listings'] }),
      withToken(all.token, 'DELETE', `/access-tokens/${all.id}`),
      withToken(all.token, 'POST', '/logout'),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().message).toBe(ACCESS_TOKEN_MESSAGES.notWithToken);
    }
    const me = await t.app.inject({ method: 'GET', url: '/me', headers: host.auth });
    expect(me.json()).toMatchObject({ email: host.email, firstName: 'Ada' });
  });

  it('answers 401 at once after a revocation; another user revoking it gets 404', async () => {
    const token = await newToken(host, ['read:listings']);
    expect((await withToken(token.token, 'GET', '/properties')).statusCode).toBe(200);
    const foreign = await t.app.inject({ method: 'DELETE', url: `/access-tokens/${token.id}`, headers: other.auth });
    expect(foreign.statusCode).toBe(404);
    expect((await withToken(token.token, 'GET', '/properties')).statusCode).toBe(200);
    const revoked = await t.app.inject({ method: 'DELETE', url: `/access-tokens/${token.id}`, headers: host.auth });
    expect(revoked.statusCode).toBe(204);
    const after = await withToken(token.token, 'GET', '/properties');
    expect(after.statusCode).toBe(401);
    expect(after.body).not.toContain(token.token);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/access-tokens/${token.id}`, headers: host.auth })).statusCode,
    ).toBe(404);
  });

  it('answers 401 once expired, and for unknown, malformed or URL-borne secrets', async () => {
    const token = await newToken(host, ['read:listings'], 1);
    expect((await withToken(token.token, 'GET', '/properties')).statusCode).toBe(200);
    await t.db
      .updateTable('accessTokens')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', token.id)
      .execute();
    expect((await withToken(token.token, 'GET', '/properties')).statusCode).toBe(401);
    expect((await withToken(`hp_${'A'.repeat(43)}`, 'GET', '/properties')).statusCode).toBe(401);
    expect((await withToken('hp_short', 'GET', '/properties')).statusCode).toBe(401);
    const live = await newToken(host, ['read:listings']);
    const inUrl = await t.app.inject({ method: 'GET', url: `/properties?bearer=${live.token}` });
    expect(inUrl.statusCode).toBe(401);
  });

  it('records the last use at most once a minute', async () => {
    const token = await newToken(host, ['read:listings']);
    await withToken(token.token, 'GET', '/properties');
    const lastUse = async () =>
      (await t.db.selectFrom('accessTokens').select('lastUsedAt').where('id', '=', token.id).executeTakeFirstOrThrow())
        .lastUsedAt;
    const first = await lastUse();
    expect(first).not.toBeNull();
    await withToken(token.token, 'GET', '/properties');
    expect(await lastUse()).toBe(first);
    const twoMinutesAgo = new Date(Date.now() - 120_000).toISOString();
    await t.db.updateTable('accessTokens').set({ lastUsedAt: twoMinutesAgo }).where('id', '=', token.id).execute();
    await withToken(token.token, 'GET', '/properties');
    expect(Date.parse((await lastUse())!)).toBeGreaterThan(Date.parse(twoMinutesAgo) + 60_000);
  });

  it(`holds at most ${ACCESS_TOKEN_LIMITS.perUser} live tokens per user`, async () => {
    const user = await signUp(t.app);
    for (let index = 0; index < ACCESS_TOKEN_LIMITS.perUser; index++) await newToken(user, ['read:listings']);
    const over = await create(user, { name: 'One too many', scopes: ['read:listings'] });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(ACCESS_TOKEN_MESSAGES.tooMany);
    // An expired token no longer counts.
    await sql`update access_tokens set expires_at = ${new Date(Date.now() - 1000).toISOString()} where id = (select min(id) from access_tokens where user_id = ${user.id})`.execute(
      t.db,
    );
    expect((await create(user, { name: 'Replacement', scopes: ['read:listings'] })).statusCode).toBe(201);
  });
});

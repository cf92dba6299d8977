import { describe, expect, it } from 'vitest';
import { withTestApp } from '../test/app.js';
import { testDatabases } from '../test/databases.js';

const NOT_FOUND = { statusCode: 404, error: 'Not Found', message: 'Not found' };

describe.each(testDatabases())('reading users on $name', (database) => {
  const t = withTestApp(database);
  const me = t.user();
  const other = t.user({ firstName: 'Grace' });

  const get = (url: string, headers: Record<string, string> = me.auth) => t.app.inject({ url, headers });

  it('GET /me answers the caller', async () => {
    const response = await get('/me');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ '@id': `/users/${me.id}`, id: me.id, email: me.email });
  });

  it('GET /me needs a token', async () => {
    const response = await get('/me', {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Authentication required' });
    expect(response.headers['www-authenticate']).toBe('Bearer');
  });

  it('GET /users/{id} answers the caller’s own item', async () => {
    const response = await get(`/users/${me.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: me.id, '@type': 'User' });
  });

  it('GET /users/{id} of another user, or of no one, is a 404 (never 403)', async () => {
    for (const id of [other.id, 999_999]) {
      const response = await get(`/users/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
  });

  it('GET /users/{id} with a non-numeric id is a 400', async () => {
    const response = await get('/users/abc');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('GET /users/{id} needs a token', async () => {
    expect((await get(`/users/${me.id}`, {})).statusCode).toBe(401);
  });

  it('GET /users?id[]= lists only the caller, whatever ids are asked for', async () => {
    const both = await get(`/users?id[]=${other.id}&id[]=${me.id}`);
    expect(both.statusCode).toBe(200);
    const body = both.json();
    expect(body['hydra:totalItems']).toBe(1);
    expect(body['hydra:member'].map((user: { id: number }) => user.id)).toEqual([me.id]);

    const othersOnly = await get(`/users?id[]=${other.id}`);
    expect(othersOnly.json()).toEqual({ 'hydra:member': [], 'hydra:totalItems': 0 });
  });

  it('GET /users accepts id= too, and lists the caller without a filter', async () => {
    expect((await get(`/users?id=${me.id}`)).json()['hydra:totalItems']).toBe(1);
    expect((await get('/users')).json()['hydra:member'][0].id).toBe(me.id);
    expect((await get('/users', {})).statusCode).toBe(401);
  });
});

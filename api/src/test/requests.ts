import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { SignedInUser } from './app.js';

/** POST `payload` to `url` as `user`; fails the test unless 201. The created item. */
export async function postCreated<T>(
  app: FastifyInstance,
  user: Pick<SignedInUser, 'auth'>,
  url: string,
  payload: object,
): Promise<T> {
  const response = await app.inject({ method: 'POST', url, headers: user.auth, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<T>();
}

import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { COMPLETE_FIELDS } from '@portal/testkit/listing-fields';
import type { Db } from '../db/database.js';
import type { SignedInUser } from './app.js';

export interface CreatedProperty {
  id: number;
  iri: string;
}

/** POST /properties as `user`. */
export async function addProperty(app: FastifyInstance, user: SignedInUser, name = 'Harbour View Cottage') {
  const response = await app.inject({ method: 'POST', url: '/properties', headers: user.auth, payload: { name } });
  expect(response.statusCode, response.body).toBe(201);
  const { id, '@id': iri } = response.json<{ id: number; '@id': string }>();
  return { id, iri } satisfies CreatedProperty;
}

/** Every field the activation and the completion marks look at (except photos and calendars): testkit's. */
export { COMPLETE_FIELDS };

export async function putProperty(app: FastifyInstance, user: SignedInUser, id: number, payload: object) {
  return app.inject({ method: 'PUT', url: `/properties/${id}`, headers: user.auth, payload });
}

/**
 * Photo rows written straight to the database (no files): enough for completeness and activation. The first one
 * is the main photo when `main` is true.
 */
export async function insertPhotos(db: Db, ownerId: number, propertyId: number, count: number, main = true) {
  for (let index = 0; index < count; index++) {
    const folder = `images/${randomBytes(8).toString('hex')}`;
    await db
      .insertInto('images')
      .values({
        ownerId,
        propertyId,
        propertyPhotoType: main && index === 0 ? 'main' : 'bedroom',
        caption: null,
        position: index,
        originalKey: `${folder}/original.jpg`,
        squareSmallKey: `${folder}/square-small.jpg`,
        mediumKey: `${folder}/medium.jpg`,
        largeKey: `${folder}/large.jpg`,
        contentType: 'image/jpeg',
        width: 1600,
        height: 1200,
        bytes: 1000,
        createdAt: new Date().toISOString(),
      })
      .execute();
  }
}

/** A listing that can be opened: every field, 10 photos with a main one, an iCal link. */
export async function addCompleteProperty(app: FastifyInstance, db: Db, user: SignedInUser, name?: string) {
  const property = await addProperty(app, user, name);
  const response = await putProperty(app, user, property.id, COMPLETE_FIELDS);
  expect(response.statusCode, response.body).toBe(200);
  await insertPhotos(db, user.id, property.id, 10);
  const calendar = await app.inject({
    method: 'POST',
    url: '/calendars',
    headers: user.auth,
    payload: { property: property.iri, url: 'https://www.airbnb.co.uk/calendar/ical/40656947.ics?s=32a0a26548f45a0c' },
  });
  expect(calendar.statusCode, calendar.body).toBe(201);
  return property;
}

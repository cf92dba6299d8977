import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type OpenTestDatabase } from '../test/databases.js';
import { migrateToLatest } from './migrate.js';
import { migrations } from './migrations/index.js';

describe.each(testDatabases())('migrations on $name', (database) => {
  let opened: OpenTestDatabase;
  beforeAll(async () => {
    opened = await database.open(); // runs every migration once
  });
  afterAll(() => opened.close());

  it('are idempotent: running them again changes nothing', async () => {
    expect(await migrateToLatest(opened.db)).toEqual([]);
    expect(await migrateToLatest(opened.db)).toEqual([]);
  });

  it('create the tables', async () => {
    const tables = (await opened.db.introspection.getTables()).map((table) => table.name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'users',
        'plan_subscriptions',
        'properties',
        'images',
        'uploads',
        'property_bedrooms',
        'property_amenities',
        'seasonal_rates',
        'calendars',
        'bookings',
        'property_sync_log',
        'payment_events',
      ]),
    );
  });

  it('are listed in the order they run', () => {
    const names = Object.keys(migrations);
    expect(names).toEqual([...names].sort());
  });

  it('store booleans and defaults the same way on every database', async () => {
    const now = new Date().toISOString();
    const row = await opened.db
      .insertInto('users')
      .values({
        email: 'defaults@example.com',
        passwordHash: 'x',
        firstName: 'A',
        lastName: 'B',
        createdAt: now,
        updatedAt: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      language: 'English',
      isCompany: 0,
      acceptsMarketing: 0,
      tokenVersion: 1,
      currency: null,
    });
  });
});

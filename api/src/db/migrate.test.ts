import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
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
    // Each table answers a query (Kysely's introspector would read every schema of a shared PostgreSQL server).
    const tables = [
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
    ] as const;
    for (const table of tables) {
      const { rows } = await sql`select 1 from ${sql.table(table)} limit 1`.execute(opened.db);
      expect(rows).toEqual([]);
    }
    await expect(sql`select 1 from ${sql.table('no_such_table')}`.execute(opened.db)).rejects.toThrow();
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

describe.runIf(process.env.TEST_DATABASE_URL)('migrations on a shared PostgreSQL server', () => {
  it('run while other schemas of the server are created and dropped (test suites side by side)', async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    let churning = true;
    const churn = (async () => {
      while (churning) {
        const schema = `churn_${randomBytes(4).toString('hex')}`;
        await admin.query(`create schema "${schema}"; create table "${schema}".t (id int)`);
        await admin.query(`drop schema "${schema}" cascade`);
      }
    })();
    try {
      for (let round = 0; round < 10; round += 1) {
        const opened = await testDatabases()[1]!.open();
        expect(await migrateToLatest(opened.db)).toEqual([]);
        await opened.close();
      }
    } finally {
      churning = false;
      await churn;
      await admin.end();
    }
  });
});

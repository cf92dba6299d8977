import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type ApiConfig } from '../config.js';
import { createDb, type Db } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { adminQuery, withSearchPath } from '../db/postgres-schemas.js';

export interface TestDatabase {
  name: 'sqlite' | 'postgres';
  /** A fresh, migrated database and a config pointing at it (own DATA_DIR in os.tmpdir()); `env` adds settings. */
  open(env?: NodeJS.ProcessEnv): Promise<OpenTestDatabase>;
}

export interface OpenTestDatabase {
  config: ApiConfig;
  db: Db;
  /** Destroys the db, drops the PostgreSQL schema and removes the DATA_DIR. */
  close(): Promise<void>;
}

/** Suites run on SQLite always, and on PostgreSQL too when TEST_DATABASE_URL is set. */
export function testDatabases(): TestDatabase[] {
  const databases: TestDatabase[] = [{ name: 'sqlite', open: (env) => openDatabase(undefined, env) }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) databases.push({ name: 'postgres', open: (env) => openDatabase(url, env) });
  return databases;
}

/**
 * Nothing a test does may reach the internet: iCal feeds are fetched from this closed loopback port (connection
 * refused, stored as the calendar's sync error) unless a test points CALENDAR_FETCH_ORIGIN at its fixture server.
 */
export const CLOSED_FETCH_ORIGIN = 'http://127.0.0.1:9';

/**
 * Suites sign up and log in far more often than a person: every rate-limit class stays on (its check runs) with a
 * limit no suite reaches. The rate-limit tests set their own RATE_LIMITS.
 */
export const UNREACHED_RATE_LIMITS = JSON.stringify({ '*': { max: 1_000_000 } });
/**
 * Suites share two busy cores and run synchronous SQLite: a stalled event loop is normal there, so the overload
 * 503s are off except in the overload tests, which set their own thresholds.
 */
export const TEST_OVERLOAD_PROTECTION = 'off';

/** Config for a throwaway DATA_DIR; `env` may add DATABASE_URL and the like. No sync schedule. */
export function testConfig(env: NodeJS.ProcessEnv = {}): ApiConfig {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-api-test-'));
  return loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    CALENDAR_FETCH_ORIGIN: CLOSED_FETCH_ORIGIN,
    CALENDAR_SYNC_INTERVAL_MINUTES: '0',
    RATE_LIMITS: UNREACHED_RATE_LIMITS,
    OVERLOAD_PROTECTION: TEST_OVERLOAD_PROTECTION,
    ...env,
  });
}

async function openDatabase(postgresUrl: string | undefined, env: NodeJS.ProcessEnv = {}): Promise<OpenTestDatabase> {
  const schema = postgresUrl ? await createSchema(postgresUrl) : undefined;
  const config = testConfig({
    ...env,
    ...(postgresUrl && schema ? { DATABASE_URL: withSearchPath(postgresUrl, schema) } : {}),
  });
  const db = createDb(config);
  await migrateToLatest(db);
  return {
    config,
    db,
    close: async () => {
      await db.destroy();
      if (postgresUrl && schema) await adminQuery(postgresUrl, `drop schema "${schema}" cascade`);
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

async function createSchema(url: string): Promise<string> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create schema "${schema}"`);
  return schema;
}

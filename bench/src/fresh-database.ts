import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminQuery, withSearchPath } from '@portal/api';

/** Where a bench API keeps its data: a temp DATA_DIR (its SQLite file) and, on PostgreSQL, a fresh schema. */
export interface FreshDatabase {
  dataDir: string;
  /** The API's DATABASE_URL on the fresh schema when on PostgreSQL (none on SQLite). */
  env: { DATABASE_URL?: string };
  /**
   * PostgreSQL: what autovacuum does to a database that has run a while (VACUUM ANALYZE of the tables the benches
   * read: planner statistics, and the visibility map index-only scans need). Right after a bulk seed neither exists
   * yet, and a bench would time a state no running portal stays in. Nothing on SQLite.
   */
  settle(): Promise<void>;
  /** Drops the schema and removes the directory. */
  remove(): Promise<void>;
}

const SETTLED_TABLES = [
  'users',
  'properties',
  'images',
  'calendars',
  'bookings',
  'nightly_rates',
  'seasonal_rates',
  'messages',
  'calendar_versions',
  'list_versions',
];

/** A temp DATA_DIR named from `prefix` and, given `postgresUrl`, a fresh schema of that database. */
export async function freshDatabase(prefix: string, postgresUrl: string | undefined): Promise<FreshDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), prefix));
  const schema = postgresUrl ? `bench_${randomBytes(6).toString('hex')}` : null;
  if (postgresUrl && schema) await adminQuery(postgresUrl, `create schema "${schema}"`);
  return {
    dataDir,
    env: postgresUrl && schema ? { DATABASE_URL: withSearchPath(postgresUrl, schema) } : {},
    settle: async () => {
      if (!postgresUrl || !schema) return;
      await adminQuery(
        postgresUrl,
        `vacuum analyze ${SETTLED_TABLES.map((table) => `"${schema}".${table}`).join(', ')}`,
      );
    },
    remove: async () => {
      if (postgresUrl && schema) await adminQuery(postgresUrl, `drop schema "${schema}" cascade`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { ApiConfig } from '../config.js';
import { keepingStatements } from './statement-cache.js';
import type { Database } from './tables.js';

export type Db = Kysely<Database>;

export function createDb(config: Pick<ApiConfig, 'database'>): Db {
  const plugins = [new CamelCasePlugin()];
  if (config.database.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.database.url, max: 10 });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
  }
  const sqlite = new SQLite(config.database.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: keepingStatements(sqlite) }), plugins });
}

/** A unique index refused the write (SQLite and PostgreSQL alike). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

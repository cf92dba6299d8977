import { Migrator, PostgresAdapter, sql, type Kysely } from 'kysely';
import { migrations } from './migrations/index.js';

/** Runs every pending migration; a no-op when the schema is current. Throws on failure. */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  const plain = db.withoutPlugins();
  const migrator = new Migrator({
    db: plain,
    provider: { getMigrations: async () => migrations },
    // Kysely looks for its bookkeeping table in every schema unless told which one: name the current one,
    // so databases sharing a server through different search_paths (tests) stay apart.
    migrationTableSchema: await currentPostgresSchema(plain),
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
  return results.map((result) => result.migrationName);
}

async function currentPostgresSchema<DB>(db: Kysely<DB>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

import {
  Migrator,
  PostgresAdapter,
  sql,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type Kysely,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely';
import { migrations } from './migrations/index.js';

/** Runs every pending migration; a no-op when the schema is current. Throws on failure. */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  const plain = db.withoutPlugins();
  const schema = await currentPostgresSchema(plain);
  const migrator = new Migrator({
    db: schema ? withIntrospectionOf(plain, schema) : plain,
    provider: { getMigrations: async () => migrations },
    // Kysely looks for its bookkeeping table in every schema unless told which one: name the current one,
    // so databases sharing a server through different search_paths (tests) stay apart.
    migrationTableSchema: schema,
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

/**
 * The migrator only asks whether its own tables exist, but Kysely's PostgreSQL introspector reads every schema of
 * the server and calls has_schema_privilege() on each: a schema dropped meanwhile (another database sharing the
 * server, as test suites do) fails it with 3F000. This one looks at the migrator's schema alone.
 */
function withIntrospectionOf<DB>(db: Kysely<DB>, schema: string): Kysely<DB> {
  const introspection = new OwnSchemaIntrospector(db, schema);
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspection;
      const value: unknown = Reflect.get(target, property, target);
      // Kysely keeps its state in private fields: methods must run on the real instance, not on the proxy.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

class OwnSchemaIntrospector<DB> implements DatabaseIntrospector {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly schema: string,
  ) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`
      select nspname as name from pg_catalog.pg_namespace where nspname = ${this.schema}`.execute(this.db);
    return rows;
  }

  async getTables(): Promise<TableMetadata[]> {
    const { rows } = await sql<{ name: string }>`
      select c.relname as name from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = ${this.schema} and c.relkind in ('r', 'p')`.execute(this.db);
    return rows.map(({ name }) => ({ name, schema: this.schema, isView: false, columns: [] }));
  }

  async getMetadata(): Promise<DatabaseMetadata> {
    return { tables: await this.getTables() };
  }
}

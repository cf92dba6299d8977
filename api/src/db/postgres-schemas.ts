import pg from 'pg';

/**
 * A URL whose connections see only `schema` (search_path): how tests and benches share one PostgreSQL database, each
 * on a fresh schema of its own.
 */
export function withSearchPath(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema}`);
  return parsed.toString();
}

/** Runs one statement (create or drop a schema) on a connection of its own, closed after. */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

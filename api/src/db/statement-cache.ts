import type { Database as SqliteFile, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** How many prepared statements a SQLite database keeps: the app's queries, plus id lists of many lengths. */
export const STATEMENTS_KEPT = 500;

/**
 * `file` as Kysely's SQLite dialect uses it, keeping its prepared statements by SQL text (the least recently used
 * dropped past `kept`). Kysely prepares every query it runs, and preparing was 8 % of a list request's CPU. Sound
 * because Kysely runs statements with all() and run() only, each to its end before the next query (one connection,
 * one query at a time); SQLite itself prepares a kept statement again after a schema change.
 */
export function keepingStatements(file: SqliteFile, kept = STATEMENTS_KEPT): SqliteDatabase & { kept(): number } {
  const statements = new Map<string, Statement>();
  return {
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement) statements.delete(sql);
      else {
        statement = file.prepare(sql);
        if (statements.size >= kept) statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      return statement;
    },
    close: () => file.close(),
    kept: () => statements.size,
  };
}

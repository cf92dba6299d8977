import type { ApiConfig } from '../config.js';
import { buildApp } from '../app.js';
import type { Db } from '../db/database.js';
import { requestLogger } from '../plugins/logging.js';

/**
 * An app on the test's database, with its config or a changed one, whose log lines (info and up) are pushed onto
 * `lines`: for tests that a failure is logged, and that no secret is logged with it.
 */
export function loggingApp(test: { db: Db; config: ApiConfig }, lines: string[], config: ApiConfig = test.config) {
  return buildApp({
    db: test.db,
    config,
    logger: requestLogger({ level: 'info', stream: { write: (line: string) => lines.push(line) } }),
  });
}

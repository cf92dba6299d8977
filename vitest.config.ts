import { defineConfig } from 'vitest/config';

export default defineConfig({
  // One file at a time (Vitest's default on two cores). Two at a time halves the unit stage, but a PostgreSQL suite
  // dropping its schema can then break another's migration: Kysely's migrator introspects every schema of the
  // server (error 3F000 'schema … does not exist'). Two workers need that fixed first.
  test: { projects: ['schema', 'testkit', 'api', 'gateway', 'web', 'bench'] },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Two files at a time on two cores halves the unit stage; PostgreSQL suites stay apart in their own schemas (the
  // migrator introspects only its own schema, so a suite dropping its schema cannot break another's migration).
  test: {
    maxWorkers: 2,
    projects: [
      'schema',
      'testkit',
      'api',
      'gateway',
      'web',
      'bench',
      { test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.ts'] } },
    ],
  },
});

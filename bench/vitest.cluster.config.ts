import { defineConfig } from 'vitest/config';

// `npm run test:cluster`: the tests that start scripts/cluster.mjs from the built dist (run after `npm run build`;
// the unit stage of `npm test` runs before the build, so bench/vitest.config.ts leaves them out).
export default defineConfig({
  test: { name: 'cluster', environment: 'node', include: ['bench/src/**/*.built.test.ts'], fileParallelism: false },
});

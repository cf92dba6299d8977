import { defineProject } from 'vitest/config';

export default defineProject({
  // *.built.test.ts need `npm run build` first: `npm run test:cluster` runs them (vitest.cluster.config.ts).
  test: { name: 'bench', environment: 'node', include: ['src/**/*.test.ts'], exclude: ['src/**/*.built.test.ts'] },
});

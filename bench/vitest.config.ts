import { defineProject } from 'vitest/config';
import { workspaceAliases } from '../vitest.shared.js';

export default defineProject({
  // The tests may take their helpers from testkit, from source (no build first).
  resolve: { alias: workspaceAliases },
  // *.built.test.ts need `npm run build` first: `npm run test:cluster` runs them (vitest.cluster.config.ts).
  test: { name: 'bench', environment: 'node', include: ['src/**/*.test.ts'], exclude: ['src/**/*.built.test.ts'] },
});

import { defineProject } from 'vitest/config';
import { workspaceAliases } from '../vitest.shared.js';

export default defineProject({
  // The tests may take their data from testkit's fixtures.
  resolve: { alias: workspaceAliases },
  test: { name: 'schema', environment: 'node', include: ['src/**/*.test.ts'] },
});

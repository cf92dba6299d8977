import { createRequire } from 'node:module';
import { defineProject } from 'vitest/config';
import { workspaceAliases } from '../vitest.shared.js';

// graphql-js refuses objects of another copy of itself. Node loads its CommonJS build for every library here
// (Apollo, graphql-tools, graphql-ws); vite would hand test files the .mjs build. One copy for both.
const graphqlCommonJs = createRequire(import.meta.url).resolve('graphql');

export default defineProject({
  resolve: { alias: [...workspaceAliases, { find: /^graphql$/, replacement: graphqlCommonJs }] },
  test: {
    name: 'gateway',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Every operation through graphql-jit from its first run, so the whole suite checks the compiled execution.
    env: { GRAPHQL_JIT: '1' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

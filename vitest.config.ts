import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['schema', 'testkit', 'api', 'gateway', 'web', 'bench'],
    // Vitest's default on two cores is one worker; the suites keep to their own users and rows, so two files run
    // side by side safely, and the unit stage takes half as long.
    maxWorkers: 2,
  },
});

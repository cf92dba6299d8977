import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { projects: ['schema', 'testkit', 'api', 'gateway', 'web', 'bench'] },
});

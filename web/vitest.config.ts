import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineProject({
    // The tests may take their data from testkit's fixtures (compiled from source, as in tsconfig.json's `paths`).
    resolve: {
      alias: [
        {
          find: /^@portal\/testkit\/(.+)$/,
          replacement: `${new URL('../testkit/src/', import.meta.url).pathname}$1.ts`,
        },
      ],
    },
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
      setupFiles: ['./src/test/setup.ts'],
      // jsdom renders Chakra pages slowly; on a shared two-core machine a single test can take seconds.
      testTimeout: 60_000,
    },
  }),
);

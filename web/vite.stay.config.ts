import { defineConfig } from 'vite';
import portal from './vite.config';

/**
 * The guest app (issue 13: web/stay.html, web/src/stays), built after the host portal into the same web/dist, as a
 * build of its own: React and plain CSS, no Chakra, no Apollo Client, no router, and no chunk shared with the host
 * portal (whose first screen would otherwise be split into more files). Its manifest is
 * .vite/stay-manifest.json, which web/scripts/first-load-budget.mjs reads.
 */
export default defineConfig({
  ...portal,
  build: {
    ...portal.build,
    emptyOutDir: false,
    manifest: '.vite/stay-manifest.json',
    rolldownOptions: {
      input: { stay: new URL('stay.html', import.meta.url).pathname },
      output: {
        // React changes less often than the app: its own chunk stays cached across deploys.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 1 }],
        },
      },
    },
  },
});

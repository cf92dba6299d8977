import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The GraphQL gateway (which also proxies the REST API) in development. */
const gateway = 'http://localhost:4000';

/** The guest app's addresses: served its own page (web/stay.html), as the gateway does in production. */
const GUEST_APP = /^\/(stay|invite)(\/|$)/;

/** In development, page loads of /stay/… and /invite/… get the guest app's page instead of the host portal's. */
const guestAppPages = (): Plugin => ({
  name: 'guest-app-pages',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      if (request.url && GUEST_APP.test(request.url) && (request.headers.accept ?? '').includes('text/html')) {
        request.url = '/stay.html';
      }
      next();
    });
  },
});

export default defineConfig({
  plugins: [react(), guestAppPages()],
  resolve: {
    // Same alias as `paths` in tsconfig.json: the shared package is compiled from source.
    alias: [{ find: /^@portal\/schema$/, replacement: new URL('../schema/src/index.ts', import.meta.url).pathname }],
  },
  server: {
    proxy: {
      '/graphql': { target: gateway, ws: true, changeOrigin: true },
      '/api': { target: gateway, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // web/scripts/first-load-budget.mjs reads it to find what the first screen loads. index.html preloads only the
    // entry's static imports (Vite's default); a lazy route's chunks are preloaded when the route is opened.
    manifest: true,
    rolldownOptions: {
      // The host portal's page. The guest app's (stay.html) is built on its own by vite.stay.config.ts, so that the
      // two share no chunk: sharing split the host portal's first screen into more, less compressible files.
      input: { main: new URL('index.html', import.meta.url).pathname },
      output: {
        // Libraries change less often than the app: separate chunks stay cached across deploys. Each group holds only
        // what the first screen imports ($initial); what only lazy routes use (most of Chakra's components, forms,
        // graphql-ws) is split with those routes, so the first screen does not download it.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
              tags: ['$initial'],
              priority: 3,
            },
            {
              name: 'apollo',
              test: /node_modules[\\/](@apollo|graphql|graphql-ws|rxjs|@wry|optimism|tslib)[\\/]/,
              tags: ['$initial'],
              priority: 2,
            },
            {
              name: 'ui',
              test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss|@floating-ui|@internationalized)[\\/]/,
              tags: ['$initial'],
              priority: 2,
            },
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});

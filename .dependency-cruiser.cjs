/**
 * The layers (ARCHITECTURE.md), checked by `npm run check:architecture`: schema/ at the bottom, the API on it, the
 * gateway on the API's HTTP contract only, the web app on the gateway's GraphQL only; testkit/ for tests alone,
 * server-kit/ for the two servers alone.
 */
const TESTS = '(\\.test\\.tsx?$|/test/|^web/e2e/|^testkit/|^bench/|/playwright\\.config\\.ts$)';

/** A rule that `from/` imports none of the packages `above` (their folders). */
function importsNothingFrom(from, above, { name, comment }) {
  return {
    name,
    severity: 'error',
    comment,
    from: { path: `^${from}/` },
    to: { path: `^(${above.join('|')})/` },
  };
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import cycle ties modules so that none can change or load alone. Generated code is left out (codegen ' +
        'writes graphql.ts and the documents it re-exports that way).',
      from: { pathNot: '/__generated__/' },
      to: { circular: true },
    },
    {
      name: 'no-circular-at-runtime',
      severity: 'error',
      comment: 'No cycle of imports that load code, in any package.',
      from: { pathNot: '/__generated__/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'web-only-through-graphql',
      severity: 'error',
      comment:
        'The browser reaches the API and gateway over HTTP only: web/ imports schema/ (and testkit in e2e), never their source.',
      from: { path: '^web/' },
      to: { path: '^(api|contract|gateway)/' },
    },
    {
      name: 'gateway-not-into-api',
      severity: 'error',
      comment:
        'The gateway is an adapter over the REST contract: it imports schema/ (and a contract/ package), never api/ source.',
      from: { path: '^gateway/', pathNot: TESTS },
      to: { path: '^api/' },
    },
    {
      name: 'gateway-tests-start-the-api-by-its-entry',
      severity: 'error',
      comment: "The gateway's integration tests start the real API, through its package entry only (`@portal/api`).",
      from: { path: '^gateway/', pathNot: '^gateway/src/test/' },
      to: { path: '^api/', pathNot: '^api/(src/server\\.ts|dist/server\\.(js|d\\.ts))$' },
    },
    {
      name: 'api-not-up-the-layers',
      severity: 'error',
      from: { path: '^api/' },
      to: { path: '^(gateway|web|bench)/' },
    },
    importsNothingFrom('schema', ['api', 'contract', 'gateway', 'web', 'server-kit', 'bench'], {
      name: 'schema-is-the-bottom',
      comment:
        'schema/ is shared by every layer: it imports no other package of the repository (its tests may take ' +
        "testkit's fixtures: production-never-imports-testkit keeps them out of its code).",
    }),
    importsNothingFrom('contract', ['api', 'gateway', 'web', 'testkit', 'server-kit', 'bench'], {
      name: 'contract-on-schema-only',
      comment: 'The REST contract is shared by the API and the gateway: it imports schema/ constants, nothing above.',
    }),
    importsNothingFrom('testkit', ['api', 'contract', 'gateway', 'web', 'schema', 'server-kit', 'bench'], {
      name: 'testkit-stands-alone',
      comment: 'The fakes play the outside world: they depend on no code of the portal.',
    }),
    importsNothingFrom('server-kit', ['api', 'contract', 'gateway', 'web', 'schema', 'testkit', 'bench'], {
      name: 'server-kit-stands-alone',
      comment: 'The runtime pieces both servers share know nothing of either.',
    }),
    {
      name: 'server-kit-for-the-servers-only',
      severity: 'error',
      comment: 'server-kit/ is the runtime of the API and the gateway: no other package imports it.',
      from: { pathNot: '^(api|gateway|server-kit)/' },
      to: { path: '^server-kit/' },
    },
    {
      name: 'production-never-imports-testkit',
      severity: 'error',
      from: { path: '^(api|contract|gateway|web|schema)/', pathNot: TESTS },
      to: { path: '^testkit/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|__generated__/.*\\.d\\.ts)(/|$)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'types', 'import', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
    // Workspace packages resolve to their folders (node_modules/@portal/* are symlinks), so layers show as paths.
    preserveSymlinks: false,
  },
};

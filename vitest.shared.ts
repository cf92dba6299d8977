import { fileURLToPath } from 'node:url';

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Tests import the workspace packages from source, so no build is needed before `vitest`. */
export const workspaceAliases = [
  { find: /^@portal\/schema\/sdl$/, replacement: source('./schema/src/sdl.ts') },
  { find: /^@portal\/schema\/dates$/, replacement: source('./schema/src/dates.ts') },
  { find: /^@portal\/schema$/, replacement: source('./schema/src/index.ts') },
  { find: /^@portal\/contract$/, replacement: source('./contract/src/index.ts') },
  { find: /^@portal\/server-kit$/, replacement: source('./server-kit/src/index.ts') },
  { find: /^@portal\/api$/, replacement: source('./api/src/server.ts') },
  { find: /^@portal\/testkit\/(.+)$/, replacement: `${source('./testkit/src/')}$1.ts` },
];

#!/usr/bin/env node
// The JavaScript the first screen loads, gzipped, against the budget of issue 17 (≤ 230 kB, 1 kB = 1000 bytes) and,
// for the guest app, issue 13's (≤ 120 kB). It reads the built app (web/dist: the two pages, index.html for the host
// portal and stay.html for the guest app, and each one's Vite manifest) and, for each screen a visitor lands on, counts what
// the browser fetches before that screen can show: the page's entry script, every chunk the page preloads, the
// entry's static imports, and the lazy chunks the screen renders with their own static imports.
// It also fails when a page preloads a chunk its entry does not import statically (a route loaded on demand).
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

// Issue 17's goal, held: the guest app has its own build and the month calendar's styles load with its page.
const BUDGET_KB = 230;
/** Issue 13 point 8: the guest app's first screen, at most 120 kB of JavaScript gzipped. */
const GUEST_BUDGET_KB = 120;

/**
 * The screens a visitor can land on: the page (a Vite input) and the lazy modules it renders first (keys of the
 * Vite manifest).
 */
const SCREENS = [
  { name: 'signed out at / (log in)', page: 'index.html', lazy: ['src/routes/auth/LoginPage.tsx'] },
  {
    name: 'signed in at / (dashboard)',
    page: 'index.html',
    // The gate and the shell, the dashboard, and the subscription socket the shell's messaging opens at once.
    lazy: ['src/routes/Gate.tsx', 'src/routes/dashboard/DashboardPage.tsx', 'src/apollo/ws-client.ts'],
  },
  // The invite link on a guest's phone (issue 13 point 8: ≤ 120 kB): the guest app's own page and build, stay.html,
  // with React and plain CSS, without Chakra, Apollo Client or the router (246.3 kB when it shared the host portal's
  // entry).
  { name: 'guest app at /invite, signed out (sign up)', page: 'stay.html', lazy: [], budgetKb: GUEST_BUDGET_KB },
  {
    name: 'guest app at /stay (the stay)',
    page: 'stay.html',
    // The conversation, the graphql-ws socket it opens at once, and the rating load as soon as the stay shows.
    lazy: ['src/stays/StayMessages.tsx', 'src/stays/StayRating.tsx', 'src/stays/live.ts'],
    budgetKb: GUEST_BUDGET_KB,
  },
];

const dist = new URL('../dist/', import.meta.url);
/** Each page's Vite manifest: the host portal and the guest app are two builds (vite.config.ts, vite.stay.config.ts). */
const MANIFESTS = { 'index.html': '.vite/manifest.json', 'stay.html': '.vite/stay-manifest.json' };

/** @type {Map<string, Record<string, { file: string; imports?: string[]; isEntry?: boolean }>>} */
const manifests = new Map();
function manifestOf(page) {
  if (!manifests.has(page)) {
    const url = new URL(MANIFESTS[page], dist);
    if (!existsSync(url)) {
      console.error(`No web/dist/${MANIFESTS[page]}: build the web app first (npm run build).`);
      process.exit(1);
    }
    manifests.set(page, JSON.parse(readFileSync(url, 'utf8')));
  }
  return manifests.get(page);
}

/** A manifest chunk's file and the files of everything it imports statically, transitively. */
function closure(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not a chunk of the build: was it renamed, or is it no longer lazy?`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files);
  return files;
}

/** A page's entry (with its static imports) and the scripts its HTML loads or preloads. */
function pageFiles(page) {
  const manifest = manifestOf(page);
  if (!manifest[page]?.isEntry) throw new Error(`${page} is not the entry of its build (${MANIFESTS[page]})`);
  const html = readFileSync(new URL(page, dist), 'utf8');
  const entryFiles = closure(manifest, page);
  const htmlFiles = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/([^"]+\.js)"/g)].map((m) => m[1]);
  return { entryFiles, htmlFiles, stray: htmlFiles.filter((file) => !entryFiles.has(file)) };
}

const kb = (bytes) => (bytes / 1000).toFixed(1);
const gzipped = new Map();
const sizeOf = (file) => {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(new URL(file, dist))).length);
  return gzipped.get(file);
};

let failed = false;
for (const page of new Set(SCREENS.map((screen) => screen.page))) {
  for (const file of pageFiles(page).stray) {
    console.error(`${page} preloads ${file}, which its entry does not import statically.`);
    failed = true;
  }
}

for (const screen of SCREENS) {
  const { entryFiles, htmlFiles } = pageFiles(screen.page);
  const files = new Set([...htmlFiles, ...entryFiles]);
  for (const key of screen.lazy) closure(manifestOf(screen.page), key, files);
  const rows = [...files].filter((file) => file.endsWith('.js')).map((file) => [file, sizeOf(file)]);
  rows.sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((sum, [, size]) => sum + size, 0);
  const budget = screen.budgetKb ?? BUDGET_KB;
  const over = total > budget * 1000;
  failed ||= over;
  console.info(
    `\nFirst load, ${screen.name}: ${kb(total)} kB gzipped (budget ${budget} kB)${over ? `  OVER by ${total - budget * 1000} bytes` : ''}`,
  );
  for (const [file, size] of rows) console.info(`  ${kb(size).padStart(7)} kB  ${file}`);
}

if (failed) process.exit(1);

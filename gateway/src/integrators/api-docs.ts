import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Marked } from 'marked';
import { cspHeader } from '../security/headers.js';
import { API_DOCS_SCRIPT, API_DOCS_STYLE } from './api-docs-assets.js';

export const API_DOCS_PATH = '/docs/api';

/** Nothing but the page's own stylesheet and script: no inline code, no other origin, no frames, no forms. */
const POLICY = cspHeader({
  defaultSrc: ["'none'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'"],
  connectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
  frameAncestors: ["'none'"],
});

export interface ApiDocsSection {
  /** The file's name without `.md`: the section's anchor. */
  id: string;
  /** Its first heading. */
  title: string;
  html: string;
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** Markdown to HTML; raw HTML in a file is shown as text, never run, so a doc cannot add a script or a frame. */
const markdown = new Marked({
  gfm: true,
  renderer: {
    html: ({ text }) => escape(text),
  },
});

/** Every `*.md` of `dir`, in file-name order, rendered. */
export async function loadApiDocs(dir: string): Promise<ApiDocsSection[]> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.md')).sort();
  return Promise.all(
    files.map(async (file) => {
      const source = await readFile(join(dir, file), 'utf8');
      const id = basename(file, '.md').replace(/[^A-Za-z0-9_-]/g, '-');
      const title = /^#\s+(.+)$/m.exec(source)?.[1]?.trim() ?? id;
      return { id, title, html: await markdown.parse(source) };
    }),
  );
}

/** The page: a contents list, then each file as a section. */
export function apiDocsPage(sections: ApiDocsSection[]): string {
  const contents = sections.map((section) => `<li><a href="#${section.id}">${escape(section.title)}</a></li>`).join('');
  const body = sections
    .map((section) => `<section id="${section.id}" class="doc-section">${section.html}</section>`)
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Host portal API</title>
<link rel="stylesheet" href="${API_DOCS_PATH}/page.css">
<script src="${API_DOCS_PATH}/copy.js" defer></script>
</head>
<body>
<header><p class="eyebrow">Host portal</p><h1 class="page-title">API for integrators</h1>
<p>Your portal's address: <code class="portal-origin">$PORTAL</code> · <a href="/graphiql">GraphiQL</a> ·
<a href="/graphql/schema.graphql">Schema (SDL)</a> · <a href="/api/docs">REST reference</a></p></header>
<nav aria-label="Contents"><ol>${contents}</ol></nav>
<main>
${body}
</main>
</body>
</html>
`;
}

/**
 * GET /docs/api: the integrators' guide, built at start from the markdown files of `dir` (docs/api at the
 * repository root) in file-name order; its stylesheet and copy-button script beside it.
 */
export async function apiDocsRoutes(app: FastifyInstance, { dir }: { dir: string }) {
  const html = apiDocsPage(await loadApiDocs(dir));
  app.get(API_DOCS_PATH, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', POLICY)
      .send(html),
  );
  app.get(`${API_DOCS_PATH}/page.css`, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=300').send(API_DOCS_STYLE),
  );
  app.get(`${API_DOCS_PATH}/copy.js`, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').send(API_DOCS_SCRIPT),
  );
}

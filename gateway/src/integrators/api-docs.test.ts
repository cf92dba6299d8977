import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import type { RunningGateway } from '../index.js';
import { startTestApi, startTestGateway } from '../test/harness.js';
import { apiDocsPage, loadApiDocs } from './api-docs.js';

describe('the /docs/api page from markdown files', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'api-docs-'));
    await writeFile(join(dir, 'webhooks.md'), '# Webhooks\n\nSigned deliveries.\n');
    await writeFile(join(dir, '01-overview.md'), '# Overview\n\n```sh\ncurl "$PORTAL/graphql"\n```\n');
    await writeFile(
      join(dir, 'pagination.md'),
      '# Pagination\n\n<script>alert(1)</script>\n\n| a | b |\n|---|---|\n| 1 | 2 |\n',
    );
    await writeFile(join(dir, 'notes.txt'), 'not markdown');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('renders every file in file-name order, titled by its first heading; raw HTML shows as text', async () => {
    const sections = await loadApiDocs(dir);
    expect(sections.map((section) => [section.id, section.title])).toEqual([
      ['01-overview', 'Overview'],
      ['pagination', 'Pagination'],
      ['webhooks', 'Webhooks'],
    ]);
    const html = apiDocsPage(sections);
    expect(html.indexOf('id="01-overview"')).toBeLessThan(html.indexOf('id="pagination"'));
    expect(html.indexOf('id="pagination"')).toBeLessThan(html.indexOf('id="webhooks"'));
    expect(html).toContain('<a href="#webhooks">Webhooks</a>');
    expect(html).toContain('<pre><code class="language-sh">curl &quot;$PORTAL/graphql&quot;');
    expect(html).toContain('<table>');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('not markdown');
  });
});

describe('GET /docs/api', () => {
  let api: Awaited<ReturnType<typeof startTestApi>>;
  let gateway: RunningGateway;
  beforeAll(async () => {
    api = await startTestApi();
    gateway = await startTestGateway(api.url);
  });
  afterAll(async () => {
    await gateway?.close();
    await api?.close();
  });

  it('shows every file of docs/api, in order, under a strict policy and with nothing from another origin', async () => {
    const response = await fetch(`${gateway.url}/docs/api`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    const html = await response.text();
    const files = (await readdir(loadConfig().apiDocsDir)).filter((name) => name.endsWith('.md')).sort();
    expect(files.length).toBeGreaterThanOrEqual(5);
    const positions = files.map((file) => html.indexOf(`id="${file.replace(/\.md$/, '')}"`));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // The topics the brief names, and copyable curl examples.
    for (const topic of [
      'Authorization: Bearer',
      'read:listings',
      'x-ratelimit-remaining',
      'persistedQuery',
      '/graphql/schema.graphql',
      'hydra:view',
      'itemsPerPage',
      'endCursor',
    ]) {
      expect(html).toContain(topic);
    }
    expect(html).toContain('<pre><code class="language-sh">curl');
    // Offline: no address of another origin anywhere, no inline script or style.
    expect(html).not.toMatch(/(https?:)?\/\/[a-z0-9]/i);
    expect(html).not.toMatch(/<script>|<style|style=/);

    const script = await fetch(`${gateway.url}/docs/api/copy.js`);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(await script.text()).toContain('navigator.clipboard.writeText');
    const style = await fetch(`${gateway.url}/docs/api/page.css`);
    expect(style.headers.get('content-type')).toMatch(/^text\/css/);
  });
});

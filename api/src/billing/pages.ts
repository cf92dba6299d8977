import type { FastifyReply } from 'fastify';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface Page {
  status: number;
  title: string;
  paragraphs: string[];
}

/** A self-contained page (no external assets) with a link back to the portal. */
export function renderPage(page: Page, publicUrl: string): string {
  const paragraphs = page.paragraphs.map((text) => `    <p>${escapeHtml(text)}</p>`).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(page.title)}</title>
  <style>
    body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f5f7fa;
      font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1a202c; }
    main { max-width: 32rem; margin: 1.5rem; padding: 2rem; background: #fff; border-radius: 12px;
      box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12); }
    h1 { margin-top: 0; font-size: 1.5rem; }
    a { display: inline-block; margin-top: 1rem; padding: 0.6rem 1.2rem; border-radius: 8px; background: #2b6cb0;
      color: #fff; text-decoration: none; font-weight: 600; }
    a:focus, a:hover { background: #2c5282; }
  </style>
</head>
<body>
  <main>
    <h1>${escapeHtml(page.title)}</h1>
${paragraphs}
    <a href="${escapeHtml(publicUrl)}">Back to the host portal</a>
  </main>
</body>
</html>
`;
}

/** These pages are opened with the bearer token in the URL: keep it out of caches and Referer headers. */
export function sendPage(reply: FastifyReply, page: Page, publicUrl: string) {
  return reply
    .code(page.status)
    .headers({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
    })
    .send(renderPage(page, publicUrl));
}

/** To the provider's hosted page; the request URL carried the bearer token, so the same care as the pages. */
export function sendRedirect(reply: FastifyReply, location: string) {
  return reply.code(302).headers({ location, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' }).send();
}

import { expect, test } from '@playwright/test';
import { signUpAsHost, watchCspViolations } from './helpers';

test('the web app sends its security headers and runs under its policy without a violation', async ({ page }) => {
  const csp = await watchCspViolations(page);
  const response = await page.goto('/');
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self';");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');

  await signUpAsHost(page, 'Nora', 'Quinn');
  for (const path of ['/listings', '/calendar', '/settings']) {
    await page.goto(path);
    await expect(page.getByRole('banner').getByText('Nora Quinn')).toBeVisible();
  }
  // Subscriptions: a WebSocket to this origin is allowed by connect-src 'self'.
  const opened = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const socket = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
        socket.onopen = () => (socket.close(), resolve(true));
        socket.onerror = () => resolve(false);
      }),
  );
  expect(opened).toBe(true);
  expect(csp.violations()).toEqual([]);
});

test('GraphiQL renders and runs a query under its own policy without a violation', async ({ page }) => {
  const csp = await watchCspViolations(page);
  // GraphiQL opens with the query of its URL in the editor.
  const response = await page.goto(`/graphiql?query=${encodeURIComponent('{ plans { name } }')}`);
  expect(response!.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  const editor = page.locator('.graphiql-query-editor .monaco-editor').first();
  await expect(editor).toBeVisible({ timeout: 20_000 });
  await expect(editor).toContainText('plans');
  await page.getByRole('button', { name: /execute query/i }).click();
  await expect(page.locator('.graphiql-response')).toContainText('"plans"', { timeout: 20_000 });
  expect(csp.violations()).toEqual([]);
});

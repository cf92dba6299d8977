import { expect as baseExpect, test } from '@playwright/test';
import { expectAccessible } from './a11y';
import { screenshots, signUpAsHost, watchCspViolations } from './helpers';

/* Settings → API access: a personal access token created, copied, used on /graphql and the REST API, revoked. */

const expect = baseExpect.configure({ timeout: 15_000 });

test('a host creates an access token, an app uses it on /graphql and REST, the host revokes it: 401', async ({
  page,
}) => {
  test.slow();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpAsHost(page, 'Tess', 'Token');
  await page.goto('/settings#api-access');
  const section = page.locator('#api-access');
  await expect(section.getByRole('heading', { name: 'API access' })).toBeVisible();
  await expect(section.getByText('No tokens yet.')).toBeVisible();

  await section.getByRole('button', { name: 'Create token' }).click();
  const form = section.getByRole('form', { name: 'New access token' });
  // Nothing chosen: the form says what is missing.
  await form.getByRole('button', { name: 'Create token' }).click();
  await expect(form.getByText('Required')).toBeVisible();
  await expect(form.getByText('Choose at least one scope')).toBeVisible();
  await form.getByLabel('Name').fill('Cleaning schedule');
  await form.getByText('read:listings').click();
  await form.getByLabel('Expires').selectOption('30');
  await screenshots(page, 'api-access-form');
  await form.getByRole('button', { name: 'Create token' }).click();

  const secret = section.getByTestId('new-token-secret');
  await expect(secret).toHaveText(/^hp_[A-Za-z0-9_-]{43}$/);
  await section.getByRole('button', { name: 'Copy token' }).click();
  await expect(section.getByRole('button', { name: 'Copied' })).toBeVisible();
  const token = await page.evaluate(() => navigator.clipboard.readText());
  expect(token).toBe(await secret.textContent());
  const row = section.getByRole('list', { name: 'Your access tokens' }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Cleaning schedule');
  await expect(row).toContainText('read:listings');
  await expect(row).toContainText('Never used');
  await screenshots(page, 'api-access-created');
  await page.mouse.move(0, 0); // not hovering the Copy button (its hover colour is a transition)
  await expectAccessible(page, 'Settings with a new access token');

  // An app with the token: GraphQL and REST, with the token's budget in the headers.
  const auth = { authorization: `Bearer ${token}` };
  const answer = await page.request.post('/graphql', {
    headers: auth,
    data: { query: '{ me { fullName } properties { id } }' },
  });
  expect(await answer.json()).toEqual({ data: { me: { fullName: 'Tess Token' }, properties: [] } });
  expect(Number(answer.headers()['x-ratelimit-limit'])).toBeGreaterThan(0);
  expect(Number(answer.headers()['x-ratelimit-remaining'])).toBeGreaterThanOrEqual(0);
  expect((await page.request.get('/api/properties', { headers: auth })).status()).toBe(200);
  // Outside its scope: refused.
  expect((await page.request.get('/api/bookings', { headers: auth })).status()).toBe(403);

  // The list shows the use once reloaded.
  await section.getByRole('button', { name: 'Done' }).click();
  await expect(secret).toHaveCount(0);
  await page.reload();
  await expect(row).toContainText('Last used');

  await row.getByRole('button', { name: 'Revoke Cleaning schedule' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Revoke this token?' });
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByText('No tokens yet.')).toBeVisible();

  const refused = await page.request.post('/graphql', { headers: auth, data: { query: '{ me { id } }' } });
  const body = (await refused.json()) as { errors?: { extensions: { code: string } }[] };
  expect(body.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  expect((await page.request.get('/api/properties', { headers: auth })).status()).toBe(401);
});

test('the /docs/api page: every section, copy buttons, no policy violation', async ({ page }) => {
  const csp = await watchCspViolations(page);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/docs/api');
  await expect(page.getByRole('heading', { name: 'API for integrators' })).toBeVisible();
  for (const title of ['Overview', 'Authentication', 'Scopes', 'Limits', 'Persisted queries']) {
    await expect(page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: title })).toBeVisible();
  }
  await expect(page.locator('.portal-origin')).toHaveText(new URL(page.url()).origin);
  await expect(page.getByRole('button', { name: 'Copy' })).not.toHaveCount(0);
  const firstExample = page.locator('pre').first();
  await firstExample.getByRole('button', { name: 'Copy' }).click();
  const origin = new URL(page.url()).origin;
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`export PORTAL='${origin}'`);
  await screenshots(page, 'api-docs');
  await expectAccessible(page, 'the API guide');
  expect(csp.violations()).toEqual([]);
});

import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { signUpAsHost } from './helpers';

/**
 * The multi-property calendar of a new host with two listings, one priced and set up and one without pricing: the
 * priced one shows its rate and links to its calendar; the other says 'Pricing missing' and links to its page.
 */
const PRICED = 'Harbour View Cottage';
const UNPRICED = 'Garden Flat';

/** Runs a GraphQL operation as the signed-in user (the session's token, as the app sends it). */
async function graphql<T>(page: Page, query: string, variables: Record<string, unknown>): Promise<T> {
  const token = await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('hostPortal') ?? '{}') as { auth?: { user?: { jwt?: string } } };
    return stored.auth?.user?.jwt ?? '';
  });
  const response = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query, variables },
  });
  const body = (await response.json()) as { data: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

async function addListing(page: Page, name: string) {
  const { addProperty } = await graphql<{ addProperty: { id: string } }>(
    page,
    'mutation ($name: String!) { addProperty(name: $name) { id } }',
    { name },
  );
  return addProperty.id;
}

test('a host sees every listing with its rate, what is missing, and opens a listing calendar', async ({ page }) => {
  await signUpAsHost(page, 'Cal', 'Endar');
  const priced = await addListing(page, PRICED);
  const unpriced = await addListing(page, UNPRICED);
  await graphql(page, 'mutation ($id: ID!) { updatePropertyPricing(id: $id, input: { baseRate: 14500 }) { id } }', {
    id: priced,
  });
  await graphql(
    page,
    `
      mutation ($id: ID!) {
        updateBookingSettings(
          id: $id
          input: {
            minNights: 2
            standardGuests: 2
            canSleepMax: 4
            daysBeforeArrival: 1
            cancellationPolicyMode: Moderate
          }
        ) {
          id
        }
      }
    `,
    { id: priced },
  );

  await page.goto('/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  const grid = page.getByTestId('multi-calendar-grid');
  const rows = grid.getByTestId('multi-calendar-row');
  await expect(rows).toHaveCount(2);

  const pricedRow = rows.filter({ has: page.getByRole('link', { name: PRICED }) });
  await expect(pricedRow.getByRole('gridcell').first()).toContainText('£145');
  await expect(pricedRow.getByRole('gridcell').first()).toContainText('Min 2');
  const unpricedRow = rows.filter({ has: page.getByRole('link', { name: UNPRICED }) });
  await expect(unpricedRow.getByText('Pricing missing')).toBeVisible();
  await expect(unpricedRow.getByRole('link', { name: UNPRICED })).toHaveAttribute('href', `/properties/${unpriced}`);
  await expectAccessible(page, 'multi-calendar');

  await pricedRow.getByRole('link', { name: PRICED }).click();
  await expect(page).toHaveURL(new RegExp(`/calendar/${priced}$`));
  await expect(page.getByRole('heading', { level: 1, name: PRICED })).toBeVisible();
});

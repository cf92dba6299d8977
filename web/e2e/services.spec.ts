import { expect as baseExpect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { addPricedListing, DESKTOP, graphql, screenshots, signUpAsHost } from './helpers';

/* Guest services: the list, add with an image, the property page's Guest Services section, delete; Host Assist. */

/** The machine running these is shared and slow: first loads may take a while. */
const expect = baseExpect.configure({ timeout: 15_000 });

const setCurrency = (page: Page, currency: string) =>
  graphql(page, 'mutation($c: Currency!) { updateUser(input: { currency: $c }) { id } }', { c: currency });

test('a host adds a service with a picture, offers it at a listing and deletes it', async ({ page }) => {
  test.setTimeout(240_000); // a long journey on a shared, slow machine
  await page.setViewportSize(DESKTOP);
  await signUpAsHost(page, 'Sam', 'Services');
  await page.goto('/services/guest');
  await expect(page.getByText('Choose your currency in Settings before adding a service')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Settings' })).toHaveAttribute('href', '/settings#currency');
  await setCurrency(page, 'gbp');
  await page.reload();
  await expect(page.getByText("You haven't created any Services yet.")).toBeVisible();
  await screenshots(page, 'services-empty');

  await page.getByRole('link', { name: 'Add service' }).first().click();
  await expect(page.getByRole('heading', { name: 'Add Guest Service' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Title/ }).fill('Airport transfer');
  await page.getByRole('textbox', { name: /^Price/ }).fill('0.50');
  await page.getByRole('textbox', { name: /^Description/ }).click();
  await expect(page.getByText('Price cannot be less than 1:00')).toBeVisible();
  await page.getByRole('textbox', { name: /^Price/ }).fill('45');
  await page.getByRole('textbox', { name: /^Description/ }).fill('A private car from the airport to the door.');
  const png = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#457b9d' } })
    .png()
    .toBuffer();
  await page.getByLabel('Upload Image').setInputFiles({ name: 'car.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('button', { name: 'Replace image' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Terms/ }).fill('Book 48 hours ahead.');
  await screenshots(page, 'service-add');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Service added')).toBeVisible();
  await expect(page).toHaveURL(/\/services\/guest$/);
  const list = page.getByRole('list', { name: 'Services' });
  await expect(list.getByText('Airport transfer')).toBeVisible();
  await expect(list.getByText('£45')).toBeVisible();
  await expect(list.locator('img')).toHaveAttribute('src', /\/api\/uploads\/images\//);
  await screenshots(page, 'services-list');

  // The listing's Guest Services section offers it.
  const listing = await addPricedListing(page, 'Harbour View Cottage');
  await page.goto(`/properties/${listing}#guest-services`);
  const section = page.getByRole('region', { name: 'Guest Services' });
  await section.getByText('Airport transfer').click();
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();
  await expect(section.getByRole('checkbox', { name: /Airport transfer/ })).toBeChecked();
  const offered = await graphql<{ property: { services: { title: string }[] } }>(
    page,
    'query($id: ID!) { property(id: $id) { services { title } } }',
    { id: listing },
  );
  expect(offered.property.services).toEqual([{ title: 'Airport transfer' }]);
  await screenshots(page, 'property-guest-services');

  // Edit, then delete with confirmation: the listing no longer offers it.
  await page.goto('/services/guest');
  await list.getByRole('link', { name: 'Airport transfer' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Guest Service' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Price/ })).toHaveValue('45');
  await screenshots(page, 'service-edit');
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText(/Delete "Airport transfer"\?/)).toBeVisible();
  await screenshots(page, 'service-delete-confirm');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Service deleted')).toBeVisible();
  await expect(page.getByText("You haven't created any Services yet.")).toBeVisible();
  const { property } = await graphql<{ property: { serviceIds: string[] } }>(
    page,
    'query($id: ID!) { property(id: $id) { serviceIds } }',
    { id: listing },
  );
  expect(property.serviceIds).toEqual([]);
});

test('Host Assist is offered in gbp and not elsewhere yet', async ({ page }) => {
  test.slow();
  await page.setViewportSize(DESKTOP);
  await signUpAsHost(page, 'Hal', 'Assist');
  await setCurrency(page, 'usd');
  await page.goto('/services/host-assist');
  await expect(
    page.getByText(/^We're not in your area yet\. Send your request to .+ and we'll let you know when we're live\.$/),
  ).toBeVisible();
  await screenshots(page, 'host-assist-elsewhere');

  await page.getByRole('button', { name: 'Log out' }).first().click();
  await signUpAsHost(page, 'Gwen', 'Assist');
  await setCurrency(page, 'gbp');
  await page.goto('/services/host-assist');
  await expect(page.getByRole('heading', { name: 'Cleaning and changeovers' })).toBeVisible();
  await screenshots(page, 'host-assist-gbp');
});

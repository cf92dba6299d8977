import { expect as baseExpect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { mailboxPort } from './fake-smtp';
import { DESKTOP, logIn, password, screenshots, signUpAsHost, uniqueEmail } from './helpers';

/* Settings (subscription, currency, Get Help through the fake SMTP server) and the profile with a changed email. */

/** The machine running these is shared and slow: first loads may take a while. */
const expect = baseExpect.configure({ timeout: 15_000 });

interface Mail {
  to: string[];
  replyTo: string[];
  subject: string;
  text: string;
}
async function mails(page: Page): Promise<Mail[]> {
  const port = mailboxPort(Number(process.env.E2E_PORT ?? 4100));
  return (await (await page.request.get(`http://127.0.0.1:${port}/mails`)).json()) as Mail[];
}

test('settings: the plan, the currency set once, and a help message that reaches the help address', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize(DESKTOP);
  const email = await signUpAsHost(page, 'Ida', 'Settings');
  await page.goto('/settings');
  const subscription = page.getByRole('region', { name: 'Subscription' });
  // 'Get Started' chose the free plan without a subscription record: Upgrade is offered.
  await expect(subscription.getByText('You have no active plan.')).toBeVisible();
  await screenshots(page, 'settings');

  const currency = page.getByRole('region', { name: 'Currency' });
  await currency.getByRole('combobox').selectOption('eur');
  await currency.getByRole('button', { name: 'Set currency' }).click();
  await expect(page.getByText('Currency set')).toBeVisible();
  await expect(currency.getByText('Euro (€)')).toBeVisible();
  await expect(currency.getByRole('button', { name: 'Set currency' })).toHaveCount(0);

  const help = page.getByRole('region', { name: 'Get Help' });
  await help.getByRole('button', { name: 'Send' }).click();
  await expect(help.getByText('Required').first()).toBeVisible();
  await help.getByRole('textbox', { name: /^Subject/ }).fill('Calendar question');
  await help.getByRole('textbox', { name: /^Message/ }).fill('How often do calendars sync?');
  await help.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Your message has been sent')).toBeVisible();
  await expect
    .poll(async () => (await mails(page)).find((mail) => mail.replyTo.includes(email))?.subject)
    .toBe('Help request: Calendar question');
  const mail = (await mails(page)).find((m) => m.replyTo.includes(email))!;
  expect(mail.to).toEqual(['help@portal.example.test']);
  expect(mail.text).toContain('Ida Settings');
  expect(mail.text).toContain('Plan: No active plan');
  expect(mail.text).toContain('How often do calendars sync?');

  await page.goto('/settings#currency');
  await screenshots(page, 'settings-currency-set');

  await subscription.getByRole('button', { name: 'Upgrade your plan' }).click();
  await expect(page).toHaveURL(/\/subscription\/plans$/);
  await expect(page.getByRole('link', { name: 'Start Trial' }).first()).toBeVisible();
});

test('profile: details saved; a changed email asks for the password and signs out with the reason', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize(DESKTOP);
  await signUpAsHost(page, 'Joe', 'Profile');
  await page.goto('/profile');
  const personal = page.getByRole('form', { name: 'Personal details' });
  await personal.getByRole('textbox', { name: /^First name/ }).fill('Joanna');
  await personal.getByRole('button', { name: 'Save' }).click();
  await expect(personal.getByText('Required').first()).toBeVisible(); // the address parts are required (spec §5)
  await personal.getByRole('textbox', { name: /^Phone/ }).fill('+44 7700 900123');
  await personal.getByRole('textbox', { name: /^House name or number/ }).fill('12');
  await personal.getByRole('textbox', { name: /^Street/ }).fill('Harbour Street');
  await personal.getByRole('textbox', { name: /^Town or city/ }).fill('Whitby');
  await personal.getByRole('textbox', { name: /^Postcode/ }).fill('YO21 3PU');
  await personal.getByRole('textbox', { name: /^Country/ }).fill('United Kingdom');
  await personal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();
  await expect(page.getByRole('banner').getByText('Joanna Profile')).toBeVisible();
  await screenshots(page, 'profile');

  const company = page.getByRole('form', { name: 'Company profile' });
  await company.getByText('I let my listings as a company').click();
  await company.getByRole('button', { name: 'Save' }).click();
  await expect(company.getByText('Required').first()).toBeVisible();
  await screenshots(page, 'profile-company');

  const newEmail = uniqueEmail();
  await personal.getByRole('textbox', { name: /^Email/ }).fill(newEmail);
  await personal.getByRole('button', { name: 'Save' }).click();
  await expect(personal.getByText('Your current password is incorrect')).toBeVisible();
  await personal.getByLabel(/^Current password/).fill('Wrong-password-1');
  await personal.getByRole('button', { name: 'Save' }).click();
  await expect(personal.getByText('Your current password is incorrect')).toBeVisible();
  await personal.getByLabel(/^Current password/).fill(password);
  await personal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Your email address has changed, so you have been signed out/)).toBeVisible();
  await screenshots(page, 'signed-out-after-email-change');
  await logIn(page, newEmail);
  // Signing out forgot the dismissed plan page: the free plan again, then the shell.
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByRole('banner').getByText('Joanna Profile')).toBeVisible();
});

test('profile: an avatar picked, cropped square, shown in the header, then removed', async ({ page }) => {
  test.slow();
  await page.setViewportSize(DESKTOP);
  await signUpAsHost(page, 'Ava', 'Avatar');
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Avatar' });
  // 600 × 400, red with a green square on the right: moving the crop right puts more green in it.
  const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#d33' } })
    .composite([{ input: { create: { width: 200, height: 400, channels: 3, background: '#2b2' } }, left: 400, top: 0 }])
    .png()
    .toBuffer();
  await section.getByTestId('avatar-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
  const crop = section.getByRole('group', { name: /Avatar crop/ });
  await expect(crop).toBeVisible();
  await crop.focus();
  // The centred 400 × 400 square starts at x = 100; the image moves 8 frame pixels a press (frame 256 = 400 px).
  for (let press = 0; press < 20; press += 1) await page.keyboard.press('ArrowRight');
  await screenshots(page, 'avatar-crop');
  await section.getByRole('button', { name: 'Save avatar' }).click();
  await expect(page.getByText('Avatar saved')).toBeVisible();

  const header = page.getByRole('banner').locator('img[src*="square-small"]');
  await expect(header).toBeVisible();
  const src = await header.getAttribute('src');
  const stored = await (await page.request.get(src!)).body();
  const { width, height } = await sharp(stored).metadata();
  expect([width, height]).toEqual([200, 200]);
  // The square now reaches the right edge (x from 200 to 600): its right half is green.
  const { data } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => [...data.subarray((y * 200 + x) * 3, (y * 200 + x) * 3 + 3)];
  expect(at(190, 100)[1]).toBeGreaterThan(150);
  expect(at(10, 100)[0]).toBeGreaterThan(150);
  await screenshots(page, 'avatar-saved');

  await section.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Avatar removed')).toBeVisible();
  await expect(page.getByRole('banner').locator('img[src*="square-small"]')).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'Upload a photo' })).toBeVisible();
});

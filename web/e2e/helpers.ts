import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

export const password = 'Sunny2Stay';
let counter = 0;
export const uniqueEmail = () => `host-${Date.now()}-${counter++}@example.com`;

export async function register(page: Page, email: string, firstName = 'Alice', lastName = 'Walker') {
  await page.goto('/register');
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

export async function logIn(page: Page, email: string, pass = password) {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(pass);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** A new user who picks host mode and the free plan, and reaches the shell. */
export async function signUpAsHost(page: Page, firstName = 'Alice', lastName = 'Walker', email = uniqueEmail()) {
  await register(page, email, firstName, lastName);
  await page.getByRole('button', { name: 'Continue as Host' }).click();
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByRole('banner').getByText(`${firstName} ${lastName}`)).toBeVisible();
  return email;
}

/** The signed-in user's token and id, from the session the app stored. */
export const sessionOf = (page: Page) =>
  page.evaluate(() => {
    const stored = JSON.parse(window.localStorage.getItem('hostPortal') ?? '{}') as {
      auth?: { user?: { jwt?: string; id?: string } };
    };
    return { token: stored.auth?.user?.jwt ?? '', id: stored.auth?.user?.id ?? '' };
  });

/** A GraphQL call as the signed-in user of `page` (its token from the stored session); fails on any error. */
export async function graphql<T = Record<string, unknown>>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const { token } = await sessionOf(page);
  const response = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** A listing with a base rate (whole pounds) and a minimum stay, added straight through GraphQL; its id. */
export async function addPricedListing(page: Page, name: string, baseRate = 120, minNights = 2): Promise<string> {
  const { addProperty } = await graphql<{ addProperty: { id: string } }>(
    page,
    'mutation($name: String!) { addProperty(name: $name) { id } }',
    { name },
  );
  await graphql(
    page,
    `
      mutation ($id: ID!, $rate: Int!, $nights: Int!) {
        updatePropertyPricing(id: $id, input: { baseRate: $rate }) {
          id
        }
        updateBookingSettings(id: $id, input: { minNights: $nights }) {
          id
        }
      }
    `,
    { id: addProperty.id, rate: baseRate * 100, nights: minNights },
  );
  return addProperty.id;
}

/**
 * Every Content-Security-Policy violation the pages of `page` report from now on (the `securitypolicyviolation`
 * events of each document, and the console's CSP errors): `violations()` reads them.
 */
export async function watchCspViolations(page: Page) {
  const seen: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) =>
      report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      ),
    );
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return { violations: () => [...seen] };
}

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/**
 * Full-page desktop and phone screenshots of the page as it is now (the viewports may be taller; `settleMs` lets the
 * layout settle after a resize), into `dir` or the test's output folder; the page is left at desktop size.
 */
export async function screenshots(
  page: Page,
  name: string,
  {
    desktop = DESKTOP,
    phone = PHONE,
    settleMs = 0,
    dir,
  }: { desktop?: typeof DESKTOP; phone?: typeof PHONE; settleMs?: number; dir?: string } = {},
) {
  for (const [size, viewport] of [
    ['desktop', desktop],
    ['phone', phone],
  ] as const) {
    await page.setViewportSize(viewport);
    if (settleMs) await page.waitForTimeout(settleMs);
    const file = `${name}-${size}.png`;
    await page.screenshot({ path: dir ? `${dir}/${file}` : test.info().outputPath(file), fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

/** Today in the browser's zone, as `YYYY-MM-DD`. */
export const localToday = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())).toISOString().slice(0, 10);
};
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 864e5).toISOString().slice(0, 10);
/** The UTC day `days` from now, as `YYYY-MM-DD`. */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A direct booking of two guests at the listing, from today for two nights; answers its id. */
export async function addTwoNightsFromToday(page: Page, propertyId: string, guestName: string): Promise<string> {
  const today = localToday();
  const { addDirectBooking } = await graphql<{ addDirectBooking: { id: string } }>(
    page,
    `
      mutation ($input: DirectBookingInput!) {
        addDirectBooking(input: $input) {
          id
        }
      }
    `,
    {
      input: {
        propertyId,
        startDate: today,
        endDate: addDays(today, 2),
        providerGuestName: guestName,
        numberOfGuest: 2,
      },
    },
  );
  return addDirectBooking.id;
}

/** JSON through the /api proxy as the user of `token`; fails the test on any non-2xx answer. */
export async function rest<T>(
  request: APIRequestContext,
  method: string,
  path: string,
  token: string | null,
  data?: unknown,
) {
  const response = await request.fetch(`/api${path}`, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

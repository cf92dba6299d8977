import { expect, type Page } from '@playwright/test';

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

/** A GraphQL call as the signed-in user of `page` (its token from the stored session); fails on any error. */
export async function graphql<T = Record<string, unknown>>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const token = await page.evaluate(() => {
    const stored = JSON.parse(window.localStorage.getItem('hostPortal') ?? '{}') as {
      auth?: { user?: { jwt?: string } };
    };
    return stored.auth?.user?.jwt ?? '';
  });
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

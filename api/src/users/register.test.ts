import { ACCOUNT_MESSAGES, MESSAGES } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { newRegistration, violationsOf, withTestApp } from '../test/app.js';
import { testDatabases } from '../test/databases.js';

const USER_KEYS = [
  '@id', '@type', 'id', 'email', 'firstName', 'lastName', 'phone', 'acceptsMarketing', 'avatarImage',
  'addressHouseNameNumber', 'addressStreet', 'addressCity', 'addressPostcode', 'addressCountry', 'language',
  'isCompany', 'companyName', 'companyWebsite', 'companyAddressHouseNameNumber', 'companyAddressStreet',
  'companyAddressCity', 'companyAddressPostcode', 'companyAddressCountry', 'companyMerchantName', 'currency',
  'onboardModeSelection', 'activeSubscription',
]; // prettier-ignore

describe.each(testDatabases())('POST /register on $name', (database) => {
  const t = withTestApp(database);

  const register = (payload: unknown) => t.app.inject({ method: 'POST', url: '/register', payload: payload as object });

  it('creates the user and answers 201 with the user item', async () => {
    const input = newRegistration({ email: '  New.Host@Example.COM ', acceptsMarketing: true });
    const response = await register(input);
    expect(response.statusCode, response.body).toBe(201);
    const user = response.json();
    expect(Object.keys(user).sort()).toEqual([...USER_KEYS].sort());
    expect(user).toMatchObject({
      '@id': `/users/${user.id}`,
      '@type': 'User',
      email: 'new.host@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+44 20 7946 0000',
      acceptsMarketing: true,
      avatarImage: null,
      language: 'English',
      isCompany: false,
      currency: null,
      onboardModeSelection: null,
      activeSubscription: null,
    });
    expect(response.headers.location).toBe(`/users/${user.id}`);
    expect(response.body).not.toMatch(/scrypt|argon2|password/i);
  });

  it.each([
    ['blank', '', MESSAGES.passwordBlank],
    ['without a capital letter', 'sunny-flat-42', MESSAGES.passwordFormat],
    ['without a number', 'Sunny-Flat-xx', MESSAGES.passwordFormat],
    ['too short', 'Sunny4', MESSAGES.passwordTooShort],
    ['of 129 characters', `Sunny-Flat-42${'x'.repeat(116)}`, ACCOUNT_MESSAGES.passwordTooLong],
    [
      'of 4,097 characters (too long, never too short)',
      `Sunny-Flat-42${'x'.repeat(4084)}`,
      ACCOUNT_MESSAGES.passwordTooLong,
    ],
    ['among the 10,000 most common', 'Password1', ACCOUNT_MESSAGES.passwordTooCommon],
    ['among the most common in another case', 'pASSWORD1', ACCOUNT_MESSAGES.passwordTooCommon],
    ['of a common password with capitals', 'QWERTY123', ACCOUNT_MESSAGES.passwordTooCommon],
  ])('refuses a password %s with the spec message', async (_case, plainPassword, message) => {
    expect(violationsOf(await register(newRegistration({ plainPassword })))).toEqual([
      { propertyPath: 'plainPassword', message },
    ]);
  });

  it('accepts a password of 128 characters, which then logs in', async () => {
    const plainPassword = `Sunny-Flat-42${'x'.repeat(115)}`;
    const input = newRegistration({ plainPassword });
    expect((await register(input)).statusCode).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: input.email, password: plainPassword },
    });
    expect(login.statusCode, login.body).toBe(200);
  });

  it('refuses missing names and an invalid email, all at once', async () => {
    const violations = violationsOf(
      await register(newRegistration({ firstName: ' ', lastName: undefined, email: 'nope' })),
    );
    expect(violations).toEqual([
      { propertyPath: 'firstName', message: MESSAGES.required },
      { propertyPath: 'lastName', message: MESSAGES.required },
      { propertyPath: 'email', message: MESSAGES.invalidEmail },
    ]);
  });

  it('refuses a missing email and a missing body', async () => {
    expect(violationsOf(await register(newRegistration({ email: undefined })))).toEqual([
      { propertyPath: 'email', message: MESSAGES.required },
    ]);
    const empty = violationsOf(await t.app.inject({ method: 'POST', url: '/register' }));
    expect(empty.map((v) => v.propertyPath)).toEqual(['firstName', 'lastName', 'email', 'plainPassword']);
  });

  it('takes null for a field not given (GraphQL inputs forwarded by the gateway)', async () => {
    const response = await register(newRegistration({ phone: null, acceptsMarketing: null }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ phone: null, acceptsMarketing: false });
    expect(violationsOf(await register(newRegistration({ firstName: null })))).toEqual([
      { propertyPath: 'firstName', message: MESSAGES.required },
    ]);
  });

  it('refuses a field of the wrong type as a violation on that field', async () => {
    const violations = violationsOf(await register(newRegistration({ acceptsMarketing: 'perhaps' })));
    expect(violations.map((v) => v.propertyPath)).toEqual(['acceptsMarketing']);
  });

  it('refuses an email already registered, whatever its case', async () => {
    const first = newRegistration();
    expect((await register(first)).statusCode).toBe(201);
    expect(violationsOf(await register(newRegistration({ email: first.email.toUpperCase() })))).toEqual([
      { propertyPath: 'email', message: MESSAGES.emailTaken },
    ]);
  });

  it('registers a contested email once when requests race (unique index)', async () => {
    const email = newRegistration().email;
    const responses = await Promise.all(
      [email, email.toUpperCase(), ` ${email}`].map((variant) => register(newRegistration({ email: variant }))),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 422, 422]);
    for (const response of responses.filter((r) => r.statusCode === 422)) {
      expect(violationsOf(response)).toEqual([{ propertyPath: 'email', message: MESSAGES.emailTaken }]);
    }
  });
});

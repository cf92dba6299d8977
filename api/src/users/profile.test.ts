import { MESSAGES } from '@portal/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, openTestApp, signUp, violationsOf, type SignedInUser, type TestApp } from '../test/app.js';
import { testDatabases } from '../test/databases.js';

const profile = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'King',
  email: undefined as string | undefined,
  phone: '+44 1632 960000',
  acceptsMarketing: true,
  addressHouseNameNumber: '12',
  addressStreet: 'Harbour Road',
  addressCity: 'Whitby',
  addressPostcode: 'YO21 1AA',
  addressCountry: 'United Kingdom',
  language: 'English',
  ...overrides,
});

const company = (overrides: Record<string, unknown> = {}) => ({
  isCompany: true,
  companyName: 'Seaside Stays Ltd',
  companyWebsite: 'https://seaside.example.com',
  companyAddressHouseNameNumber: 'Unit 4',
  companyAddressStreet: 'Quay Street',
  companyAddressCity: 'Whitby',
  companyAddressPostcode: 'YO22 4AB',
  companyAddressCountry: 'United Kingdom',
  companyMerchantName: 'SEASIDE STAYS',
  ...overrides,
});

describe.each(testDatabases())('profile and company on $name', (database) => {
  let t: TestApp;
  let other: SignedInUser;
  beforeAll(async () => {
    t = await openTestApp(database);
    other = await signUp(t.app);
  });
  afterAll(() => t.close());

  const put = (user: SignedInUser, part: 'profile' | 'company', payload: object, id = user.id) =>
    t.app.inject({ method: 'PUT', url: `/users/${id}/${part}`, headers: user.auth, payload });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/login', payload: { email, password } });
  const me = (user: SignedInUser) => t.app.inject({ url: '/me', headers: user.auth });

  it('saves personal details and keeps the token when neither email nor password change', async () => {
    const user = await signUp(t.app);
    const response = await put(user, 'profile', profile({ email: user.email, plainPassword: '' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: user.id,
      lastName: 'King',
      addressCity: 'Whitby',
      acceptsMarketing: true,
    });
    expect((await me(user)).statusCode).toBe(200);
  });

  it('refuses missing required fields, an invalid email and a weak password', async () => {
    const user = await signUp(t.app);
    const payload = profile({
      email: 'bad',
      phone: '',
      addressCity: ' ',
      language: undefined,
      plainPassword: 'weakpass',
    });
    expect(violationsOf(await put(user, 'profile', payload))).toEqual([
      { propertyPath: 'email', message: MESSAGES.invalidEmail },
      { propertyPath: 'phone', message: MESSAGES.required },
      { propertyPath: 'plainPassword', message: MESSAGES.passwordFormat },
      { propertyPath: 'addressCity', message: MESSAGES.required },
      { propertyPath: 'language', message: MESSAGES.required },
    ]);
  });

  it('refuses an email another user has', async () => {
    const user = await signUp(t.app);
    const response = await put(user, 'profile', profile({ email: other.email.toUpperCase() }));
    expect(violationsOf(response)).toEqual([{ propertyPath: 'email', message: MESSAGES.emailTaken }]);
  });

  it('retires older tokens when the email changes; the new email logs in', async () => {
    const user = await signUp(t.app);
    const newEmail = `changed-${user.email}`;
    const response = await put(user, 'profile', profile({ email: newEmail.toUpperCase() }));
    expect(response.json().email).toBe(newEmail);
    expect((await me(user)).statusCode).toBe(401);
    expect((await login(user.email, STRONG_PASSWORD)).statusCode).toBe(401);
    const relogin = await login(newEmail, STRONG_PASSWORD);
    expect(relogin.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/me?bearer=${relogin.json().token}` })).statusCode).toBe(200);
  });

  it('retires older tokens when the password changes; the new password logs in', async () => {
    const user = await signUp(t.app);
    expect((await put(user, 'profile', profile({ email: user.email, plainPassword: 'Brand-New-7' }))).statusCode).toBe(
      200,
    );
    expect((await me(user)).statusCode).toBe(401);
    expect((await login(user.email, STRONG_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, 'Brand-New-7')).statusCode).toBe(200);
  });

  it('answers 404 for another user’s profile or company', async () => {
    const user = await signUp(t.app);
    expect((await put(user, 'profile', profile({ email: user.email }), other.id)).statusCode).toBe(404);
    expect((await put(user, 'company', company(), other.id)).statusCode).toBe(404);
    expect((await me(other)).json().isCompany).toBe(false);
  });

  it('saves company details', async () => {
    const user = await signUp(t.app);
    const response = await put(user, 'company', company());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ ...company(), id: user.id });
  });

  it('requires every company field when isCompany is true', async () => {
    const user = await signUp(t.app);
    const empty = Object.fromEntries(Object.keys(company()).map((key) => [key, key === 'isCompany' ? true : '']));
    const violations = violationsOf(await put(user, 'company', empty));
    expect(violations).toEqual(
      Object.keys(company())
        .filter((key) => key !== 'isCompany')
        .map((propertyPath) => ({ propertyPath, message: MESSAGES.required })),
    );
    expect(violationsOf(await put(user, 'company', {}))).toEqual([
      { propertyPath: 'isCompany', message: MESSAGES.required },
    ]);
  });

  it('switches isCompany off without losing the company details', async () => {
    const user = await signUp(t.app);
    await put(user, 'company', company());
    const response = await put(user, 'company', { isCompany: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ...company(), isCompany: false });
  });
});

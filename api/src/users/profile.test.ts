import { ACCOUNT_MESSAGES, MESSAGES } from '@portal/schema';
import { HOST_PROFILE } from '@portal/testkit/host-profile';
import { violations } from '@portal/testkit/violations';
import { describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, signUp, violationsOf, withTestApp, type SignedInUser } from '../test/app.js';
import { testDatabases } from '../test/databases.js';

const profile = (overrides: Record<string, unknown> = {}) => ({
  ...HOST_PROFILE,
  email: undefined as string | undefined,
  acceptsMarketing: true,
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
  const t = withTestApp(database);
  const other = t.user();

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
      currentPassword: STRONG_PASSWORD,
    });
    expect(violationsOf(await put(user, 'profile', payload))).toEqual(
      violations({
        email: MESSAGES.invalidEmail,
        phone: MESSAGES.required,
        plainPassword: MESSAGES.passwordFormat,
        addressCity: MESSAGES.required,
        language: MESSAGES.required,
      }),
    );
  });

  it('refuses an email another user has', async () => {
    const user = await signUp(t.app);
    const response = await put(
      user,
      'profile',
      profile({ email: other.email.toUpperCase(), currentPassword: STRONG_PASSWORD }),
    );
    expect(violationsOf(response)).toEqual([{ propertyPath: 'email', message: MESSAGES.emailTaken }]);
  });

  it('retires older tokens when the email changes; the new email logs in', async () => {
    const user = await signUp(t.app);
    const newEmail = `changed-${user.email}`;
    const response = await put(
      user,
      'profile',
      profile({ email: newEmail.toUpperCase(), currentPassword: STRONG_PASSWORD }),
    );
    expect(response.json().email).toBe(newEmail);
    expect((await me(user)).statusCode).toBe(401);
    expect((await login(user.email, STRONG_PASSWORD)).statusCode).toBe(401);
    const relogin = await login(newEmail, STRONG_PASSWORD);
    expect(relogin.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/me?bearer=${relogin.json().token}` })).statusCode).toBe(200);
  });

  it('retires older tokens when the password changes; the new password logs in', async () => {
    const user = await signUp(t.app);
    const changed = profile({ email: user.email, plainPassword: 'Brand-New-7', currentPassword: STRONG_PASSWORD });
    expect((await put(user, 'profile', changed)).statusCode).toBe(200);
    expect((await me(user)).statusCode).toBe(401);
    expect((await login(user.email, STRONG_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, 'Brand-New-7')).statusCode).toBe(200);
  });

  describe('changing the email or the password needs the current password', () => {
    const INCORRECT = [{ propertyPath: 'currentPassword', message: ACCOUNT_MESSAGES.currentPasswordIncorrect }];

    /** Nothing of the refused change was saved, and the token still works. */
    const expectUnchanged = async (user: SignedInUser) => {
      const after = await me(user);
      expect(after.statusCode).toBe(200);
      expect(after.json()).toMatchObject({ email: user.email, lastName: 'Lovelace' });
      expect((await login(user.email, STRONG_PASSWORD)).statusCode).toBe(200);
    };

    it.each([
      ['missing', {}],
      ['empty', { currentPassword: '' }],
      ['wrong', { currentPassword: 'Sunny-Flat-43' }],
      ['absurdly long', { currentPassword: `${STRONG_PASSWORD}${'x'.repeat(5000)}` }],
    ])('a new email with the current password %s: 422 on currentPassword, nothing saved', async (_case, extra) => {
      const user = await signUp(t.app);
      const response = await put(user, 'profile', profile({ email: `new-${user.email}`, ...extra }));
      expect(violationsOf(response)).toEqual(INCORRECT);
      await expectUnchanged(user);
    });

    it.each([
      ['missing', {}],
      ['wrong', { currentPassword: 'Sunny-Flat-43' }],
    ])('a new password with the current password %s: 422 on currentPassword, nothing saved', async (_case, extra) => {
      const user = await signUp(t.app);
      const response = await put(
        user,
        'profile',
        profile({ email: user.email, plainPassword: 'Brand-New-7', ...extra }),
      );
      expect(violationsOf(response)).toEqual(INCORRECT);
      await expectUnchanged(user);
      expect((await login(user.email, 'Brand-New-7')).statusCode).toBe(401);
    });

    it('is checked before whether the new email is taken', async () => {
      const user = await signUp(t.app);
      const response = await put(user, 'profile', profile({ email: other.email, currentPassword: 'Sunny-Flat-43' }));
      expect(violationsOf(response)).toEqual(INCORRECT);
    });

    it('is not needed when neither changes (an email differing only in case or spaces is the same)', async () => {
      const user = await signUp(t.app);
      const sameEmail = ` ${user.email.toUpperCase()} `;
      const response = await put(user, 'profile', profile({ email: sameEmail, currentPassword: 'ignored-Wrong-1' }));
      expect(response.statusCode, response.body).toBe(200);
      expect((await me(user)).json()).toMatchObject({ email: user.email, lastName: 'King' });
    });

    it('comes with the other violations of the form, in field order', async () => {
      const user = await signUp(t.app);
      const response = await put(user, 'profile', profile({ email: `new-${user.email}`, phone: '' }));
      expect(violationsOf(response)).toEqual([{ propertyPath: 'phone', message: MESSAGES.required }, ...INCORRECT]);
    });
  });

  it.each([
    ['too common', 'Password1', ACCOUNT_MESSAGES.passwordTooCommon],
    ['too common in another case', 'QWERTY123', ACCOUNT_MESSAGES.passwordTooCommon],
    ['too long', `Sunny-Flat-42${'x'.repeat(116)}`, ACCOUNT_MESSAGES.passwordTooLong],
  ])('refuses a new password %s with the message registration gives', async (_case, plainPassword, message) => {
    const user = await signUp(t.app);
    const payload = profile({ email: user.email, plainPassword, currentPassword: STRONG_PASSWORD });
    expect(violationsOf(await put(user, 'profile', payload))).toEqual([{ propertyPath: 'plainPassword', message }]);
    expect((await me(user)).statusCode).toBe(200);
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

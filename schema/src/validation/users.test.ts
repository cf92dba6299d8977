import { describe, expect, it } from 'vitest';
import { HOST_PROFILE } from '@portal/testkit/host-profile';
import { ACCOUNT_MESSAGES, MESSAGES } from '../messages.js';
import { newPassword } from './common.js';
import { profileSchema, registerSchema, type ProfileContext } from './users.js';
import { validate } from './violations.js';

const passwordMessage = async (plainPassword: unknown, context?: object) => {
  const { violations } = await validate(registerSchema, { plainPassword }, context);
  return violations.find((v) => v.propertyPath === 'plainPassword')?.message;
};

describe('new passwords', () => {
  it('say blank, format, too short, too long, in that order', async () => {
    expect(await passwordMessage('')).toBe(MESSAGES.passwordBlank);
    expect(await passwordMessage('x'.repeat(4097))).toBe(MESSAGES.passwordFormat);
    expect(await passwordMessage('Sunny4')).toBe(MESSAGES.passwordTooShort);
    expect(await passwordMessage(`Sunny-Flat-42${'x'.repeat(4084)}`)).toBe(ACCOUNT_MESSAGES.passwordTooLong);
  });

  it('accept 128 characters and call 129 too long', async () => {
    expect(newPassword().isValidSync(`Sunny-Flat-42${'x'.repeat(115)}`)).toBe(true);
    expect(await passwordMessage(`Sunny-Flat-42${'x'.repeat(116)}`)).toBe(
      'Password is too long (maximum is 128 characters)',
    );
  });

  it("are 'too common' only where the server passes its list (forms cannot know it)", async () => {
    const isCommonPassword = (password: string) => password.toLowerCase() === 'password1';
    expect(await passwordMessage('Password1')).toBeUndefined();
    expect(await passwordMessage('Password1', { isCommonPassword })).toBe(ACCOUNT_MESSAGES.passwordTooCommon);
    expect(await passwordMessage('Password2', { isCommonPassword })).toBeUndefined();
  });
});

describe('profile: the current password', () => {
  const profile = (overrides: Record<string, unknown> = {}) => ({ ...HOST_PROFILE, ...overrides });
  const context: ProfileContext = { currentEmail: 'ada@example.com' };
  const violations = async (values: object, ctx: object = context) =>
    (await validate(profileSchema, values, ctx)).violations;
  const REQUIRED = [{ propertyPath: 'currentPassword', message: ACCOUNT_MESSAGES.currentPasswordIncorrect }];

  it('is not asked for when neither the email nor the password changes', async () => {
    expect(await violations(profile())).toEqual([]);
    expect(await violations(profile({ email: ' ADA@example.com ', plainPassword: '' }))).toEqual([]);
  });

  it('is required when the email changes or a new password is given', async () => {
    expect(await violations(profile({ email: 'ada.king@example.com' }))).toEqual(REQUIRED);
    expect(await violations(profile({ plainPassword: 'Brand-New-7' }))).toEqual(REQUIRED);
    expect(await violations(profile({ plainPassword: 'Brand-New-7', currentPassword: '' }))).toEqual(REQUIRED);
    expect(await violations(profile({ plainPassword: 'Brand-New-7', currentPassword: 'Old-Pass-1' }))).toEqual([]);
  });

  it('without a current email in the context, only a new password asks for it', async () => {
    expect(await violations(profile({ email: 'ada.king@example.com' }), {})).toEqual([]);
    expect(await violations(profile({ plainPassword: 'Brand-New-7' }), {})).toEqual(REQUIRED);
  });

  it('a new password follows the register rules', async () => {
    const tooLong = profile({ plainPassword: `Sunny-Flat-42${'x'.repeat(116)}`, currentPassword: 'Old-Pass-1' });
    expect(await violations(tooLong)).toEqual([
      { propertyPath: 'plainPassword', message: ACCOUNT_MESSAGES.passwordTooLong },
    ]);
  });
});

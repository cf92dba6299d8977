import { ACCOUNT_MESSAGES, loginSchema, MESSAGES, profileSchema, registerSchema } from '@portal/schema';
import { HOST_PROFILE } from '@portal/testkit/host-profile';
import { describe, expect, it } from 'vitest';
import { validateWithYup } from './validateWithYup';

const validateRegister = validateWithYup(registerSchema);

describe('validateWithYup', () => {
  it('gives the first message of each failing field, verbatim', () => {
    expect(validateRegister({})).toEqual({
      firstName: MESSAGES.required,
      lastName: MESSAGES.required,
      email: MESSAGES.required,
      plainPassword: MESSAGES.passwordBlank,
    });
  });

  it('checks the password in the spec order: blank, capital and number, length', () => {
    const base = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
    expect(validateRegister({ ...base, plainPassword: 'lowercase1' })).toEqual({
      plainPassword: MESSAGES.passwordFormat,
    });
    expect(validateRegister({ ...base, plainPassword: 'Short1' })).toEqual({
      plainPassword: MESSAGES.passwordTooShort,
    });
    expect(validateRegister({ ...base, plainPassword: `Longenough1${'x'.repeat(4086)}` })).toEqual({
      plainPassword: ACCOUNT_MESSAGES.passwordTooLong,
    });
    expect(validateRegister({ ...base, plainPassword: 'Longenough1' })).toBeUndefined();
  });

  it('passes a context: the profile asks for the current password once the email differs from the current one', () => {
    const profile = { ...HOST_PROFILE, email: 'ada.king@example.com' };
    expect(validateWithYup(profileSchema, { currentEmail: 'ada@example.com' })(profile)).toEqual({
      currentPassword: ACCOUNT_MESSAGES.currentPasswordIncorrect,
    });
    expect(validateWithYup(profileSchema, { currentEmail: 'ada.king@example.com' })(profile)).toBeUndefined();
  });

  it('returns undefined for valid values', () => {
    expect(validateWithYup(loginSchema)({ email: 'ada@example.com', password: 'whatever1' })).toBeUndefined();
  });

  it('places nested paths', () => {
    expect(validateWithYup(loginSchema)({ email: 'nope', password: 'whatever1' })).toEqual({
      email: MESSAGES.invalidEmail,
    });
  });
});

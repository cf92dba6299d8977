import * as yup from 'yup';
import { APP_MODES, CURRENCIES, PASSWORD_MIN_LENGTH } from '../constants.js';
import { ACCOUNT_MESSAGES, MESSAGES } from '../messages.js';
import { email, newPassword, passwordRules, requiredString, type PasswordRulesContext } from './common.js';

/** Login (spec §5): email required and valid; password required, minimum 8 characters. */
/** How an email address is stored and compared: trimmed, lower case. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const loginSchema = yup.object({
  email: email(),
  password: yup.string().required(MESSAGES.passwordBlank).min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort),
});
export type LoginValues = yup.InferType<typeof loginSchema>;

/** Register (spec §5). Phone defaults to '+44' in the form. */
export const registerSchema = yup.object({
  firstName: requiredString().max(100),
  lastName: requiredString().max(100),
  email: email(),
  phone: yup.string().trim().max(30).default(''),
  plainPassword: newPassword(),
  acceptsMarketing: yup.boolean().default(false),
});
export type RegisterValues = yup.InferType<typeof registerSchema>;

/** PUT /users/{id}: the app mode and the currency (which cannot change once set). */
export const userSettingsSchema = yup.object({
  currency: yup
    .string()
    .oneOf([...CURRENCIES])
    .optional(),
  onboardModeSelection: yup
    .string()
    .oneOf([...APP_MODES])
    .optional(),
});
export type UserSettingsValues = yup.InferType<typeof userSettingsSchema>;

/** What the profile schema reads from yup's `context`: the email the account has now (the form and the API pass it). */
export interface ProfileContext extends PasswordRulesContext {
  currentEmail?: string;
}

const sameEmail = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * PUT /users/{id}/profile (spec §5 Profile). The password is optional: blank keeps the current one. Changing the
 * email or the password needs the current password (the API checks it; a form shows the field only then): pass
 * `{ currentEmail }` as context so the schema knows whether the email changed.
 */
export const profileSchema = yup.object({
  firstName: requiredString().max(100),
  lastName: requiredString().max(100),
  email: email(),
  phone: requiredString().max(30),
  plainPassword: passwordRules(
    yup
      .string()
      .transform((v: string | undefined) => (v === '' ? undefined : v))
      .optional(),
  ),
  currentPassword: yup
    .string()
    .transform((v: string | undefined) => (v === '' ? undefined : v))
    .when(['email', 'plainPassword', '$currentEmail'], ([newEmail, plainPassword, currentEmail], schema) =>
      plainPassword || (currentEmail !== undefined && !sameEmail(newEmail, currentEmail))
        ? schema.required(ACCOUNT_MESSAGES.currentPasswordIncorrect)
        : schema.optional(),
    ),
  acceptsMarketing: yup.boolean().default(false),
  addressHouseNameNumber: requiredString().max(100),
  addressStreet: requiredString().max(200),
  addressCity: requiredString().max(100),
  addressPostcode: requiredString().max(20),
  addressCountry: requiredString().max(100),
  language: requiredString().max(50),
});
export type ProfileValues = yup.InferType<typeof profileSchema>;

const companyField = (max: number) =>
  yup
    .string()
    .trim()
    .max(max)
    .nullable()
    .when('isCompany', { is: true, then: () => requiredString().max(max) });

/** PUT /users/{id}/company (spec §5 Profile): every company field is required when isCompany is true. */
export const companySchema = yup.object({
  isCompany: yup.boolean().required(MESSAGES.required),
  companyName: companyField(200),
  companyWebsite: companyField(255),
  companyAddressHouseNameNumber: companyField(100),
  companyAddressStreet: companyField(200),
  companyAddressCity: companyField(100),
  companyAddressPostcode: companyField(20),
  companyAddressCountry: companyField(100),
  companyMerchantName: companyField(200),
});
export type CompanyValues = yup.InferType<typeof companySchema>;

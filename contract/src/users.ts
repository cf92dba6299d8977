import type { AppMode, Currency } from '@portal/schema';
import Type, { type Static } from 'typebox';
import {
  boolean,
  field,
  imageSizesSchema,
  integer,
  jsonLd,
  nullable,
  optionalText,
  optionalTextOf,
  text,
} from './common.js';

/** The plan of a user (spec §3 PlanSubscription). */
export const planSubscriptionSchema = Type.Object({
  ...jsonLd,
  id: integer,
  planIdentifier: text,
  /** manual, bookingcom, ios, stripe or others. */
  platform: text,
  startedAt: text,
  /** The provider's status while the plan is on (trialing, active, past_due); 'active' for manual ones. */
  status: text,
  trialEndsAt: optionalText,
  renewsAt: optionalText,
  cancelsAt: optionalText,
});
export type PlanSubscriptionDto = Static<typeof planSubscriptionSchema>;

/** The User item of spec §3 (never the password hash or token version): also the allow-list of what leaves. */
export const userItemSchema = Type.Object({
  ...jsonLd,
  id: integer,
  email: text,
  firstName: text,
  lastName: text,
  phone: optionalText,
  acceptsMarketing: boolean,
  /** The avatar, cropped square; null when the user has none. */
  avatarImage: nullable(imageSizesSchema),
  addressHouseNameNumber: optionalText,
  addressStreet: optionalText,
  addressCity: optionalText,
  addressPostcode: optionalText,
  addressCountry: optionalText,
  language: text,
  isCompany: boolean,
  companyName: optionalText,
  companyWebsite: optionalText,
  companyAddressHouseNameNumber: optionalText,
  companyAddressStreet: optionalText,
  companyAddressCity: optionalText,
  companyAddressPostcode: optionalText,
  companyAddressCountry: optionalText,
  companyMerchantName: optionalText,
  currency: optionalTextOf<Currency>(),
  onboardModeSelection: optionalTextOf<AppMode>(),
  activeSubscription: nullable(planSubscriptionSchema),
});
export type UserDto = Static<typeof userItemSchema>;

/** POST /login answer. */
export const loginAnswerSchema = Type.Object({ token: text, id: integer, email: text, '@id': text });
export type LoginDto = Static<typeof loginAnswerSchema>;

const personal = {
  firstName: field.string(),
  lastName: field.string(),
  email: field.string(),
  phone: field.string(),
};
const address = {
  addressHouseNameNumber: field.string(),
  addressStreet: field.string(),
  addressCity: field.string(),
  addressPostcode: field.string(),
  addressCountry: field.string(),
};
const companyAddress = {
  companyAddressHouseNameNumber: field.string(),
  companyAddressStreet: field.string(),
  companyAddressCity: field.string(),
  companyAddressPostcode: field.string(),
  companyAddressCountry: field.string(),
};

export const registerBody = Type.Object({
  ...personal,
  plainPassword: field.string(),
  acceptsMarketing: field.boolean(),
});
export type RegisterBody = Static<typeof registerBody>;

export const loginBody = Type.Object({ email: field.string(), password: field.string() });
export type LoginBody = Static<typeof loginBody>;

/** POST /logout: true retires every token of the user, not only the one of the request. */
export const logoutBody = Type.Object({ everywhere: field.boolean() });
export type LogoutBody = Static<typeof logoutBody>;

/** PUT /users/{id}: the currency (set once) and the app mode. */
export const updateUserBody = Type.Object({ currency: field.string(), onboardModeSelection: field.string() });
export type UpdateUserBody = Static<typeof updateUserBody>;

/** PUT /users/{id}/profile: a new email or password needs `currentPassword`. */
export const profileBody = Type.Object({
  ...personal,
  plainPassword: field.string(),
  currentPassword: field.string(),
  acceptsMarketing: field.boolean(),
  ...address,
  language: field.string(),
});
export type ProfileBody = Static<typeof profileBody>;

export const companyBody = Type.Object({
  isCompany: field.boolean(),
  companyName: field.string(),
  companyWebsite: field.string(),
  ...companyAddress,
  companyMerchantName: field.string(),
});
export type CompanyBody = Static<typeof companyBody>;

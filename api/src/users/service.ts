import {
  ACCOUNT_MESSAGES,
  MESSAGES,
  companySchema,
  loginSchema,
  normalizeEmail,
  profileSchema,
  registerSchema,
  userSettingsSchema,
  validate,
  type AppMode,
  type CompanyValues,
  type Currency,
  type LoginValues,
  type ProfileContext,
  type ProfileValues,
  type RegisterValues,
  type UserSettingsValues,
} from '@portal/schema';
import type { AnyObjectSchema } from 'yup';
import { findActiveSubscription } from '../billing/repository.js';
import type { ApiConfig } from '../config.js';
import { isUniqueViolation, type Db } from '../db/database.js';
import { ValidationFailed, unauthorized, violation } from '../plugins/errors.js';
import { iri } from '../plugins/json-ld.js';
import { findImage } from '../images/repository.js';
import { imageSizes } from '../images/representation.js';
import type { Storage } from '../integrations/storage/storage.js';
import { isCommonPassword } from './common-passwords.js';
import {
  LOGIN_PASSWORD_MAX_LENGTH,
  dummyPasswordHash,
  hashPassword,
  needsRehash,
  verifyPassword,
} from './passwords.js';
import { toUserItem, type UserItem } from './representation.js';
import {
  findUserByEmail,
  insertUser,
  replacePasswordHash,
  setCurrencyOnce,
  updateUser,
  type User,
  type UserChanges,
} from './repository.js';
import { purgeExpiredRevocations, revokeToken } from './revoked-tokens.js';
import { issueToken, type TokenClaims } from './tokens.js';

const emptyToNull = (value: string | null | undefined) => (value ? value : null);
const emailTaken = () => violation('email', MESSAGES.emailTaken);

/**
 * The valid, cast input, or a 422 with every violation. A top-level null counts as 'not given': the gateway
 * forwards GraphQL inputs field for field, and there an optional field may arrive as null. `context` is the
 * schema's yup context (the common-password check, the profile's current email).
 */
export async function validInput<T>(schema: AnyObjectSchema, input: unknown, context?: object): Promise<T> {
  const given =
    input && typeof input === 'object' && !Array.isArray(input)
      ? Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null))
      : input;
  const result = await validate<T>(schema, given ?? {}, context);
  if (result.violations.length > 0) throw new ValidationFailed(result.violations);
  return result.value as T;
}

/** The User item; `storage` gives the avatar's URLs. */
export async function userItem(db: Db, storage: Storage, user: User): Promise<UserItem> {
  const [subscription, avatar] = await Promise.all([
    findActiveSubscription(db, user.id),
    user.avatarImageId === null ? undefined : findImage(db, user.id, user.avatarImageId),
  ]);
  return toUserItem(user, subscription, avatar ? imageSizes(avatar, storage) : null);
}

export async function register(db: Db, input: unknown): Promise<User> {
  const values = await validInput<RegisterValues>(registerSchema, input, { isCommonPassword });
  const email = normalizeEmail(values.email);
  if (await findUserByEmail(db, email)) throw emailTaken();
  try {
    return await insertUser(db, {
      email,
      passwordHash: await hashPassword(values.plainPassword),
      firstName: values.firstName,
      lastName: values.lastName,
      phone: emptyToNull(values.phone),
      acceptsMarketing: values.acceptsMarketing,
    });
  } catch (error) {
    throw isUniqueViolation(error) ? emailTaken() : error; // registered meanwhile by a concurrent request
  }
}

export interface LoginAnswer {
  token: string;
  id: number;
  email: string;
  '@id': string;
}

/**
 * Unknown email and wrong password get the same answer, after the same amount of hashing work. A password longer
 * than any account can have gets it at once, unhashed. A hash of an older kind is replaced after a success.
 */
export async function login(db: Db, config: ApiConfig, input: unknown): Promise<LoginAnswer> {
  const values = await validInput<LoginValues>(loginSchema, input);
  if (values.password.length > LOGIN_PASSWORD_MAX_LENGTH) throw unauthorized(MESSAGES.loginFailed);
  const user = await findUserByEmail(db, normalizeEmail(values.email));
  const passwordMatches = await verifyPassword(values.password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !passwordMatches) throw unauthorized(MESSAGES.loginFailed);
  if (needsRehash(user.passwordHash)) {
    await replacePasswordHash(db, user.id, user.passwordHash, await hashPassword(values.password));
  }
  return { token: await issueToken(config, user), id: user.id, email: user.email, '@id': iri('users', user.id) };
}

/** POST /logout: revokes the token of the request, or with `everywhere` every token of the user. */
export async function logout(db: Db, user: User, token: TokenClaims, everywhere: boolean): Promise<void> {
  if (everywhere) {
    await updateUser(db, user.id, { bumpTokenVersion: true });
    return;
  }
  await revokeToken(db, token);
  await purgeExpiredRevocations(db);
}

/** App mode and currency; the currency can be set once (the same value again is accepted). */
export async function updateSettings(db: Db, user: User, input: unknown): Promise<User> {
  const values = await validInput<UserSettingsValues>(userSettingsSchema, input);
  return db.transaction().execute(async (trx) => {
    if (values.currency && !(await setCurrencyOnce(trx, user.id, values.currency as Currency))) {
      throw violation('currency', MESSAGES.currencyLocked);
    }
    const changes: UserChanges = {};
    if (values.onboardModeSelection) changes.onboardModeSelection = values.onboardModeSelection as AppMode;
    return (await updateUser(trx, user.id, changes)) ?? user;
  });
}

/**
 * Personal details. A new email or password needs the current password, and invalidates every token issued so far
 * (the client logs out).
 */
export async function updateProfile(db: Db, user: User, input: unknown): Promise<User> {
  const context: ProfileContext = { isCommonPassword, currentEmail: user.email };
  const values = await validInput<ProfileValues>(profileSchema, input, context);
  const email = normalizeEmail(values.email);
  const emailChanged = email !== user.email;
  if ((emailChanged || values.plainPassword) && !(await currentPasswordMatches(user, values.currentPassword))) {
    throw violation('currentPassword', ACCOUNT_MESSAGES.currentPasswordIncorrect);
  }
  if (emailChanged && (await findUserByEmail(db, email))) throw emailTaken();
  const passwordHash = values.plainPassword ? await hashPassword(values.plainPassword) : undefined;
  try {
    const updated = await updateUser(db, user.id, {
      email,
      ...(passwordHash ? { passwordHash } : {}),
      firstName: values.firstName,
      lastName: values.lastName,
      phone: values.phone,
      acceptsMarketing: values.acceptsMarketing,
      addressHouseNameNumber: values.addressHouseNameNumber,
      addressStreet: values.addressStreet,
      addressCity: values.addressCity,
      addressPostcode: values.addressPostcode,
      addressCountry: values.addressCountry,
      language: values.language,
      bumpTokenVersion: emailChanged || passwordHash !== undefined,
    });
    return updated ?? user;
  } catch (error) {
    throw isUniqueViolation(error) ? emailTaken() : error;
  }
}

async function currentPasswordMatches(user: User, given: string | undefined): Promise<boolean> {
  if (!given || given.length > LOGIN_PASSWORD_MAX_LENGTH) return false;
  return verifyPassword(given, user.passwordHash);
}

/** Company details; fields left out keep their value (so switching isCompany off loses nothing). */
export async function updateCompany(db: Db, user: User, input: unknown): Promise<User> {
  const { isCompany, ...fields } = await validInput<CompanyValues>(companySchema, input);
  const changes: UserChanges = { isCompany };
  for (const [name, value] of Object.entries(fields) as [keyof typeof fields, string | null | undefined][]) {
    if (value !== undefined) changes[name] = emptyToNull(value);
  }
  return (await updateUser(db, user.id, changes)) ?? user;
}

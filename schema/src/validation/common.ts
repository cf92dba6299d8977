import * as yup from 'yup';
import { MIN_PRICE_MINOR_UNITS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.js';
import { ACCOUNT_MESSAGES, MESSAGES } from '../messages.js';

export const requiredString = () => yup.string().trim().required(MESSAGES.required);

export const email = () =>
  yup.string().trim().required(MESSAGES.required).email(MESSAGES.invalidEmail).max(180, MESSAGES.invalidEmail);

/**
 * What the server adds when it validates (yup `context`): forms leave it out. The list of common passwords stays on
 * the server (10,000 entries), so a form cannot say 'too common'; the API's answer lands on the field instead.
 */
export interface PasswordRulesContext {
  isCommonPassword?: (password: string) => boolean;
}

/** The rules of a new password after 'required': format, then length, then the common-password list. */
export const passwordRules = <S extends yup.StringSchema<string | undefined>>(schema: S): S =>
  schema
    .matches(/^(?=.*[A-Z])(?=.*\d)/, MESSAGES.passwordFormat)
    .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordTooLong)
    .test('not-common', ACCOUNT_MESSAGES.passwordTooCommon, (value, test) => {
      const isCommon = (test.options.context as PasswordRulesContext | undefined)?.isCommonPassword;
      return !value || value.length > PASSWORD_MAX_LENGTH || !isCommon?.(value);
    });

/** A new password: the three register messages of spec §5 in the spec's order, then too long and too common. */
export const newPassword = () => passwordRules(yup.string().required(MESSAGES.passwordBlank));

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const time = () =>
  yup.string().matches(TIME_PATTERN, { message: MESSAGES.timeFormat, excludeEmptyString: true });

/** A price in minor units. */
export const price = () => yup.number().integer().min(MIN_PRICE_MINOR_UNITS, MESSAGES.priceTooLow);

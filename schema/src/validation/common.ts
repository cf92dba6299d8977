import * as yup from 'yup';
import { MIN_PRICE_MINOR_UNITS, PASSWORD_MIN_LENGTH } from '../constants.js';
import { MESSAGES } from '../messages.js';

export const requiredString = () => yup.string().trim().required(MESSAGES.required);

export const email = () =>
  yup.string().trim().required(MESSAGES.required).email(MESSAGES.invalidEmail).max(180, MESSAGES.invalidEmail);

/** A new password: the three register messages of spec §5, checked in the spec's order. */
export const newPassword = () =>
  yup
    .string()
    .required(MESSAGES.passwordBlank)
    .matches(/^(?=.*[A-Z])(?=.*\d)/, MESSAGES.passwordFormat)
    .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
    .max(4096, MESSAGES.passwordTooShort);

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const time = () =>
  yup.string().matches(TIME_PATTERN, { message: MESSAGES.timeFormat, excludeEmptyString: true });

/** A price in minor units. */
export const price = () => yup.number().integer().min(MIN_PRICE_MINOR_UNITS, MESSAGES.priceTooLow);

import { PASSWORD_MAX_LENGTH } from '../constants.js';

/** Texts of the accounts domain that the spec does not word (password rules and the current-password check). */
export const ACCOUNT_MESSAGES = {
  passwordTooLong: `Password is too long (maximum is ${PASSWORD_MAX_LENGTH} characters)`,
  passwordTooCommon: 'This password is too common',
  currentPasswordIncorrect: 'Your current password is incorrect',
} as const;

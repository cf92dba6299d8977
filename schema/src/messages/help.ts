import { HELP_EMAIL_LIMITS } from '../constants.js';

/** Texts of the help form (POST /help-email) that the spec does not word; §8 gives MESSAGES.helpEmailFailed. */
export const HELP_MESSAGES = {
  subjectTooLong: `Please keep the subject to ${HELP_EMAIL_LIMITS.subjectMax} characters or fewer`,
  contentTooLong: `Please keep your message to ${HELP_EMAIL_LIMITS.contentMax} characters or fewer`,
  mailNotConfigured: 'Email is not configured on this server, so your message cannot be sent from here.',
  sent: 'Your message has been sent',
} as const;

import * as yup from 'yup';
import { HELP_EMAIL_LIMITS } from '../constants.js';
import { HELP_MESSAGES } from '../messages.js';
import { requiredString } from './common.js';

/** POST /help-email, the Settings 'Get Help' form (spec §5 Help email: subject and content required). */
export const helpEmailSchema = yup.object({
  subject: requiredString().max(HELP_EMAIL_LIMITS.subjectMax, HELP_MESSAGES.subjectTooLong),
  content: requiredString().max(HELP_EMAIL_LIMITS.contentMax, HELP_MESSAGES.contentTooLong),
});
export type HelpEmailValues = yup.InferType<typeof helpEmailSchema>;

import * as yup from 'yup';
import { propertyFieldRules, requiredWhen } from './fields.js';

const r = propertyFieldRules;

/** Welcome Message form; the automatic message needs its text when it is on. */
export const welcomeMessageSchema = yup.object({
  welcomeMessage: r.welcomeMessage,
  welcomeMessageYoutubeId: r.welcomeMessageYoutubeId,
  autoMessageEnabled: r.autoMessageEnabled,
  autoMessageContent: requiredWhen('autoMessageEnabled', r.autoMessageContent),
});

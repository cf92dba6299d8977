import Type, { type Static } from 'typebox';
import { boolean, field, optionalText } from './common.js';

/** GET /help-contact: the help address (HELP_EMAIL_TO, shown by Host Assist) and whether the help form can send. */
export const helpContactSchema = Type.Object({ email: optionalText, mailConfigured: boolean });
export type HelpContactDto = Static<typeof helpContactSchema>;

/** POST /help-email. */
export const helpEmailBody = Type.Object({ subject: field.string(), content: field.string() });
export type HelpEmailBody = Static<typeof helpEmailBody>;

/** POST /help-email: `success: true` only once the SMTP server accepted it. */
export const helpEmailAnswer = Type.Object({ success: boolean });
export type HelpEmailDto = Static<typeof helpEmailAnswer>;

/** The error shape of the API plus the `success: false` the help form reads (spec §7). */
export const helpEmailFailure = Type.Object({
  success: boolean,
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
});

/** GET /billing/checkout-session and /billing/portal-session, opened in a tab (`?bearer=`): pages, not JSON. */
export const billingLinkQuery = Type.Object({
  plan: Type.Optional(Type.String()),
  bearer: Type.Optional(Type.String()),
});

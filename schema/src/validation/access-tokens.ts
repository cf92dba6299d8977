import * as yup from 'yup';
import { ACCESS_TOKEN_LIMITS, ACCESS_TOKEN_SCOPES, type AccessTokenScope } from '../constants.js';
import { ACCESS_TOKEN_MESSAGES } from '../messages/access-tokens.js';
import { MESSAGES } from '../messages/common.js';
import { requiredString } from './common.js';

/** POST /access-tokens, the Settings 'API access' form: a name, one scope at least, an optional expiry in days. */
export const accessTokenSchema = yup.object({
  name: requiredString().max(ACCESS_TOKEN_LIMITS.nameMax, ACCESS_TOKEN_MESSAGES.nameTooLong),
  scopes: yup
    .array(
      yup
        .string()
        .required()
        .oneOf([...ACCESS_TOKEN_SCOPES], ACCESS_TOKEN_MESSAGES.unknownScope) as yup.StringSchema<AccessTokenScope>,
    )
    .required(ACCESS_TOKEN_MESSAGES.scopesRequired)
    .min(1, ACCESS_TOKEN_MESSAGES.scopesRequired)
    .max(ACCESS_TOKEN_SCOPES.length, ACCESS_TOKEN_MESSAGES.unknownScope),
  expiresInDays: yup
    .number()
    .typeError(MESSAGES.required)
    .integer(ACCESS_TOKEN_MESSAGES.expiryRange)
    .min(1, ACCESS_TOKEN_MESSAGES.expiryRange)
    .max(ACCESS_TOKEN_LIMITS.expiresInDaysMax, ACCESS_TOKEN_MESSAGES.expiryRange)
    .nullable()
    .default(null),
});
export type AccessTokenValues = yup.InferType<typeof accessTokenSchema>;

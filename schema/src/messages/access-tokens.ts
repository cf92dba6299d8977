import { ACCESS_TOKEN_LIMITS } from '../constants.js';

/** Texts of personal access tokens (Settings → API access), which the spec does not word. */
export const ACCESS_TOKEN_MESSAGES = {
  nameTooLong: `Please keep the name to ${ACCESS_TOKEN_LIMITS.nameMax} characters or fewer`,
  scopesRequired: 'Choose at least one scope',
  unknownScope: 'Unknown scope',
  expiryRange: `Choose an expiry between 1 and ${ACCESS_TOKEN_LIMITS.expiresInDaysMax} days, or none`,
  tooMany: `You can have at most ${ACCESS_TOKEN_LIMITS.perUser} tokens. Revoke one you no longer use first.`,
  /** A token asking for what its scopes do not cover. */
  missingScope: (scope: string) => `This token lacks the ${scope} scope`,
  /** A token on a route no token may use (account, password, email, tokens, billing). */
  notWithToken: 'This action needs a signed-in session, not an access token',
  revoked: 'Token revoked',
  empty: 'No tokens yet. Create one to let an app use your account through the API.',
} as const;

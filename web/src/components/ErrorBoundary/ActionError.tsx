import { MESSAGES } from '@portal/schema';
import { isNetworkError, isUnauthenticated, violationsOf, waitMessage } from '../../apollo/errors';
import { InlineAlert } from '../InlineAlert/InlineAlert';

/**
 * The failure of an action (a button's mutation) shown in place: how long to wait ('Too many attempts. Try again in
 * 5 minutes.', or the portal is busy), 'Could not connect', or the generic error.
 */
export function ActionError({ error }: { error: unknown }) {
  if (!error || isUnauthenticated(error)) return null;
  const wait = waitMessage(error);
  if (wait) return <InlineAlert status="warning">{wait}</InlineAlert>;
  if (isNetworkError(error)) {
    return <InlineAlert title={MESSAGES.couldNotConnectTitle}>{MESSAGES.couldNotConnect}</InlineAlert>;
  }
  return <InlineAlert>{MESSAGES.genericError}</InlineAlert>;
}

/** Why an action failed: the server's own words for a refusal (BAD_USER_INPUT), otherwise the generic texts. */
export function ActionFailure({ error }: { error: unknown }) {
  if (!error) return null;
  const violations = violationsOf(error);
  if (violations.length === 0) return <ActionError error={error} />;
  return <InlineAlert>{violations.map((violation) => violation.message).join(' ')}</InlineAlert>;
}

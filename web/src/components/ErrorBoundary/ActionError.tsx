import { Alert } from '@chakra-ui/react';
import { MESSAGES } from '@portal/schema';
import { isNetworkError, isUnauthenticated, violationsOf, waitMessage } from '../../apollo/errors';

/**
 * The failure of an action (a button's mutation) shown in place: how long to wait ('Too many attempts. Try again in
 * 5 minutes.', or the portal is busy), 'Could not connect', or the generic error.
 */
export function ActionError({ error }: { error: unknown }) {
  if (!error || isUnauthenticated(error)) return null;
  const wait = waitMessage(error);
  if (wait) {
    return (
      <Alert.Root status="warning" variant="subtle" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>{wait}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  const network = isNetworkError(error);
  return (
    <Alert.Root status="error" variant="subtle" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        {network && <Alert.Title>{MESSAGES.couldNotConnectTitle}</Alert.Title>}
        <Alert.Description>{network ? MESSAGES.couldNotConnect : MESSAGES.genericError}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** Why an action failed: the server's own words for a refusal (BAD_USER_INPUT), otherwise the generic texts. */
export function ActionFailure({ error }: { error: unknown }) {
  if (!error) return null;
  const violations = violationsOf(error);
  if (violations.length === 0) return <ActionError error={error} />;
  return (
    <Alert.Root status="error" variant="subtle" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{violations.map((violation) => violation.message).join(' ')}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

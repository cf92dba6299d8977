import { Alert } from '@chakra-ui/react';
import { MESSAGES } from '@portal/schema';
import { isNetworkError, isUnauthenticated } from '../../apollo/errors';

/** The failure of an action (a button's mutation) shown in place: 'Could not connect' or the generic error. */
export function ActionError({ error }: { error: unknown }) {
  if (!error || isUnauthenticated(error)) return null;
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

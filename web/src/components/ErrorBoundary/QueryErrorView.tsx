import { useEffect } from 'react';
import { isNetworkError, isUnauthenticated } from '../../apollo/errors';
import { reportError } from '../../errors/report';
import { useSession } from '../../state/useSession';
import { useLogOut } from '../../users/useLogOut';
import { ErrorView } from './ErrorView';

/**
 * A read failure shown in place of a page's content (spec §8): 'Could not connect' or the generic error, with
 * 'Try again' (the query's refetch) and a Logout link. Unexpected errors are reported.
 */
export function QueryErrorView({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { user } = useSession();
  const { logOut } = useLogOut();
  const network = isNetworkError(error);
  useEffect(() => {
    if (!network && !isUnauthenticated(error)) reportError(error);
  }, [error, network]);
  // The error link is signing the user out; the login page follows.
  if (isUnauthenticated(error)) return null;
  return (
    <ErrorView
      kind={network ? 'network' : 'generic'}
      onRetry={onRetry}
      onLogout={user ? () => void logOut() : undefined}
      hasInfo={!network}
    />
  );
}

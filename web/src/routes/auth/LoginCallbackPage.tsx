import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { FullPageSpinner } from '../../components/FullPageSpinner/FullPageSpinner';
import { useSession } from '../../state/useSession';

/**
 * `/login-callback?id=&email=&jwt=` (signed in or out): stores the user from the query string as the signed-in
 * user, then goes to /. Without the three values, nothing is stored.
 */
export function LoginCallbackPage() {
  const [params] = useSearchParams();
  const client = useApolloClient();
  const { login, user } = useSession();
  const id = params.get('id');
  const email = params.get('email');
  const jwt = params.get('jwt');
  const complete = !!id && !!email && !!jwt;
  const stored = complete && user?.id === id && user.jwt === jwt;
  const switching = !!user && user.id !== id;

  useEffect(() => {
    if (!complete || stored) return;
    let cancelled = false;
    // Another account's data must be gone from the cache before this one's first query.
    const ready = switching ? client.clearStore() : Promise.resolve();
    void ready.then(() => {
      if (!cancelled) login({ id, email, jwt });
    });
    return () => {
      cancelled = true;
    };
  }, [client, complete, stored, switching, login, id, email, jwt]);

  if (complete && !stored) return <FullPageSpinner label="Signing in" />;
  return <Navigate to="/" replace />;
}

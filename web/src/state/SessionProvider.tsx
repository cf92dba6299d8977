import { useApolloClient } from '@apollo/client/react';
import { createContext, useEffect, useRef, type ReactNode } from 'react';
import { STORAGE_KEY, type SessionStore } from './session-store';

export const SessionContext = createContext<SessionStore | null>(null);

/**
 * Makes the session store available to components (see useSession). Whenever the signed-in user changes or
 * signs out, whatever the cause (Log out, an UNAUTHENTICATED answer, the login callback, another tab), the Apollo
 * store is cleared at once, before the next screen's queries start, so nothing of the previous session is shown.
 */
export function SessionProvider({ store, children }: { store: SessionStore; children: ReactNode }) {
  const client = useApolloClient();
  const lastUserId = useRef(store.getState().auth.user?.id ?? null);

  useEffect(() => {
    const check = () => {
      const current = store.getState().auth.user?.id ?? null;
      if (lastUserId.current !== null && current !== lastUserId.current) void client.clearStore();
      lastUserId.current = current;
    };
    // A change made before this effect ran (a child's mount effect, such as the login callback) counts too.
    check();
    return store.subscribe(check);
  }, [client, store]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEY || event.key === null) store.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store]);

  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>;
}

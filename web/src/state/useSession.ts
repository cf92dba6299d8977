import { useContext, useSyncExternalStore } from 'react';
import { SessionContext } from './SessionProvider';
import type { PersistedState, SessionStore } from './session-store';

export interface Session extends PersistedState {
  user: PersistedState['auth']['user'];
  signedIn: boolean;
  login: SessionStore['login'];
  logout: SessionStore['logout'];
  setMode: SessionStore['setMode'];
  setDismissedSelectPlan: SessionStore['setDismissedSelectPlan'];
  markRead: SessionStore['markRead'];
}

export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSession must be used inside <SessionProvider>');
  return store;
}

/** The persisted client state and its actions. Re-renders on every change. */
export function useSession(): Session {
  const store = useSessionStore();
  const state = useSyncExternalStore(store.subscribe, store.getState);
  return {
    ...state,
    user: state.auth.user,
    signedIn: state.auth.user !== null,
    login: store.login,
    logout: store.logout,
    setMode: store.setMode,
    setDismissedSelectPlan: store.setDismissedSelectPlan,
    markRead: store.markRead,
  };
}

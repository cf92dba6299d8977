import { createContext, useContext, useSyncExternalStore } from 'react';
import type { SessionStore } from '../state/session-store';
import type { GuestClient } from './client';

/** What every screen of the guest app reads: the session store (shared with the host portal) and the client. */
export interface Guest {
  store: SessionStore;
  client: GuestClient;
}

export const GuestContext = createContext<Guest | null>(null);

export function useGuest(): Guest {
  const guest = useContext(GuestContext);
  if (!guest) throw new Error('useGuest must be used inside <GuestContext>');
  return guest;
}

/** The persisted session (the same localStorage state as the host portal's); re-renders on every change. */
export function useGuestSession() {
  const { store } = useGuest();
  const state = useSyncExternalStore(store.subscribe, store.getState);
  return { state, user: state.auth.user, signedIn: state.auth.user !== null, store };
}

import { createContext, useContext, useSyncExternalStore } from 'react';
import type { SessionStore } from '../state/session-store';
import type { StayMessages_MessageFragment } from '../__generated__/graphql';
import type { GuestClient } from './client';

/** Starts the guest's live messages (each message as it arrives); returns the function that stops them. */
export type LiveMessages = (
  token: () => string | null,
  onMessage: (message: StayMessages_MessageFragment) => void,
) => () => void;

/** What every screen of the guest app reads: the session store (shared with the host portal), the client, the
 * live messages, and how to leave the app for another page (the payment provider's checkout). */
export interface Guest {
  store: SessionStore;
  client: GuestClient;
  live: LiveMessages;
  leave: (url: string) => void;
}

/** Leaves the guest app for `url` (a full page load, as a link would). */
export const leaveForPage = (url: string) => window.location.assign(url);

/** The live messages over graphql-ws (./live.ts), whose code is fetched when the conversation first shows. */
export const liveOverSocket: LiveMessages = (token, onMessage) => {
  let stop: (() => void) | null = null;
  let stopped = false;
  void import('./live').then(({ liveMessages }) => {
    if (!stopped) stop = liveMessages(token, onMessage);
  });
  return () => {
    stopped = true;
    stop?.();
  };
};

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

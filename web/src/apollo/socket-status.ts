import { useSyncExternalStore } from 'react';

/**
 * The subscription socket: 'idle' before it first connects (or after it was closed on purpose), 'live' while
 * connected, 'down' after it failed to connect, died or stopped answering pings (the client keeps retrying).
 */
export type SocketState = 'idle' | 'live' | 'down';

export interface SocketStatus {
  get(): SocketState;
  set(state: SocketState): void;
  subscribe(listener: () => void): () => void;
}

export function createSocketStatus(initial: SocketState = 'idle'): SocketStatus {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next) {
      if (next === state) return;
      state = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The one socket of the portal's Apollo client (main.tsx creates one client per page). */
export const socketStatus = createSocketStatus();

export function useSocketState(status: SocketStatus = socketStatus): SocketState {
  return useSyncExternalStore(status.subscribe, status.get);
}

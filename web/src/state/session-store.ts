/**
 * The persisted client state of spec §3 and §4: the signed-in user, the last-read message per booking, the
 * options (app mode, plan page dismissed) and the versions, kept together in localStorage under one key.
 *
 * Versions: bump DATA_VERSION when the stored shape changes (a mismatch at start purges everything stored);
 * bump AUTH_VERSION when older tokens must not be trusted any more (a mismatch at start forces a new login).
 *
 * A plain store (no React), so that the Apollo client can read the token and sign out on UNAUTHENTICATED; React
 * reads it through SessionProvider / useSession.
 */
import type { AppMode } from '@portal/schema';

export const STORAGE_KEY = 'hostPortal';
export const AUTH_VERSION = 1;
export const DATA_VERSION = 1;

export interface SignedInUser {
  id: string;
  email: string;
  jwt: string;
}

export interface SessionOptions {
  mode: AppMode | null;
  dismissedSelectPlan: boolean;
}

export interface PersistedState {
  versions: { auth: number; data: number };
  auth: { user: SignedInUser | null };
  /** The id of the last message read, per booking id. */
  messaging: { lastRead: Record<string, string> };
  options: SessionOptions;
}

/** What the store needs of localStorage (tests pass an in-memory one). */
export type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function initialState(): PersistedState {
  return {
    versions: { auth: AUTH_VERSION, data: DATA_VERSION },
    auth: { user: null },
    messaging: { lastRead: {} },
    options: { mode: null, dismissedSelectPlan: false },
  };
}

function isUser(value: unknown): value is SignedInUser {
  const u = value as Partial<SignedInUser> | null;
  return !!u && typeof u.id === 'string' && typeof u.email === 'string' && typeof u.jwt === 'string' && u.jwt !== '';
}

/**
 * Reads the stored state and applies the version rules: unreadable or data-version mismatch → a fresh state;
 * auth-version mismatch → the LOGOUT of a fresh login is forced. `changed` says whether the result must be
 * written back.
 */
export function restore(raw: string | null): { state: PersistedState; changed: boolean } {
  if (raw === null) return { state: initialState(), changed: false };
  let stored: Partial<PersistedState>;
  try {
    stored = JSON.parse(raw) as Partial<PersistedState>;
  } catch {
    return { state: initialState(), changed: true };
  }
  if (!stored || typeof stored !== 'object' || stored.versions?.data !== DATA_VERSION) {
    return { state: initialState(), changed: true };
  }
  const fresh = initialState();
  const mode = stored.options?.mode;
  const state: PersistedState = {
    versions: fresh.versions,
    auth: { user: isUser(stored.auth?.user) ? stored.auth.user : null },
    messaging: { lastRead: { ...(stored.messaging?.lastRead ?? {}) } },
    options: {
      mode: mode === 'guest' || mode === 'host' ? mode : null,
      dismissedSelectPlan: stored.options?.dismissedSelectPlan === true,
    },
  };
  if (stored.versions.auth !== AUTH_VERSION) return { state: loggedOut(state), changed: true };
  return { state, changed: false };
}

/** LOGOUT: the auth, messaging and option state go back to their initial values. */
export function loggedOut(state: PersistedState): PersistedState {
  const fresh = initialState();
  return { ...state, auth: fresh.auth, messaging: fresh.messaging, options: fresh.options };
}

export interface SessionStore {
  getState(): PersistedState;
  /** Called after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** The bearer token of the signed-in user, or null. */
  token(): string | null;
  login(user: SignedInUser): void;
  /** LOGOUT: clears the auth, messaging and option state. */
  logout(): void;
  setMode(mode: AppMode): void;
  setDismissedSelectPlan(dismissed: boolean): void;
  markRead(bookingId: string, messageId: string): void;
  /** Re-reads storage (another tab changed it). */
  reload(): void;
}

export function createSessionStore(storage: SessionStorage | null = safeLocalStorage()): SessionStore {
  const listeners = new Set<() => void>();
  const read = (): string | null => {
    try {
      return storage?.getItem(STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
  };
  const write = (next: PersistedState) => {
    try {
      storage?.setItem(STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Storage full or blocked (private mode): the session still works for this tab.
    }
  };

  const restored = restore(read());
  let state = restored.state;
  if (restored.changed) write(state);

  const set = (next: PersistedState) => {
    state = next;
    write(next);
    for (const listener of [...listeners]) listener();
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    token: () => state.auth.user?.jwt ?? null,
    login(user) {
      // Another account's options and read marks never carry over.
      const base = state.auth.user && state.auth.user.id !== user.id ? loggedOut(state) : state;
      set({ ...base, auth: { user: { id: user.id, email: user.email, jwt: user.jwt } } });
    },
    logout() {
      set(loggedOut(state));
    },
    setMode(mode) {
      if (state.options.mode === mode) return;
      set({ ...state, options: { ...state.options, mode } });
    },
    setDismissedSelectPlan(dismissed) {
      if (state.options.dismissedSelectPlan === dismissed) return;
      set({ ...state, options: { ...state.options, dismissedSelectPlan: dismissed } });
    },
    markRead(bookingId, messageId) {
      if (state.messaging.lastRead[bookingId] === messageId) return;
      set({ ...state, messaging: { lastRead: { ...state.messaging.lastRead, [bookingId]: messageId } } });
    },
    reload() {
      const next = restore(read()).state;
      if (JSON.stringify(next) === JSON.stringify(state)) return;
      state = next;
      for (const listener of [...listeners]) listener();
    },
  };
}

function safeLocalStorage(): SessionStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

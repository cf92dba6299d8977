import { describe, expect, it } from 'vitest';
import {
  AUTH_VERSION,
  createSessionStore,
  DATA_VERSION,
  initialState,
  STORAGE_KEY,
  type PersistedState,
  type SessionStorage,
} from './session-store';

function memoryStorage(initial?: unknown): SessionStorage & { raw: () => string | null } {
  const map = new Map<string, string>();
  if (initial !== undefined) map.set(STORAGE_KEY, typeof initial === 'string' ? initial : JSON.stringify(initial));
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    raw: () => map.get(STORAGE_KEY) ?? null,
  };
}

const user = { id: 'user-1', email: 'ada@example.com', jwt: 'token-1' };

function stored(overrides: Partial<PersistedState> = {}): PersistedState {
  return {
    versions: { auth: AUTH_VERSION, data: DATA_VERSION },
    auth: { user },
    messaging: { lastRead: { 'booking-1': 'message-9' } },
    options: { mode: 'host', dismissedSelectPlan: true },
    ...overrides,
  };
}

describe('session store: start', () => {
  it('restores the stored user, last-read marks and options when both versions match', () => {
    const storage = memoryStorage(stored());
    const store = createSessionStore(storage);
    expect(store.getState()).toEqual(stored());
    expect(store.token()).toBe('token-1');
  });

  it('purges everything stored on a data-version mismatch', () => {
    const storage = memoryStorage(stored({ versions: { auth: AUTH_VERSION, data: DATA_VERSION + 1 } }));
    const store = createSessionStore(storage);
    expect(store.getState()).toEqual(initialState());
    expect(JSON.parse(storage.raw() ?? 'null')).toEqual(initialState());
  });

  it('forces a new login on an auth-version mismatch (LOGOUT: auth, messaging and options cleared)', () => {
    const storage = memoryStorage(stored({ versions: { auth: AUTH_VERSION - 1, data: DATA_VERSION } }));
    const store = createSessionStore(storage);
    expect(store.getState().auth.user).toBeNull();
    expect(store.token()).toBeNull();
    expect(store.getState().messaging.lastRead).toEqual({});
    expect(store.getState().options).toEqual({ mode: null, dismissedSelectPlan: false });
    expect(JSON.parse(storage.raw() ?? 'null').versions).toEqual({ auth: AUTH_VERSION, data: DATA_VERSION });
  });

  it('starts fresh from unreadable storage and ignores a user without a token', () => {
    expect(createSessionStore(memoryStorage('{not json')).getState()).toEqual(initialState());
    const noJwt = createSessionStore(memoryStorage(stored({ auth: { user: { ...user, jwt: '' } } })));
    expect(noJwt.getState().auth.user).toBeNull();
  });
});

describe('session store: actions', () => {
  it('login stores the user under the one key', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    store.login(user);
    expect(JSON.parse(storage.raw() ?? 'null').auth.user).toEqual(user);
  });

  it('LOGOUT clears the auth, messaging and option state, and keeps the versions', () => {
    const storage = memoryStorage(stored());
    const store = createSessionStore(storage);
    let calls = 0;
    store.subscribe(() => calls++);
    store.logout();
    const after = JSON.parse(storage.raw() ?? 'null') as PersistedState;
    expect(after.auth.user).toBeNull();
    expect(after.messaging.lastRead).toEqual({});
    expect(after.options).toEqual({ mode: null, dismissedSelectPlan: false });
    expect(after.versions).toEqual({ auth: AUTH_VERSION, data: DATA_VERSION });
    expect(calls).toBe(1);
  });

  it("a different account's login does not inherit the previous options and read marks", () => {
    const store = createSessionStore(memoryStorage(stored()));
    store.login({ id: 'user-2', email: 'grace@example.com', jwt: 'token-2' });
    expect(store.getState().options.mode).toBeNull();
    expect(store.getState().messaging.lastRead).toEqual({});
    store.setMode('host');
    store.login({ id: 'user-2', email: 'grace@example.com', jwt: 'token-3' });
    expect(store.getState().options.mode).toBe('host');
  });

  it('keeps the mode, the dismissed plan page and the last-read message per booking', () => {
    const store = createSessionStore(memoryStorage());
    store.setMode('guest');
    store.setDismissedSelectPlan(true);
    store.markRead('booking-2', 'message-3');
    expect(store.getState().options).toEqual({ mode: 'guest', dismissedSelectPlan: true });
    expect(store.getState().messaging.lastRead).toEqual({ 'booking-2': 'message-3' });
  });

  it('reload picks up what another tab wrote', () => {
    const storage = memoryStorage(stored());
    const store = createSessionStore(storage);
    storage.setItem(STORAGE_KEY, JSON.stringify(initialState()));
    store.reload();
    expect(store.token()).toBeNull();
  });
});

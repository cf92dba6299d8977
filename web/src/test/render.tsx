/**
 * The test harness: Chakra + MockedProvider (with the app's typePolicies) + the session (an in-memory store) +
 * MemoryRouter + the flash bar. `renderApp` renders the whole route table at a path.
 * The app's lazy chunks (pages, drawers) are loaded before any test runs, so screens render at once as before.
 */
import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { typePolicies } from '../apollo/type-policies';
import { FlashProvider } from '../components/Flash/FlashProvider';
import { preloadAll } from '../components/Lazy/lazyComponent';
import { ErrorBoundary } from '../components/ErrorBoundary/ErrorBoundary';
import { AppRoutes } from '../routes/AppRoutes';
import {
  createSessionStore,
  initialState,
  STORAGE_KEY,
  type SessionOptions,
  type SessionStore,
  type SignedInUser,
} from '../state/session-store';
import { SessionProvider } from '../state/SessionProvider';
import { system } from '../theme/system';

await preloadAll();

export interface HarnessOptions {
  /** The initial location (default '/'). */
  route?: string;
  mocks?: readonly MockLink.MockedResponse[];
  /** The stored signed-in user (default: signed out). */
  user?: SignedInUser | null;
  options?: Partial<SessionOptions>;
  /** A store built by the test (overrides user and options). */
  store?: SessionStore;
}

export interface HarnessResult extends RenderResult {
  store: SessionStore;
  user: ReturnType<typeof userEvent.setup>;
  /** The router's current location, as `pathname + search + hash`. */
  location: () => string;
}

/** Writes the state to localStorage as a previous visit would have, and builds the store from it. */
export function storeWith(user: SignedInUser | null = null, options: Partial<SessionOptions> = {}): SessionStore {
  const state = initialState();
  window.localStorage.setItem(
    STORAGE_KEY,
    JSON.stringify({ ...state, auth: { user }, options: { ...state.options, ...options } }),
  );
  return createSessionStore(window.localStorage);
}

function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="location" hidden>{`${pathname}${search}${hash}`}</output>;
}

export function renderWithProviders(ui: ReactNode, harness: HarnessOptions = {}): HarnessResult {
  const store = harness.store ?? storeWith(harness.user ?? null, harness.options);
  const result = render(
    <ChakraProvider value={system}>
      <MockedProvider
        mocks={harness.mocks ?? []}
        cache={new InMemoryCache({ typePolicies })}
        mockLinkDefaultOptions={{ delay: 0 }}
      >
        <SessionProvider store={store}>
          <MemoryRouter initialEntries={[harness.route ?? '/']}>
            <FlashProvider>
              <ErrorBoundary fullPage>{ui}</ErrorBoundary>
            </FlashProvider>
            <LocationProbe />
          </MemoryRouter>
        </SessionProvider>
      </MockedProvider>
    </ChakraProvider>,
  );
  return {
    ...result,
    store,
    user: userEvent.setup(),
    location: () => result.getByTestId('location').textContent ?? '',
  };
}

/** The whole app (the route table) at `route`. */
export function renderApp(harness: HarnessOptions = {}): HarnessResult {
  return renderWithProviders(<AppRoutes />, harness);
}

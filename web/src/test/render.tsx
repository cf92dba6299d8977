/**
 * The test harness: Chakra + MockedProvider (with the app's typePolicies) + the session (an in-memory store) +
 * MemoryRouter + the flash bar. `renderApp` renders the whole route table at a path.
 * The app's lazy chunks (pages, drawers) are loaded before any test runs, so screens render at once as before.
 */
import type { ApolloClient } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parse } from 'graphql';
import { isValidElement, useEffect, useState, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { apolloClientOver } from '../apollo/client';
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

type GraphQLObject = { __typename: string } & Record<string, unknown>;
const isGraphQLObject = (value: unknown): value is GraphQLObject =>
  typeof value === 'object' && value !== null && typeof (value as GraphQLObject).__typename === 'string';

/** The fields of the objects in `values` as a selection set (nested objects get their own), to write them. */
function selectionOf(values: readonly Record<string, unknown>[]): string {
  const fields = new Map<string, Record<string, unknown>[]>();
  for (const value of values) {
    for (const [key, field] of Object.entries(value)) {
      const nested = (Array.isArray(field) ? field : [field]).filter(
        (item): item is Record<string, unknown> => typeof item === 'object' && item !== null,
      );
      fields.set(key, [...(fields.get(key) ?? []), ...nested]);
    }
  }
  return `{ ${[...fields].map(([key, nested]) => (nested.length ? `${key} ${selectionOf(nested)}` : key)).join(' ')} }`;
}

/**
 * A component rendered on its own (not by its route) reads its fragment from the cache, where its parent's query
 * would have put it: the GraphQL objects among its props (in lists and maps too) are written there first.
 */
function writeProps(client: ApolloClient, ui: ReactNode) {
  const write = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(write);
    if (value instanceof Map) return value.forEach(write);
    if (!isGraphQLObject(value)) return;
    const id = client.cache.identify(value as Parameters<typeof client.cache.identify>[0]);
    if (!id) return;
    const fragment = parse(`fragment Props on ${value.__typename} ${selectionOf([value])}`);
    client.cache.writeFragment({ id, fragment, data: value });
  };
  if (isValidElement<Record<string, unknown>>(ui)) Object.values(ui.props).forEach(write);
}

/** The app's Apollo client (its cache, type policies and data masking) over the test's mocked answers. */
function MockedApollo(props: { mocks: readonly MockLink.MockedResponse[]; ui: ReactNode; children: ReactNode }) {
  const [client] = useState(() => {
    const created = apolloClientOver(new MockLink(props.mocks, { defaultOptions: { delay: 0 } }));
    writeProps(created, props.ui);
    return created;
  });
  useEffect(() => () => client.stop(), [client]);
  return <ApolloProvider client={client}>{props.children}</ApolloProvider>;
}

export function renderWithProviders(ui: ReactNode, harness: HarnessOptions = {}): HarnessResult {
  const store = harness.store ?? storeWith(harness.user ?? null, harness.options);
  const result = render(
    <ChakraProvider value={system}>
      <MockedApollo mocks={harness.mocks ?? []} ui={ui}>
        <SessionProvider store={store}>
          <MemoryRouter initialEntries={[harness.route ?? '/']}>
            <FlashProvider>
              <ErrorBoundary fullPage>{ui}</ErrorBoundary>
            </FlashProvider>
            <LocationProbe />
          </MemoryRouter>
        </SessionProvider>
      </MockedApollo>
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

import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { OperationTypeNode } from 'graphql';
import { from, mergeMap } from 'rxjs';
import { isUnauthenticated } from './errors';
import type { ClientSession } from './session';
import { typePolicies } from './type-policies';

export type { ClientSession } from './session';

export interface ClientOptions {
  session: ClientSession;
  /** Defaults to `/graphql` on the page's origin (the gateway serves the app, GraphQL and the REST API). */
  httpUri?: string;
  wsUrl?: string;
  /** The fetch implementation (tests pass a fake server). */
  fetch?: typeof fetch;
}

/** Operations whose UNAUTHENTICATED answer is about the credentials typed in, not about a stale token. */
const SIGN_IN_OPERATIONS = new Set(['Login', 'Register']);

function defaultWsUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/graphql`;
}

/** Subscriptions go over graphql-ws, whose code is fetched when the first one starts. */
function subscriptionsLink(session: ClientSession, url: string): ApolloLink {
  let wsLink: Promise<ApolloLink> | null = null;
  const load = () => (wsLink ??= import('./ws-client').then(({ createWsLink }) => createWsLink(session, url)));
  return new ApolloLink((operation, forward) =>
    from(load()).pipe(mergeMap((link) => link.request(operation, forward))),
  );
}

/** The one Apollo client of the portal: HTTP for queries and mutations, graphql-ws for subscriptions. */
export function createApolloClient({ session, httpUri = '/graphql', wsUrl, fetch }: ClientOptions): ApolloClient {
  const httpLink = new HttpLink({ uri: httpUri, ...(fetch ? { fetch } : {}) });

  const authLink = new SetContextLink(({ headers }) => {
    const bearer = session.token();
    return bearer ? { headers: { ...headers, authorization: `Bearer ${bearer}` } } : {};
  });

  const errorLink = new ErrorLink(({ error, operation }) => {
    if (isUnauthenticated(error) && !SIGN_IN_OPERATIONS.has(operation.operationName ?? '') && session.token()) {
      session.logout();
    }
  });

  const wsLink = subscriptionsLink(session, wsUrl ?? defaultWsUrl());

  const link = ApolloLink.from([
    errorLink,
    ApolloLink.split(
      (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
      wsLink,
      ApolloLink.from([authLink, httpLink]),
    ),
  ]);

  return apolloClientOver(link);
}

/**
 * The client's cache and options over any link (the app's, or a test's mock link). Data masking is on: a query
 * answers its own fields, and each component reads its fragment's (apollo/fragments.ts).
 */
export function apolloClientOver(link: ApolloLink): ApolloClient {
  return new ApolloClient({ link, cache: new InMemoryCache({ typePolicies }), dataMasking: true });
}

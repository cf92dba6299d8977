import { createClient } from 'graphql-ws';
import { StayMessageAddedDocument } from '../__generated__/guest-operations';
import type { StayMessages_MessageFragment } from '../__generated__/graphql';

/** graphql-ws close codes with which the server refuses the connection's token. */
const WS_UNAUTHORIZED = new Set([4401, 4403]);
/** Reconnect waits double from 1 s up to this, plus up to a second of jitter (as the host portal's socket). */
const MAX_RETRY_WAIT_MS = 10_000;

const socketUrl = () => `${window.location.protocol === 'https:' ? 'wss:' : 'ws:'}//${window.location.host}/graphql`;

/**
 * The guest's live messages: the `StayMessageAdded` subscription over graphql-ws (the host's side panel's
 * subscription, authorised for the guest by the token). Returns the function that closes it.
 */
export function liveMessages(
  token: () => string | null,
  onMessage: (message: StayMessages_MessageFragment) => void,
): () => void {
  const client = createClient({
    url: socketUrl(),
    connectionParams: () => {
      const bearer = token();
      return bearer ? { authorization: `Bearer ${bearer}` } : {};
    },
    retryAttempts: Infinity,
    retryWait: (retries) =>
      new Promise((resolve) =>
        setTimeout(resolve, Math.min(1000 * 2 ** retries, MAX_RETRY_WAIT_MS) + Math.random() * 1000),
      ),
    shouldRetry: (event) => !(event instanceof CloseEvent && WS_UNAUTHORIZED.has(event.code)),
  });
  const stop = client.subscribe<{ messageAdded: StayMessages_MessageFragment }>(
    { query: StayMessageAddedDocument, operationName: 'StayMessageAdded' },
    {
      next: ({ data }) => {
        if (data?.messageAdded) onMessage(data.messageAdded);
      },
      error: (error: unknown) => console.warn('Live messages stopped', error),
      complete: () => undefined,
    },
  );
  return () => {
    stop();
    void client.dispose();
  };
}

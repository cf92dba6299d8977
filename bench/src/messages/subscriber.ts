import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

/** What the web app's message panel subscribes to (web/src/messages/panel/messaging.graphql). */
const PANEL_MESSAGE_ADDED = /* GraphQL */ `
  subscription PanelMessageAdded {
    messageAdded {
      id
      content
      createdAt
      sender {
        id
        fullName
      }
      booking {
        id
      }
    }
  }
`;

interface MessageAdded {
  messageAdded: { content: string };
}

/**
 * One browser tab's socket: graphql-ws with the token in connectionParams, subscribed to messageAdded.
 * `onMessage` gets each message's content; `onError` any error or an unexpected end.
 */
export function subscribe(
  gatewayUrl: string,
  token: string,
  onMessage: (content: string) => void,
  onError: (error: unknown) => void,
): Client {
  const client = createClient({
    url: `${gatewayUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    lazy: false,
    retryAttempts: 0,
    onNonLazyError: onError,
  });
  client.subscribe<MessageAdded>(
    { query: PANEL_MESSAGE_ADDED },
    {
      next: (result) => (result.data ? onMessage(result.data.messageAdded.content) : onError(result.errors)),
      error: onError,
      complete: () => {},
    },
  );
  return client;
}

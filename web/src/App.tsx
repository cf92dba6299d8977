import { ChakraProvider } from '@chakra-ui/react';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { BrowserRouter } from 'react-router-dom';
import { ErrorBoundary } from './components/ErrorBoundary/ErrorBoundary';
import { FlashProvider } from './components/Flash/FlashProvider';
import { AppRoutes } from './routes/AppRoutes';
import { SessionProvider } from './state/SessionProvider';
import type { SessionStore } from './state/session-store';
import { system } from './theme/system';

/** The providers, outermost first: theme, Apollo, session, router, flash bar, the last-resort error boundary. */
export function App({ client, store }: { client: ApolloClient; store: SessionStore }) {
  return (
    <ChakraProvider value={system}>
      <ApolloProvider client={client}>
        <SessionProvider store={store}>
          <BrowserRouter>
            <FlashProvider>
              <ErrorBoundary fullPage>
                <AppRoutes />
              </ErrorBoundary>
            </FlashProvider>
          </BrowserRouter>
        </SessionProvider>
      </ApolloProvider>
    </ChakraProvider>
  );
}

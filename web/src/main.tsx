import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApolloClient } from './apollo/client';
import { App } from './App';
import { createSessionStore } from './state/session-store';

// The stored state is read (and its versions checked) once, before anything renders.
const store = createSessionStore();
const client = createApolloClient({
  session: { token: store.token, logout: store.logout, subscribe: store.subscribe },
});

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <App client={client} store={store} />
  </StrictMode>,
);

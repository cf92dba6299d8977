import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createSessionStore } from '../state/session-store';
import { createGuestClient } from './client';
import { GuestApp } from './GuestApp';
import { GuestContext, leaveForPage, liveOverSocket } from './guest-context';
import './stay.css';

// The guest app's own entry (web/stay.html): React and plain CSS, no Chakra, no Apollo Client (issue 13 point 8).
// The session is the host portal's stored state, read (and its versions checked) once before anything renders.
const store = createSessionStore();
const guest = { store, client: createGuestClient(store), live: liveOverSocket, leave: leaveForPage };

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <GuestContext value={guest}>
      <GuestApp />
    </GuestContext>
  </StrictMode>,
);

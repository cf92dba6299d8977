import type { ReactNode } from 'react';
import { useState } from 'react';
import { LogoutDocument } from '../__generated__/guest-operations';
import { APP_NAME } from '../app-name';
import { revokeBestEffort } from '../users/revokeBestEffort';
import { STAY } from './copy';
import { useGuest, useGuestSession } from './guest-context';

/** The Host Portal mark: a house whose door is a key-hole, in a rounded tile (the host portal's Logo, without Chakra). */
function Logo() {
  return (
    <span className="g-logo">
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#1e7973" />
        <path d="M16 6.5 5.5 15h3.2v10.5h14.6V15h3.2z" fill="white" />
        <circle cx="16" cy="17.6" r="2.2" fill="#fdba74" />
        <path d="M15 19h2l.6 4.2h-3.2z" fill="#fdba74" />
      </svg>
      {APP_NAME}
    </span>
  );
}

/** The guest app's light, phone-first frame: a slim bar and one narrow column. */
export function GuestLayout({ children }: { children: ReactNode }) {
  const { client } = useGuest();
  const { signedIn, store } = useGuestSession();
  const [pending, setPending] = useState(false);

  // The server revokes the token first (so a copy of it stops working); signed out here whatever it answers.
  async function logOut() {
    setPending(true);
    try {
      await revokeBestEffort(() => client.request(LogoutDocument, {}));
    } finally {
      setPending(false);
      store.logout();
    }
  }

  return (
    <div className="g-page">
      <header className="g-header">
        <Logo />
        {signedIn && (
          <button
            type="button"
            className="g-button g-button-ghost g-button-sm"
            onClick={() => void logOut()}
            disabled={pending}
          >
            {STAY.logOut}
          </button>
        )}
      </header>
      <main className="g-main">{children}</main>
    </div>
  );
}

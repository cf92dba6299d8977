import { useState } from 'react';
import { useLogoutMutation } from '../__generated__/graphql';
import { useSession } from '../state/useSession';

/** How long Log out waits for the server before signing out here anyway. */
export const LOGOUT_SERVER_WAIT_MS = 3000;

/**
 * Log out: the server revokes the token first (so a copy of it stops working), then LOGOUT clears the auth,
 * messaging and option state here. Best effort: unreachable, slow or refusing, the server never keeps anyone signed
 * in on this device.
 */
export function useLogOut() {
  const [revoke] = useLogoutMutation();
  const { logout } = useSession();
  const [pending, setPending] = useState(false);

  async function logOut() {
    setPending(true);
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      await Promise.race([
        revoke().catch(() => undefined),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, LOGOUT_SERVER_WAIT_MS);
        }),
      ]);
    } finally {
      clearTimeout(timer);
      setPending(false);
      logout();
    }
  }

  return { logOut, pending };
}

import { useState } from 'react';
import { useLogoutMutation } from '../__generated__/graphql';
import { useSession } from '../state/useSession';
import { revokeBestEffort } from './revokeBestEffort';

export { LOGOUT_SERVER_WAIT_MS } from './revokeBestEffort';

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
    try {
      await revokeBestEffort(() => revoke());
    } finally {
      setPending(false);
      logout();
    }
  }

  return { logOut, pending };
}

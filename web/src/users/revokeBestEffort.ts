/** How long Log out waits for the server before signing out here anyway. */
export const LOGOUT_SERVER_WAIT_MS = 3000;

/**
 * Asks the server to revoke the token (so a copy of it stops working), waiting for its answer at most
 * LOGOUT_SERVER_WAIT_MS. Never throws: unreachable, slow or refusing, the server never keeps anyone signed in on this
 * device. Plain TypeScript: the guest app logs out with it too.
 */
export async function revokeBestEffort(revoke: () => Promise<unknown>) {
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
  }
}

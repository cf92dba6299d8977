/**
 * Waits until `condition()` holds, checking every `pollMs`; fails naming `what` after `timeoutMs`. Generous: CI runs
 * the suites side by side on two shared cores; a healthy run takes milliseconds.
 */
export async function until(condition: () => boolean, what: string, timeoutMs = 15_000, pollMs = 20) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

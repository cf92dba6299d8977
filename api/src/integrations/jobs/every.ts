export interface Repeating {
  /** Stops repeating and waits for the run under way. */
  stop(): Promise<void>;
}

/**
 * Runs `task` every `intervalMs` (and once at start with `atStart`), one run at a time: a tick while the last run
 * is under way is skipped. A failed run goes to `onError`; the next tick tries again. The timer keeps no process
 * alive.
 */
export function every(
  intervalMs: number,
  task: () => Promise<unknown>,
  onError: (error: unknown) => void,
  { atStart = false } = {},
): Repeating {
  let running: Promise<unknown> | null = null;
  const run = () => {
    running ??= task()
      .catch(onError)
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  if (atStart) run();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

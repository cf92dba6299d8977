import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** True when the module of `moduleUrl` is the script node was started with (`node dist/server.js`). */
export function isMainModule(moduleUrl: string): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(moduleUrl));
  } catch {
    return false;
  }
}

/** On SIGINT or SIGTERM: `close()`, then exit (1 with the error printed when closing failed). */
export function closeOnSignals(server: { close(): Promise<void> }): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      server.close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
}

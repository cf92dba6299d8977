import type { ErrorInfo } from 'react';

type Reporter = (error: unknown, info?: ErrorInfo) => void;

let reporter: Reporter = (error, info) => {
  console.error('[host-portal]', error, info?.componentStack ?? '');
};

/**
 * Reports an unexpected error (spec §8: the generic screen error is also reported to an error-reporting service).
 * The service's SDK plugs in with setErrorReporter at start; until then errors go to the console.
 */
export function reportError(error: unknown, info?: ErrorInfo) {
  try {
    reporter(error, info);
  } catch {
    // Reporting must never break the error screen.
  }
}

export function setErrorReporter(next: Reporter) {
  reporter = next;
}

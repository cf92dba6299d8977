/**
 * How the portal reads the errors Apollo Client 4 hands out. The gateway's codes (spec §8 and the SDL):
 * BAD_USER_INPUT (with `extensions.violations`), UNAUTHENTICATED, NOT_FOUND, INTERNAL_SERVER_ERROR, and the two that
 * say to wait, with `extensions.retryAfter` in seconds: RATE_LIMITED (too many attempts) and SERVICE_UNAVAILABLE
 * (the portal is overloaded).
 */
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { PORTAL_BUSY, tooManyAttempts, type Violation } from '@portal/schema';

export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'NOT_FOUND'
  | 'FORBIDDEN'
  | 'RATE_LIMITED'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

/** When a refusal does not say how long to wait. */
const DEFAULT_WAIT_SECONDS = 60;

export function hasErrorCode(error: unknown, code: ErrorCode): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === code);
}

/** The token is missing or no longer valid (a GraphQL UNAUTHENTICATED error, or an HTTP 401). */
export function isUnauthenticated(error: unknown): boolean {
  return hasErrorCode(error, 'UNAUTHENTICATED') || (ServerError.is(error) && error.statusCode === 401);
}

/** The violations of a BAD_USER_INPUT error, in the order the server sent them (empty for any other error). */
export function violationsOf(error: unknown): Violation[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.flatMap((e) => {
    if (e.extensions?.code !== 'BAD_USER_INPUT') return [];
    const list = e.extensions.violations;
    if (!Array.isArray(list)) return [];
    return list.filter(
      (v): v is Violation =>
        typeof v === 'object' && v !== null && typeof v.propertyPath === 'string' && typeof v.message === 'string',
    );
  });
}

/**
 * What to tell a person the server asked them to wait for: 'Too many attempts. Try again in 5 minutes.' for
 * RATE_LIMITED (or an HTTP 429), the busy message for SERVICE_UNAVAILABLE; null for any other error.
 */
export function waitMessage(error: unknown): string | null {
  if (CombinedGraphQLErrors.is(error)) {
    for (const { extensions } of error.errors) {
      if (extensions?.code === 'RATE_LIMITED') return tooManyAttempts(seconds(extensions.retryAfter));
      if (extensions?.code === 'SERVICE_UNAVAILABLE') return PORTAL_BUSY;
    }
  }
  if (ServerError.is(error) && error.statusCode === 429) {
    return tooManyAttempts(seconds(error.response.headers.get('retry-after')));
  }
  return null;
}

function seconds(value: unknown): number {
  const number = Number(value);
  return value !== null && value !== '' && Number.isFinite(number) && number > 0 ? number : DEFAULT_WAIT_SECONDS;
}

const FETCH_FAILURE = /failed to fetch|networkerror|load failed|network request failed|fetch failed/i;

/**
 * A network or cross-origin failure: the request never got a GraphQL answer (fetch rejected, a proxy answered
 * 502–504 because the gateway is down, or the socket could not connect). Shown as 'Could not connect'.
 */
export function isNetworkError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  if (CombinedGraphQLErrors.is(error)) return false;
  if (ServerError.is(error)) return error.statusCode >= 502 && error.statusCode <= 504;
  if (ServerParseError.is(error)) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'TypeError' && typeof message === 'string' && FETCH_FAILURE.test(message)) return true;
  // A graphql-ws connection that closed before it was acknowledged comes through as a CloseEvent.
  if (typeof CloseEvent !== 'undefined' && error instanceof CloseEvent) return true;
  return typeof message === 'string' && FETCH_FAILURE.test(message);
}

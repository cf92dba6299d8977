/**
 * How the portal reads the errors Apollo Client 4 hands out. The gateway's codes (spec §8 and the SDL):
 * BAD_USER_INPUT (with `extensions.violations`), UNAUTHENTICATED, NOT_FOUND, INTERNAL_SERVER_ERROR.
 */
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import type { Violation } from '@portal/schema';

export type ErrorCode = 'BAD_USER_INPUT' | 'UNAUTHENTICATED' | 'NOT_FOUND' | 'FORBIDDEN' | 'INTERNAL_SERVER_ERROR';

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

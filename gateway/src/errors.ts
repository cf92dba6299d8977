import { GraphQLError } from 'graphql';
import { PORTAL_BUSY } from '@portal/schema';
import { RestDeadlineExceeded, RestError } from './rest/client.js';

export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'RATE_LIMITED'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  // A conflict the user can act on (the booking was already joined by another guest, say).
  409: 'BAD_USER_INPUT',
  422: 'BAD_USER_INPUT',
  429: 'RATE_LIMITED',
};

/** When the REST API's answer says nothing about waiting: a few seconds. */
const DEFAULT_RETRY_AFTER_SECONDS = 5;

interface RestErrorBody {
  message?: unknown;
  violations?: { propertyPath: string; message: string }[];
}

/**
 * The one mapping of REST failures to GraphQL errors, applied by the REST client itself (server.ts), so every
 * resolver, loader and transport gets the same shapes. 4xx keep the REST API's message (written for people, e.g.
 * 'Incorrect email or password'); 400/422 keep the violations verbatim in `extensions.violations`; 429 is
 * RATE_LIMITED with `extensions.retryAfter` (seconds). A 503 (the API is overloaded) or a missed deadline is
 * SERVICE_UNAVAILABLE with `retryAfter`. Anything else (5xx, connection refused) is INTERNAL_SERVER_ERROR with a
 * fixed message; the cause stays in `originalError`, which only the server log sees.
 */
export function toGraphQLError(error: unknown): GraphQLError {
  if (error instanceof GraphQLError) return error;
  if (error instanceof RestDeadlineExceeded) return serviceUnavailableError(error.retryAfter, error);
  if (error instanceof RestError && error.status === 503) {
    return serviceUnavailableError(error.retryAfter ?? DEFAULT_RETRY_AFTER_SECONDS, error);
  }
  const code = error instanceof RestError ? CODE_BY_STATUS[error.status] : undefined;
  if (!(error instanceof RestError) || !code) return internalError(error);
  const body = (typeof error.body === 'object' && error.body !== null ? error.body : {}) as RestErrorBody;
  const violations = Array.isArray(body.violations) ? body.violations : undefined;
  const message =
    typeof body.message === 'string'
      ? body.message
      : (violations?.map((v) => `${v.propertyPath}: ${v.message}`).join('; ') ?? `Request failed (${error.status})`);
  const retryAfter = code === 'RATE_LIMITED' ? { retryAfter: error.retryAfter ?? DEFAULT_RETRY_AFTER_SECONDS } : {};
  return new GraphQLError(message, { extensions: { code, ...(violations && { violations }), ...retryAfter } });
}

/** The portal is overloaded: nothing was done (or, after a missed deadline, maybe it was); try again later. */
export function serviceUnavailableError(retryAfter: number, cause?: Error): GraphQLError {
  return new GraphQLError(PORTAL_BUSY, {
    originalError: cause,
    extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter },
  });
}

/** BAD_USER_INPUT for an argument the gateway refuses before any REST call (a list over its bound). */
export const badUserInput = (message: string) => toGraphQLError(new RestError(400, { message }));

/** NOT_FOUND for what the REST API answers by omission (a batch read that leaves an id out). */
export const notFoundError = (message = 'Not found') => toGraphQLError(new RestError(404, { message }));

export function internalError(cause?: unknown): GraphQLError {
  return new GraphQLError('Internal server error', {
    originalError: cause instanceof Error ? cause : undefined,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });
}

export const unauthenticatedError = (message = 'Authentication required') =>
  toGraphQLError(new RestError(401, { message }));

import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { PORTAL_BUSY } from '@portal/schema';
import { isNetworkError, isUnauthenticated, violationsOf, waitMessage } from './errors';

const graphQLError = (code: string, extra: Record<string, unknown> = {}) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message: code, extensions: { code, ...extra } }] });

const serverError = (statusCode: number) =>
  new ServerError('Server error', { response: new Response('', { status: statusCode }), bodyText: '' });

describe('error helpers', () => {
  it('reads violations of BAD_USER_INPUT only', () => {
    const violations = [{ propertyPath: 'email', message: 'Taken' }];
    expect(violationsOf(graphQLError('BAD_USER_INPUT', { violations }))).toEqual(violations);
    expect(violationsOf(graphQLError('NOT_FOUND'))).toEqual([]);
    expect(violationsOf(new Error('x'))).toEqual([]);
  });

  it('knows UNAUTHENTICATED', () => {
    expect(isUnauthenticated(graphQLError('UNAUTHENTICATED'))).toBe(true);
    expect(isUnauthenticated(serverError(401))).toBe(true);
    expect(isUnauthenticated(graphQLError('NOT_FOUND'))).toBe(false);
  });

  it('knows network failures', () => {
    expect(isNetworkError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkError(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(true);
    expect(isNetworkError(serverError(502))).toBe(true);
    expect(isNetworkError(serverError(500))).toBe(false);
    expect(isNetworkError(graphQLError('INTERNAL_SERVER_ERROR'))).toBe(false);
    expect(isNetworkError(new Error('boom'))).toBe(false);
  });

  it('says how long to wait for RATE_LIMITED and an HTTP 429, and that the portal is busy for SERVICE_UNAVAILABLE', () => {
    expect(waitMessage(graphQLError('RATE_LIMITED', { retryAfter: 300 }))).toBe(
      'Too many attempts. Try again in 5 minutes.',
    );
    expect(waitMessage(graphQLError('RATE_LIMITED', { retryAfter: 42 }))).toBe(
      'Too many attempts. Try again in 42 seconds.',
    );
    expect(waitMessage(graphQLError('RATE_LIMITED'))).toBe('Too many attempts. Try again in 1 minute.');
    expect(waitMessage(graphQLError('SERVICE_UNAVAILABLE', { retryAfter: 5 }))).toBe(PORTAL_BUSY);
    const limited = new ServerError('Too many', {
      response: new Response('', { status: 429, headers: { 'retry-after': '900' } }),
      bodyText: '',
    });
    expect(waitMessage(limited)).toBe('Too many attempts. Try again in 15 minutes.');
    expect(waitMessage(graphQLError('UNAUTHENTICATED'))).toBeNull();
    expect(waitMessage(serverError(503))).toBeNull();
    expect(waitMessage(new Error('boom'))).toBeNull();
  });
});

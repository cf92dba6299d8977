import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { isNetworkError, isUnauthenticated, violationsOf } from './errors';

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
});

import { PORTAL_BUSY } from '@portal/schema';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { toGraphQLError } from './errors.js';
import { RestDeadlineExceeded, RestError } from './rest/client.js';

describe('toGraphQLError', () => {
  it.each([
    [400, 'BAD_USER_INPUT'],
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
  ])('%i → %s with the REST message', (status, code) => {
    const error = toGraphQLError(new RestError(status, { statusCode: status, error: 'x', message: 'From the API' }));
    expect(error).toBeInstanceOf(GraphQLError);
    expect(error.message).toBe('From the API');
    expect(error.extensions).toEqual({ code });
  });

  it('422 → BAD_USER_INPUT with the violations verbatim', () => {
    const violations = [{ propertyPath: 'email', message: 'Please enter a valid email address' }];
    const error = toGraphQLError(new RestError(422, { '@type': 'ConstraintViolationList', violations }));
    expect(error.extensions).toEqual({ code: 'BAD_USER_INPUT', violations });
    expect(error.message).toBe('email: Please enter a valid email address');
  });

  it('409 → BAD_USER_INPUT with the API message', () => {
    const error = toGraphQLError(new RestError(409, { message: 'This booking already has a guest' }));
    expect(error.extensions).toEqual({ code: 'BAD_USER_INPUT' });
    expect(error.message).toBe('This booking already has a guest');
  });

  it.each([
    ['a 500', new RestError(500, { message: 'SQLITE_BUSY: database is locked' })],
    ['a connection error', Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:4001'), { code: 'ECONNREFUSED' })],
    ['a non-JSON body', new RestError(502, '<html>Bad gateway</html>')],
  ])('%s → INTERNAL_SERVER_ERROR with a fixed message, the cause kept for the log', (_name, cause) => {
    const error = toGraphQLError(cause);
    expect(error.message).toBe('Internal server error');
    expect(error.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
    expect(error.originalError).toBe(cause);
  });
});

describe('toGraphQLError: limits and overload', () => {
  it('429 → RATE_LIMITED with the REST message and retryAfter in seconds', () => {
    const body = { statusCode: 429, error: 'Too Many Requests', message: 'Too many attempts. Try again in 5 minutes.' };
    const error = toGraphQLError(new RestError(429, body, 300));
    expect(error.message).toBe('Too many attempts. Try again in 5 minutes.');
    expect(error.extensions).toEqual({ code: 'RATE_LIMITED', retryAfter: 300 });
  });

  it('503 → SERVICE_UNAVAILABLE with the Retry-After the API sent, or 5 seconds', () => {
    const overloaded = toGraphQLError(new RestError(503, { message: 'busy' }, 7));
    expect(overloaded.message).toBe(PORTAL_BUSY);
    expect(overloaded.extensions).toEqual({ code: 'SERVICE_UNAVAILABLE', retryAfter: 7 });
    expect(toGraphQLError(new RestError(503, '')).extensions).toEqual({ code: 'SERVICE_UNAVAILABLE', retryAfter: 5 });
  });

  it('a missed deadline → SERVICE_UNAVAILABLE, not INTERNAL_SERVER_ERROR; the cause kept for the log', () => {
    const cause = new RestDeadlineExceeded(3000, 4);
    const error = toGraphQLError(cause);
    expect(error.message).toBe(PORTAL_BUSY);
    expect(error.extensions).toEqual({ code: 'SERVICE_UNAVAILABLE', retryAfter: 4 });
    expect(error.originalError).toBe(cause);
  });
});

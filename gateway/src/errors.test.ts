import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { toGraphQLError } from './errors.js';
import { RestError } from './rest/client.js';

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

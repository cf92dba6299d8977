import { logLines, SECRET_URLS } from '@portal/testkit/log-lines';
import { fetch } from 'undici';
import { describe, expect, it } from 'vitest';
import { graphql, registerUser, restCall, withTestStack } from '../test/harness.js';
import { scrubUrl } from './logging.js';

describe('scrubUrl', () => {
  it.each(SECRET_URLS)('keeps the path of %s and drops its secrets', (url, logged) => {
    expect(scrubUrl(url)).toBe(logged);
  });

  it('drops a GET operation’s document and variables', () => {
    expect(scrubUrl('/graphql?query=mutation%7Blogin%7D&variables=%7B%22p%22%3A1%7D&operationName=Login')).toBe(
      '/graphql?query=[redacted]&variables=[redacted]&operationName=Login',
    );
  });
});

describe('the gateway log', () => {
  const log = logLines();
  const stack = withTestStack({ gateway: { logLevel: 'info', logStream: log.stream } });

  it('holds no token, export token, invite code or password, failed operations included, but the paths', async () => {
    const user = await registerUser(stack.gateway.url);
    const listing = await restCall<{ icalExportUrl: string }>(stack.api.url, user, 'POST', '/properties', {
      name: 'Ada’s',
    });
    const exportToken = /\/ical\/([^/]+)\.ics$/.exec(listing.icalExportUrl)![1]!;
    const LOGIN =
      'mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { token } }';

    await fetch(`${stack.gateway.url}/api/ical/${exportToken}.ics`);
    await fetch(`${stack.gateway.url}/api/billing/checkout-session?plan=premium&bearer=${user.token}`);
    await fetch(`${stack.gateway.url}/api/me`, { headers: { authorization: `Bearer ${user.token}` } });
    await fetch(`${stack.gateway.url}/invite/1/ada?code=K7Q2-INVITE`, { headers: { accept: 'text/html' } });
    await graphql(stack.gateway.url, '{ me { id } }', { token: user.token });
    await graphql(stack.gateway.url, LOGIN, { variables: { email: user.email, password: user.password } });
    await graphql(stack.gateway.url, LOGIN, { variables: { email: user.email, password: 'Wrong-Pass-77' } });
    // A GET operation puts its variables in the URL (refused: mutations need POST, and CSRF prevention).
    const variables = encodeURIComponent(JSON.stringify({ email: user.email, password: 'Get-Pass-55' }));
    await fetch(`${stack.gateway.url}/graphql?query=${encodeURIComponent(LOGIN)}&variables=${variables}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    // The REST API is gone: the login fails inside the gateway, which logs the failure.
    await stack.api.close();
    const failed = await graphql(stack.gateway.url, LOGIN, {
      variables: { email: user.email, password: 'Down-Pass-33' },
    });
    expect(failed.errors?.[0]?.extensions.code).toBe('INTERNAL_SERVER_ERROR');

    expect(
      log.secretsIn([
        user.token,
        exportToken,
        user.password,
        'Wrong-Pass-77',
        'Get-Pass-55',
        'Down-Pass-33',
        'K7Q2-INVITE',
      ]),
    ).toEqual([]);
    expect(
      log.missing([
        '"url":"/api/ical/[redacted].ics"',
        '"source":"/ical/[redacted].ics"',
        '"url":"/api/billing/checkout-session?plan=premium&bearer=[redacted]"',
        '"url":"/invite/1/ada?code=[redacted]"',
        '"url":"/graphql?query=[redacted]&variables=[redacted]"',
        'GraphQL operation failed',
      ]),
    ).toEqual([]);
  });
});

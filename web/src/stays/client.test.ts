import { MESSAGES, PORTAL_BUSY, tooManyAttempts } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { JoinStayDocument, LoginDocument } from '../__generated__/guest-operations';
import { createGuestClient, failureMessage, GraphQLRequestError, hasErrorCode, operationName } from './client';

/** A session that records whether it was signed out. */
function session(token: string | null) {
  const state = { token, loggedOut: false };
  return { state, token: () => state.token, logout: () => void (state.loggedOut = true) };
}

const answering =
  (status: number, body: unknown, seen: RequestInit[] = []): typeof fetch =>
  async (_url, init) => {
    seen.push(init ?? {});
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  };

describe('the guest app’s GraphQL client', () => {
  it('POSTs the operation with its name, variables and the bearer token, and answers its data', async () => {
    const seen: RequestInit[] = [];
    const client = createGuestClient(session('jwt-1'), answering(200, { data: { joinBooking: { id: '7' } } }, seen));
    const data = await client.request(JoinStayDocument, { bookingId: '7', inviteCode: 'K7Q2' });
    expect(data.joinBooking.id).toBe('7');
    const [init] = seen;
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer jwt-1');
    const body = JSON.parse(String(init?.body)) as { operationName: string; query: string; variables: unknown };
    expect(body.operationName).toBe('JoinStay');
    expect(body.query).toBe(JoinStayDocument);
    expect(body.variables).toEqual({ bookingId: '7', inviteCode: 'K7Q2' });
  });

  it('sends the documents as Apollo Client would: no client-only directive, __typename below the root', () => {
    expect(operationName(LoginDocument)).toBe('Login');
    expect(LoginDocument).toContain('user{id email __typename}');
    expect(JoinStayDocument).not.toContain('@unmask');
  });

  it('signs out on UNAUTHENTICATED, except for the credentials typed into Login', async () => {
    const unauthenticated = { errors: [{ message: 'no', extensions: { code: 'UNAUTHENTICATED' } }] };
    const stale = session('jwt-1');
    const client = createGuestClient(stale, answering(200, unauthenticated));
    await expect(client.request(JoinStayDocument, { bookingId: '7', inviteCode: 'x' })).rejects.toSatisfy((e) =>
      hasErrorCode(e, 'UNAUTHENTICATED'),
    );
    expect(stale.state.loggedOut).toBe(true);
    const signedIn = session('jwt-2');
    const login = createGuestClient(signedIn, answering(200, unauthenticated));
    await expect(login.request(LoginDocument, { email: 'a@b.c', password: 'x' })).rejects.toBeInstanceOf(
      GraphQLRequestError,
    );
    expect(signedIn.state.loggedOut).toBe(false);
  });

  it('says to wait when rate limited or busy, and that it could not connect when the network failed', async () => {
    const limited = { errors: [{ message: 'slow down', extensions: { code: 'RATE_LIMITED', retryAfter: 300 } }] };
    const error = await createGuestClient(session(null), answering(429, limited))
      .request(LoginDocument, { email: 'a@b.c', password: 'x' })
      .catch((e: unknown) => e);
    expect(failureMessage(error)).toBe(tooManyAttempts(300));
    // A proxy's page instead of JSON: the status decides.
    const busy = await createGuestClient(session(null), answering(503, '<html>busy</html>'))
      .request(LoginDocument, { email: 'a@b.c', password: 'x' })
      .catch((e: unknown) => e);
    expect(failureMessage(busy)).toBe(PORTAL_BUSY);
    const offline = await createGuestClient(session(null), () => Promise.reject(new TypeError('Failed to fetch')))
      .request(LoginDocument, { email: 'a@b.c', password: 'x' })
      .catch((e: unknown) => e);
    expect(failureMessage(offline)).toBe(MESSAGES.couldNotConnect);
  });
});

import { describe, expect, it } from 'vitest';
import { RevalidatedAnswers } from '../rest/revalidated.js';
import { graphql, registerUser, withTestStack } from '../test/harness.js';
import { COMPLETE_FIELDS, addListing, addStay } from '../test/listings.js';

const stack = withTestStack({ users: ['Ada', 'Bob'] });
const [ada, bob] = stack.users;

const CALENDARS = `query($from: Date!, $to: Date!) {
  propertyCalendars(from: $from, to: $to) { propertyId name rates bars }
}`;
const OVERRIDE_RATE = `mutation($propertyId: ID!, $fromDate: Date!, $toDate: Date!, $rate: Int!) {
  overrideCalendarRate(propertyId: $propertyId, fromDate: $fromDate, toDate: $toDate, rate: $rate) { id }
}`;
const WINDOW = { from: '2027-05-01', to: '2027-05-10' };

const CALENDARS_OF = `query($from: Date!, $to: Date!, $propertyIds: [ID!]) {
  propertyCalendars(from: $from, to: $to, propertyIds: $propertyIds) { propertyId name rates bars }
}`;

const notModified = () => stack.gateway.rest.stats.notModified;
const deltas = () => stack.gateway.rest.stats.deltas;

describe('the calendar read again', () => {
  it('reuses the answer the API says is unchanged (304), and reads it anew once it changed', async () => {
    await addListing(stack.gateway.rest.forToken(ada.token), 'Kept as it was', COMPLETE_FIELDS);
    const listing = await addListing(stack.gateway.rest.forToken(ada.token), 'Revalidated', COMPLETE_FIELDS);
    const first = await stack.ok(ada, CALENDARS, WINDOW);
    const before = notModified();
    const deltasBefore = deltas();
    expect(await stack.ok(ada, CALENDARS, WINDOW)).toEqual(first);
    expect(notModified()).toBe(before + 1);

    await stack.ok(ada, OVERRIDE_RATE, {
      propertyId: String(listing.id),
      fromDate: '2027-05-02',
      toDate: '2027-05-02',
      rate: 12345,
    });
    const changed = await stack.ok(ada, CALENDARS, WINDOW);
    expect(notModified()).toBe(before + 1);
    // Only the changed listing came (226), merged into the answer kept: the same as a read in full.
    expect(deltas()).toBe(deltasBefore + 1);
    const rows = changed.propertyCalendars as { propertyId: string; name: string; rates: unknown[] }[];
    expect(rows.map((row) => row.name)).toEqual(['Kept as it was', 'Revalidated']);
    expect(rows[1]!.rates).toContainEqual([12345, 1]);
    const propertyIds = rows.map((row) => row.propertyId);
    expect(await stack.ok(ada, CALENDARS_OF, { ...WINDOW, propertyIds })).toEqual(changed);

    // A stay added straight through REST (no gateway mutation to forget anything) shows at the next read too.
    await addStay(stack.gateway.rest.forToken(ada.token), listing, '2027-05-05', '2027-05-07', 'Grace');
    const withStay = await stack.ok(ada, CALENDARS, WINDOW);
    expect(deltas()).toBe(deltasBefore + 2);
    expect(withStay.propertyCalendars[1].bars).toEqual([[expect.any(String), '2027-05-05', 2, 'Grace', null, null]]);
    expect(await stack.ok(ada, CALENDARS, WINDOW)).toEqual(withStay);
    expect(notModified()).toBe(before + 2);
  });

  it('keeps each token’s answers apart', async () => {
    await addListing(stack.gateway.rest.forToken(bob.token), 'Bob’s', COMPLETE_FIELDS);
    const adas = await stack.ok(ada, CALENDARS, WINDOW);
    const before = notModified();
    const bobs = await stack.ok(bob, CALENDARS, WINDOW);
    expect(notModified()).toBe(before);
    expect(bobs.propertyCalendars.map((row: { name: string }) => row.name)).toEqual(['Bob’s']);
    expect(adas.propertyCalendars.map((row: { name: string }) => row.name)).not.toContain('Bob’s');
  });
});

describe('a token logged out', () => {
  it('gets no kept answer: the API checks the token before the ETag', async () => {
    const user = await registerUser(stack.gateway.url, 'Lou');
    await addListing(stack.gateway.rest.forToken(user.token), 'Lou’s', COMPLETE_FIELDS);
    await stack.ok(user, CALENDARS, WINDOW);
    expect(stack.gateway.rest.revalidated.size).toBeGreaterThan(0);
    expect(await graphql(stack.gateway.url, 'mutation { logout }', { token: user.token })).toEqual({
      data: { logout: true },
    });
    const after = await graphql(stack.gateway.url, CALENDARS, { variables: WINDOW, token: user.token });
    expect(after.data).toBeNull();
    expect(after.errors).toMatchObject([{ extensions: { code: 'UNAUTHENTICATED' } }]);
  });
});

describe('GET /api/property-calendars (integrators, through the gateway’s passthrough)', () => {
  it('answers its ETag, and 304 to a client that sends it back while nothing changed', async () => {
    const url = `${stack.gateway.url}/api/property-calendars?from=2027-05-01&to=2027-05-10&view=columnar`;
    const headers = { authorization: `Bearer ${ada.token}` };
    const first = await fetch(url, { headers });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\//);
    const again = await fetch(url, { headers: { ...headers, 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });
});

describe('RevalidatedAnswers', () => {
  it('keeps at most its entries and bytes, the least recently used going first', () => {
    const kept = new RevalidatedAnswers(2, 100);
    kept.keep('a', 'W/"1"', 'A', 10);
    kept.keep('b', 'W/"2"', 'B', 10);
    kept.take('a');
    kept.keep('c', 'W/"3"', 'C', 10);
    expect([kept.take('a')?.body, kept.take('b'), kept.take('c')?.body]).toEqual(['A', undefined, 'C']);
    kept.keep('d', 'W/"4"', 'D', 95);
    expect([kept.take('a'), kept.take('c'), kept.take('d')?.body]).toEqual([undefined, undefined, 'D']);
    kept.keep('huge', 'W/"5"', 'H', 101);
    expect([kept.take('huge'), kept.take('d')?.body, kept.size]).toEqual([undefined, 'D', 1]);
  });
});

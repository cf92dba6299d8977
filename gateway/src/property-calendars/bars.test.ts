import { describe, expect, it } from 'vitest';
import { withTestStack, graphql, type Answer, type TestUser } from '../test/harness.js';
import { addBookedListing, inDays } from '../test/listings.js';

const stack = withTestStack({ users: ['Host', 'Guest'] });
const [host, guest] = stack.users;
const { ok } = stack;

async function counted(operation: string, variables: Record<string, unknown>, user: TestUser = host) {
  const before = stack.gateway.rest.stats.requests;
  const data = await ok(user, operation, variables);
  return { data, calls: stack.gateway.rest.stats.requests - before };
}

const calendars = (bookingFields: string) => `query($from: Date!, $to: Date!) {
  propertyCalendars(from: $from, to: $to) { name bookings { ${bookingFields} } }
}`;
/** The fields the /calendar grid read from `bookings` before `bars` (they still answer alike). */
const BAR_FIELDS = `id startDate endDate providerGuestName name deletedAt conflict mainGuest { id fullName }
  provider { slug name }`;
const window = { from: inDays(0), to: inDays(40) };

/** Every field of Booking (its objects by `__typename`), read from the gateway's own schema. */
async function everyBookingField(): Promise<string> {
  type Type = { kind: string; ofType: Type | null };
  const { data } = await graphql<Answer>(
    stack.gateway.url,
    '{ __type(name: "Booking") { fields { name type { kind ofType { kind ofType { kind ofType { kind } } } } } } }',
    { token: host.token },
  );
  const leaf = (type: Type): boolean => (type.ofType ? leaf(type.ofType) : ['SCALAR', 'ENUM'].includes(type.kind));
  return (data!.__type.fields as { name: string; type: Type }[])
    .map(({ name, type }) => (leaf(type) ? name : `${name} { __typename }`))
    .join(' ');
}

describe('the calendar’s bookings as bars', () => {
  let bookings: { id: string; inviteCode: string }[];
  it('answers every field the grid drew from the bookings’ bars, in the one REST call of the calendar', async () => {
    bookings = [
      await addBookedListing(stack.gateway, host, 'Bar one', 2),
      await addBookedListing(stack.gateway, host, 'Bar two', 10),
    ];
    await ok(
      guest,
      'mutation($bookingId: ID!, $inviteCode: String!) { joinBooking(bookingId: $bookingId, inviteCode: $inviteCode) { id } }',
      { bookingId: bookings[0]!.id, inviteCode: bookings[0]!.inviteCode },
    );

    const { data, calls } = await counted(calendars(BAR_FIELDS), window);
    expect(calls).toBe(1);
    const [one, two] = data.propertyCalendars;
    expect(one).toEqual({
      name: 'Bar one',
      bookings: [
        {
          id: bookings[0]!.id,
          startDate: inDays(2),
          endDate: inDays(5),
          providerGuestName: 'Grace Hopper',
          name: 'Grace Hopper',
          deletedAt: null,
          conflict: false,
          mainGuest: { id: guest.id, fullName: 'Guest Host' },
          provider: null,
        },
      ],
    });
    expect(two.bookings).toEqual([
      expect.objectContaining({ id: bookings[1]!.id, startDate: inDays(10), mainGuest: null }),
    ]);
  });

  it('answers `bars` by position from the same REST call, the joined guest’s name first', async () => {
    const { data, calls } = await counted(
      'query($from: Date!, $to: Date!) { propertyCalendars(from: $from, to: $to) { name bars } }',
      window,
    );
    expect(calls).toBe(1);
    expect(data.propertyCalendars).toEqual([
      { name: 'Bar one', bars: [[bookings[0]!.id, inDays(2), 3, 'Guest Host', null, null]] },
      { name: 'Bar two', bars: [[bookings[1]!.id, inDays(10), 3, 'Grace Hopper', null, null]] },
    ]);
  });

  it('loads the full bookings in one batched call for a field a bar lacks', async () => {
    const { data, calls } = await counted(
      calendars('id numberOfGuest inviteCode quote { nights total } createdAt'),
      window,
    );
    expect(calls).toBe(2); // the calendar, then GET /bookings?id[]= for both bars
    expect(data.propertyCalendars.flatMap((row: Answer) => row.bookings)).toEqual(
      bookings.map(({ id, inviteCode }) => ({
        id,
        numberOfGuest: 2,
        inviteCode,
        quote: { nights: 3, total: expect.any(Number) },
        createdAt: expect.stringMatching(/^\d{4}-/),
      })),
    );
  });

  it('answers every Booking field of a bar as the full booking answers it', async () => {
    const fields = await everyBookingField();
    expect(fields).toContain('quote { __typename }');
    const { propertyCalendars } = await ok(host, calendars(fields), window);
    const { bookings: full } = await ok(host, `query { bookings { ${fields} } }`);
    const byId = new Map((full as Answer[]).map((booking) => [booking.id, booking]));
    const bars = (propertyCalendars as Answer[]).flatMap((row) => row.bookings as Answer[]);
    expect(bars).toHaveLength(2);
    for (const bar of bars) expect(bar).toEqual(byId.get(bar.id));
  });
});

import { MESSAGES, PROPERTY_MESSAGES } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { withTestStack, graphql } from '../test/harness.js';
import { AIRBNB_ICAL, addListing } from '../test/listings.js';

/** Answers are checked with `expect`, field by field; their static type would only repeat the query. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = Record<string, any>;

const stack = withTestStack({ users: ['Ada', 'Bob'] });
const [ada, bob] = stack.users;

const ADD = `mutation($propertyId: ID!, $url: String!) {
  addIcalLink(propertyId: $propertyId, url: $url) {
    id url provider { slug name } lastSyncedAt lastSyncError lastSyncAttemptAt
    property { id icalLinks { id } channels { ota active } completeness { icalLinks } }
  }
}`;
const REMOVE = 'mutation($id: ID!) { removeIcalLink(id: $id) { removedId property { id icalLinks { id } } } }';
const BOOKING_ICAL = 'https://admin.booking.com/hotel/hoteladmin/ical.html?t=4e1f6b0c-9d6a-4f5e-8a43-1e2d3c4b5a69';

describe('iCal links', () => {
  it('addIcalLink adds a supported portal’s link; removeIcalLink removes it', async () => {
    const property = await addListing(stack.gateway.rest.forToken(ada.token), 'Linked');
    const id = String(property.id);
    const added = await graphql<Answer>(stack.gateway.url, ADD, {
      variables: { propertyId: id, url: BOOKING_ICAL },
      token: ada.token,
    });
    expect(added.errors).toBeUndefined();
    const calendar = added.data!.addIcalLink;
    expect(calendar).toEqual({
      id: expect.stringMatching(/^\d+$/),
      url: BOOKING_ICAL,
      provider: { slug: 'bookingcom', name: 'Booking.com' },
      lastSyncedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/), // synced on creation from the local feed server
      lastSyncError: null,
      lastSyncAttemptAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      property: {
        id,
        icalLinks: [{ id: calendar.id }],
        channels: [{ ota: 'bookingcom', active: true }],
        completeness: { icalLinks: true },
      },
    });
    // iCal links import bookings: nothing is pushed to the channels.
    expect(
      await stack.gateway.rest.forToken(ada.token).get('/property-sync-logs', { property: property['@id'] }),
    ).toEqual({
      'hydra:member': [],
      'hydra:totalItems': 0,
    });

    const removed = await graphql(stack.gateway.url, REMOVE, { variables: { id: calendar.id }, token: ada.token });
    expect(removed.data).toEqual({ removeIcalLink: { removedId: calendar.id, property: { id, icalLinks: [] } } });
  });

  it.each([
    ['https://example.com/calendar.ics', MESSAGES.calendarUrl],
    ['', MESSAGES.required],
  ])('url %j: BAD_USER_INPUT with the REST violation verbatim', async (url, message) => {
    const property = await addListing(stack.gateway.rest.forToken(ada.token), 'Unlinked');
    const response = await graphql(stack.gateway.url, ADD, {
      variables: { propertyId: String(property.id), url },
      token: ada.token,
    });
    expect(response.data).toBeNull();
    expect(response.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      violations: [{ propertyPath: 'url', message }],
    });
  });

  it('the same link twice: the REST violation', async () => {
    const property = await addListing(stack.gateway.rest.forToken(ada.token), 'Twice');
    const variables = { propertyId: String(property.id), url: AIRBNB_ICAL };
    await graphql(stack.gateway.url, ADD, { variables, token: ada.token });
    const response = await graphql(stack.gateway.url, ADD, { variables, token: ada.token });
    expect(response.errors?.[0]?.extensions.violations).toEqual([
      { propertyPath: 'url', message: PROPERTY_MESSAGES.calendarDuplicate },
    ]);
  });

  it('another user’s listing or link: NOT_FOUND', async () => {
    const rest = stack.gateway.rest.forToken(bob.token);
    const theirs = await addListing(rest, 'Theirs');
    const link = await rest.post('/calendars', { property: theirs['@id'], url: AIRBNB_ICAL });
    const added = await graphql(stack.gateway.url, ADD, {
      variables: { propertyId: String(theirs.id), url: BOOKING_ICAL },
      token: ada.token,
    });
    expect(added.errors).toMatchObject([{ extensions: { code: 'NOT_FOUND' } }]);
    const removed = await graphql(stack.gateway.url, REMOVE, { variables: { id: String(link.id) }, token: ada.token });
    expect(removed.errors).toMatchObject([{ extensions: { code: 'NOT_FOUND' } }]);
    expect((await rest.get(`/properties/${theirs.id}`)).calendars).toEqual([link['@id']]);
  });
});

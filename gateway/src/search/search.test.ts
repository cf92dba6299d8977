import { expect, it } from 'vitest';
import { withTestStack, graphqlOk } from '../test/harness.js';
import { addListing } from '../test/listings.js';

const stack = withTestStack({ users: ['Ada', 'Bob'] });
const [ada, bob] = stack.users;

const SEARCH = `query($query: String!) {
  search(query: $query) {
    properties { id title propertyId propertyAddress }
    services { id title }
    bookings { id title propertyId startDate }
    messages { id bookingId description }
  }
}`;

it('answers the four columns of the caller only, in one REST call', async () => {
  const listing = await addListing(stack.gateway.rest.forToken(ada.token), 'Crème Cottage', { addressTown: 'Whitby' });
  const rest = stack.gateway.rest.forToken(ada.token);
  const me = await rest.get('/me');
  await rest.put(`/users/${me.id}`, { currency: 'gbp' });
  const service = await rest.post('/services', {
    title: 'Crème brûlée class',
    description: 'In the cottage kitchen',
    price: 3000,
  });
  const before = stack.gateway.rest.stats.requests;
  const { search } = await graphqlOk(stack.gateway.url, ada, SEARCH, { query: 'creme' });
  expect(stack.gateway.rest.stats.requests - before).toBe(1);
  expect(search).toEqual({
    properties: [
      { id: String(listing.id), title: 'Crème Cottage', propertyId: String(listing.id), propertyAddress: 'Whitby' },
    ],
    services: [{ id: String(service.id), title: 'Crème brûlée class' }],
    bookings: [],
    messages: [],
  });
  expect((await graphqlOk(stack.gateway.url, bob, SEARCH, { query: 'creme' })).search.properties).toEqual([]);
});

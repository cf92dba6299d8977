import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningGateway } from '../index.js';
import { graphqlOk, registerUser, startTestApi, startTestGateway, type TestUser } from '../test/harness.js';
import { addListing } from '../test/listings.js';

let api: Awaited<ReturnType<typeof startTestApi>>;
let gateway: RunningGateway;
let ada: TestUser;
let bob: TestUser;

beforeAll(async () => {
  api = await startTestApi();
  gateway = await startTestGateway(api.url);
  [ada, bob] = await Promise.all([registerUser(gateway.url, 'Ada'), registerUser(gateway.url, 'Bob')]);
});
afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

const SEARCH = `query($query: String!) {
  search(query: $query) {
    properties { id title propertyId propertyAddress }
    services { id title }
    bookings { id title propertyId startDate }
    messages { id bookingId description }
  }
}`;

it('answers the four columns of the caller only, in one REST call', async () => {
  const listing = await addListing(gateway.rest.forToken(ada.token), 'Crème Cottage', { addressTown: 'Whitby' });
  const rest = gateway.rest.forToken(ada.token);
  const me = await rest.get('/me');
  await rest.put(`/users/${me.id}`, { currency: 'gbp' });
  const service = await rest.post('/services', {
    title: 'Crème brûlée class',
    description: 'In the cottage kitchen',
    price: 3000,
  });
  const before = gateway.rest.stats.requests;
  const { search } = await graphqlOk(gateway.url, ada, SEARCH, { query: 'creme' });
  expect(gateway.rest.stats.requests - before).toBe(1);
  expect(search).toEqual({
    properties: [
      { id: String(listing.id), title: 'Crème Cottage', propertyId: String(listing.id), propertyAddress: 'Whitby' },
    ],
    services: [{ id: String(service.id), title: 'Crème brûlée class' }],
    bookings: [],
    messages: [],
  });
  expect((await graphqlOk(gateway.url, bob, SEARCH, { query: 'creme' })).search.properties).toEqual([]);
});

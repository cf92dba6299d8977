import { MESSAGES, SERVICE_MESSAGES } from '@portal/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTestStack, graphql, graphqlOk, registerUser } from '../test/harness.js';
import { addListing, uploadFile } from '../test/listings.js';

const SET_CURRENCY = 'mutation($c: Currency!) { updateUser(input: { currency: $c }) { id currency } }';
const FIELDS = 'id title price currency currencySymbol description terms imageRef image { squareSmallUrl mediumUrl }';
const CREATE = `mutation($input: ServiceInput!) { createService(input: $input) { ${FIELDS} } }`;

const stack = withTestStack({ users: ['Ada', 'Bob'] });
const [ada, bob] = stack.users;
beforeAll(async () => {
  await graphqlOk(stack.gateway.url, ada, SET_CURRENCY, { c: 'usd' });
  await graphqlOk(stack.gateway.url, bob, SET_CURRENCY, { c: 'gbp' });
});

const { ok } = stack;

describe('guest services', () => {
  it('creates, lists, edits and removes; the currency is the host’s', async () => {
    const image = await uploadFile(stack.gateway, ada);
    const { createService: created } = await ok(ada, CREATE, {
      input: { title: 'Late checkout', price: 2500, description: 'Until 2pm', image },
    });
    expect(created).toMatchObject({
      title: 'Late checkout',
      price: 2500,
      currency: 'usd',
      currencySymbol: '$',
      description: 'Until 2pm',
      terms: null,
      imageRef: image,
      image: { squareSmallUrl: expect.stringContaining('/uploads/') },
    });
    const { updateService } = await ok(
      ada,
      `mutation($id: ID!, $input: ServiceInput!) { updateService(id: $id, input: $input) { id price terms } }`,
      { id: created.id, input: { price: 3000, terms: 'Ask on arrival' } },
    );
    expect(updateService).toEqual({ id: created.id, price: 3000, terms: 'Ask on arrival' });
    const { services, service } = await ok(
      ada,
      `query($id: ID!) { services { id title } service(id: $id) { id price } }`,
      {
        id: created.id,
      },
    );
    expect(services).toEqual([{ id: created.id, title: 'Late checkout' }]);
    expect(service).toEqual({ id: created.id, price: 3000 });
    const { removeService } = await ok(ada, 'mutation($id: ID!) { removeService(id: $id) { removedId } }', {
      id: created.id,
    });
    expect(removeService).toEqual({ removedId: created.id });
    expect((await ok(ada, '{ services { id } }')).services).toEqual([]);
  });

  it('answers bad input on the fields with the spec messages', async () => {
    const response = await graphql(stack.gateway.url, CREATE, {
      variables: { input: { title: '', price: 50 } },
      token: ada.token,
    });
    expect(response.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      violations: [
        { propertyPath: 'title', message: MESSAGES.required },
        { propertyPath: 'price', message: MESSAGES.priceTooLow },
      ],
    });
    const newcomer = await registerUser(stack.gateway.url, 'Cy');
    const noCurrency = await graphql(stack.gateway.url, CREATE, {
      variables: { input: { title: 'Bikes', price: 500 } },
      token: newcomer.token,
    });
    expect(noCurrency.errors?.[0]?.extensions?.violations).toEqual([
      { propertyPath: 'currency', message: SERVICE_MESSAGES.currencyFirst },
    ]);
  });

  it('Property.services reads every listing’s services in one REST call, in the host’s order', async () => {
    const rest = stack.gateway.rest.forToken(ada.token);
    const made = [];
    for (const title of ['Breakfast', 'Cot', 'Flowers']) {
      made.push((await ok(ada, CREATE, { input: { title, price: 1000 } })).createService.id);
    }
    const first = await addListing(rest, 'First');
    const second = await addListing(rest, 'Second');
    const saved = await ok(
      ada,
      `mutation($id: ID!, $ids: [ID!]) { updateGuestApp(id: $id, input: { serviceIds: $ids }) { id serviceIds services { title } } }`,
      { id: String(first.id), ids: [made[2], made[0]] },
    );
    expect(saved.updateGuestApp.services).toEqual([{ title: 'Flowers' }, { title: 'Breakfast' }]);
    await rest.put(`/properties/${second.id}`, { services: [Number(made[1])] });

    const before = stack.gateway.rest.stats.requests;
    const { properties } = await ok(ada, '{ properties { name services { title currencySymbol } } }');
    expect(stack.gateway.rest.stats.requests - before).toBe(2);
    expect(properties.find((p: { name: string }) => p.name === 'Second').services).toEqual([
      { title: 'Cot', currencySymbol: '$' },
    ]);

    // Removing a service takes it off the listing.
    await ok(ada, 'mutation($id: ID!) { removeService(id: $id) { removedId } }', { id: made[2] });
    const { property } = await ok(ada, 'query($id: ID!) { property(id: $id) { serviceIds services { title } } }', {
      id: String(first.id),
    });
    expect(property).toEqual({ serviceIds: [made[0]], services: [{ title: 'Breakfast' }] });
  });

  it("keeps another host's services NOT_FOUND", async () => {
    const { createService } = await ok(bob, CREATE, { input: { title: 'Bob’s taxi', price: 4000 } });
    for (const operation of [
      'query($id: ID!) { service(id: $id) { id } }',
      'mutation($id: ID!) { updateService(id: $id, input: { price: 100 }) { id } }',
      'mutation($id: ID!) { removeService(id: $id) { removedId } }',
    ]) {
      const response = await graphql(stack.gateway.url, operation, {
        variables: { id: createService.id },
        token: ada.token,
      });
      expect(response.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    expect((await ok(bob, '{ services { title } }')).services).toEqual([{ title: 'Bob’s taxi' }]);
  });
});

describe('help', () => {
  it('helpContact says mail is not configured without SMTP, and sendHelpEmail does not pretend', async () => {
    expect((await ok(ada, '{ helpContact { email mailConfigured } }')).helpContact).toEqual({
      email: null,
      mailConfigured: false,
    });
    const sent = await graphql(stack.gateway.url, 'mutation { sendHelpEmail(subject: "Hi", content: "Help") }', {
      token: ada.token,
    });
    expect(sent.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
    const empty = await graphql(stack.gateway.url, 'mutation { sendHelpEmail(subject: "", content: "") }', {
      token: ada.token,
    });
    expect(empty.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
  });
});

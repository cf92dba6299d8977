import { GUIDE_MESSAGES, PROPERTY_MESSAGES } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { withTestStack, graphql, type TestUser } from '../test/harness.js';
import { addListing, uploadFile } from '../test/listings.js';

const stack = withTestStack({ users: ['Ada', 'Bob'] });
const [ada, bob] = stack.users;

const { ok } = stack;
const listing = async (user: TestUser, name: string) =>
  String((await addListing(stack.gateway.rest.forToken(user.token), name)).id);

const CREATE_HOME = `mutation($propertyId: ID!, $input: HomeGuideInput!) {
  createHomeGuide(propertyId: $propertyId, input: $input) {
    id title description youtubeId type image imageUrl
    property { id homeGuides { id } }
  }
}`;

describe('home guides', () => {
  it('creates, reads through Property.homeGuides, updates and deletes, the list refreshed in the answer', async () => {
    const propertyId = await listing(ada, 'Guide Cottage');
    const image = await uploadFile(stack.gateway, ada);
    const input = {
      title: 'Heating',
      description: 'Thermostat in the hall.',
      youtubeId: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      type: 'heating',
      image,
    };
    const created = (await ok(ada, CREATE_HOME, { propertyId, input })).createHomeGuide;
    expect(created).toMatchObject({
      ...input,
      youtubeId: 'dQw4w9WgXcQ',
      property: { homeGuides: [{ id: created.id }] },
    });
    expect(created.imageUrl).toMatch(/\/uploads\//);

    const updated = (
      await ok(
        ada,
        'mutation($id: ID!) { updateHomeGuide(id: $id, input: { title: "Boiler", youtubeId: null }) { id title youtubeId } }',
        {
          id: created.id,
        },
      )
    ).updateHomeGuide;
    expect(updated).toEqual({ id: created.id, title: 'Boiler', youtubeId: null });

    const before = stack.gateway.rest.stats.requests;
    const page = await ok(ada, 'query($id: ID!) { property(id: $id) { id homeGuides { id title type } } }', {
      id: propertyId,
    });
    expect(stack.gateway.rest.stats.requests - before).toBe(2);
    expect(page.property.homeGuides).toEqual([{ id: created.id, title: 'Boiler', type: 'heating' }]);

    const removed = (
      await ok(ada, 'mutation($id: ID!) { deleteHomeGuide(id: $id) { removedId property { homeGuides { id } } } }', {
        id: created.id,
      })
    ).deleteHomeGuide;
    expect(removed).toEqual({ removedId: created.id, property: { homeGuides: [] } });
  });

  it('answers BAD_USER_INPUT with the field violations, NOT_FOUND for another user', async () => {
    const propertyId = await listing(ada, 'Messages Cottage');
    const bad = await graphql(stack.gateway.url, CREATE_HOME, {
      token: ada.token,
      variables: { propertyId, input: { title: 'x'.repeat(51), type: 'bins', youtubeId: 'vimeo.com/1' } },
    });
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      violations: [
        { propertyPath: 'title', message: PROPERTY_MESSAGES.tooLong },
        { propertyPath: 'youtubeId', message: PROPERTY_MESSAGES.youtube },
      ],
    });
    const created = (await ok(ada, CREATE_HOME, { propertyId, input: { title: 'Bins', type: 'bins' } }))
      .createHomeGuide;
    for (const operation of [
      'mutation($id: ID!) { updateHomeGuide(id: $id, input: { title: "Mine" }) { id } }',
      'mutation($id: ID!) { deleteHomeGuide(id: $id) { removedId } }',
    ]) {
      const response = await graphql(stack.gateway.url, operation, { token: bob.token, variables: { id: created.id } });
      expect(response.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    const theirs = await graphql(stack.gateway.url, CREATE_HOME, {
      token: bob.token,
      variables: { propertyId, input: { title: 'Bins', type: 'bins' } },
    });
    expect(theirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('local guides', () => {
  const CREATE_LOCAL = `mutation($propertyId: ID!, $input: LocalGuideInput!) {
    createLocalGuide(propertyId: $propertyId, input: $input) { id name price category type latitude property { id localGuides { id } } }
  }`;
  const COPY = `mutation($sourceId: ID!, $targetId: ID!) {
    copyLocalGuides(sourceId: $sourceId, targetId: $targetId) { id localGuides { name type } }
  }`;

  it('creates, updates, deletes and copies once; lists of many listings load in one call', async () => {
    const source = await listing(ada, 'Local Source');
    const target = await listing(ada, 'Local Target');
    const created = (
      await ok(ada, CREATE_LOCAL, {
        propertyId: source,
        input: {
          name: 'Borough Market',
          type: 'hotspot',
          category: 'food',
          price: 2,
          latitude: 51.5055,
          longitude: -0.091,
        },
      })
    ).createLocalGuide;
    expect(created).toMatchObject({ name: 'Borough Market', category: 'food', price: 2, type: 'hotspot' });
    expect(created.property.localGuides).toEqual([{ id: created.id }]);
    const boots = (
      await ok(
        ada,
        'mutation($p: ID!, $i: LocalGuideInput!) { createLocalGuide(propertyId: $p, input: $i) { id placePhotoUrl placePhotoStatus image } }',
        { p: source, i: { name: 'Boots', type: 'essential', placesPhotoReference: 'AUc7tXbootsPhoto' } },
      )
    ).createLocalGuide;
    // OpenStreetMap has no photos: the entry is saved without one, and its photo's fallback goes through the portal's
    // API, never the provider's URL.
    expect(boots).toMatchObject({ placePhotoStatus: 'unavailable', image: null });
    expect(boots.placePhotoUrl).toBe(`/api/local-guides/${boots.id}/photo`);
    const updated = (
      await ok(ada, 'mutation($id: ID!) { updateLocalGuide(id: $id, input: { price: 3 }) { id price } }', {
        id: created.id,
      })
    ).updateLocalGuide;
    expect(updated.price).toBe(3);

    const copied = (await ok(ada, COPY, { sourceId: source, targetId: target })).copyLocalGuides;
    expect(copied.localGuides).toEqual([
      { name: 'Boots', type: 'essential' },
      { name: 'Borough Market', type: 'hotspot' },
    ]);
    const again = await graphql(stack.gateway.url, COPY, {
      token: ada.token,
      variables: { sourceId: source, targetId: target },
    });
    expect(again.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      violations: [{ propertyPath: 'target', message: GUIDE_MESSAGES.alreadyCopied }],
    });

    const before = stack.gateway.rest.stats.requests;
    const listings = await ok(ada, '{ properties { id localGuides { id } homeGuides { id } } }');
    expect(stack.gateway.rest.stats.requests - before).toBe(3);
    expect(listings.properties.length).toBeGreaterThanOrEqual(2);

    const removed = (
      await ok(ada, 'mutation($id: ID!) { deleteLocalGuide(id: $id) { removedId property { localGuides { id } } } }', {
        id: created.id,
      })
    ).deleteLocalGuide;
    expect(removed.property.localGuides).toHaveLength(1);
    const bobs = await graphql(stack.gateway.url, COPY, {
      token: bob.token,
      variables: { sourceId: source, targetId: target },
    });
    expect(bobs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

import { MESSAGES, PROPERTY_MESSAGES } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { withTestStack, graphql, type TestUser } from '../test/harness.js';
import { addListing, uploadPhoto } from '../test/listings.js';

const stack = withTestStack({ users: ['Ada', 'Bob'] });
const [ada, bob] = stack.users;

const { ok } = stack;

async function listingWithPhotos(user: TestUser, count: number) {
  const property = await addListing(stack.gateway.rest.forToken(user.token), 'Photogenic');
  const photos = [];
  for (let index = 0; index < count; index++) {
    photos.push(
      await uploadPhoto(stack.gateway, user, {
        property: property['@id'],
        propertyPhotoType: index === 0 ? 'main' : 'bedroom',
        caption: `Photo ${index}`,
      }),
    );
  }
  return { id: String(property.id), photos: photos.map((photo) => String(photo.id)) };
}

const IMAGE_FIELDS = 'id caption propertyPhotoType position sizes { squareSmallUrl mediumUrl largeUrl originalUrl }';

describe('photos: uploaded through /api/images, then read and edited in GraphQL', () => {
  it('propertyImage(id) reads an upload: GET /images?id[], then its listing', async () => {
    const listing = await listingWithPhotos(ada, 1);
    const before = stack.gateway.rest.stats.requests;
    const data = await ok(ada, `query($id: ID!) { propertyImage(id: $id) { ${IMAGE_FIELDS} property { id } } }`, {
      id: listing.photos[0],
    });
    expect(stack.gateway.rest.stats.requests - before).toBe(2); // the image, then its listing
    expect(data.propertyImage).toEqual({
      id: listing.photos[0],
      caption: 'Photo 0',
      propertyPhotoType: 'main',
      position: 0,
      sizes: {
        squareSmallUrl: expect.stringMatching(/^\/api\/uploads\/images\/.+\/square-small\.jpg$/),
        mediumUrl: expect.stringMatching(/medium\.jpg$/),
        largeUrl: expect.stringMatching(/large\.jpg$/),
        originalUrl: expect.stringMatching(/original\.png$/),
      },
      property: { id: listing.id },
    });
    // The URLs load through the gateway's proxy.
    const file = await fetch(`${stack.gateway.url}${data.propertyImage.sizes.mediumUrl}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
  });

  it('updatePropertyImage sets caption and room type (spaces in REST values map to GraphQL names)', async () => {
    const listing = await listingWithPhotos(ada, 2);
    const data = await ok(
      ada,
      `mutation($id: ID!, $input: PropertyImageInput!) {
        updatePropertyImage(id: $id, input: $input) {
          ${IMAGE_FIELDS} property { id syncLog(limit: 1) { kind changed } }
        }
      }`,
      { id: listing.photos[1], input: { caption: 'The dining room', propertyPhotoType: 'dining_room' } },
    );
    expect(data.updatePropertyImage).toMatchObject({
      id: listing.photos[1],
      caption: 'The dining room',
      propertyPhotoType: 'dining_room',
      position: 1,
      property: { id: listing.id, syncLog: [{ kind: 'content', changed: 'photos' }] },
    });
    const stored = await stack.gateway.rest.forToken(ada.token).get(`/images/${Number(listing.photos[1])}`);
    expect(stored.propertyPhotoType).toBe('dining room');
  });

  it('a new main photo demotes the old one: select the listing’s images to see both changes', async () => {
    const listing = await listingWithPhotos(ada, 2);
    const data = await ok(
      ada,
      `mutation($id: ID!) {
        updatePropertyImage(id: $id, input: { propertyPhotoType: main }) {
          id propertyPhotoType property { images { id propertyPhotoType } }
        }
      }`,
      { id: listing.photos[1] },
    );
    expect(data.updatePropertyImage.property.images).toEqual([
      { id: listing.photos[0], propertyPhotoType: 'other' },
      { id: listing.photos[1], propertyPhotoType: 'main' },
    ]);
  });

  it('a caption that is too long: the REST violation', async () => {
    const listing = await listingWithPhotos(ada, 1);
    const response = await graphql(
      stack.gateway.url,
      'mutation($id: ID!, $caption: String!) { updatePropertyImage(id: $id, input: { caption: $caption }) { id } }',
      { variables: { id: listing.photos[0], caption: 'x'.repeat(256) }, token: ada.token },
    );
    expect(response.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      violations: [{ propertyPath: 'caption', message: PROPERTY_MESSAGES.tooLong }],
    });
  });

  it('an upload without its room type: the REST violation, through the proxy', async () => {
    const property = await addListing(stack.gateway.rest.forToken(ada.token), 'Untyped');
    await expect(uploadPhoto(stack.gateway, ada, { property: property['@id'] })).rejects.toThrow(
      JSON.stringify({ propertyPath: 'propertyPhotoType', message: MESSAGES.required }),
    );
  });

  it('reorderPropertyImages puts the photos in the given order in one REST write', async () => {
    const listing = await listingWithPhotos(ada, 4);
    const [a, b, c, d] = listing.photos;
    const REORDER = `mutation($propertyId: ID!, $imageIds: [ID!]!) {
      reorderPropertyImages(propertyId: $propertyId, imageIds: $imageIds) { id images { id position } }
    }`;
    const before = stack.gateway.rest.stats.requests;
    const data = await ok(ada, REORDER, { propertyId: listing.id, imageIds: [c, a, b, d] });
    // One PUT /properties/{id}/images/order?push=photos (the order and the push; it answers the photos), then the
    // listing afresh.
    expect(stack.gateway.rest.stats.requests - before).toBe(2);
    expect(data.reorderPropertyImages).toEqual({
      id: listing.id,
      images: [
        { id: c, position: 0 },
        { id: a, position: 1 },
        { id: b, position: 2 },
        { id: d, position: 3 },
      ],
    });
    const reversed = await ok(ada, REORDER, { propertyId: listing.id, imageIds: [d, b, a, c] });
    expect(reversed.reorderPropertyImages.images.map((image: { id: string }) => image.id)).toEqual([d, b, a, c]);
    const { 'hydra:member': logs } = await stack.gateway.rest
      .forToken(ada.token)
      .get('/property-sync-logs', { 'property[]': [`/properties/${listing.id}`] });
    expect(logs.map((log) => log.changed)).toEqual(['photos', 'photos']);
  });

  it('reorderPropertyImages with a photo of another listing: NOT_FOUND, nothing moved', async () => {
    const listing = await listingWithPhotos(ada, 2);
    const other = await listingWithPhotos(ada, 1);
    const response = await graphql(
      stack.gateway.url,
      'mutation($p: ID!, $ids: [ID!]!) { reorderPropertyImages(propertyId: $p, imageIds: $ids) { id } }',
      { variables: { p: listing.id, ids: [other.photos[0], listing.photos[0]] }, token: ada.token },
    );
    expect(response.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const photos = await ok(ada, 'query($id: ID!) { property(id: $id) { images { id } } }', { id: listing.id });
    expect(photos.property.images.map((image: { id: string }) => image.id)).toEqual(listing.photos);
  });

  it('removePropertyImage removes it and answers the listing without it', async () => {
    const listing = await listingWithPhotos(ada, 2);
    const data = await ok(
      ada,
      'mutation($id: ID!) { removePropertyImage(id: $id) { removedId property { id images { id position } } } }',
      { id: listing.photos[0] },
    );
    expect(data.removePropertyImage).toEqual({
      removedId: listing.photos[0],
      property: { id: listing.id, images: [{ id: listing.photos[1], position: 1 }] },
    });
  });

  it('an upload that is not an image: the REST violation, through the proxy', async () => {
    const form = new FormData();
    form.set('file', new Blob(['not an image'], { type: 'image/png' }), 'fake.png');
    const response = await fetch(`${stack.gateway.url}/api/images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ada.token}` },
      body: form,
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      violations: [{ propertyPath: 'file', message: PROPERTY_MESSAGES.imageType }],
    });
  });

  it('another user’s photo: NOT_FOUND for the query and every mutation', async () => {
    const theirs = await listingWithPhotos(bob, 2);
    const mine = await listingWithPhotos(ada, 1);
    const operations: [string, Record<string, unknown>][] = [
      ['query($id: ID!) { propertyImage(id: $id) { id } }', { id: theirs.photos[0] }],
      ['mutation($id: ID!) { updatePropertyImage(id: $id, input: { caption: "x" }) { id } }', { id: theirs.photos[0] }],
      ['mutation($id: ID!) { removePropertyImage(id: $id) { removedId } }', { id: theirs.photos[0] }],
      [
        'mutation($p: ID!, $ids: [ID!]!) { reorderPropertyImages(propertyId: $p, imageIds: $ids) { id } }',
        { p: mine.id, ids: [theirs.photos[0], mine.photos[0]] },
      ],
      [
        'mutation($p: ID!, $ids: [ID!]!) { reorderPropertyImages(propertyId: $p, imageIds: $ids) { id } }',
        { p: theirs.id, ids: theirs.photos },
      ],
    ];
    for (const [operation, variables] of operations) {
      const response = await graphql(stack.gateway.url, operation, { variables, token: ada.token });
      expect(response.errors, operation).toMatchObject([{ extensions: { code: 'NOT_FOUND' } }]);
    }
    const stored = await stack.gateway.rest.forToken(bob.token).get(`/images/${Number(theirs.photos[0])}`);
    expect(stored).toMatchObject({ caption: 'Photo 0', position: 0 });
  });
});

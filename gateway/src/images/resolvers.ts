import type { MutationResolvers, PropertyImageResolvers, QueryResolvers } from '../__generated__/resolvers.js';
import { forgetProperty } from '../properties/loaders.js';
import { pushing } from '../properties/push.js';
import { ownProperty, removeListingPart } from '../properties/resolvers.js';
import { idOfIri, restId } from '../rest/iri.js';

export const Query: QueryResolvers = {
  propertyImage: (_parent, { id }, { loaders }) => loaders.imagesById.load(restId(id, 'Image')),
};

export const Mutation: MutationResolvers = {
  updatePropertyImage: async (_parent, { id, input }, context) => {
    // The push goes to the listing the photo is on once saved (none for a photo on no listing).
    const image = await context.rest.put(`/images/${restId(id, 'Image')}`, input, pushing('photos'));
    if (image.property) forgetProperty(context.loaders, idOfIri(image.property));
    return image;
  },

  /**
   * One PUT /properties/{id}/images/order?push=photos: the API checks that every id is a photo of the listing (a
   * 404 moves nothing), sets the order and pushes when a position changed, in one transaction; it answers the
   * photos in their new order.
   */
  reorderPropertyImages: async (_parent, { propertyId, imageIds }, context) => {
    const id = restId(propertyId, 'Property');
    const { 'hydra:member': photos } = await context.rest.put(
      `/properties/${id}/images/order`,
      { imageIds: imageIds.map((imageId) => restId(imageId, 'Image')) },
      pushing('photos'),
    );
    forgetProperty(context.loaders, id);
    context.loaders.imagesByProperty.prime(id, photos);
    return ownProperty(context, id);
  },

  removePropertyImage: (_parent, { id }, context) => removeListingPart(context, id, 'Image', '/images', 'photos'),
};

export const PropertyImage: PropertyImageResolvers = {
  id: (image) => String(image.id),
  sizes: ({ squareSmallUrl, mediumUrl, largeUrl, originalUrl }) => ({
    squareSmallUrl,
    mediumUrl,
    largeUrl,
    originalUrl,
  }),
  property: (image, _args, { loaders }) =>
    image.property ? loaders.propertiesById.load(idOfIri(image.property)) : null,
};

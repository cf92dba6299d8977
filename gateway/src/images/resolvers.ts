import type { MutationResolvers, PropertyImageResolvers, QueryResolvers } from '../__generated__/resolvers.js';
import { notFoundError } from '../errors.js';
import { ownProperty, removeFromProperty } from '../properties/resolvers.js';
import { pushAfterSave } from '../properties/push.js';
import { idOfIri, restId } from '../rest/iri.js';

export const Query: QueryResolvers = {
  propertyImage: (_parent, { id }, { loaders }) => loaders.imagesById.load(restId(id, 'Image')),
};

export const Mutation: MutationResolvers = {
  updatePropertyImage: async (_parent, { id, input }, context) => {
    const image = await context.rest.put(`/images/${restId(id, 'Image')}`, input);
    if (image.property) await pushAfterSave(context, idOfIri(image.property), 'photos');
    return image;
  },

  /**
   * PUT /images/{id} moves one photo and shifts the others, so the order is reached by moving, front to back, each
   * photo that is not yet in its place (no call when the order is unchanged).
   */
  reorderPropertyImages: async (_parent, { propertyId, imageIds }, context) => {
    const property = await ownProperty(context, propertyId);
    const order = (await context.loaders.imagesByProperty.load(property.id)).map((image) => image.id);
    const wanted = imageIds.map((id) => restId(id, 'Image'));
    const stranger = wanted.find((id) => !order.includes(id));
    if (stranger !== undefined) throw notFoundError(`Image ${stranger} is not a photo of this listing`);
    let moved = false;
    for (const [position, id] of wanted.entries()) {
      if (order[position] === id) continue;
      await context.rest.put(`/images/${id}`, { position });
      order.splice(order.indexOf(id), 1);
      order.splice(position, 0, id);
      moved = true;
    }
    if (moved) await pushAfterSave(context, property.id, 'photos');
    return context.loaders.propertiesById.load(property.id);
  },

  removePropertyImage: async (_parent, { id }, context) => {
    const imageId = restId(id, 'Image');
    const image = await context.rest.get(`/images/${imageId}`);
    return removeFromProperty(context, imageId, image, () => context.rest.delete(`/images/${imageId}`), 'photos');
  },
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

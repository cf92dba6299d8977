import type {
  HomeGuideResolvers,
  LocalGuideResolvers,
  MutationResolvers,
  PropertyResolvers,
} from '../__generated__/resolvers.js';
import type { GatewayContext } from '../context.js';
import { listingPartFields, ownProperty, removeFromProperty } from '../properties/resolvers.js';
import { idOfIri, restId } from '../rest/iri.js';

/** A guide list of this listing changed: later fields of the operation read it afresh. */
function forgetGuides(context: GatewayContext, propertyIri: string) {
  const propertyId = idOfIri(propertyIri);
  context.loaders.homeGuidesByProperty.clear(propertyId);
  context.loaders.localGuidesByProperty.clear(propertyId);
}

export const Mutation: MutationResolvers = {
  createHomeGuide: async (_parent, { propertyId, input }, context) => {
    const property = await ownProperty(context, propertyId);
    const guide = await context.rest.post('/home-guides', { ...input, property: property['@id'] });
    forgetGuides(context, guide.property);
    return guide;
  },
  updateHomeGuide: async (_parent, { id, input }, context) => {
    const guide = await context.rest.put(`/home-guides/${restId(id, 'Home guide')}`, input);
    forgetGuides(context, guide.property);
    return guide;
  },
  deleteHomeGuide: async (_parent, { id }, context) => {
    const guideId = restId(id, 'Home guide');
    const guide = await context.rest.get(`/home-guides/${guideId}`);
    forgetGuides(context, guide.property);
    return removeFromProperty(context, guideId, guide, () => context.rest.delete(`/home-guides/${guideId}`), null);
  },

  createLocalGuide: async (_parent, { propertyId, input }, context) => {
    const property = await ownProperty(context, propertyId);
    const guide = await context.rest.post('/local-guides', { ...input, property: property['@id'] });
    forgetGuides(context, guide.property);
    return guide;
  },
  updateLocalGuide: async (_parent, { id, input }, context) => {
    const guide = await context.rest.put(`/local-guides/${restId(id, 'Local guide')}`, input);
    forgetGuides(context, guide.property);
    return guide;
  },
  deleteLocalGuide: async (_parent, { id }, context) => {
    const guideId = restId(id, 'Local guide');
    const guide = await context.rest.get(`/local-guides/${guideId}`);
    forgetGuides(context, guide.property);
    return removeFromProperty(context, guideId, guide, () => context.rest.delete(`/local-guides/${guideId}`), null);
  },
  copyLocalGuides: async (_parent, { sourceId, targetId }, context) => {
    const source = restId(sourceId, 'Property');
    const target = restId(targetId, 'Property');
    const copy = await context.rest.post(`/copy-local-guides/${source}/${target}`, {});
    forgetGuides(context, copy.target);
    return context.loaders.propertiesById.load(target);
  },
};

export const Property: Pick<PropertyResolvers, 'homeGuides' | 'localGuides'> = {
  homeGuides: (property, _args, { loaders }) => loaders.homeGuidesByProperty.load(property.id),
  localGuides: (property, _args, { loaders }) => loaders.localGuidesByProperty.load(property.id),
};

export const HomeGuide: HomeGuideResolvers = listingPartFields;

export const LocalGuide: LocalGuideResolvers = {
  ...listingPartFields,
  placePhotoUrl: (guide) =>
    guide.placesPhotoReference && guide.placePhotoStatus !== 'stored' ? `/api/local-guides/${guide.id}/photo` : null,
};

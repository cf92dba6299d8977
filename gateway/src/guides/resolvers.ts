import type {
  HomeGuideResolvers,
  LocalGuideResolvers,
  MutationResolvers,
  PropertyResolvers,
} from '../__generated__/resolvers.js';
import type { GatewayContext } from '../context.js';
import type { RemovedItem } from '../properties/parents.js';
import { listingPartFields, ownProperty, removeListingPart } from '../properties/resolvers.js';
import { idOfIri, restId } from '../rest/iri.js';

/** A guide list of this listing changed: later fields of the operation read it afresh. */
function forgetGuides(context: GatewayContext, propertyId: number | null) {
  if (propertyId === null) return;
  context.loaders.homeGuidesByProperty.clear(propertyId);
  context.loaders.localGuidesByProperty.clear(propertyId);
}

/** A guide written: its listing's guide lists are forgotten; answers the guide. */
function savedGuide<T extends { property: string }>(context: GatewayContext, guide: T): T {
  forgetGuides(context, idOfIri(guide.property));
  return guide;
}

/** A guide removed: its listing's guide lists are forgotten; answers the removal. */
function removedGuide(context: GatewayContext, removed: RemovedItem): RemovedItem {
  forgetGuides(context, removed.propertyId);
  return removed;
}

export const Mutation: MutationResolvers = {
  createHomeGuide: async (_parent, { propertyId, input }, context) => {
    const property = await ownProperty(context, propertyId);
    return savedGuide(context, await context.rest.post('/home-guides', { ...input, property: property['@id'] }));
  },
  updateHomeGuide: async (_parent, { id, input }, context) =>
    savedGuide(context, await context.rest.put(`/home-guides/${restId(id, 'Home guide')}`, input)),
  deleteHomeGuide: async (_parent, { id }, context) =>
    removedGuide(context, await removeListingPart(context, id, 'Home guide', '/home-guides', null)),

  createLocalGuide: async (_parent, { propertyId, input }, context) => {
    const property = await ownProperty(context, propertyId);
    return savedGuide(context, await context.rest.post('/local-guides', { ...input, property: property['@id'] }));
  },
  updateLocalGuide: async (_parent, { id, input }, context) =>
    savedGuide(context, await context.rest.put(`/local-guides/${restId(id, 'Local guide')}`, input)),
  deleteLocalGuide: async (_parent, { id }, context) =>
    removedGuide(context, await removeListingPart(context, id, 'Local guide', '/local-guides', null)),
  copyLocalGuides: async (_parent, { sourceId, targetId }, context) => {
    const source = restId(sourceId, 'Property');
    const target = restId(targetId, 'Property');
    const copy = await context.rest.post(`/copy-local-guides/${source}/${target}`, {});
    forgetGuides(context, idOfIri(copy.target));
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

import type {
  BedroomResolvers,
  GuestAppInput,
  MutationResolvers,
  PropertyAmenitiesResolvers,
  PropertyCompletenessResolvers,
  PropertyResolvers,
  PropertySyncLogResolvers,
  QueryResolvers,
  RemovePropertyItemPayloadResolvers,
  SeasonalRateResolvers,
} from '../__generated__/resolvers.js';
import type { GatewayContext } from '../context.js';
import type { Query as RestQuery } from '../rest/client.js';
import type { CallOptions } from '../rest/client.js';
import { idOfIri, restId } from '../rest/iri.js';
import { connectionOf } from '../rest/pages.js';
import { listDeltas } from '../rest/listing-deltas.js';
import type { PropertyBody, PropertyDto } from '@portal/contract';
import type { RemovedItem } from './parents.js';
import { SYNC_LOG_PAGE_MAX, forgetProperty } from './loaders.js';
import {
  listedAsProperties,
  listedPageAsProperties,
  ownerOfItem,
  wantsListView,
  wantsListViewPage,
} from './list-view.js';
import { pushing, type SavedSection } from './push.js';

/** The caller's listing `id` (NOT_FOUND for anyone else's), through the request's loader. */
export const ownProperty = (context: GatewayContext, id: string | number) =>
  context.loaders.propertiesById.load(restId(id, 'Property'));

/** The listing as this request now knows it, after a write answered it. */
function remember(context: GatewayContext, property: PropertyDto): PropertyDto {
  forgetProperty(context.loaders, property.id);
  context.loaders.propertiesById.prime(property.id, property);
  return property;
}

/** PUT /properties/{id}?push=<section> with one section's fields (one call: the save and its push); the listing. */
async function saveSection(context: GatewayContext, id: string, body: PropertyBody, section: SavedSection) {
  return remember(context, await context.rest.put(`/properties/${restId(id, 'Property')}`, body, pushing(section)));
}

/**
 * A removal of an item read first (its listing; NOT_FOUND for others'): the DELETE, with `?push=<section>` when the
 * item is on a listing and its section pushes (one call), then the listing forgotten; answers the removed id.
 */
export async function removeFromProperty(
  context: GatewayContext,
  removedId: number,
  item: { property: string | null },
  remove: (push: CallOptions) => Promise<unknown>,
  section: SavedSection | null,
): Promise<RemovedItem> {
  const propertyId = item.property === null ? null : idOfIri(item.property);
  await remove(propertyId !== null && section ? pushing(section) : {});
  if (propertyId !== null) forgetProperty(context.loaders, propertyId);
  return { removedId, propertyId };
}

/** The REST collections of a listing's records that `removeListingPart` removes. */
type ListingPartPath =
  '/property-bedrooms' | '/seasonal-rates' | '/images' | '/calendars' | '/home-guides' | '/local-guides';

/** `removeFromProperty` of the record `id` (a GraphQL id; `kind` names it in NOT_FOUND) of a REST collection. */
export async function removeListingPart(
  context: GatewayContext,
  id: string,
  kind: string,
  collection: ListingPartPath,
  section: SavedSection | null,
): Promise<RemovedItem> {
  const partId = restId(id, kind);
  const part = await context.rest.get(`${collection}/${partId}`);
  return removeFromProperty(
    context,
    partId,
    part,
    (push) => context.rest.delete(`${collection}/${partId}`, push),
    section,
  );
}

/** A sub-resource saved with its push (one call): forget the listing's loaded state, answer the saved item. */
function savedItem<T extends { property: string }>(context: GatewayContext, item: T): T {
  forgetProperty(context.loaders, idOfIri(item.property));
  return item;
}

/** The REST body of the guest app fields: `serviceIds` travel as `services`. */
function guestAppBody({ serviceIds, ...fields }: GuestAppInput): PropertyBody {
  return serviceIds === undefined ? fields : { ...fields, services: serviceIds };
}

const archivedQuery = (archived: boolean | null | undefined): RestQuery =>
  archived === null || archived === undefined ? {} : { isArchived: String(archived) };

export const Query: QueryResolvers = {
  properties: async (_parent, { archived }, { rest, loaders }, info) => {
    const query = archivedQuery(archived);
    // Revalidated: while no listing of the list changed, the API answers 304 and this token's answer is reused;
    // after a change, only the listings changed are sent (226), and merged into it.
    if (wantsListView(info)) {
      const list = await rest.get('/properties?view=list', query, { revalidate: listDeltas });
      return listedAsProperties(list['hydra:member']);
    }
    const { 'hydra:member': properties } = await rest.get('/properties', query);
    for (const property of properties) loaders.propertiesById.prime(property.id, property);
    return properties;
  },
  propertiesPage: async (_parent, { archived, ...args }, { rest, loaders }, info) => {
    const query = archivedQuery(archived);
    if (wantsListViewPage(info)) {
      return listedPageAsProperties(
        await connectionOf(args, (page) =>
          rest.get('/properties?view=list', { ...query, ...page }, { revalidate: true }),
        ),
      );
    }
    const connection = await connectionOf(args, (page) => rest.get('/properties', { ...query, ...page }));
    for (const property of connection.nodes) loaders.propertiesById.prime(property.id, property);
    return connection;
  },
  property: (_parent, { id }, context) => ownProperty(context, id),
};

export const Mutation: MutationResolvers = {
  addProperty: async (_parent, { name }, context) =>
    remember(context, await context.rest.post('/properties', { name })),
  updatePropertyDetails: (_parent, { id, input }, context) => saveSection(context, id, input, 'details'),
  updatePropertyAddress: (_parent, { id, input }, context) => saveSection(context, id, input, 'address'),
  updatePropertyPricing: (_parent, { id, input }, context) => saveSection(context, id, input, 'pricing'),
  updateBookingSettings: (_parent, { id, input }, context) => saveSection(context, id, input, 'bookingSettings'),
  updateCheckInOut: (_parent, { id, input }, context) => saveSection(context, id, input, 'checkInOut'),
  updateGuestApp: (_parent, { id, input }, context) => saveSection(context, id, guestAppBody(input), 'guestApp'),
  setPropertyArchived: async (_parent, { id, archived }, context) =>
    remember(context, await context.rest.put(`/properties/${restId(id, 'Property')}`, { isArchived: archived })),
  switchPropertyActivation: async (_parent, { id }, context) =>
    remember(context, await context.rest.post(`/properties/${restId(id, 'Property')}/activation/switch`, {})),
  copyBookingSettings: (_parent, { sourceId, targetId }, context) =>
    copySettings(context, 'booking', sourceId, targetId),
  copyPricingSettings: (_parent, { sourceId, targetId }, context) =>
    copySettings(context, 'pricing', sourceId, targetId),

  saveBedroom: async (_parent, { input: { id, propertyId, doubleBeds, singleBeds } }, context) => {
    const { rest } = context;
    const push = pushing('bedrooms');
    const bedroom = id
      ? await rest.put(`/property-bedrooms/${restId(id, 'Bedroom')}`, { doubleBeds, singleBeds }, push)
      : await rest.post(
          '/property-bedrooms',
          { property: (await ownProperty(context, propertyId))['@id'], doubleBeds, singleBeds },
          push,
        );
    return savedItem(context, bedroom);
  },
  removeBedroom: (_parent, { id }, context) =>
    removeListingPart(context, id, 'Bedroom', '/property-bedrooms', 'bedrooms'),

  saveAmenities: async (_parent, { propertyId, input }, context) => {
    const property = await ownProperty(context, propertyId);
    // One record per listing: the property item names it once it exists.
    const push = pushing('amenities');
    const amenities = property.amenities
      ? await context.rest.put(`/property-amenities/${idOfIri(property.amenities)}`, input, push)
      : await context.rest.post('/property-amenities', { ...input, property: property['@id'] }, push);
    return savedItem(context, amenities);
  },

  saveSeasonalRate: async (_parent, { input: { id, propertyId, ...fields } }, context) => {
    const { rest } = context;
    const push = pushing('seasonalRates');
    const rate = id
      ? await rest.put(`/seasonal-rates/${restId(id, 'Seasonal rate')}`, fields, push)
      : await rest.post(
          '/seasonal-rates',
          { ...fields, property: (await ownProperty(context, propertyId))['@id'] },
          push,
        );
    return savedItem(context, rate);
  },
  removeSeasonalRate: (_parent, { id }, context) =>
    removeListingPart(context, id, 'Seasonal rate', '/seasonal-rates', 'seasonalRates'),
};

/**
 * POST /copy-property-{booking|pricing}-settings/{source}/{target}?push=… (the copy and the target's push, one call);
 * answers the target (pricing: its seasons too).
 */
async function copySettings(context: GatewayContext, kind: 'booking' | 'pricing', sourceId: string, targetId: string) {
  const source = restId(sourceId, 'Property');
  const target = restId(targetId, 'Property');
  const push = pushing(kind === 'booking' ? 'bookingSettings' : 'pricing');
  return remember(context, await context.rest.post(`/copy-property-${kind}-settings/${source}/${target}`, {}, push));
}

export const Property: PropertyResolvers = {
  id: (property) => String(property.id),
  iri: (property) => property['@id'],
  owner: (property, _args, { loaders }, info) =>
    ownerOfItem(property, info) ?? loaders.usersById.load(property.owner.id),
  serviceIds: (property) => property.services.map(String),
  bedrooms: (property, _args, { loaders }) => loaders.bedroomsByProperty.load(property.id),
  amenities: (property, _args, { loaders }) => loaders.amenitiesByProperty.load(property.id),
  images: (property, _args, { loaders }) => loaders.imagesByProperty.load(property.id),
  seasonalRates: (property, _args, { loaders }) => loaders.seasonalRatesByProperty.load(property.id),
  icalLinks: (property, _args, { loaders }) => loaders.icalLinksByProperty.load(property.id),
  icalLinksPage: (property, args, { rest }) =>
    connectionOf(args, (page) => rest.get('/calendars', { property: property['@id'], ...page })),
  syncLog: (property, { limit }, { loaders }) =>
    loaders.syncLogs.load({ propertyId: property.id, limit: Math.min(Math.max(limit ?? 10, 1), SYNC_LOG_PAGE_MAX) }),
};

export const PropertyCompleteness: PropertyCompletenessResolvers = {
  icalLinks: (completeness) => completeness.calendars,
  complete: (completeness) => Object.values(completeness).every(Boolean),
};

/** The fields of every record of a listing (bedroom, guide, iCal link…): its id, and its listing by the IRI it names. */
export const listingPartFields = {
  id: (part: { id: number }) => String(part.id),
  property: (part: { property: string }, _args: unknown, { loaders }: GatewayContext) =>
    loaders.propertiesById.load(idOfIri(part.property)),
};

export const Bedroom: BedroomResolvers = listingPartFields;
export const PropertyAmenities: PropertyAmenitiesResolvers = listingPartFields;
export const SeasonalRate: SeasonalRateResolvers = listingPartFields;

export const PropertySyncLog: PropertySyncLogResolvers = {
  id: (log) => String(log.id),
};

export const RemovePropertyItemPayload: RemovePropertyItemPayloadResolvers = {
  removedId: (removed) => String(removed.removedId),
  property: (removed, _args, { loaders }) =>
    removed.propertyId === null ? null : loaders.propertiesById.load(removed.propertyId),
};

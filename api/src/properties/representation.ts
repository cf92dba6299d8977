import type { PropertyDto, PropertyListItemDto, PropertySyncLogDto } from '@portal/contract';
import { MAIN_PHOTO_TYPE } from '@portal/schema';
import { exportUrlOf } from '../calendars/export.js';
import type { Calendar, ChannelLink } from '../calendars/repository.js';
import type { Image, ImageFiles } from '../images/repository.js';
import { imageSizes } from '../images/representation.js';
import type { Storage } from '../integrations/storage/storage.js';
import { iri, item } from '../plugins/json-ld.js';
import { completenessOf } from './completeness.js';
import { fieldValues, type PropertyField } from './fields.js';
import type { Property, PropertySummary, SyncLog } from './repository.js';

/** What a property item shows besides the listing's own fields, loaded for many listings at once. */
export interface PropertyContext {
  /** Its photos in display order. */
  images: Image[];
  calendars: Calendar[];
  bedroomIds: number[];
  seasonalRateIds: number[];
  amenitiesId: number | null;
  lastLog: SyncLog | null;
  /** Browser URLs of the step images, by field. */
  stepImageUrls: Partial<Record<PropertyField, string | null>>;
}

export interface Owner {
  id: number;
  currency: string | null;
}

/** The channels a listing is connected to, from its iCal links: active while the last sync did not fail. */
function channelsOf(calendars: ChannelLink[]) {
  const active = new Map<string, boolean>();
  for (const calendar of calendars) {
    active.set(calendar.providerSlug, (active.get(calendar.providerSlug) ?? false) || calendar.lastSyncError === null);
  }
  return [...active].map(([ota, isActive]) => ({ ota, active: isActive }));
}

/** The cover photo: the main photo, else the first one. */
function coverOf(images: Image[]): Image | undefined {
  return images.find((image) => image.propertyPhotoType === MAIN_PHOTO_TYPE) ?? images[0];
}

/** No channel manager is connected yet: a push is recorded, and its outcome says that nothing was sent. */
export const PUSH_OUTCOME = 'recorded';
const OUTCOME_DETAILS: Record<string, string> = {
  [PUSH_OUTCOME]: 'No channel manager is connected yet: the change was recorded, not sent to any channel.',
};

export function toSyncLogItem(log: SyncLog): PropertySyncLogDto {
  return item('PropertySyncLog', iri('property-sync-logs', log.id), {
    id: log.id,
    property: iri('properties', log.propertyId),
    kind: log.kind,
    changed: log.changed,
    outcome: log.outcome,
    detail: OUTCOME_DETAILS[log.outcome] ?? null,
    createdAt: log.createdAt,
  });
}

/** The Property item of spec §3. Money in minor units of `owner.currency`. */
export function toPropertyItem(
  property: Property,
  context: PropertyContext,
  owner: Owner,
  storage: Storage,
  publicUrl: string,
): PropertyDto {
  const urls = context.stepImageUrls;
  const cover = coverOf(context.images);
  return item('Property', iri('properties', property.id), {
    id: property.id,
    ...fieldValues(property),
    // NOT NULL in the table (PropertyValues types every text field as nullable).
    name: property.name ?? '',
    isActive: property.isActive,
    services: property.services,
    checkInStep1ImageUrl: urls.checkInStep1Image ?? null,
    checkInStep2ImageUrl: urls.checkInStep2Image ?? null,
    checkInStep3ImageUrl: urls.checkInStep3Image ?? null,
    checkOutStep1ImageUrl: urls.checkOutStep1Image ?? null,
    checkOutStep2ImageUrl: urls.checkOutStep2Image ?? null,
    checkOutStep3ImageUrl: urls.checkOutStep3Image ?? null,
    image: cover ? imageSizes(cover, storage) : null,
    images: context.images.map((image) => iri('images', image.id)),
    bedrooms: context.bedroomIds.map((id) => iri('property-bedrooms', id)),
    amenities: context.amenitiesId === null ? null : iri('property-amenities', context.amenitiesId),
    seasonalRates: context.seasonalRateIds.map((id) => iri('seasonal-rates', id)),
    calendars: context.calendars.map((calendar) => iri('calendars', calendar.id)),
    channels: channelsOf(context.calendars),
    icalExportUrl: exportUrlOf(publicUrl, property.icalExportToken),
    completeness: completenessOf({
      property,
      photoTypes: context.images.map((image) => image.propertyPhotoType),
      calendarCount: context.calendars.length,
      seasonalRateCount: context.seasonalRateIds.length,
    }),
    lastSyncedAt: context.lastLog?.createdAt ?? null,
    lastPush: context.lastLog ? toSyncLogItem(context.lastLog) : null,
    owner: ownerItem(owner),
    createdAt: property.createdAt,
    updatedAt: property.updatedAt,
  });
}
export type PropertyItem = PropertyDto;

const ownerItem = (owner: Owner) => item('User', iri('users', owner.id), { id: owner.id, currency: owner.currency });

/** A member of GET /properties?view=list: the full item's values of the fields a list shows. */
export function toPropertyListItem(
  property: PropertySummary,
  context: { cover: ImageFiles | undefined; links: ChannelLink[] },
  owner: Owner,
  storage: Storage,
): PropertyListItemDto {
  const { cover } = context;
  return item('Property', iri('properties', property.id), {
    id: property.id,
    name: property.name ?? '',
    addressTown: property.addressTown,
    airbnbUrl: property.airbnbUrl,
    baseRate: property.baseRate,
    minNights: property.minNights,
    isArchived: property.isArchived,
    isActive: property.isActive,
    image: cover ? imageSizes(cover, storage) : null,
    channels: channelsOf(context.links),
    owner: ownerItem(owner),
  });
}

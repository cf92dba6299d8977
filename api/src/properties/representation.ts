import { MAIN_PHOTO_TYPE } from '@portal/schema';
import { exportUrlOf } from '../calendars/export.js';
import type { Calendar } from '../calendars/repository.js';
import type { Image } from '../images/repository.js';
import { imageSizes, imageSizesSchema } from '../images/representation.js';
import type { Storage } from '../integrations/storage/storage.js';
import { iri, item } from '../plugins/json-ld.js';
import { boolean, integer, jsonLd, optionalText, text } from '../plugins/schemas.js';
import { COMPLETENESS_SECTIONS, completenessOf } from './completeness.js';
import { FIELD_NAMES, PROPERTY_FIELDS, STEP_IMAGE_FIELDS, type PropertyField } from './fields.js';
import type { Property, SyncLog } from './repository.js';

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
function channelsOf(calendars: Calendar[]) {
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

export function toSyncLogItem(log: SyncLog) {
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
) {
  const fields = Object.fromEntries(FIELD_NAMES.map((field) => [field, property[field]]));
  const stepImageUrls = Object.fromEntries(
    STEP_IMAGE_FIELDS.map((field) => [`${field}Url`, context.stepImageUrls[field] ?? null]),
  );
  const cover = coverOf(context.images);
  return item('Property', iri('properties', property.id), {
    id: property.id,
    ...fields,
    isActive: property.isActive,
    services: property.services,
    ...stepImageUrls,
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
    owner: item('User', iri('users', owner.id), { id: owner.id, currency: owner.currency }),
    createdAt: property.createdAt,
    updatedAt: property.updatedAt,
  });
}
export type PropertyItem = ReturnType<typeof toPropertyItem>;

const iris = { type: 'array', items: text } as const;

export const syncLogItemSchema = {
  type: 'object',
  properties: {
    ...jsonLd,
    id: integer,
    property: text,
    kind: text,
    changed: optionalText,
    outcome: text,
    detail: optionalText,
    createdAt: text,
  },
} as const;

/** Response schema of the property item: also the allow-list of what leaves the server. */
export const propertyItemSchema = {
  type: 'object',
  properties: {
    ...jsonLd,
    id: integer,
    ...Object.fromEntries(
      FIELD_NAMES.map((field) => {
        const [type] = PROPERTY_FIELDS[field];
        return [field, type === 'boolean' || field === 'name' ? { type } : { type: [type, 'null'] }];
      }),
    ),
    isActive: boolean,
    services: { type: 'array', items: integer },
    ...Object.fromEntries(STEP_IMAGE_FIELDS.map((field) => [`${field}Url`, optionalText])),
    image: { ...imageSizesSchema, type: ['object', 'null'] },
    images: iris,
    bedrooms: iris,
    amenities: optionalText,
    seasonalRates: iris,
    calendars: iris,
    channels: { type: 'array', items: { type: 'object', properties: { ota: text, active: boolean } } },
    icalExportUrl: optionalText,
    completeness: {
      type: 'object',
      properties: Object.fromEntries(COMPLETENESS_SECTIONS.map((section) => [section, boolean])),
    },
    lastSyncedAt: optionalText,
    lastPush: { ...syncLogItemSchema, type: ['object', 'null'] },
    owner: { type: 'object', properties: { ...jsonLd, id: integer, currency: optionalText } },
    createdAt: text,
    updatedAt: text,
  },
} as const;

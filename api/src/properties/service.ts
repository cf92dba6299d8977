import type { PropertyListItemDto } from '@portal/contract';
import {
  PROPERTY_LIMITS,
  PROPERTY_MESSAGES,
  addPropertySchema,
  parseImageReference,
  propertyUpdateSchema,
  validate,
  type AddPropertyValues,
  type Violation,
} from '@portal/schema';
import { listAmenitiesOf } from '../amenities/repository.js';
import { listBedroomsOf } from '../bedrooms/repository.js';
import { listCalendarsOf, listChannelLinksOf } from '../calendars/repository.js';
import type { Bound, Capped } from '../db/capped.js';
import type { Db } from '../db/database.js';
import { inTransaction } from '../db/transaction.js';
import type { SyncKind } from '../db/tables.js';
import { findImagesByIds, listCoversOf, listImagesOfProperties } from '../images/repository.js';
import { isOwnImageReference } from '../images/references.js';
import type { Storage } from '../integrations/storage/storage.js';
import { changesNights } from '../nightly-rates/compute.js';
import { refreshNightly } from '../nightly-rates/refresh.js';
import { ValidationFailed, violation } from '../plugins/errors.js';
import { checkOwnServices } from '../services/service.js';
import { deleteSeasonalRatesOf, insertSeasonalRate, listSeasonalRatesOf } from '../seasonal-rates/repository.js';
import type { User } from '../users/repository.js';
import { validInput } from '../users/service.js';
import { activationProblems, type CompletenessInput } from './completeness.js';
import {
  BOOKING_SETTINGS_FIELDS,
  BOOLEAN_FIELDS,
  FIELD_NAMES,
  PRICING_FIELDS,
  STEP_IMAGE_FIELDS,
  type PropertyField,
} from './fields.js';
import { ownedProperty } from './ownership.js';
import {
  boundedPropertyIds,
  insertProperty,
  insertSyncLog,
  latestSyncLogs,
  listPropertySummariesCapped,
  updateProperty,
  type Property,
  type PropertyChanges,
  type PropertyFilter,
  type SyncLog,
} from './repository.js';
import {
  PUSH_OUTCOME,
  toPropertyItem,
  toPropertyListItem,
  type PropertyContext,
  type PropertyItem,
} from './representation.js';

/** Loads what the items of these listings show, with one query per related table whatever their number. */
export async function loadContexts(
  db: Db,
  storage: Storage,
  properties: Property[],
): Promise<Map<number, PropertyContext>> {
  const ids = properties.map((property) => property.id);
  const [images, calendars, bedrooms, seasonalRates, amenities, logs] = await Promise.all([
    listImagesOfProperties(db, ids),
    listCalendarsOf(db, ids),
    listBedroomsOf(db, ids),
    listSeasonalRatesOf(db, ids),
    listAmenitiesOf(db, ids),
    latestSyncLogs(db, ids),
  ]);
  const stepImageUrls = await resolveStepImages(db, storage, properties);
  const of = <T extends { propertyId: number | null }>(rows: T[], id: number) =>
    rows.filter((row) => row.propertyId === id);
  return new Map(
    properties.map((property) => [
      property.id,
      {
        images: of(images, property.id),
        calendars: of(calendars, property.id),
        bedroomIds: of(bedrooms, property.id).map((row) => row.id),
        seasonalRateIds: of(seasonalRates, property.id).map((row) => row.id),
        amenitiesId: amenities.find((row) => row.propertyId === property.id)?.id ?? null,
        lastLog: logs.get(property.id) ?? null,
        stepImageUrls: stepImageUrls.get(property.id) ?? {},
      },
    ]),
  );
}

/** Browser URLs of the step images: a photo's medium size, or the uploaded file itself. */
async function resolveStepImages(db: Db, storage: Storage, properties: Property[]) {
  const references = properties.flatMap((property) =>
    STEP_IMAGE_FIELDS.flatMap((field) => {
      const value = property[field] as string | null;
      const parsed = value ? parseImageReference(value) : null;
      return parsed ? [{ property, field, parsed }] : [];
    }),
  );
  const imageIds = references.flatMap(({ parsed }) => ('image' in parsed ? [parsed.image] : []));
  const images = new Map((await findImagesByIds(db, [...new Set(imageIds)])).map((image) => [image.id, image]));
  const urls = new Map<number, Partial<Record<PropertyField, string | null>>>();
  for (const { property, field, parsed } of references) {
    let url: string | null = null;
    if ('upload' in parsed) url = storage.url(parsed.upload);
    else {
      const image = images.get(parsed.image);
      if (image && image.ownerId === property.ownerId) url = storage.url(image.mediumKey);
    }
    urls.set(property.id, { ...urls.get(property.id), [field]: url });
  }
  return urls;
}

export function completenessInputOf(property: Property, context: PropertyContext): CompletenessInput {
  return {
    property,
    photoTypes: context.images.map((image) => image.propertyPhotoType),
    calendarCount: context.calendars.length,
    seasonalRateCount: context.seasonalRateIds.length,
  };
}

/** What items need besides the database: where files are served, and the portal's address (export links). */
export interface ItemLinks {
  storage: Storage;
  publicUrl: string;
}

export async function propertyItems(
  db: Db,
  { storage, publicUrl }: ItemLinks,
  caller: User,
  properties: Property[],
): Promise<PropertyItem[]> {
  const contexts = await loadContexts(db, storage, properties);
  const owner = { id: caller.id, currency: caller.currency };
  return properties.map((property) => toPropertyItem(property, contexts.get(property.id)!, owner, storage, publicUrl));
}

/**
 * The members of GET /properties?view=list and how many match: the listings, their cover photos and their iCal links
 * are three queries run side by side (covers and links select the same listings by a subquery), one round trip.
 */
export async function listPropertyListItems(
  db: Db,
  storage: Storage,
  caller: User,
  filter: PropertyFilter,
  bound: Bound,
): Promise<Capped<PropertyListItemDto>> {
  const ids = boundedPropertyIds(db, caller.id, filter, bound);
  const [{ rows, total }, covers, links] = await Promise.all([
    listPropertySummariesCapped(db, caller.id, filter, bound),
    listCoversOf(db, ids),
    listChannelLinksOf(db, ids),
  ]);
  const owner = { id: caller.id, currency: caller.currency };
  const coverOf = new Map(covers.map((cover) => [cover.propertyId, cover]));
  const linksOf = groupBy(links);
  const members = rows.map((property) =>
    toPropertyListItem(
      property,
      { cover: coverOf.get(property.id), links: linksOf.get(property.id) ?? [] },
      owner,
      storage,
    ),
  );
  return { rows: members, total };
}

/** Rows by listing, in their order. */
function groupBy<T extends { propertyId: number | null }>(rows: T[]): Map<number | null, T[]> {
  const groups = new Map<number | null, T[]>();
  for (const row of rows) {
    const group = groups.get(row.propertyId);
    if (group) group.push(row);
    else groups.set(row.propertyId, [row]);
  }
  return groups;
}

export async function propertyItem(db: Db, links: ItemLinks, caller: User, property: Property): Promise<PropertyItem> {
  const [one] = await propertyItems(db, links, caller, [property]);
  return one!;
}

/** POST /properties: a new listing has only its name; it starts closed. */
export async function createProperty(db: Db, caller: User, input: unknown): Promise<Property> {
  const { name } = await validInput<AddPropertyValues>(addPropertySchema, input);
  return inTransaction(db, async (trx) => {
    const property = await insertProperty(trx, caller.id, { name });
    await refreshNightly(trx, property.id);
    return property;
  });
}

/** Fields for which `null` means 'not given' (they cannot be empty); for every other field null clears it. */
const NOT_CLEARABLE = new Set<string>([...BOOLEAN_FIELDS, 'name']);
const WRITABLE = new Set<string>([...FIELD_NAMES, 'services']);

/**
 * PUT /properties/{id}: any subset of the fields; fields left out keep their value. Rules: the shared yup schema
 * (messages verbatim), then what needs the stored listing (guests, step images that must be the caller's own).
 */
export async function updatePropertyFields(
  db: Db,
  caller: User,
  property: Property,
  input: unknown,
): Promise<Property> {
  const given =
    input && typeof input === 'object' && !Array.isArray(input)
      ? Object.fromEntries(
          Object.entries(input).filter(
            ([name, value]) => WRITABLE.has(name) && !(value === null && NOT_CLEARABLE.has(name)),
          ),
        )
      : {};
  if (given.services === null) given.services = [];
  const result = await validate<Record<string, unknown>>(propertyUpdateSchema, given);
  if (result.value === null) throw new ValidationFailed(result.violations);
  const values = result.value;
  const changes = Object.fromEntries(
    Object.keys(given).map((name) => [name, values[name] === undefined ? null : values[name]]),
  ) as PropertyChanges;
  if (changes.services) {
    changes.services = [...new Set(changes.services)];
    await checkOwnServices(db, caller, changes.services);
  }

  const violations: Violation[] = [];
  const merged = { ...property, ...changes };
  if (
    ('canSleepMax' in changes || 'standardGuests' in changes) &&
    merged.canSleepMax !== null &&
    merged.standardGuests !== null &&
    merged.canSleepMax < merged.standardGuests
  ) {
    violations.push({ propertyPath: 'canSleepMax', message: PROPERTY_MESSAGES.canSleepMax });
  }
  for (const field of STEP_IMAGE_FIELDS) {
    const value = changes[field] as string | null | undefined;
    if (value && !(await isOwnImageReference(db, caller.id, value))) {
      violations.push({ propertyPath: field, message: PROPERTY_MESSAGES.imageNotFound });
    }
  }
  if (violations.length > 0) throw new ValidationFailed(violations);

  if (changes.isArchived === true) changes.isActive = false; // an archived listing is never open for syncing
  if (!changesNights(changes)) return (await updateProperty(db, property.id, changes)) ?? property;
  return inTransaction(db, async (trx) => {
    const updated = await updateProperty(trx, property.id, changes);
    await refreshNightly(trx, property.id);
    return updated ?? property;
  });
}

/**
 * POST /properties/{id}/activation/switch: an open listing closes; a closed one opens when nothing stops it (one
 * violation per problem, spec §4 and §8), never when archived.
 */
export async function switchActivation(db: Db, storage: Storage, property: Property): Promise<Property> {
  if (property.isActive) return (await updateProperty(db, property.id, { isActive: false })) ?? property;
  if (property.isArchived) throw violation('isArchived', PROPERTY_MESSAGES.archivedCannotOpen);
  const context = (await loadContexts(db, storage, [property])).get(property.id)!;
  const problems = activationProblems(completenessInputOf(property, context));
  if (problems.length > 0) throw new ValidationFailed(problems);
  return (await updateProperty(db, property.id, { isActive: true })) ?? property;
}

export type CopyKind = 'bookingSettings' | 'pricing';

/**
 * POST /copy-property-booking-settings and /copy-property-pricing-settings: the source's settings overwrite the
 * target's (spec §8 confirmation prompts). Pricing also replaces the target's seasonal rates.
 */
export async function copySettings(
  db: Db,
  caller: User,
  sourceId: number,
  targetId: number,
  kind: CopyKind,
): Promise<Property> {
  const source = await ownedProperty(db, caller.id, sourceId);
  const target = await ownedProperty(db, caller.id, targetId);
  if (source.id === target.id) throw violation('source', PROPERTY_MESSAGES.copySameListing);
  const fields = kind === 'pricing' ? PRICING_FIELDS : BOOKING_SETTINGS_FIELDS;
  const changes = Object.fromEntries(fields.map((field) => [field, source[field]])) as PropertyChanges;
  return inTransaction(db, async (trx) => {
    const updated = await updateProperty(trx, target.id, changes);
    if (kind === 'pricing') {
      await deleteSeasonalRatesOf(trx, target.id);
      for (const rate of await listSeasonalRatesOf(trx, [source.id])) {
        const { fromDate, toDate, rateChange, repeatYearly } = rate;
        await insertSeasonalRate(trx, { propertyId: target.id, fromDate, toDate, rateChange, repeatYearly });
      }
      // The target's manual overrides (per-date rates and minimum stays set on the calendar) are kept, as spec §8
      // promises ('overwrites pricing options except manual overrides'): this copy never touches manual_overrides.
    }
    await refreshNightly(trx, target.id);
    return updated ?? target;
  });
}

/** POST /properties/{id}/content/push and /rad/push. */
export async function recordPush(db: Db, property: Property, kind: SyncKind, changed: unknown): Promise<SyncLog> {
  let text: string | null = null;
  if (changed !== undefined && changed !== null) {
    if (typeof changed !== 'string') throw violation('changed', PROPERTY_MESSAGES.tooLong);
    text = changed.trim() || null;
    if (text && text.length > PROPERTY_LIMITS.syncChangedMax) throw violation('changed', PROPERTY_MESSAGES.tooLong);
  }
  return insertSyncLog(db, { propertyId: property.id, kind, changed: text, outcome: PUSH_OUTCOME });
}

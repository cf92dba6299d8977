import {
  GUIDE_MESSAGES,
  localGuideCategoryViolation,
  localGuideSchema,
  localGuideUpdateSchema,
  type LocalGuideUpdateValues,
  type LocalGuideValues,
} from '@portal/schema';
import type { Db } from '../db/database.js';
import { violation } from '../plugins/errors.js';
import { ownedProperty, propertyOfBody } from '../properties/ownership.js';
import type { User } from '../users/repository.js';
import { validInput } from '../users/service.js';
import { ensureOwnImage } from '../images/references.js';
import { validUpdate } from './images.js';
import { storePlacePhoto, type PlacePhotoServices } from './place-photo.js';
import {
  copyLocalGuides,
  deleteLocalGuide,
  insertLocalGuide,
  updateLocalGuide,
  type LocalGuide,
  type LocalGuideFields,
} from './local-repository.js';

const OPTIONAL_FIELDS = [
  'placeId',
  'placesPhotoReference',
  'websiteUrl',
  'latitude',
  'longitude',
  'image',
  'price',
  'category',
  'description',
] as const;

/** The optional fields of a new guide: those `values` give, null for the others. */
function optionalFieldsOf(values: LocalGuideValues) {
  const entries = OPTIONAL_FIELDS.map((field) => [field, values[field] ?? null]);
  return Object.fromEntries(entries) as Pick<LocalGuideFields, (typeof OPTIONAL_FIELDS)[number]>;
}

/**
 * POST /local-guides: a place photo reference without an image of the host's has its photo stored as the image
 * (`photos` null: the demo seed, whose entries have no reference, fetches nothing).
 */
export async function createLocalGuide(
  db: Db,
  photos: PlacePhotoServices | null,
  caller: User,
  input: unknown,
): Promise<LocalGuide> {
  const values = await validInput<LocalGuideValues>(localGuideSchema, input);
  const property = await propertyOfBody(db, caller.id, values.property);
  await ensureOwnImage(db, caller.id, values.image);
  const fields: LocalGuideFields = {
    propertyId: property.id,
    type: values.type,
    name: values.name,
    ...optionalFieldsOf(values),
    placePhotoStatus: null,
  };
  if (fields.placesPhotoReference && !fields.image) {
    const stored = photos
      ? await storePlacePhoto(photos, caller.id, fields.placesPhotoReference)
      : { image: null, status: 'unavailable' as const };
    Object.assign(fields, { image: stored.image, placePhotoStatus: stored.status });
  }
  return insertLocalGuide(db, caller.id, fields);
}

/** PUT /local-guides/{id}: fields left out keep their value; a category stays a hotspot's only. */
export async function updateLocalGuideFields(
  db: Db,
  photos: PlacePhotoServices,
  caller: User,
  guide: LocalGuide,
  input: unknown,
): Promise<LocalGuide> {
  const values = await validUpdate<LocalGuideUpdateValues>(localGuideUpdateSchema, input);
  await ensureOwnImage(db, caller.id, values.image);
  const changes: Partial<LocalGuideFields> = {};
  if (values.type) changes.type = values.type;
  if (values.name) changes.name = values.name;
  for (const field of OPTIONAL_FIELDS) {
    if (values[field] !== undefined) Object.assign(changes, { [field]: values[field] });
  }
  const categoryProblem = localGuideCategoryViolation({ ...guide, ...changes });
  if (categoryProblem) throw violation('category', categoryProblem);
  Object.assign(changes, await placePhotoChanges(photos, guide, changes));
  return Object.keys(changes).length === 0 ? guide : updateLocalGuide(db, guide, changes);
}

/**
 * The place photo after a PUT: a new reference has its photo stored as the image (replacing the previous place's,
 * unless the body sets an image of the host's); an entry whose photo could not be stored retries while it has no
 * image; an image the host sets themselves makes the status null.
 */
async function placePhotoChanges(
  photos: PlacePhotoServices,
  guide: LocalGuide,
  changes: Partial<LocalGuideFields>,
): Promise<Partial<LocalGuideFields>> {
  const reference =
    changes.placesPhotoReference === undefined ? guide.placesPhotoReference : changes.placesPhotoReference;
  const ownImage = changes.image !== undefined && changes.image !== guide.image;
  const newReference = reference !== guide.placesPhotoReference;
  const image = ownImage ? changes.image : guide.image;
  const retry = !image && (guide.placePhotoStatus === 'unavailable' || guide.placePhotoStatus === 'storageFull');
  if (reference && !ownImage && (newReference || retry)) {
    const stored = await storePlacePhoto(photos, guide.ownerId, reference);
    const keep = guide.placePhotoStatus === 'stored' ? null : guide.image;
    return { image: stored.image ?? keep, placePhotoStatus: stored.status };
  }
  if (ownImage || newReference) return { placePhotoStatus: null };
  return {};
}

export async function removeLocalGuide(db: Db, _caller: User, guide: LocalGuide): Promise<void> {
  await deleteLocalGuide(db, guide.id);
}

/**
 * POST /copy-local-guides/{source}/{target}: both the caller's listings (404 otherwise); once only per target
 * (spec §4), a second time is a 422 that says so.
 */
export async function copyLocalGuidesOnce(db: Db, caller: User, sourceId: number, targetId: number) {
  const [source, target] = [await ownedProperty(db, caller.id, sourceId), await ownedProperty(db, caller.id, targetId)];
  if (source.id === target.id) throw violation('source', GUIDE_MESSAGES.sameListing);
  const copied = await copyLocalGuides(db, source.id, target.id);
  if (copied === false) throw violation('target', GUIDE_MESSAGES.alreadyCopied);
  return { source, target, copied };
}

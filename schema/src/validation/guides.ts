import * as yup from 'yup';
import { HOME_GUIDE_DESCRIPTION_MAX, HOME_GUIDE_TITLE_MAX, LOCAL_GUIDE_PRICE_LEVELS } from '../constants.js';
import { MESSAGES, PROPERTY_MESSAGES as M } from '../messages.js';
import { imageReference, oneOf, propertyReference, text, youtube } from './properties/fields.js';
import { HOME_GUIDE_TYPES, LOCAL_GUIDE_CATEGORIES, LOCAL_GUIDE_TYPES } from '../guide-types.js';

/*
 * Guest app guides (spec §3 HomeGuide and Local guide, §5 rules). The create schemas are the forms' rules and
 * what POST accepts; the update schemas are what PUT accepts (fields left out keep their value).
 */

export {
  HOME_GUIDE_TYPES,
  LOCAL_GUIDE_CATEGORIES,
  LOCAL_GUIDE_TYPES,
  PLACE_PHOTO_STATUSES,
  type HomeGuideType,
  type LocalGuideCategory,
  type LocalGuideType,
  type PlacePhotoStatus,
} from '../guide-types.js';

/** Bounds of the local guide's free-text fields (the spec gives none; these keep a row small). */
export const LOCAL_GUIDE_LIMITS = {
  nameMax: 120,
  descriptionMax: 1000,
  websiteUrlMax: 500,
  placeIdMax: 300,
  photoReferenceMax: 1000,
} as const;

export const GUIDE_MESSAGES = {
  categoryOnlyForHotspot: 'Only hotspots have a category',
  websiteUrl: 'Please enter a web address starting with http:// or https://',
  price: 'Price must be 1 to 5',
  alreadyCopied: 'The local guide has already been copied onto this listing: it can only be done once',
  sameListing: 'Please choose another listing to copy from',
} as const;

const homeGuideFields = {
  title: text(HOME_GUIDE_TITLE_MAX),
  description: text(HOME_GUIDE_DESCRIPTION_MAX),
  image: imageReference(),
  youtubeId: youtube(),
};

/** POST /home-guides and the home guide form: title required, at most 50; description at most 1000. */
export const homeGuideSchema = yup.object({
  property: propertyReference().required(MESSAGES.required),
  type: oneOf(HOME_GUIDE_TYPES).required(MESSAGES.required),
  ...homeGuideFields,
  title: homeGuideFields.title.required(MESSAGES.required),
});
export type HomeGuideValues = yup.InferType<typeof homeGuideSchema>;

/** PUT /home-guides/{id}: a title, when given, is never blank. */
export const homeGuideUpdateSchema = yup.object({
  type: oneOf(HOME_GUIDE_TYPES).optional().nonNullable(MESSAGES.required),
  ...homeGuideFields,
  title: homeGuideFields.title.optional().nonNullable(MESSAGES.required),
});
export type HomeGuideUpdateValues = yup.InferType<typeof homeGuideUpdateSchema>;

const websiteUrl = () =>
  text(LOCAL_GUIDE_LIMITS.websiteUrlMax).test('url', GUIDE_MESSAGES.websiteUrl, (value) => {
    if (value == null) return true;
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  });

const coordinate = (limit: number, message: string) =>
  yup
    .number()
    .transform((value: unknown, original: unknown) => (original === '' ? null : value))
    .typeError(M.mustBeNumber)
    .min(-limit, message)
    .max(limit, message)
    .nullable();

const localGuideFields = {
  placeId: text(LOCAL_GUIDE_LIMITS.placeIdMax),
  placesPhotoReference: text(LOCAL_GUIDE_LIMITS.photoReferenceMax),
  websiteUrl: websiteUrl(),
  latitude: coordinate(90, M.latitude),
  longitude: coordinate(180, M.longitude),
  image: imageReference(),
  price: yup
    .number()
    .transform((value: unknown, original: unknown) => (original === '' ? null : value))
    .typeError(M.mustBeNumber)
    .integer(GUIDE_MESSAGES.price)
    .min(LOCAL_GUIDE_PRICE_LEVELS[0], GUIDE_MESSAGES.price)
    .max(LOCAL_GUIDE_PRICE_LEVELS[LOCAL_GUIDE_PRICE_LEVELS.length - 1]!, GUIDE_MESSAGES.price)
    .nullable(),
  category: oneOf(LOCAL_GUIDE_CATEGORIES),
  description: text(LOCAL_GUIDE_LIMITS.descriptionMax),
};

/** A category belongs to a hotspot only (spec §3). Checked on the merged entry by the API too. */
export function localGuideCategoryViolation(values: { type?: string | null; category?: string | null }) {
  return values.category && values.type !== 'hotspot' ? GUIDE_MESSAGES.categoryOnlyForHotspot : null;
}

const categoryRule = () =>
  localGuideFields.category.test('hotspot-only', function (value) {
    const message = localGuideCategoryViolation({ ...(this.parent as object), category: value });
    return message ? this.createError({ message }) : true;
  });

/** POST /local-guides and the local guide form: name required (spec §5). */
export const localGuideSchema = yup.object({
  property: propertyReference().required(MESSAGES.required),
  type: oneOf(LOCAL_GUIDE_TYPES).required(MESSAGES.required),
  name: text(LOCAL_GUIDE_LIMITS.nameMax).required(MESSAGES.required),
  ...localGuideFields,
  category: categoryRule(),
});
export type LocalGuideValues = yup.InferType<typeof localGuideSchema>;

/** PUT /local-guides/{id}. */
export const localGuideUpdateSchema = yup.object({
  type: oneOf(LOCAL_GUIDE_TYPES).optional().nonNullable(MESSAGES.required),
  name: text(LOCAL_GUIDE_LIMITS.nameMax).optional().nonNullable(MESSAGES.required),
  ...localGuideFields,
});
export type LocalGuideUpdateValues = yup.InferType<typeof localGuideUpdateSchema>;

/** Price level 1 to 5 as pound signs (spec §9). */
export const priceSigns = (price: number | null | undefined) => (price ? '£'.repeat(price) : '');

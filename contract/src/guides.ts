import type { HomeGuideType, LocalGuideCategory, LocalGuideType, PlacePhotoStatus } from '@portal/schema';
import Type, { type Static } from 'typebox';
import {
  field,
  integer,
  jsonLd,
  optionalInteger,
  optionalNumber,
  optionalText,
  optionalTextOf,
  recordId,
  text,
  textOf,
} from './common.js';

/** The HomeGuide item of spec §3: `image` is the reference saved, `imageUrl` where the browser loads it. */
export const homeGuideItemSchema = Type.Object({
  ...jsonLd,
  id: integer,
  property: text,
  type: textOf<HomeGuideType>(),
  title: text,
  description: optionalText,
  image: optionalText,
  imageUrl: optionalText,
  youtubeId: optionalText,
});
export type HomeGuideDto = Static<typeof homeGuideItemSchema>;

/** POST (property, type and title required) and PUT /home-guides: null clears an optional field. */
export const homeGuideBody = Type.Object({
  property: field.string(),
  type: field.string(),
  title: field.string(),
  description: field.string(),
  image: field.string(),
  youtubeId: field.string(),
});
export type HomeGuideBody = Static<typeof homeGuideBody>;

/** The Local guide item of spec §3: `image` is the reference saved, `imageUrl` where the browser loads it. */
export const localGuideItemSchema = Type.Object({
  ...jsonLd,
  id: integer,
  property: text,
  type: textOf<LocalGuideType>(),
  name: text,
  placeId: optionalText,
  placesPhotoReference: optionalText,
  websiteUrl: optionalText,
  latitude: optionalNumber,
  longitude: optionalNumber,
  image: optionalText,
  imageUrl: optionalText,
  price: optionalInteger,
  category: optionalTextOf<LocalGuideCategory>(),
  description: optionalText,
  /** What became of the picked place's photo: 'stored' (as `image`), 'unavailable', 'storageFull'; null without one. */
  placePhotoStatus: optionalTextOf<PlacePhotoStatus>(),
});
export type LocalGuideDto = Static<typeof localGuideItemSchema>;

/** POST (property, type and name required) and PUT /local-guides: null clears an optional field. */
export const localGuideBody = Type.Object({
  property: field.string(),
  type: field.string(),
  name: field.string(),
  placeId: field.string(),
  placesPhotoReference: field.string(),
  websiteUrl: field.string(),
  latitude: field.number(),
  longitude: field.number(),
  image: field.string(),
  price: field.number(),
  category: field.string(),
  description: field.string(),
});
export type LocalGuideBody = Static<typeof localGuideBody>;

/** POST /copy-local-guides/{source}/{target}: the listings' guides copied once. */
export const localGuideCopyParams = Type.Object({ source: recordId, target: recordId });

export const localGuideCopySchema = Type.Object({ '@type': text, source: text, target: text, copied: integer });
export type LocalGuideCopyDto = Static<typeof localGuideCopySchema>;

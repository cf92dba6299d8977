import Type, { type Static } from 'typebox';
import { field, imageSizesSchema, integer, jsonLd, optionalText, text } from './common.js';

/** A listing photo (spec §3 Image): GET/PUT /images/{id}, GET /images?property[]=…, POST /images (multipart). */
export const imageItemSchema = Type.Object({
  ...jsonLd,
  id: integer,
  /** Null for an image that belongs to no listing (a check-in step image, say). */
  property: optionalText,
  /** The original file, `/uploads/…`. */
  path: text,
  propertyPhotoType: optionalText,
  caption: optionalText,
  position: integer,
  width: integer,
  height: integer,
  ...imageSizesSchema.properties,
  createdAt: text,
});
export type PropertyImageDto = Static<typeof imageItemSchema>;

/** PUT /images/{id}: fields left out keep their value; a new position shifts the other photos. */
export const imageBody = Type.Object({
  property: field.string(),
  propertyPhotoType: field.string(),
  caption: field.string(),
  position: field.number(),
});
export type PropertyImageBody = Static<typeof imageBody>;

/** The most photo ids one reordering names (a listing's photos are read 500 at a time). */
export const IMAGE_ORDER_MAX = 500;

/**
 * PUT /properties/{id}/images/order: these photos of the listing first, in this order; the others keep their order
 * after them. All or nothing: an id twice is a 422, an id that is not a photo of this listing a 404.
 */
export const imageOrderBody = Type.Object({
  imageIds: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: IMAGE_ORDER_MAX }),
});
export type ImageOrderBody = Static<typeof imageOrderBody>;

/** POST /upload: where the stored file is (`/uploads/…`, what image fields take) and its browser URL. */
export const uploadAnswerSchema = Type.Object({ path: text, url: text });
export type UploadDto = Static<typeof uploadAnswerSchema>;

/** GET /uploads/{key}: the file itself. */
export const uploadParams = Type.Object({ '*': Type.String() });

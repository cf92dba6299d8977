import type { ImageSizesDto, PropertyImageDto } from '@portal/contract';
import type { Storage } from '../integrations/storage/storage.js';
import { iri, item } from '../plugins/json-ld.js';
import type { Image, ImageFiles } from './repository.js';

/** The API-root path of a stored file: what `path` fields and POST /upload answer (`/uploads/<key>`). */
export const uploadPath = (key: string) => `/uploads/${key}`;

/** The URLs of an image's sizes (spec ImageSizes), as the browser loads them. */
export function imageSizes(image: ImageFiles, storage: Storage): ImageSizesDto {
  return {
    squareSmallUrl: storage.url(image.squareSmallKey),
    mediumUrl: storage.url(image.mediumKey),
    largeUrl: storage.url(image.largeKey),
    originalUrl: storage.url(image.originalKey),
  };
}

/** The Image item of spec §3. */
export function toImageItem(image: Image, storage: Storage): PropertyImageDto {
  return item('Image', iri('images', image.id), {
    id: image.id,
    property: image.propertyId === null ? null : iri('properties', image.propertyId),
    path: uploadPath(image.originalKey),
    propertyPhotoType: image.propertyPhotoType,
    caption: image.caption,
    position: image.position,
    width: image.width,
    height: image.height,
    ...imageSizes(image, storage),
    createdAt: image.createdAt,
  });
}
export type ImageItem = PropertyImageDto;

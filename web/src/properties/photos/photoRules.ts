import { MAIN_PHOTO_TYPE, MIN_PHOTOS_PER_LISTING, PROPERTY_PHOTO_TYPES } from '@portal/schema';
import type { PhotoTile_ImageFragment, PropertyPhotoType } from '../../__generated__/graphql';

/** The room types of spec §3 Image as the GraphQL enum spells them (dining_room), with what hosts read. */
export const PHOTO_TYPE_OPTIONS: readonly { value: PropertyPhotoType; label: string }[] = PROPERTY_PHOTO_TYPES.map(
  (type) => ({
    value: type.replace(/ /g, '_') as PropertyPhotoType,
    label: type === MAIN_PHOTO_TYPE ? 'Main photo' : type.charAt(0).toUpperCase() + type.slice(1),
  }),
);

export const MAIN: PropertyPhotoType = 'main';

/** The REST API's spelling of a GraphQL photo type ('dining_room' → 'dining room'). */
export const restPhotoType = (type: string) => type.replace(/_/g, ' ');

export interface PhotoStatus {
  count: number;
  minimum: number;
  /** 'N of 10 photos' below the minimum, 'N photos' from it on. */
  counter: string;
  /** What still keeps the section from being complete, in the host's words (empty when complete). */
  missing: string[];
  hasMain: boolean;
  untyped: number;
}

const photos = (n: number) => `${n} ${n === 1 ? 'photo' : 'photos'}`;

/** Spec §5 Photos: at least 10, each with a room type, one of them the main photo. */
export function photoStatus(images: readonly Pick<PhotoTile_ImageFragment, 'propertyPhotoType'>[]): PhotoStatus {
  const count = images.length;
  const minimum = MIN_PHOTOS_PER_LISTING;
  const hasMain = images.some((image) => image.propertyPhotoType === MAIN);
  const untyped = images.filter((image) => !image.propertyPhotoType).length;
  const missing: string[] = [];
  if (count < minimum) {
    const more = minimum - count;
    missing.push(`Add ${more} more ${more === 1 ? 'photo' : 'photos'} (at least ${minimum}).`);
  }
  if (!hasMain) missing.push('Choose a main photo: set one photo’s room type to Main photo.');
  if (untyped > 0) missing.push(`Pick a room type for ${photos(untyped)}.`);
  return {
    count,
    minimum,
    counter: count < minimum ? `${count} of ${minimum} photos` : photos(count),
    missing,
    hasMain,
    untyped,
  };
}

/** The ids in their new order after moving `id` to `toIndex`. */
export function moveTo(ids: readonly string[], id: string, toIndex: number): string[] {
  const from = ids.indexOf(id);
  if (from < 0 || toIndex < 0 || toIndex >= ids.length || from === toIndex) return [...ids];
  const next = [...ids];
  next.splice(from, 1);
  next.splice(toIndex, 0, id);
  return next;
}

import { iri, item } from '../plugins/json-ld.js';
import { integer, jsonLd, optionalInteger, optionalText, text } from '../plugins/schemas.js';
import type { WithImageUrl } from './images.js';
import type { LocalGuide } from './local-repository.js';

const optionalNumber = { type: ['number', 'null'] } as const;

/** The Local guide item of spec §3: `image` is the reference saved, `imageUrl` where the browser loads it. */
export function toLocalGuideItem(guide: WithImageUrl<LocalGuide>) {
  return item('LocalGuide', iri('local-guides', guide.id), {
    id: guide.id,
    property: iri('properties', guide.propertyId),
    type: guide.type,
    name: guide.name,
    placeId: guide.placeId,
    placesPhotoReference: guide.placesPhotoReference,
    websiteUrl: guide.websiteUrl,
    latitude: guide.latitude,
    longitude: guide.longitude,
    image: guide.image,
    imageUrl: guide.imageUrl,
    price: guide.price,
    category: guide.category,
    description: guide.description,
  });
}

export const localGuideItemSchema = {
  type: 'object',
  properties: {
    ...jsonLd,
    id: integer,
    property: text,
    type: text,
    name: text,
    placeId: optionalText,
    placesPhotoReference: optionalText,
    websiteUrl: optionalText,
    latitude: optionalNumber,
    longitude: optionalNumber,
    image: optionalText,
    imageUrl: optionalText,
    price: optionalInteger,
    category: optionalText,
    description: optionalText,
  },
} as const;

export const localGuideCopySchema = {
  type: 'object',
  properties: { '@type': text, source: text, target: text, copied: integer },
} as const;

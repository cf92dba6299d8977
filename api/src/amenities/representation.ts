import { AMENITY_KEYS } from '@portal/schema';
import { iri, item } from '../plugins/json-ld.js';
import { boolean, integer, jsonLd, text } from '../plugins/schemas.js';
import type { Amenities } from './repository.js';

/** The Amenities item of spec §3: one boolean per key of AMENITIES (@portal/schema). */
export function toAmenitiesItem(amenities: Amenities) {
  return item('PropertyAmenities', iri('property-amenities', amenities.id), {
    id: amenities.id,
    property: iri('properties', amenities.propertyId),
    ...Object.fromEntries(AMENITY_KEYS.map((key) => [key, amenities.on.has(key)])),
  });
}

export const amenitiesItemSchema = {
  type: 'object',
  properties: {
    ...jsonLd,
    id: integer,
    property: text,
    ...Object.fromEntries(AMENITY_KEYS.map((key) => [key, boolean])),
  },
} as const;

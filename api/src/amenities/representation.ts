import { recordOf, type AmenitiesDto } from '@portal/contract';
import { AMENITY_KEYS } from '@portal/schema';
import { iri, item } from '../plugins/json-ld.js';
import type { Amenities } from './repository.js';

/** The Amenities item of spec §3: one boolean per key of AMENITIES (@portal/schema). */
export function toAmenitiesItem(amenities: Amenities): AmenitiesDto {
  return item('PropertyAmenities', iri('property-amenities', amenities.id), {
    id: amenities.id,
    property: iri('properties', amenities.propertyId),
    ...recordOf(AMENITY_KEYS, (key) => amenities.on.has(key)),
  });
}

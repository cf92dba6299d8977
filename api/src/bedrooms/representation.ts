import { iri, item } from '../plugins/json-ld.js';
import { integer, jsonLd, text } from '../plugins/schemas.js';
import type { Bedroom } from './repository.js';

/** The Bedroom item of spec §3. */
export function toBedroomItem(bedroom: Bedroom) {
  return item('PropertyBedroom', iri('property-bedrooms', bedroom.id), {
    id: bedroom.id,
    property: iri('properties', bedroom.propertyId),
    doubleBeds: bedroom.doubleBeds,
    singleBeds: bedroom.singleBeds,
  });
}

export const bedroomItemSchema = {
  type: 'object',
  properties: { ...jsonLd, id: integer, property: text, doubleBeds: integer, singleBeds: integer },
} as const;

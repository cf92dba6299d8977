import type { BedroomDto } from '@portal/contract';
import { iri, item } from '../plugins/json-ld.js';
import type { Bedroom } from './repository.js';

/** The Bedroom item of spec §3. */
export function toBedroomItem(bedroom: Bedroom): BedroomDto {
  return item('PropertyBedroom', iri('property-bedrooms', bedroom.id), {
    id: bedroom.id,
    property: iri('properties', bedroom.propertyId),
    doubleBeds: bedroom.doubleBeds,
    singleBeds: bedroom.singleBeds,
  });
}

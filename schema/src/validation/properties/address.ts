import * as yup from 'yup';
import { propertyFieldRules, required } from './fields.js';

const r = propertyFieldRules;

/** Property Address form: street, town, postcode and country; the coordinates come from the place search. */
export const propertyAddressSchema = yup.object({
  addressHouseNumber: r.addressHouseNumber,
  addressHouseName: r.addressHouseName,
  addressStreet: required(r.addressStreet),
  addressTown: required(r.addressTown),
  addressPostcode: required(r.addressPostcode),
  addressCountry: required(r.addressCountry),
  addressLatitude: r.addressLatitude,
  addressLongitude: r.addressLongitude,
});

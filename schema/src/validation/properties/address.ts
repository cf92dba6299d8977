import { propertyFieldsForm } from './fields.js';

/** Property Address form: street, town, postcode and country; the coordinates come from the place search. */
export const propertyAddressSchema = propertyFieldsForm(
  [
    'addressHouseNumber',
    'addressHouseName',
    'addressStreet',
    'addressTown',
    'addressPostcode',
    'addressCountry',
    'addressLatitude',
    'addressLongitude',
  ],
  ['addressStreet', 'addressTown', 'addressPostcode', 'addressCountry'],
);

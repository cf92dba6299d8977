/** Listings' rules (spec §3 Property and its sub-resources, §5), one file per section of the property page. */
export {
  addPropertySchema,
  imageReference,
  isoDate,
  optionalPrice,
  parseImageReference,
  propertyFieldRules,
  propertyIdFromIri,
  propertyReference,
  propertyUpdateSchema,
  wholeNumber,
  youtubeVideoId,
  type AddPropertyValues,
  type PropertyFieldName,
  type PropertyUpdateValues,
} from './properties/fields.js';
export * from './properties/details.js';
export * from './properties/address.js';
export * from './properties/pricing.js';
export * from './properties/booking.js';
export * from './properties/checkinout.js';
export * from './properties/guestapp.js';
export * from './properties/ical.js';
export * from './properties/photos.js';

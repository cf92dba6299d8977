import * as yup from 'yup';
import { AMENITIES, PROPERTY_LIMITS as L } from '../../constants.js';
import { MESSAGES, PROPERTY_MESSAGES as M } from '../../messages.js';
import { propertyFieldRules, propertyReference, required, wholeNumber } from './fields.js';

const r = propertyFieldRules;

/** Property Details form (spec §5): name, description, type, floor, space and licence number (unless exempt). */
export const propertyDetailsSchema = yup.object({
  name: required(r.name),
  description: required(r.description),
  type: required(r.type),
  floor: required(r.floor),
  space: required(r.space),
  numberOfBathrooms: r.numberOfBathrooms,
  licenceExempt: r.licenceExempt,
  licenceNumber: r.licenceNumber.when('licenceExempt', {
    is: (exempt: unknown) => exempt !== true,
    then: (s) => s.required(MESSAGES.required),
  }),
  legalToOperate: r.legalToOperate,
});

const beds = () => wholeNumber(L.beds.min, L.beds.max).nonNullable(M.mustBeNumber);

/** POST /property-bedrooms (spec §3 Bedroom): bed counts default to 0. */
export const bedroomSchema = yup.object({
  property: propertyReference().required(MESSAGES.required),
  doubleBeds: beds().default(0),
  singleBeds: beds().default(0),
});
export type BedroomValues = yup.InferType<typeof bedroomSchema>;
/** PUT /property-bedrooms/{id}: fields left out keep their value. */
export const bedroomUpdateSchema = yup.object({
  property: propertyReference().optional(),
  doubleBeds: beds().optional(),
  singleBeds: beds().optional(),
});

const amenityFlags = (withDefault: boolean) =>
  Object.fromEntries(
    AMENITIES.map(({ key }) => [key, withDefault ? yup.boolean().default(false) : yup.boolean().optional()]),
  ) as Record<(typeof AMENITIES)[number]['key'], yup.BooleanSchema<boolean | undefined>>;

/** POST /property-amenities: one flag per amenity of AMENITIES (absent = false). */
export const amenitiesSchema = yup.object({
  property: propertyReference().required(MESSAGES.required),
  ...amenityFlags(true),
});
/** PUT /property-amenities/{id}: flags left out keep their value. */
export const amenitiesUpdateSchema = yup.object({ property: propertyReference().optional(), ...amenityFlags(false) });

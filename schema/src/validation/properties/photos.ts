import * as yup from 'yup';
import { PROPERTY_LIMITS as L, PROPERTY_PHOTO_TYPES } from '../../constants.js';
import { MESSAGES, PROPERTY_MESSAGES as M } from '../../messages.js';
import { blankToNull, propertyReference, text, wholeNumber } from './fields.js';

const photoType = () =>
  yup
    .string()
    .trim()
    .transform(blankToNull)
    .oneOf([...PROPERTY_PHOTO_TYPES], M.notInList)
    .nullable();

/** The fields of POST /images (multipart) and PUT /images/{id}: a photo of a listing needs its room type. */
export const imageFieldsSchema = yup.object({
  property: propertyReference().transform(blankToNull).nullable(),
  propertyPhotoType: photoType().when('property', {
    is: (property: unknown) => typeof property === 'string' && property !== '',
    then: (s) => s.required(MESSAGES.required),
  }),
  caption: text(L.photoCaptionMax),
  position: wholeNumber(0, 10_000),
});
export type ImageFieldsValues = yup.InferType<typeof imageFieldsSchema>;

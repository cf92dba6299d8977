import * as yup from 'yup';
import { SERVICE_LIMITS } from '../constants.js';
import { MESSAGES, SERVICE_MESSAGES } from '../messages.js';
import { imageReference, optionalPrice } from './properties.js';

const text = (max: number, message: string) =>
  yup
    .string()
    .trim()
    .transform((value: unknown) => (value === '' ? null : value))
    .max(max, message)
    .nullable();

/** The fields of a guest service (spec §5 Service); `create` makes title and price required. */
const serviceFields = (create: boolean) => ({
  title: create
    ? yup.string().trim().required(MESSAGES.required).max(SERVICE_LIMITS.titleMax, SERVICE_MESSAGES.titleTooLong)
    : yup.string().trim().min(1, MESSAGES.required).max(SERVICE_LIMITS.titleMax, SERVICE_MESSAGES.titleTooLong),
  price: create ? optionalPrice().required(MESSAGES.required) : optionalPrice().nonNullable(MESSAGES.required),
  description: text(SERVICE_LIMITS.descriptionMax, SERVICE_MESSAGES.descriptionTooLong),
  terms: text(SERVICE_LIMITS.termsMax, SERVICE_MESSAGES.termsTooLong),
  image: imageReference(),
});

/** POST /services and the add form. The currency is the owner's, never the form's. */
export const serviceSchema = /* @__PURE__ */ yup.object(/* @__PURE__ */ serviceFields(true));
/** PUT /services/{id}: fields left out keep their value. */
export const serviceUpdateSchema = /* @__PURE__ */ yup.object(/* @__PURE__ */ serviceFields(false));
/** What the service schemas answer (title and price present after `serviceSchema`). */
export interface ServiceValues {
  title: string;
  price: number;
  description?: string | null;
  image?: string | null;
  terms?: string | null;
}

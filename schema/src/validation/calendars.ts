import * as yup from 'yup';
import { CALENDAR_LIMITS, MIN_PRICE_MINOR_UNITS, PROPERTY_LIMITS as L } from '../constants.js';
import { CALENDAR_MESSAGES as C, MESSAGES, PROPERTY_MESSAGES as M } from '../messages.js';
import { requiredString } from './common.js';
import { addDays, daysBetween, todayUtc } from '../dates.js';
import { isoDate, propertyReference, wholeNumber } from './properties.js';

/*
 * Calendars and direct bookings (spec §4 Calendar date, §5 Direct booking and Calendar, §7). Dates are YYYY-MM-DD.
 * A date range (overrides, blocks) includes its toDate; a booking's endDate is the checkout day (exclusive).
 */

const requiredDate = () => isoDate().required(MESSAGES.required);

/** fromDate..toDate, both included, at most CALENDAR_LIMITS.rangeMaxDays days. */
export const dateRangeSchema = yup.object({
  fromDate: requiredDate(),
  toDate: requiredDate().test('range', function (value) {
    const from = (this.parent as { fromDate?: string }).fromDate;
    if (!value || !from || !/^\d{4}-\d{2}-\d{2}$/.test(from)) return true;
    if (value < from) return this.createError({ message: C.toDateOrder });
    if (daysBetween(from, value) + 1 > CALENDAR_LIMITS.rangeMaxDays) {
      return this.createError({ message: C.rangeTooLong(CALENDAR_LIMITS.rangeMaxDays) });
    }
    return true;
  }),
});
export type DateRangeValues = yup.InferType<typeof dateRangeSchema>;

/** POST /properties/{id}/manual-override/create: rate in minor units (≥ 100), minNights a whole number. */
export const manualOverrideSchema = dateRangeSchema.shape({
  rate: yup
    .number()
    .typeError(M.mustBeNumber)
    .integer(M.mustBeWholeNumber)
    .min(MIN_PRICE_MINOR_UNITS, MESSAGES.priceTooLow)
    .max(L.price.max, M.priceTooHigh)
    .transform((value: unknown, original: unknown) => (original === '' ? undefined : value))
    .optional(),
  minNights: wholeNumber(L.minNights.min, L.minNights.max).optional(),
});
export type ManualOverrideValues = yup.InferType<typeof manualOverrideSchema>;

/** POST /bookings (spec §5 Direct booking): guest name required, guests an integer, payment method free text. */
/** Yesterday in UTC: the earliest arrival anywhere on Earth whose local date may still be today. */
const earliestArrival = () => addDays(todayUtc(), -1);

export const directBookingSchema = yup.object({
  property: propertyReference().required(MESSAGES.required),
  startDate: requiredDate().test('notPast', C.arrivalInPast, (value) => !value || value >= earliestArrival()),
  endDate: requiredDate().test('order', function (value) {
    const start = (this.parent as { startDate?: string }).startDate;
    if (!value || !start || !/^\d{4}-\d{2}-\d{2}$/.test(start)) return true;
    if (value <= start) return this.createError({ message: C.endAfterStart });
    if (daysBetween(start, value) > CALENDAR_LIMITS.stayMaxNights) {
      return this.createError({ message: C.rangeTooLong(CALENDAR_LIMITS.stayMaxNights) });
    }
    return true;
  }),
  providerGuestName: requiredString().max(L.nameMax, M.tooLong),
  numberOfGuest: wholeNumber(L.guests.min, L.guests.max).required(MESSAGES.required),
  paymentMethod: yup.string().trim().max(L.nameMax, M.tooLong).nullable().optional(),
});
export type DirectBookingValues = yup.InferType<typeof directBookingSchema>;

/** The stay a price preview is asked for (GET /properties/{id}/stay-quote): a direct booking's dates and guests. */
export const stayQuoteSchema = directBookingSchema.pick(['startDate', 'endDate', 'numberOfGuest']);
export type StayQuoteValues = yup.InferType<typeof stayQuoteSchema>;

import * as yup from 'yup';
import { PROPERTY_LIMITS as L } from '../../constants.js';
import { daysBetween, isIsoDate } from '../../dates.js';
import { MESSAGES, PROPERTY_MESSAGES as M } from '../../messages.js';
import { isoDate, propertyFieldRules, propertyReference, required, requiredWhen } from './fields.js';

const r = propertyFieldRules;

/** Manage Pricing form: the base rate always; an enabled block needs its values. */
export const propertyPricingSchema = yup.object({
  baseRate: required(r.baseRate),
  lengthOfStayEnabled: r.lengthOfStayEnabled,
  weeklyDiscount: r.weeklyDiscount,
  fortnightlyDiscount: r.fortnightlyDiscount,
  monthlyDiscount: r.monthlyDiscount,
  quarterlyDiscount: r.quarterlyDiscount,
  earlyBirdEnabled: r.earlyBirdEnabled,
  earlyBirdMinDaysBeforeArrival: requiredWhen('earlyBirdEnabled', r.earlyBirdMinDaysBeforeArrival),
  earlyBirdDiscount: requiredWhen('earlyBirdEnabled', r.earlyBirdDiscount),
  lastMinuteEnabled: r.lastMinuteEnabled,
  lastMinuteMaxDaysBeforeArrival: requiredWhen('lastMinuteEnabled', r.lastMinuteMaxDaysBeforeArrival),
  lastMinuteDiscount: requiredWhen('lastMinuteEnabled', r.lastMinuteDiscount),
  weekendEnabled: r.weekendEnabled,
  weekendMarkup: requiredWhen('weekendEnabled', r.weekendMarkup),
  orphanNightsEnabled: r.orphanNightsEnabled,
  orphanNightsMinNights: requiredWhen('orphanNightsEnabled', r.orphanNightsMinNights),
  orphanNightsMarkup: requiredWhen('orphanNightsEnabled', r.orphanNightsMarkup),
  seasonalEnabled: r.seasonalEnabled,
  extraChargesEnabled: r.extraChargesEnabled,
  securityDeposit: r.securityDeposit,
  cleaningFee: r.cleaningFee,
  linenFee: r.linenFee,
  managementFee: r.managementFee,
  cityTax: r.cityTax,
  extraGuestPrice: r.extraGuestPrice,
});

const rateChange = () =>
  yup
    .number()
    .typeError(M.mustBeNumber)
    .integer(M.mustBeWholeNumber)
    .moreThan(L.rateChange.moreThan, M.rateChange)
    .max(L.rateChange.max, M.rateChange);

/** Rules that need both dates (also applied by the API to a partial update merged with the stored rate). */
export function seasonalRateDatesViolation(values: {
  fromDate?: string | null;
  toDate?: string | null;
  repeatYearly?: boolean | null;
}): string | null {
  const { fromDate, toDate } = values;
  if (!fromDate || !toDate || !isIsoDate(fromDate) || !isIsoDate(toDate)) return null;
  if (toDate < fromDate) return M.dateOrder;
  if (values.repeatYearly && daysBetween(fromDate, toDate) >= 365) return M.yearlySeasonTooLong;
  return null;
}

const toDate = () =>
  isoDate().test('order', function (value) {
    const message = seasonalRateDatesViolation({ ...(this.parent as object), toDate: value });
    return message ? this.createError({ message }) : true;
  });

/** POST /seasonal-rates (spec §3 Seasonal rate): rateChange in percent, may be negative. */
export const seasonalRateSchema = yup.object({
  property: propertyReference().required(MESSAGES.required),
  fromDate: isoDate().required(MESSAGES.required),
  toDate: toDate().required(MESSAGES.required),
  rateChange: rateChange().required(MESSAGES.required),
  repeatYearly: yup.boolean().default(false),
});
export type SeasonalRateValues = yup.InferType<typeof seasonalRateSchema>;
/** PUT /seasonal-rates/{id}: fields left out keep their value. */
export const seasonalRateUpdateSchema = yup.object({
  property: propertyReference().optional(),
  fromDate: isoDate().optional(),
  toDate: toDate().optional(),
  rateChange: rateChange().optional(),
  repeatYearly: yup.boolean().optional(),
});

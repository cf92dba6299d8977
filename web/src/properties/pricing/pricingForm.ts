import { MESSAGES, propertyPricingSchema } from '@portal/schema';
import type { PricingSection_PropertyFragment, PropertyPricingInput } from '../../__generated__/graphql';
import { validateWithYup } from '../../forms/validateWithYup';
import { toMajorUnits, toMinorUnits } from './money';

/**
 * The Manage Pricing form (spec §3 Property pricing fields, §4 Pricing blocks, §5 Price).
 *
 * The rules are @portal/schema's `propertyPricingSchema`, which speaks minor units like the API. The form holds what
 * the host types (money in whole units of the owner's currency, percentages and day counts as text), so it is
 * validated, and sent, after `toMinorValues` turns its amounts into minor units: the spec's messages ('Price cannot
 * be less than 1:00') and the server's violations then name the same fields.
 */
export { propertyPricingSchema as pricingSchema };

/** Whether a block's values apply. Its values are kept (and neither checked nor sent) while it is off. */
export type PricingFlag =
  | 'lengthOfStayEnabled'
  | 'earlyBirdEnabled'
  | 'lastMinuteEnabled'
  | 'weekendEnabled'
  | 'orphanNightsEnabled'
  | 'seasonalEnabled'
  | 'extraChargesEnabled';

export type MoneyField =
  'baseRate' | 'securityDeposit' | 'cleaningFee' | 'linenFee' | 'managementFee' | 'cityTax' | 'extraGuestPrice';

export type CountField =
  | 'weeklyDiscount'
  | 'fortnightlyDiscount'
  | 'monthlyDiscount'
  | 'quarterlyDiscount'
  | 'earlyBirdMinDaysBeforeArrival'
  | 'earlyBirdDiscount'
  | 'lastMinuteMaxDaysBeforeArrival'
  | 'lastMinuteDiscount'
  | 'weekendMarkup'
  | 'orphanNightsMinNights'
  | 'orphanNightsMarkup';

/** Values as typed: money in major units, everything numeric as text ('' when empty). */
export type PricingFormValues = Record<MoneyField | CountField, string> & Record<PricingFlag, boolean>;

export type PricingFieldName = keyof PricingFormValues;

export type PricingUnit = 'money' | 'percent' | 'days' | 'nights';

export interface PricingFieldSpec {
  name: MoneyField | CountField;
  label: string;
  unit: PricingUnit;
  /** A hint under the input; a function of the listing for the extra guest price. */
  hint?: string;
  required?: boolean;
}

export interface PricingBlockSpec {
  /** Its section id (also the sub-card's heading id). */
  id: string;
  title: string;
  description: string;
  /** Absent for the base rate, which always applies (the API has no switch for it). */
  flag?: PricingFlag;
  fields: PricingFieldSpec[];
}

export const EXTRA_GUEST_HINT_FALLBACK =
  'Charged per night for each guest beyond the standard number of guests, up to the maximum the listing sleeps.';

/** The blocks of spec §4 'Pricing blocks', in the spec's order (seasonal rates sit between orphan nights and extras). */
export const PRICING_BLOCKS: readonly PricingBlockSpec[] = [
  {
    id: 'base-rate',
    title: 'Base rate',
    description: 'The nightly price before any discount or markup.',
    fields: [{ name: 'baseRate', label: 'Nightly base rate', unit: 'money', required: true }],
  },
  {
    id: 'length-of-stay',
    title: 'Length-of-stay discounts',
    description: 'A percentage off longer stays.',
    flag: 'lengthOfStayEnabled',
    fields: [
      { name: 'weeklyDiscount', label: 'Weekly (7+ nights)', unit: 'percent' },
      { name: 'fortnightlyDiscount', label: 'Fortnightly (14+ nights)', unit: 'percent' },
      { name: 'monthlyDiscount', label: 'Monthly (28+ nights)', unit: 'percent' },
      { name: 'quarterlyDiscount', label: 'Quarterly (84+ nights)', unit: 'percent' },
    ],
  },
  {
    id: 'early-bird',
    title: 'Early bird discount',
    description: 'A discount for guests who book well ahead.',
    flag: 'earlyBirdEnabled',
    fields: [
      { name: 'earlyBirdMinDaysBeforeArrival', label: 'Booked at least', unit: 'days', hint: 'Days before arrival.' },
      { name: 'earlyBirdDiscount', label: 'Discount', unit: 'percent' },
    ],
  },
  {
    id: 'last-minute',
    title: 'Last minute discount',
    description: 'A discount to fill nights that are close.',
    flag: 'lastMinuteEnabled',
    fields: [
      { name: 'lastMinuteMaxDaysBeforeArrival', label: 'Booked at most', unit: 'days', hint: 'Days before arrival.' },
      { name: 'lastMinuteDiscount', label: 'Discount', unit: 'percent' },
    ],
  },
  {
    id: 'weekend',
    title: 'Weekend markup',
    description: 'Added to Friday and Saturday nights.',
    flag: 'weekendEnabled',
    fields: [{ name: 'weekendMarkup', label: 'Markup', unit: 'percent' }],
  },
  {
    id: 'orphan-nights',
    title: 'Orphan nights',
    description: 'A markup for short gaps between bookings.',
    flag: 'orphanNightsEnabled',
    fields: [
      {
        name: 'orphanNightsMinNights',
        label: 'Gaps of up to',
        unit: 'nights',
        hint: 'Gaps between bookings this long or shorter count as orphan nights.',
      },
      { name: 'orphanNightsMarkup', label: 'Markup', unit: 'percent' },
    ],
  },
  {
    id: 'seasonal',
    title: 'Seasonal rates',
    description: 'Raise or lower the nightly rate over date ranges.',
    flag: 'seasonalEnabled',
    fields: [],
  },
  {
    id: 'extra-charges',
    title: 'Extra charges',
    description: 'Fees added to each stay.',
    flag: 'extraChargesEnabled',
    fields: [
      {
        name: 'securityDeposit',
        label: 'Security deposit',
        unit: 'money',
        hint: 'Damage claims go through Airbnb within 14 days of checkout',
      },
      { name: 'cleaningFee', label: 'Cleaning fee', unit: 'money', hint: 'Per stay.' },
      { name: 'linenFee', label: 'Linen fee', unit: 'money', hint: 'Per stay.' },
      { name: 'managementFee', label: 'Management fee', unit: 'money', hint: 'Per stay.' },
      { name: 'cityTax', label: 'Community Taxes', unit: 'money' },
      { name: 'extraGuestPrice', label: 'Extra guest price', unit: 'money', hint: EXTRA_GUEST_HINT_FALLBACK },
    ],
  },
];

const MONEY_FIELDS: readonly MoneyField[] = [
  'baseRate',
  'securityDeposit',
  'cleaningFee',
  'linenFee',
  'managementFee',
  'cityTax',
  'extraGuestPrice',
];
const isMoney = (name: string): name is MoneyField => (MONEY_FIELDS as readonly string[]).includes(name);

/** Every field of the form: the API's propertyPaths, so violations land on them as they are. */
export const PRICING_FIELDS: readonly PricingFieldName[] = PRICING_BLOCKS.flatMap((block) => [
  ...(block.flag ? [block.flag] : []),
  ...block.fields.map((field) => field.name),
]);

export function pricingInitialValues(property: PricingSection_PropertyFragment): PricingFormValues {
  const values = {} as Record<string, string | boolean>;
  for (const block of PRICING_BLOCKS) {
    if (block.flag) values[block.flag] = property[block.flag];
    for (const { name } of block.fields) {
      const value = property[name];
      values[name] = isMoney(name) ? toMajorUnits(value) : value === null ? '' : String(value);
    }
  }
  return values as PricingFormValues;
}

/**
 * What the schema and the API see: amounts in minor units, numbers as typed ('' for empty). The fields of a block
 * that is off are left out, so the values it keeps are neither checked nor sent.
 */
export function toMinorValues(values: Partial<PricingFormValues>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const block of PRICING_BLOCKS) {
    const enabled = block.flag ? values[block.flag] === true : true;
    if (block.flag) out[block.flag] = enabled;
    if (!enabled) continue;
    for (const { name } of block.fields) {
      const typed = values[name] ?? '';
      out[name] = isMoney(name) ? toMinorUnits(typed) : typeof typed === 'string' ? typed.trim() : typed;
    }
  }
  return out;
}

const validateMinor = validateWithYup(propertyPricingSchema);

/** final-form `validate`: the shared rules on the minor-unit values, errors at the form's field names. */
export function validatePricing(values: PricingFormValues) {
  return validateMinor(toMinorValues(values));
}

/** The mutation input of valid values: every switch, and the values of the blocks that are on (null clears). */
export function toPricingInput(values: PricingFormValues): PropertyPricingInput {
  const minor = toMinorValues(values);
  const input: Record<string, number | boolean | null> = {};
  for (const [name, value] of Object.entries(minor)) {
    input[name] = typeof value === 'boolean' ? value : value === '' ? null : Number(value);
  }
  return input as PropertyPricingInput;
}

/** Spec §8 'Pricing save failure', verbatim. */
export const PRICING_SAVE_FAILED = MESSAGES.pricingSaveFailed;

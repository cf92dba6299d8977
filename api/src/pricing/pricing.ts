import { addDays, daysBetween, weekdayOf } from '@portal/schema';
import type { Property } from '../properties/repository.js';

/*
 * The one place prices are computed from a listing's pricing rules (spec §3 Property pricing fields, §4 Pricing
 * blocks): the calendars' nightly rates and every stay quote (direct bookings, invoices) call these functions.
 *
 * Money is in minor units (integers). Rules, in order:
 * - A night's rate: the base rate, × (100 + seasonal change)% when a season covers the date (seasonal block on),
 *   × (100 + weekend markup)% on Friday and Saturday nights (weekend block on), × (100 + orphan markup)% on an
 *   orphan night (orphan block on). The factors multiply and the product is rounded ONCE per night, half away
 *   from zero, to the minor unit. A manual rate override replaces the computed rate entirely (no markup on top).
 * - Seasons: a season covers the dates fromDate..toDate, both inclusive. A yearly season covers the same month/day
 *   span in every year (a span across New Year, 12-20..01-05, covers both ends; 02-29 exists in leap years only).
 *   When several seasons cover a date, ONE applies: a one-off season beats a yearly one, then the later fromDate
 *   (the more specific, newer season), then the higher id (the newest row).
 * - A stay's discounts are percentages of the nightly subtotal, each rounded to the minor unit, and add up (never
 *   compounded): the length-of-stay discount (the largest percentage among the tiers the stay reaches: weekly ≥ 7,
 *   fortnightly ≥ 14, monthly ≥ 28, quarterly ≥ 84 nights) and one booking-window discount: early bird when booked
 *   at least earlyBirdMinDaysBeforeArrival days ahead, else last minute when at most lastMinuteMaxDaysBeforeArrival
 *   days ahead (days counted between the booking date and the arrival date, in UTC).
 * - Fees (extra charges block on): cleaning, linen, management and city tax once per stay; extraGuestPrice per
 *   night for each guest above standardGuests. The security deposit is refundable: shown apart, not in the total.
 */

/** The listing fields pricing reads. */
export type PricingRules = Pick<
  Property,
  | 'baseRate'
  | 'minNights'
  | 'standardGuests'
  | 'lengthOfStayEnabled'
  | 'weeklyDiscount'
  | 'fortnightlyDiscount'
  | 'monthlyDiscount'
  | 'quarterlyDiscount'
  | 'earlyBirdEnabled'
  | 'earlyBirdMinDaysBeforeArrival'
  | 'earlyBirdDiscount'
  | 'lastMinuteEnabled'
  | 'lastMinuteMaxDaysBeforeArrival'
  | 'lastMinuteDiscount'
  | 'weekendEnabled'
  | 'weekendMarkup'
  | 'orphanNightsEnabled'
  | 'orphanNightsMinNights'
  | 'orphanNightsMarkup'
  | 'seasonalEnabled'
  | 'extraChargesEnabled'
  | 'securityDeposit'
  | 'cleaningFee'
  | 'linenFee'
  | 'managementFee'
  | 'cityTax'
  | 'extraGuestPrice'
>;

export interface Season {
  id: number;
  fromDate: string;
  toDate: string;
  rateChange: number;
  repeatYearly: boolean;
}

/** What is known about one night besides the listing's rules. */
export interface NightContext {
  /** A manual rate override (minor units) of that date. */
  rateOverride?: number | null;
  /** The night lies in a gap between stays shorter than orphanNightsMinNights (see `orphanNights`). */
  orphan?: boolean;
}

/** Half away from zero, to the minor unit. */
export function roundMinor(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** A percentage of an amount, rounded to the minor unit. */
export function percentOf(amount: number, percent: number): number {
  return roundMinor((amount * percent) / 100);
}

/** Friday and Saturday nights are weekend nights. */
export const isWeekendNight = (date: string) => {
  const day = weekdayOf(date);
  return day === 5 || day === 6;
};

export function seasonCovers(season: Season, date: string): boolean {
  if (!season.repeatYearly) return season.fromDate <= date && date <= season.toDate;
  const day = date.slice(5);
  const from = season.fromDate.slice(5);
  const to = season.toDate.slice(5);
  // A yearly season lasts less than a year (schema rule): from > to means it runs across New Year.
  return from <= to ? from <= day && day <= to : day >= from || day <= to;
}

/** The season that applies on `date`, or undefined (see the tie rule above). */
export function seasonOn(seasons: readonly Season[], date: string): Season | undefined {
  let chosen: Season | undefined;
  for (const season of seasons) {
    if (!seasonCovers(season, date)) continue;
    if (!chosen || beats(season, chosen)) chosen = season;
  }
  return chosen;
}

function beats(a: Season, b: Season): boolean {
  if (a.repeatYearly !== b.repeatYearly) return !a.repeatYearly;
  if (a.fromDate !== b.fromDate) return a.fromDate > b.fromDate;
  return a.id > b.id;
}

/** The nightly rate of `date` in minor units; null when the listing has no base rate (and no override). */
export function nightlyRate(
  rules: PricingRules,
  seasons: readonly Season[],
  date: string,
  context: NightContext = {},
): number | null {
  if (context.rateOverride !== undefined && context.rateOverride !== null) return context.rateOverride;
  if (rules.baseRate === null) return null;
  let factor = 1;
  if (rules.seasonalEnabled) {
    const season = seasonOn(seasons, date);
    if (season) factor *= (100 + season.rateChange) / 100;
  }
  if (rules.weekendEnabled && rules.weekendMarkup && isWeekendNight(date)) factor *= (100 + rules.weekendMarkup) / 100;
  if (context.orphan && rules.orphanNightsEnabled && rules.orphanNightsMarkup) {
    factor *= (100 + rules.orphanNightsMarkup) / 100;
  }
  // Rounded at 1e-9 first so that 14500 × 1.15 (binary 16674.999…) is 16675, as on paper.
  return roundMinor(Number((rules.baseRate * factor).toFixed(6)));
}

/** A stay or a block: nights from `startDate` to the night before `endDate` (exclusive). */
export interface Occupied {
  startDate: string;
  endDate: string;
}

/**
 * The orphan nights of a listing: every night of a free gap between two occupied periods (bookings that are not
 * cancelled, blocks) that is shorter than orphanNightsMinNights. Empty when the orphan block is off. Gaps open at
 * either end (nothing before, or nothing after) are not orphans.
 */
export function orphanNights(rules: PricingRules, occupied: readonly Occupied[]): Set<string> {
  const nights = new Set<string>();
  const min = rules.orphanNightsMinNights;
  if (!rules.orphanNightsEnabled || !rules.orphanNightsMarkup || !min) return nights;
  const sorted = [...occupied].sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0));
  let reach: string | undefined; // the latest end seen so far
  for (const period of sorted) {
    if (reach !== undefined && period.startDate > reach) {
      const gap = daysBetween(reach, period.startDate);
      if (gap < min) for (let i = 0; i < gap; i++) nights.add(addDays(reach, i));
    }
    if (reach === undefined || period.endDate > reach) reach = period.endDate;
  }
  return nights;
}

export interface StayRequest {
  /** Arrival (first night), YYYY-MM-DD. */
  startDate: string;
  /** Checkout (exclusive), YYYY-MM-DD. */
  endDate: string;
  guests: number;
  /** When the booking is made (ISO date or date-time; its UTC date counts). */
  bookedAt: string;
}

export interface StayContext {
  /** Manual rate overrides by date. */
  rateOverrides?: ReadonlyMap<string, number>;
  /** Orphan nights (from `orphanNights`, computed without this stay). */
  orphanNights?: ReadonlySet<string>;
}

export type LengthOfStayTier = 'weekly' | 'fortnightly' | 'monthly' | 'quarterly';
export type BookingWindowKind = 'earlyBird' | 'lastMinute';

export interface Discount<K extends string> {
  kind: K;
  percent: number;
  amount: number;
}

export interface Fee {
  kind: 'cleaning' | 'linen' | 'management' | 'cityTax' | 'extraGuests';
  amount: number;
  /** For extra guests: guests above the standard count × nights. */
  quantity?: number;
  unitPrice?: number;
}

export interface Quote {
  startDate: string;
  endDate: string;
  nights: number;
  guests: number;
  nightly: { date: string; rate: number }[];
  subtotal: number;
  lengthOfStayDiscount: Discount<LengthOfStayTier> | null;
  bookingWindowDiscount: Discount<BookingWindowKind> | null;
  /** The discounts together (never more than the subtotal). */
  discountTotal: number;
  fees: Fee[];
  feesTotal: number;
  /** subtotal − discountTotal + feesTotal. */
  total: number;
  /** Refundable: not part of the total. */
  securityDeposit: number | null;
}

const TIERS: [LengthOfStayTier, number, keyof PricingRules][] = [
  ['weekly', 7, 'weeklyDiscount'],
  ['fortnightly', 14, 'fortnightlyDiscount'],
  ['monthly', 28, 'monthlyDiscount'],
  ['quarterly', 84, 'quarterlyDiscount'],
];

export function lengthOfStayDiscount(
  rules: PricingRules,
  nights: number,
): { kind: LengthOfStayTier; percent: number } | null {
  if (!rules.lengthOfStayEnabled) return null;
  let best: { kind: LengthOfStayTier; percent: number } | null = null;
  for (const [kind, minimum, field] of TIERS) {
    const percent = rules[field] as number | null;
    if (nights >= minimum && percent && (!best || percent > best.percent)) best = { kind, percent };
  }
  return best;
}

export function bookingWindowDiscount(
  rules: PricingRules,
  daysAhead: number,
): { kind: BookingWindowKind; percent: number } | null {
  const { earlyBirdMinDaysBeforeArrival: earlyDays, earlyBirdDiscount: early } = rules;
  if (rules.earlyBirdEnabled && earlyDays !== null && early && daysAhead >= earlyDays) {
    return { kind: 'earlyBird', percent: early };
  }
  const { lastMinuteMaxDaysBeforeArrival: lateDays, lastMinuteDiscount: late } = rules;
  if (rules.lastMinuteEnabled && lateDays !== null && late && daysAhead >= 0 && daysAhead <= lateDays) {
    return { kind: 'lastMinute', percent: late };
  }
  return null;
}

/** The price of a stay; null when a night has no rate (no base rate and no override). */
export function quoteStay(
  rules: PricingRules,
  seasons: readonly Season[],
  stay: StayRequest,
  context: StayContext = {},
): Quote | null {
  const nights = daysBetween(stay.startDate, stay.endDate);
  const nightly: Quote['nightly'] = [];
  for (let i = 0; i < nights; i++) {
    const date = addDays(stay.startDate, i);
    const rate = nightlyRate(rules, seasons, date, {
      rateOverride: context.rateOverrides?.get(date),
      orphan: context.orphanNights?.has(date),
    });
    if (rate === null) return null;
    nightly.push({ date, rate });
  }
  const subtotal = nightly.reduce((sum, night) => sum + night.rate, 0);

  const los = lengthOfStayDiscount(rules, nights);
  const window = bookingWindowDiscount(rules, daysBetween(stay.bookedAt.slice(0, 10), stay.startDate));
  const lengthOfStay = los && { ...los, amount: percentOf(subtotal, los.percent) };
  const bookingWindow = window && { ...window, amount: percentOf(subtotal, window.percent) };
  const discountTotal = Math.min(subtotal, (lengthOfStay?.amount ?? 0) + (bookingWindow?.amount ?? 0));

  const fees: Fee[] = [];
  if (rules.extraChargesEnabled) {
    for (const [kind, amount] of [
      ['cleaning', rules.cleaningFee],
      ['linen', rules.linenFee],
      ['management', rules.managementFee],
      ['cityTax', rules.cityTax],
    ] as const) {
      if (amount) fees.push({ kind, amount });
    }
    const extraGuests = rules.standardGuests === null ? 0 : Math.max(0, stay.guests - rules.standardGuests);
    if (extraGuests > 0 && rules.extraGuestPrice) {
      const quantity = extraGuests * nights;
      fees.push({
        kind: 'extraGuests',
        quantity,
        unitPrice: rules.extraGuestPrice,
        amount: quantity * rules.extraGuestPrice,
      });
    }
  }
  const feesTotal = fees.reduce((sum, fee) => sum + fee.amount, 0);
  return {
    startDate: stay.startDate,
    endDate: stay.endDate,
    nights,
    guests: stay.guests,
    nightly,
    subtotal,
    lengthOfStayDiscount: lengthOfStay,
    bookingWindowDiscount: bookingWindow,
    discountTotal,
    fees,
    feesTotal,
    total: subtotal - discountTotal + feesTotal,
    securityDeposit: rules.extraChargesEnabled && rules.securityDeposit ? rules.securityDeposit : null,
  };
}

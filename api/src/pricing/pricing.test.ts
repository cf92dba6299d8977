import { NO_PRICING_RULES } from '@portal/testkit/pricing-rules';
import { describe, expect, it } from 'vitest';
import {
  bookingWindowDiscount,
  lengthOfStayDiscount,
  nightlyRate,
  orphanNights,
  quoteStay,
  seasonOn,
  type PricingRules,
  type Season,
} from './pricing.js';

const NONE: PricingRules = {
  baseRate: 10000,
  minNights: 2,
  standardGuests: 2,
  ...NO_PRICING_RULES,
};
const rules = (changes: Partial<PricingRules>): PricingRules => ({ ...NONE, ...changes });
const season = (id: number, fromDate: string, toDate: string, rateChange: number, repeatYearly = false): Season => ({
  id,
  fromDate,
  toDate,
  rateChange,
  repeatYearly,
});

// 2027-01-04 is a Monday; 2027-01-08 a Friday, 2027-01-09 a Saturday, 2027-01-10 a Sunday.
describe('nightlyRate', () => {
  it('is the base rate, or null without one', () => {
    expect(nightlyRate(NONE, [], '2027-01-04')).toBe(10000);
    expect(nightlyRate(rules({ baseRate: null }), [], '2027-01-04')).toBeNull();
  });

  it('applies the season containing the date (both ends included), only when seasons are on', () => {
    const seasons = [season(1, '2027-07-01', '2027-08-31', 20)];
    const on = rules({ seasonalEnabled: true });
    expect(nightlyRate(on, seasons, '2027-06-30')).toBe(10000);
    expect(nightlyRate(on, seasons, '2027-07-01')).toBe(12000);
    expect(nightlyRate(on, seasons, '2027-08-31')).toBe(12000);
    expect(nightlyRate(on, seasons, '2027-09-01')).toBe(10000);
    expect(nightlyRate(on, seasons, '2028-07-15')).toBe(10000); // not yearly
    expect(nightlyRate(NONE, seasons, '2027-07-01')).toBe(10000); // block off
    expect(nightlyRate(on, [season(2, '2027-01-01', '2027-01-31', -15)], '2027-01-10')).toBe(8500);
  });

  it('repeats yearly seasons by month and day, across New Year too', () => {
    const on = rules({ seasonalEnabled: true });
    const summer = [season(1, '2026-07-01', '2026-08-31', 10, true)];
    expect(nightlyRate(on, summer, '2030-07-01')).toBe(11000);
    expect(nightlyRate(on, summer, '2030-09-01')).toBe(10000);
    const winter = [season(2, '2026-12-20', '2027-01-05', 50, true)];
    expect(nightlyRate(on, winter, '2031-12-25')).toBe(15000);
    expect(nightlyRate(on, winter, '2032-01-05')).toBe(15000);
    expect(nightlyRate(on, winter, '2032-01-06')).toBe(10000);
    expect(nightlyRate(on, winter, '2032-12-19')).toBe(10000);
  });

  it('picks one season when several overlap: one-off over yearly, then later start, then newest', () => {
    const yearly = season(1, '2026-07-01', '2026-08-31', 10, true);
    const oneOff = season(2, '2027-07-01', '2027-07-31', 30);
    const inner = season(3, '2027-07-10', '2027-07-20', 40);
    const twin = season(4, '2027-07-10', '2027-07-20', 5);
    expect(seasonOn([yearly, oneOff], '2027-07-05')).toBe(oneOff);
    expect(seasonOn([inner, oneOff, yearly], '2027-07-15')).toBe(inner);
    expect(seasonOn([twin, inner], '2027-07-15')).toBe(twin);
    expect(seasonOn([inner, twin], '2027-07-15')).toBe(twin);
  });

  it('marks up Friday and Saturday nights when weekend pricing is on', () => {
    const on = rules({ weekendEnabled: true, weekendMarkup: 15, baseRate: 14500 });
    expect(nightlyRate(on, [], '2027-01-07')).toBe(14500); // Thursday
    expect(nightlyRate(on, [], '2027-01-08')).toBe(16675); // Friday: 14500 × 1.15, exactly
    expect(nightlyRate(on, [], '2027-01-09')).toBe(16675); // Saturday
    expect(nightlyRate(on, [], '2027-01-10')).toBe(14500); // Sunday
    expect(nightlyRate(rules({ weekendMarkup: 15 }), [], '2027-01-08')).toBe(10000); // block off
  });

  it('multiplies season, weekend and orphan factors and rounds once, half away from zero', () => {
    const all = rules({
      baseRate: 9999,
      seasonalEnabled: true,
      weekendEnabled: true,
      weekendMarkup: 10,
      orphanNightsEnabled: true,
      orphanNightsMinNights: 3,
      orphanNightsMarkup: 5,
    });
    // 9999 × 1.2 × 1.1 × 1.05 = 13858.614 → 13859
    expect(nightlyRate(all, [season(1, '2027-01-01', '2027-01-31', 20)], '2027-01-08', { orphan: true })).toBe(13859);
    // 10001 × 1.5 = 15001.5 → 15002 (half up)
    expect(
      nightlyRate(
        rules({ baseRate: 10001, seasonalEnabled: true }),
        [season(1, '2027-01-01', '2027-01-31', 50)],
        '2027-01-04',
      ),
    ).toBe(15002);
  });

  it('replaces the computed rate by a manual override', () => {
    const on = rules({ weekendEnabled: true, weekendMarkup: 50 });
    expect(nightlyRate(on, [], '2027-01-08', { rateOverride: 7000 })).toBe(7000);
    expect(nightlyRate(rules({ baseRate: null }), [], '2027-01-08', { rateOverride: 7000 })).toBe(7000);
    expect(nightlyRate(on, [], '2027-01-08', { rateOverride: null })).toBe(15000);
  });
});

describe('orphanNights', () => {
  const on = rules({ orphanNightsEnabled: true, orphanNightsMinNights: 3, orphanNightsMarkup: 20 });
  it('finds gaps shorter than the minimum between occupied periods', () => {
    const nights = orphanNights(on, [
      { startDate: '2027-01-01', endDate: '2027-01-05' },
      { startDate: '2027-01-07', endDate: '2027-01-09' }, // gap of 2 nights: 5th, 6th
      { startDate: '2027-01-12', endDate: '2027-01-14' }, // gap of 3: not an orphan
      { startDate: '2027-01-02', endDate: '2027-01-03' }, // nested: ignored
    ]);
    expect([...nights].sort()).toEqual(['2027-01-05', '2027-01-06']);
    expect(nightlyRate(on, [], '2027-01-05', { orphan: nights.has('2027-01-05') })).toBe(12000);
  });
  it('is empty when the block is off or incomplete', () => {
    const periods = [
      { startDate: '2027-01-01', endDate: '2027-01-05' },
      { startDate: '2027-01-06', endDate: '2027-01-09' },
    ];
    expect(orphanNights(rules({ orphanNightsMinNights: 3, orphanNightsMarkup: 20 }), periods).size).toBe(0);
    expect(orphanNights(rules({ orphanNightsEnabled: true, orphanNightsMarkup: 20 }), periods).size).toBe(0);
    expect(orphanNights(on, periods).size).toBe(1);
  });
});

describe('discounts', () => {
  it('takes the largest length-of-stay percentage among the tiers reached', () => {
    const on = rules({ lengthOfStayEnabled: true, weeklyDiscount: 10, fortnightlyDiscount: 15, monthlyDiscount: 12 });
    expect(lengthOfStayDiscount(on, 6)).toBeNull();
    expect(lengthOfStayDiscount(on, 7)).toEqual({ kind: 'weekly', percent: 10 });
    expect(lengthOfStayDiscount(on, 14)).toEqual({ kind: 'fortnightly', percent: 15 });
    expect(lengthOfStayDiscount(on, 30)).toEqual({ kind: 'fortnightly', percent: 15 });
    expect(lengthOfStayDiscount(rules({ ...on, quarterlyDiscount: 30 }), 84)).toEqual({
      kind: 'quarterly',
      percent: 30,
    });
    expect(lengthOfStayDiscount(rules({ ...on, lengthOfStayEnabled: false }), 30)).toBeNull();
  });
  it('gives early bird from its minimum days ahead, else last minute up to its maximum', () => {
    const on = rules({
      earlyBirdEnabled: true,
      earlyBirdMinDaysBeforeArrival: 60,
      earlyBirdDiscount: 10,
      lastMinuteEnabled: true,
      lastMinuteMaxDaysBeforeArrival: 3,
      lastMinuteDiscount: 20,
    });
    expect(bookingWindowDiscount(on, 60)).toEqual({ kind: 'earlyBird', percent: 10 });
    expect(bookingWindowDiscount(on, 59)).toBeNull();
    expect(bookingWindowDiscount(on, 3)).toEqual({ kind: 'lastMinute', percent: 20 });
    expect(bookingWindowDiscount(on, 0)).toEqual({ kind: 'lastMinute', percent: 20 });
    expect(bookingWindowDiscount(rules({ ...on, earlyBirdEnabled: false }), 90)).toBeNull();
    expect(bookingWindowDiscount(rules({ ...on, lastMinuteEnabled: false }), 1)).toBeNull();
  });
});

describe('quoteStay', () => {
  const full = rules({
    baseRate: 10000,
    standardGuests: 2,
    weekendEnabled: true,
    weekendMarkup: 20,
    lengthOfStayEnabled: true,
    weeklyDiscount: 10,
    earlyBirdEnabled: true,
    earlyBirdMinDaysBeforeArrival: 30,
    earlyBirdDiscount: 5,
    extraChargesEnabled: true,
    cleaningFee: 5000,
    linenFee: 1500,
    managementFee: 1000,
    cityTax: 250,
    extraGuestPrice: 1000,
    securityDeposit: 20000,
  });

  it('sums the nights, subtracts the discounts of the subtotal, adds the fees; deposit apart', () => {
    // Mon 2027-01-04 → Mon 2027-01-11: 7 nights, Fri and Sat at 12000.
    const quote = quoteStay(full, [], {
      startDate: '2027-01-04',
      endDate: '2027-01-11',
      guests: 3,
      bookedAt: '2026-11-01',
    })!;
    expect(quote.nights).toBe(7);
    expect(quote.nightly.map((night) => night.rate)).toEqual([10000, 10000, 10000, 10000, 12000, 12000, 10000]);
    expect(quote.subtotal).toBe(74000);
    expect(quote.lengthOfStayDiscount).toEqual({ kind: 'weekly', percent: 10, amount: 7400 });
    expect(quote.bookingWindowDiscount).toEqual({ kind: 'earlyBird', percent: 5, amount: 3700 });
    expect(quote.discountTotal).toBe(11100);
    expect(quote.fees).toEqual([
      { kind: 'cleaning', amount: 5000 },
      { kind: 'linen', amount: 1500 },
      { kind: 'management', amount: 1000 },
      { kind: 'cityTax', amount: 250 },
      { kind: 'extraGuests', quantity: 7, unitPrice: 1000, amount: 7000 },
    ]);
    expect(quote.feesTotal).toBe(14750);
    expect(quote.total).toBe(74000 - 11100 + 14750);
    expect(quote.securityDeposit).toBe(20000);
  });

  it('uses overrides and orphan nights, charges no fees when extra charges are off', () => {
    const quote = quoteStay(
      rules({ orphanNightsEnabled: true, orphanNightsMinNights: 3, orphanNightsMarkup: 10, cleaningFee: 5000 }),
      [],
      { startDate: '2027-01-04', endDate: '2027-01-06', guests: 5, bookedAt: '2027-01-04T10:00:00Z' },
      { rateOverrides: new Map([['2027-01-05', 8000]]), orphanNights: new Set(['2027-01-04', '2027-01-05']) },
    )!;
    expect(quote.nightly).toEqual([
      { date: '2027-01-04', rate: 11000 },
      { date: '2027-01-05', rate: 8000 },
    ]);
    expect(quote.fees).toEqual([]);
    expect(quote.total).toBe(19000);
    expect(quote.securityDeposit).toBeNull();
  });

  it('rounds each discount to the minor unit; is null when a night has no rate', () => {
    const quote = quoteStay(
      rules({ baseRate: 3333, lastMinuteEnabled: true, lastMinuteMaxDaysBeforeArrival: 2, lastMinuteDiscount: 15 }),
      [],
      { startDate: '2027-01-04', endDate: '2027-01-05', guests: 1, bookedAt: '2027-01-03' },
    )!;
    expect(quote.bookingWindowDiscount).toEqual({ kind: 'lastMinute', percent: 15, amount: 500 }); // 499.95
    expect(quote.total).toBe(2833);
    expect(
      quoteStay(rules({ baseRate: null }), [], {
        startDate: '2027-01-04',
        endDate: '2027-01-05',
        guests: 1,
        bookedAt: '2027-01-01',
      }),
    ).toBeNull();
  });
});

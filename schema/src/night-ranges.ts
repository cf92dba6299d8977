/**
 * The compact form of a per-night flag over a calendar window (GET /property-calendars?view=columnar): the runs of
 * `true` as `[first, last]` night indexes (both included, 0 is the window's first night), in order. A window with no
 * flag set is `[]`, so the usual sparse blocks and overrides cost a few bytes, and decoding is one fill per run.
 */
export type NightRanges = [first: number, last: number][];

/** The runs of `true` in `flags`, or of '1' in a string of one '0' or '1' per night. */
export function toNightRanges(flags: readonly boolean[] | string): NightRanges {
  const on = typeof flags === 'string' ? (index: number) => flags[index] === '1' : (index: number) => !!flags[index];
  const ranges: NightRanges = [];
  for (let index = 0; index < flags.length; index++) {
    if (!on(index)) continue;
    const first = index;
    while (on(index + 1)) index++;
    ranges.push([first, index]);
  }
  return ranges;
}

/** One flag per night of a window of `nights`, `true` inside the ranges (clipped to the window). */
export function fromNightRanges(ranges: readonly (readonly [number, number])[], nights: number): boolean[] {
  const flags = new Array<boolean>(nights).fill(false);
  for (const [first, last] of ranges) flags.fill(true, Math.max(0, first), Math.min(nights, last + 1));
  return flags;
}

/** A listing's nights over a window as columns (index 0 is the window's first night). */
export interface NightColumns {
  rates: readonly (number | null)[];
  minNights: readonly (number | null)[];
  blocked: NightRanges;
  rateOverridden: NightRanges;
  minNightsOverridden: NightRanges;
}

/** One night as an object: a manual override is the night's value where its flag is set. */
export interface NightValues {
  rate: number | null;
  blocked: boolean;
  minNights: number | null;
  rateOverride: number | null;
  minNightsOverride: number | null;
}

/** The nights of `columns` one object each, in order. */
export function nightsOfColumns(columns: NightColumns): NightValues[] {
  const flags = (ranges: NightRanges) => fromNightRanges(ranges, columns.rates.length);
  const blocked = flags(columns.blocked);
  const rateOverridden = flags(columns.rateOverridden);
  const minNightsOverridden = flags(columns.minNightsOverridden);
  return columns.rates.map((rate, night) => {
    const minNights = columns.minNights[night] ?? null;
    return {
      rate,
      blocked: blocked[night]!,
      minNights,
      rateOverride: rateOverridden[night] ? rate : null,
      minNightsOverride: minNightsOverridden[night] ? minNights : null,
    };
  });
}

/**
 * The compact form of a per-night value over a calendar window (GET /property-calendars?view=columnar and the
 * GraphQL scalars NightlyInts and NightlyFlags, the same form): runs of equal values in date order, `[value, nights]`
 * pairs whose counts add up to the window's nights. Nightly rates follow the week and the seasons, minimum stays,
 * blocks and overrides are sparse: 80 nights are a few runs, and nobody decodes a night they do not draw.
 */
export type NightRuns<T> = [value: T, nights: number][];

/** Runs of equal neighbours of `values`: `[5, 5, null]` → `[[5, 2], [null, 1]]`. */
export function toNightRuns<T>(values: readonly T[]): NightRuns<T> {
  const runs: NightRuns<T> = [];
  let last: [T, number] | undefined;
  for (const value of values) {
    if (last?.[0] === value) last[1]++;
    else runs.push((last = [value, 1]));
  }
  return runs;
}

/** A string of one '0' or '1' per night as runs of false and true. */
export function flagRunsOf(flags: string): NightRuns<boolean> {
  const runs: NightRuns<boolean> = [];
  let start = 0;
  for (let index = 1; index <= flags.length; index++) {
    if (index < flags.length && flags[index] === flags[start]) continue;
    runs.push([flags[start] === '1', index - start]);
    start = index;
  }
  return runs;
}

/** One value per night, in order: the runs decoded. */
export function fromNightRuns<T>(runs: NightRuns<T>): T[] {
  const values: T[] = [];
  for (const [value, nights] of runs) for (let night = 0; night < nights; night++) values.push(value);
  return values;
}

/** How many nights the runs cover. */
export const nightsOfRuns = (runs: NightRuns<unknown>): number => runs.reduce((sum, [, nights]) => sum + nights, 0);

/** A listing's nights over a window as runs (the first run starts on the window's first night). */
export interface NightColumns {
  rates: NightRuns<number | null>;
  minNights: NightRuns<number | null>;
  blocked: NightRuns<boolean>;
  rateOverridden: NightRuns<boolean>;
  minNightsOverridden: NightRuns<boolean>;
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
  const minNights = fromNightRuns(columns.minNights);
  const blocked = fromNightRuns(columns.blocked);
  const rateOverridden = fromNightRuns(columns.rateOverridden);
  const minNightsOverridden = fromNightRuns(columns.minNightsOverridden);
  return fromNightRuns(columns.rates).map((rate, night) => {
    const minNightsOf = minNights[night] ?? null;
    return {
      rate,
      blocked: blocked[night] ?? false,
      minNights: minNightsOf,
      rateOverride: rateOverridden[night] ? rate : null,
      minNightsOverride: minNightsOverridden[night] ? minNightsOf : null,
    };
  });
}

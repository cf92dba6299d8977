import type { Measure } from '../summary.js';
import { ms, percentile } from '../table.js';
import { CALENDAR_LAYOUT } from '@portal/schema';
import type { BrowserResult, Load } from './browser.js';
import type { Sample } from '../turns.js';
import type { Comparison } from './compare.js';
import type { Seeded } from './seed.js';

type Table = [title: string, head: string[], rows: (string | number)[][]];

const p = (samples: Sample[], rank: number) =>
  percentile(
    samples.map((sample) => sample.ms),
    rank,
  );
/** A frame is late when it took longer than a 60 Hz frame (16.7 ms) plus 1 ms of timer jitter. */
const LATE_MS = 17.7;

const kilobytes = (samples: Sample[]) => (samples[0]?.bytes ?? 0) / 1024;
const wireKilobytes = (samples: Sample[]) => (samples[0]?.wireBytes ?? 0) / 1024;
const kb = (samples: Sample[]) => kilobytes(samples).toFixed(0);
/** The median of gateway ÷ REST over the iterations, each iteration's requests made back to back. */
const paired = (rest: Sample[], samples: Sample[]) =>
  percentile(
    samples.map((sample, index) => sample.ms / (rest[index]?.ms ?? Number.NaN)),
    50,
  );

export function seedTable(seeds: { database: string; seeded: Seeded }[]): Table {
  return [
    'Seed: a year back to a year ahead, every write through the REST routes (8 listings at a time): stays that ' +
      'arrived before today imported from Airbnb feeds, direct bookings from today on',
    ['database', 'listings', 'imported stays', 'direct bookings', 'blocks', 'overrides', 'seasonal rates', 'seconds'],
    seeds.map(({ database, seeded }) => [
      database,
      seeded.propertyIds.length,
      seeded.imported,
      seeded.bookings,
      seeded.blocks,
      seeded.overrides,
      seeded.seasonalRates,
      seeded.seconds.toFixed(1),
    ]),
  ];
}

/**
 * One row per host size and GraphQL query. 'paired' is the median of gateway ÷ REST over the iterations (each
 * iteration's requests ran back to back), which shrugs off the machine's noise better than a ratio of medians.
 */
export function comparisonTable(comparisons: { database: string; result: Comparison }[], days: number): Table {
  return [
    `GET /property-calendars?view=columnar (REST, read in full) vs propertyCalendars (gateway), ${days} days, ms ` +
      'per request. Nothing changed between requests: REST tells the gateway its answer still holds (304); one ' +
      'listing changed before each: REST answers in full',
    [
      'database',
      'listings',
      'GraphQL query',
      'REST p50',
      'REST p95',
      'gateway p50',
      'gateway p95',
      'gateway ÷ REST (p50s)',
      'gateway ÷ REST (paired)',
      'REST KB',
      'GraphQL KB',
      'GraphQL KB sent (br)',
      'REST calls per query',
    ],
    comparisons.flatMap(({ database, result }) =>
      result.gateways.map(({ query, afterChange, samples }) => [
        database,
        result.listings,
        `${query.label}${afterChange ? ', one listing changed before each' : ''}`,
        ms(p(result.rest, 50)),
        ms(p(result.rest, 95)),
        ms(p(samples, 50)),
        ms(p(samples, 95)),
        (p(samples, 50) / p(result.rest, 50)).toFixed(2),
        paired(result.rest, samples).toFixed(2),
        kb(result.rest),
        kb(samples),
        wireKilobytes(samples).toFixed(0),
        [...new Set(samples.map((sample) => sample.calls))].join(', '),
      ]),
    ),
  ];
}

/**
 * The summary's lines for the largest host, per database: REST and the last query (the /calendar page's own when
 * it exists) through the gateway, unchanged and after a change, p50 and paired ratio; the answer's size once. `goals`: issue 17's, for
 * 200 × 80 (GraphQL p50 ≤ 15 ms end to end, ≤ 1.5 × REST, ≤ 250 KB).
 */
export function comparisonMeasures(
  comparisons: { database: string; result: Comparison }[],
  days: number,
  goals: boolean,
): Measure[] {
  const goal = (value: number) => (goals ? { goal: value } : {});
  return comparisons.flatMap(({ database, result }, index) => {
    const changed = result.gateways.find((gateway) => gateway.afterChange);
    const last = result.gateways.filter((gateway) => !gateway.afterChange).at(-1);
    if (!last || !changed) return [];
    const size = `${result.listings} listings × ${days} days`;
    const query = `GraphQL ${last.query.operationName ?? 'query'}`;
    const timed = (samples: Sample[], when: string): Measure[] => [
      {
        measure: `${query} p50, ${when}, ${size} (${database})`,
        figure: p(samples, 50),
        unit: 'ms',
        ...goal(15),
      },
      {
        measure: `${query} ÷ REST in full, paired p50, ${when}, ${size} (${database})`,
        figure: paired(result.rest, samples),
        unit: '×',
        ...goal(1.5),
      },
    ];
    return [
      { measure: `REST /property-calendars p50, ${size} (${database})`, figure: p(result.rest, 50), unit: 'ms' },
      ...timed(last.samples, 'unchanged'),
      ...timed(changed.samples, 'one listing changed'),
      ...(index === 0
        ? [
            {
              measure: `${query} answer as sent (brotli), ${size}`,
              figure: wireKilobytes(last.samples),
              unit: 'KB',
              ...goal(250),
            },
            { measure: `${query} answer's JSON, ${size}`, figure: kilobytes(last.samples), unit: 'KB' },
          ]
        : []),
    ];
  });
}

/** What the page took to draw a row once the data was in: the web side's share of the time to the grid. */
const afterAnswer = (load: Load) => load.firstRow - load.answered;

/** The summary's lines for /calendar in Chromium: time to the first row, and the share of late frames scrolling. */
export function browserMeasures(browser: BrowserResult, listings: number): Measure[] {
  const [cold, ...warm] = browser.loads;
  return [
    {
      measure: `/calendar first row on screen, first load, ${listings} listings (Chromium)`,
      figure: cold?.firstRow ?? Number.NaN,
      unit: 'ms',
    },
    {
      measure: `/calendar first row on screen, reloads p50, ${listings} listings (Chromium)`,
      figure: percentile(
        warm.map((load) => load.firstRow),
        50,
      ),
      unit: 'ms',
    },
    {
      measure: `/calendar first row on screen after its answer arrived, reloads p50, ${listings} listings (Chromium)`,
      figure: percentile(warm.map(afterAnswer), 50),
      unit: 'ms',
      ...(listings === 200 && { goal: 100 }),
    },
    ...browser.scrolls
      .filter(({ frames }) => frames.length > 0)
      .map(({ direction, frames }) => ({
        measure: `/calendar frames over 16.7 ms scrolling ${direction}ly (of ${frames.length})`,
        figure: (100 * frames.filter((frame) => frame > LATE_MS).length) / frames.length,
        unit: '%',
        ...(listings === 200 && { goal: 2 }),
      })),
  ];
}

export function browserTables(browser: BrowserResult): Table[] {
  const [cold, ...warm] = browser.loads;
  const row = (label: string, pick: (load: Load) => number) => [
    label,
    ms(cold ? pick(cold) : Number.NaN),
    ms(percentile(warm.map(pick), 50)),
    ms(Math.max(...warm.map(pick))),
  ];
  return [
    [
      '/calendar in Chromium (headless, software rendering), ms since navigation start',
      ['step', 'first load (empty HTTP cache)', `reloads p50 (of ${warm.length})`, 'reloads max'],
      [
        row('MultiCalendar query sent', (load) => load.querySent),
        row('its answer in', (load) => load.answered),
        row('first row on screen', (load) => load.firstRow),
        row('first row on screen after its answer arrived', afterAnswer),
      ],
    ],
    [
      `Scrolling the grid a step per frame and back (${browser.rows} rows in the DOM at rest), ms between frames`,
      ['scroll', 'frames', 'p50', 'p95', 'max', `> 16.7 ms`, '> 50 ms'],
      browser.scrolls.map(({ direction, distance, frames }) => [
        direction === 'horizontal'
          ? `horizontal, ${Math.round(distance / CALENDAR_LAYOUT.cellWidth)} days at 40 px per frame`
          : `vertical, ${Math.round(distance / CALENDAR_LAYOUT.rowHeight)} rows at 100 px per frame`,
        frames.length,
        ms(percentile(frames, 50)),
        ms(percentile(frames, 95)),
        ms(frames.length ? Math.max(...frames) : Number.NaN),
        frames.filter((frame) => frame > LATE_MS).length,
        frames.filter((frame) => frame > 50).length,
      ]),
    ],
  ];
}

import { describe, expect, it } from 'vitest';
import {
  extendWindow,
  firstScreenFirst,
  initialWindow,
  jumpWindow,
  missingSpans,
  namesWidthFor,
  visibleColumns,
  visibleDayCount,
  visibleRows,
  windowDays,
} from './window';

describe('the multi-calendar window', () => {
  it('starts 30 days before today and ends 50 days after, never before 2021-01-01', () => {
    expect(initialWindow('2026-11-21')).toEqual({ from: '2026-10-22', to: '2027-01-10' });
    expect(windowDays(initialWindow('2026-11-21'))).toBe(81);
    expect(initialWindow('2021-01-10')).toEqual({ from: '2021-01-01', to: '2021-03-01' });
  });

  it('loads the first screen from the day shown first, then the rest of the window before and after it', () => {
    const window = initialWindow('2026-11-21');
    expect(firstScreenFirst(window, '2026-11-21')).toEqual([
      { from: '2026-11-21', to: '2026-12-21' },
      { from: '2026-10-22', to: '2026-11-20' },
      { from: '2026-12-22', to: '2027-01-10' },
    ]);
    // A short window is one span; a day outside the window opens it from its first day.
    expect(firstScreenFirst({ from: '2026-11-21', to: '2026-11-30' }, '2026-11-21')).toEqual([
      { from: '2026-11-21', to: '2026-11-30' },
    ]);
    expect(firstScreenFirst(window, '2027-03-01')).toEqual([
      { from: '2026-10-22', to: '2026-11-21' },
      { from: '2026-11-22', to: '2027-01-10' },
    ]);
  });

  it('shows at least 7 days beside the 240 px names column', () => {
    expect(visibleDayCount(1040)).toBe(10);
    expect(visibleDayCount(1000)).toBe(10);
    expect(visibleDayCount(375)).toBe(7);
    expect(visibleDayCount(0)).toBe(7);
  });

  it('narrows the names column on a phone so that days still show beside it', () => {
    expect(namesWidthFor(1040)).toBe(240);
    expect(namesWidthFor(341)).toBe(120);
    expect(visibleColumns(0, 341, 81, 0, 120)).toEqual({ first: 0, last: 2 });
  });

  it('renders the columns and rows on screen plus the overscan, within bounds', () => {
    // 800 px of days at 80 px: columns 10 to 19 when scrolled by 800 px; overscan 4 each side.
    expect(visibleColumns(800, 1040, 81, 4)).toEqual({ first: 6, last: 23 });
    expect(visibleColumns(0, 1040, 81, 4)).toEqual({ first: 0, last: 13 });
    expect(visibleColumns(6000, 1040, 81, 4)).toEqual({ first: 71, last: 80 });
    // 600 px high with a 68 px header: 532 px of 100 px rows.
    expect(visibleRows(0, 600, 68, 200, 3)).toEqual({ first: 0, last: 8 });
    expect(visibleRows(10_000, 600, 68, 200, 3)).toEqual({ first: 97, last: 108 });
    expect(visibleRows(0, 600, 68, 2, 3)).toEqual({ first: 0, last: 1 });
  });

  it('grows an edge by twice the buffer (3 × the visible days) when the view comes within the buffer', () => {
    const loaded = { from: '2026-10-22', to: '2027-01-10' };
    // 10 visible days: a 30-day buffer. Far from both edges: unchanged, same object.
    expect(extendWindow(loaded, '2026-11-21', '2026-11-30', 10)).toBe(loaded);
    // 29 days after the first day: the start moves to 60 days before the first visible day.
    expect(extendWindow(loaded, '2026-11-20', '2026-11-29', 10)).toEqual({ from: '2026-09-21', to: '2027-01-10' });
    // Within 30 days of the end: the end moves to 60 days after the last visible day.
    expect(extendWindow(loaded, '2026-12-03', '2026-12-12', 10)).toEqual({ from: '2026-10-22', to: '2027-02-10' });
  });

  it('never grows before 2021-01-01', () => {
    const loaded = { from: '2021-01-05', to: '2021-03-01' };
    expect(extendWindow(loaded, '2021-01-06', '2021-01-15', 10)).toEqual({ from: '2021-01-01', to: '2021-03-01' });
    const atStart = { from: '2021-01-01', to: '2021-03-01' };
    expect(extendWindow(atStart, '2021-01-02', '2021-01-11', 10)).toBe(atStart);
  });

  it('keeps the window for a month in it, and starts a new one around a month outside it', () => {
    const loaded = { from: '2026-10-22', to: '2027-01-10' };
    expect(jumpWindow(loaded, '2026-12-01', 10)).toBe(loaded);
    expect(jumpWindow(loaded, '2027-01-01', 14)).toEqual({ from: '2026-12-02', to: '2027-02-20' });
    expect(jumpWindow(loaded, '2020-06-01', 10)).toEqual({ from: '2021-01-01', to: '2021-02-20' });
  });

  it('asks only for the days a grown window adds, at most 400 days per span', () => {
    const loaded = { from: '2026-10-22', to: '2027-01-10' };
    expect(missingSpans(null, loaded)).toEqual([loaded]);
    expect(missingSpans(loaded, { from: '2026-09-20', to: '2027-02-10' })).toEqual([
      { from: '2026-09-20', to: '2026-10-21' },
      { from: '2027-01-11', to: '2027-02-10' },
    ]);
    expect(missingSpans(loaded, loaded)).toEqual([]);
    expect(missingSpans(loaded, { from: '2021-01-01', to: '2022-06-30' })).toEqual([
      { from: '2021-01-01', to: '2022-02-04' },
      { from: '2022-02-05', to: '2022-06-30' },
    ]);
  });
});

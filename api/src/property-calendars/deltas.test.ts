import { describe, expect, it } from 'vitest';
import { acceptsManipulation, DeltaBases } from './deltas.js';

const rows = (...versions: [number, number][]) => versions.map(([id, calendarVersion]) => ({ id, calendarVersion }));

describe('DeltaBases', () => {
  it('answers the listings whose version moved since a base of the same owner and asked key', () => {
    const bases = new DeltaBases();
    bases.remember('W/"a"', 1, 'window', rows([10, 1], [11, 4]));
    const now = rows([10, 1], [11, 5], [12, 0]);
    expect(bases.changedSince('W/"a"', 1, 'window', now)).toEqual({ base: 'W/"a"', changed: [11, 12] });
    expect(bases.changedSince('"a"', 1, 'window', now)?.changed).toEqual([11, 12]);
    expect(bases.changedSince('W/"x", W/"a"', 1, 'window', now)?.base).toBe('W/"a"');
    expect(bases.changedSince('W/"a"', 2, 'window', now)).toBeUndefined();
    expect(bases.changedSince('W/"a"', 1, 'another window', now)).toBeUndefined();
    expect(bases.changedSince(undefined, 1, 'window', now)).toBeUndefined();
  });

  it('keeps at most its listings over all tags, the oldest tag going first', () => {
    const bases = new DeltaBases(3);
    bases.remember('"a"', 1, 'w', rows([1, 1], [2, 1]));
    bases.remember('"b"', 1, 'w', rows([3, 1]));
    expect(bases.changedSince('"a"', 1, 'w', [])).toBeDefined();
    bases.remember('"c"', 1, 'w', rows([4, 1]));
    expect(bases.changedSince('"a"', 1, 'w', [])).toBeUndefined();
    expect(bases.changedSince('"b"', 1, 'w', [])).toBeDefined();
    bases.remember('"huge"', 1, 'w', rows([1, 1], [2, 1], [3, 1], [4, 1]));
    expect(bases.changedSince('"huge"', 1, 'w', [])).toBeUndefined();
    expect(bases.changedSince('"c"', 1, 'w', [])).toBeDefined();
  });
});

describe('A-IM', () => {
  it('names a manipulation in a list, with parameters, in any case', () => {
    expect(acceptsManipulation(undefined, 'listings')).toBe(false);
    expect(acceptsManipulation('listings', 'listings')).toBe(true);
    expect(acceptsManipulation('vcdiff, Listings;q=0.5', 'listings')).toBe(true);
    expect(acceptsManipulation(['gzip', 'listings'], 'listings')).toBe(true);
    expect(acceptsManipulation('gzip', 'listings')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { formatDistance } from './distance';

describe('formatDistance', () => {
  it.each([
    [0, '10 m'],
    [292, '290 m'],
    [995, '1.0 km'],
    [9_960, '10 km'],
    [1000, '1.0 km'],
    [1249, '1.2 km'],
    [9_949, '9.9 km'],
    [10_000, '10 km'],
    [23_600, '24 km'],
  ])('%d m reads %s', (metres, text) => {
    expect(formatDistance(metres)).toBe(text);
  });
});

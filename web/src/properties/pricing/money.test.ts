import { describe, expect, it } from 'vitest';
import { toMajorUnits, toMinorUnits } from './money';

describe('money', () => {
  it('turns typed amounts into minor units exactly', () => {
    expect(toMinorUnits('120')).toBe(12000);
    expect(toMinorUnits('45.5')).toBe(4550);
    expect(toMinorUnits('0.07')).toBe(7);
    expect(toMinorUnits('1,200.99')).toBe(120099);
    expect(toMinorUnits(' 19.99 ')).toBe(1999);
    expect(toMinorUnits('-5')).toBe(-500);
    expect(toMinorUnits('')).toBe('');
    expect(toMinorUnits(null)).toBe('');
  });

  it('leaves what is not an amount for the rules to refuse', () => {
    expect(toMinorUnits('abc')).toBeNaN();
    expect(Number.isInteger(toMinorUnits('1.234'))).toBe(false);
  });

  it('shows minor units in major units', () => {
    expect(toMajorUnits(12000)).toBe('120');
    expect(toMajorUnits(4550)).toBe('45.50');
    expect(toMajorUnits(7)).toBe('0.07');
    expect(toMajorUnits(null)).toBe('');
  });
});

import { MINOR_UNITS_PER_MAJOR } from '@portal/schema';

const AMOUNT = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/**
 * An amount typed in major units ('120', '45.50', '1,200') in minor units, exactly (no floating-point drift).
 * '' stays '' (the schema reads it as empty); anything else that is not a plain amount becomes a number the
 * schema refuses ('abc' → NaN: 'Must be a number'; '1.234' → 123.4: 'Must be a whole number').
 */
export function toMinorUnits(typed: string | number | null | undefined): number | '' {
  if (typed === null || typed === undefined) return '';
  const text = String(typed).trim().replace(/[,\s]/g, '');
  if (text === '') return '';
  const match = AMOUNT.exec(text);
  if (!match) return Number(text) * MINOR_UNITS_PER_MAJOR;
  const [, sign, whole, fraction = ''] = match;
  const minor = Number(whole) * MINOR_UNITS_PER_MAJOR + Number(fraction.padEnd(2, '0'));
  return sign === '-' ? -minor : minor;
}

/** Minor units as the form shows them in major units: 12000 → '120', 4550 → '45.50', null → ''. */
export function toMajorUnits(minor: number | null | undefined): string {
  if (minor === null || minor === undefined) return '';
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / MINOR_UNITS_PER_MAJOR);
  const fraction = abs % MINOR_UNITS_PER_MAJOR;
  return fraction === 0 ? `${sign}${whole}` : `${sign}${whole}.${String(fraction).padStart(2, '0')}`;
}

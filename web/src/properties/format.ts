import { MINOR_UNITS_PER_MAJOR } from '@portal/schema';

/** '£120' or '£120.50' from minor units; an em dash when there is no amount. */
export function formatMoney(minor: number | null | undefined, symbol: string): string {
  if (minor == null) return '—';
  const major = minor / MINOR_UNITS_PER_MAJOR;
  const fraction = minor % MINOR_UNITS_PER_MAJOR === 0 ? 0 : 2;
  return `${symbol}${major.toLocaleString('en-GB', { minimumFractionDigits: fraction, maximumFractionDigits: fraction })}`;
}

export type PropertyStatus = 'Open' | 'Closed' | 'Archived';

/** Archived wins over the open/closed switch (an archived listing is never open). */
export function propertyStatus(property: { isActive: boolean; isArchived: boolean }): PropertyStatus {
  if (property.isArchived) return 'Archived';
  return property.isActive ? 'Open' : 'Closed';
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** '5 minutes ago', 'yesterday', 'just now'. */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const seconds = Math.round((new Date(iso).getTime() - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}

/** Words of a text, as the description's 500-word limit counts them. */
export const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

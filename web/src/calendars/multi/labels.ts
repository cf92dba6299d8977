import { formatMoney } from '../../properties/format';
import { monthOf } from '../dates';

/**
 * Memoized labels for the hot grid: `toLocaleString` builds an Intl formatter per call, which profiled as the
 * largest cost of a scroll frame. A calendar holds few distinct rates and months.
 */
const money = new Map<string, string>();
const months = new Map<string, string>();
/** One formatter for every month label (what `monthLabel` in ../dates says, without a formatter per call). */
const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export function rateLabel(minor: number, symbol: string): string {
  const key = `${symbol}${minor}`;
  let label = money.get(key);
  if (label === undefined) money.set(key, (label = formatMoney(minor, symbol)));
  return label;
}

export function monthLabelOf(date: string): string {
  const month = monthOf(date);
  let label = months.get(month);
  if (label === undefined) months.set(month, (label = monthFormat.format(new Date(`${month}-01T00:00:00Z`))));
  return label;
}

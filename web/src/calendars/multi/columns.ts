import { addDays, weekdayOf } from '@portal/schema';
import { windowDays, type DayWindow } from './window';

/** What the header and every row need to know about each day of the window, computed once per window. */
export interface DayColumn {
  date: string;
  /** 1 to 31. */
  day: number;
  weekday: string;
  weekend: boolean;
  monthStart: boolean;
}

const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

export function dayColumns(loaded: DayWindow): DayColumn[] {
  return Array.from({ length: windowDays(loaded) }, (_, index) => {
    const date = addDays(loaded.from, index);
    const weekday = weekdayOf(date);
    const day = Number(date.slice(8));
    return {
      date,
      day,
      weekday: WEEKDAY_NAMES[weekday]!,
      weekend: weekday === 0 || weekday === 6,
      monthStart: day === 1,
    };
  });
}

import { CALENDAR_LAYOUT } from '@portal/schema';
import { memo } from 'react';
import type { DayColumn } from './columns';
import { MULTI_CALENDAR } from './copy';
import { monthLabelOf } from './labels';

const { cellWidth } = CALENDAR_LAYOUT;

interface CalendarHeaderProps {
  columns: readonly DayColumn[];
  /** Rendered columns (overscan included). */
  first: number;
  last: number;
  today: string;
  /** The names column's width (px). */
  namesWidth: number;
  listingCount: number;
}

/** The sticky date header: a band of month labels over the weekday and day number of each rendered column. */
export const CalendarHeader = memo(function CalendarHeader(props: CalendarHeaderProps) {
  const { columns, first, last, today } = props;
  const days = [];
  const months = [];
  for (let index = first; index <= last; index++) {
    const column = columns[index]!;
    const left = props.namesWidth + index * cellWidth;
    days.push(
      <div
        key={column.date}
        className="mc-day"
        role="columnheader"
        aria-label={column.date}
        style={{ left }}
        data-weekend={column.weekend || undefined}
        data-month-start={column.monthStart || undefined}
        data-today={column.date === today || undefined}
        data-past={column.date < today || undefined}
      >
        <span className="mc-weekday">{column.weekday}</span>
        <span className="mc-date">{column.day}</span>
      </div>,
    );
    // Each month's band starts at its first rendered day; its label stays readable beside the names column.
    if (column.monthStart || index === first) {
      let end = index + 1;
      while (end < columns.length && !columns[end]!.monthStart) end++;
      months.push(
        <div key={`month-${column.date}`} className="mc-month" style={{ left, width: (end - index) * cellWidth }}>
          <span>{monthLabelOf(column.date)}</span>
        </div>,
      );
    }
  }
  return (
    <div className="mc-header" role="row">
      <div className="mc-corner" role="columnheader">
        {MULTI_CALENDAR.listings(props.listingCount)}
      </div>
      {months}
      {days}
    </div>
  );
});

import { useMemo } from 'react';
import {
  MonthGrid_BookingFragmentDoc,
  MonthGrid_DayFragmentDoc,
  type MonthGrid_BookingFragment,
  type MonthGrid_DayFragment,
} from '../__generated__/graphql';
import { useFragmentList, type FragmentRef } from '../apollo/fragments';
import { formatMoney } from '../properties/format';
import { CONFLICT, ConflictIcon } from './conflict';
import { MonthRoot } from './MonthRoot';
import { addDays } from '@portal/schema';
import { WEEKDAYS } from './dates';

export type CalendarMode = 'rate' | 'minNights';

interface MonthGridProps {
  month: string;
  weeks: string[][];
  /** The month's nights by date. */
  days: ReadonlyMap<string, FragmentRef<MonthGrid_DayFragment>>;
  bookings: readonly FragmentRef<MonthGrid_BookingFragment>[];
  mode: CalendarMode;
  currencySymbol: string;
  today: string;
  /** The selected nights (both included), or the pending start alone. */
  selection: { start: string; end: string } | null;
  pendingStart: string | null;
  selectedBookingId: string | null;
  onDayClick: (date: string) => void;
  onBookingClick: (id: string) => void;
}

interface Segment {
  booking: MonthGrid_BookingFragment;
  /** 1-based first column and span within the week. */
  column: number;
  span: number;
  lane: number;
  startsHere: boolean;
}

/** The stays of one week as bars over their nights (checkout day excluded), stacked in lanes. */
function weekSegments(week: string[], bookings: readonly MonthGrid_BookingFragment[]): Segment[] {
  const first = week[0]!;
  const last = week[6]!;
  const lanes: string[] = []; // the last night taken in each lane
  return bookings
    .filter((b) => b.startDate <= last && addDays(b.endDate, -1) >= first && b.endDate > b.startDate)
    .sort((a, b) => a.startDate.localeCompare(b.startDate))
    .map((booking) => {
      const from = booking.startDate < first ? first : booking.startDate;
      const lastNight = addDays(booking.endDate, -1);
      const to = lastNight > last ? last : lastNight;
      let lane = lanes.findIndex((taken) => taken < from);
      if (lane === -1) lane = lanes.push(to) - 1;
      else lanes[lane] = to;
      const column = week.indexOf(from) + 1;
      return { booking, column, span: week.indexOf(to) - column + 2, lane, startsHere: from === booking.startDate };
    });
}

/**
 * The month (weeks start Monday): one button per night with its rate or minimum stay, override and blocked marks,
 * and the stays drawn across their nights. Plain elements styled by the `cal-month` class (a hot grid).
 */
export function MonthGrid(props: MonthGridProps) {
  const { month, weeks, mode, currencySymbol, today, selection, pendingStart } = props;
  const dayList = useFragmentList(MonthGrid_DayFragmentDoc, [...props.days.values()]);
  const days = useMemo(() => new Map(dayList.map((day) => [day.date, day])), [dayList]);
  const bookings = useFragmentList(MonthGrid_BookingFragmentDoc, props.bookings);
  return (
    <MonthRoot className="cal-month" role="grid" aria-label="Calendar">
      <div className="cal-weekdays" role="row">
        {WEEKDAYS.map((day) => (
          <div key={day} role="columnheader">
            {day}
          </div>
        ))}
      </div>
      {weeks.map((week) => {
        const segments = weekSegments(week, bookings);
        const lanes = segments.reduce((max, s) => Math.max(max, s.lane + 1), 0);
        return (
          <div
            key={week[0]}
            className="cal-week"
            role="row"
            style={{ gridTemplateRows: `1.75rem ${lanes ? `repeat(${lanes}, 1.6rem) ` : ''}1fr` }}
          >
            {week.map((date, index) => {
              const day = days.get(date);
              const overridden = mode === 'rate' ? day?.rateOverride != null : day?.minNightsOverride != null;
              const value =
                mode === 'rate'
                  ? formatMoney(day?.rate, currencySymbol)
                  : day?.minNights != null
                    ? `${day.minNights} ${day.minNights === 1 ? 'night' : 'nights'}`
                    : '—';
              const selected = !!selection && date >= selection.start && date <= selection.end;
              const label = `${date}${day?.blocked ? ', blocked' : ''}${overridden ? ', overridden' : ''}: ${value}`;
              return (
                <button
                  key={date}
                  type="button"
                  role="gridcell"
                  className="cal-day"
                  style={{ gridColumn: index + 1 }}
                  aria-label={label}
                  aria-selected={selected || date === pendingStart}
                  data-outside={monthOfDate(date) !== month || undefined}
                  data-past={date < today || undefined}
                  data-today={date === today || undefined}
                  data-blocked={day?.blocked || undefined}
                  data-selected={selected || undefined}
                  data-pending={date === pendingStart || undefined}
                  onClick={() => props.onDayClick(date)}
                >
                  <span className="cal-date">{Number(date.slice(8))}</span>
                  {/* Below the bars' lanes (the cell is a subgrid of the week): the bars never cover it. */}
                  <span className="cal-foot">
                    {day?.blocked && <span className="cal-blocked">Blocked</span>}
                    <span className="cal-value">
                      {overridden && <span className="cal-override" title="Manual override" aria-hidden />}
                      <span className="cal-full">{value}</span>
                      {mode === 'rate' && day?.rate != null && (
                        <span className="cal-short" aria-hidden>
                          {formatMoney(Math.round(day.rate / 100) * 100, currencySymbol)}
                        </span>
                      )}
                    </span>
                  </span>
                </button>
              );
            })}
            {segments.map(({ booking, column, span, lane, startsHere }) => {
              const guest = booking.name || 'Guest';
              const channel = booking.provider?.name ?? 'Direct';
              const cancelled = !!booking.deletedAt;
              const conflict = booking.conflict && !cancelled;
              return (
                <button
                  key={`${booking.id}-${column}`}
                  type="button"
                  className="cal-booking"
                  data-channel={booking.provider?.slug ?? 'direct'}
                  data-cancelled={cancelled || undefined}
                  data-conflict={conflict || undefined}
                  data-selected={booking.id === props.selectedBookingId || undefined}
                  data-continued={!startsHere || undefined}
                  style={{ gridColumn: `${column} / span ${span}`, gridRow: lane + 2 }}
                  aria-label={`${guest}, ${channel}${cancelled ? ', Cancelled' : ''}${conflict ? `, ${CONFLICT.label}` : ''}: ${booking.startDate} to ${booking.endDate}`}
                  title={conflict ? CONFLICT.title : undefined}
                  onClick={() => props.onBookingClick(booking.id)}
                >
                  {conflict && <ConflictIcon className="cal-conflict" />}
                  <span className="cal-guest">{guest}</span>
                  <span className="cal-channel">{cancelled ? 'Cancelled' : channel}</span>
                </button>
              );
            })}
          </div>
        );
      })}
    </MonthRoot>
  );
}

const monthOfDate = (date: string) => date.slice(0, 7);

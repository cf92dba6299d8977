import { CALENDAR_LAYOUT, daysBetween } from '@portal/schema';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CONFLICT, ConflictIcon } from '../conflict';
import { channelNameOf, type CalendarBar } from './bars';
import type { DayColumn } from './columns';
import { MULTI_CALENDAR } from './copy';
import { rateLabel } from './labels';
import { barsOf, type CalendarListing } from './listings';
import { BARS_HEIGHT, BARS_TOP, HEADER_HEIGHT } from './styles';

const { cellWidth, rowHeight } = CALENDAR_LAYOUT;
const LANE_GAP = 4;

interface CalendarRowProps {
  listing: CalendarListing;
  index: number;
  columns: readonly DayColumn[];
  /** Rendered columns (overscan included). */
  first: number;
  last: number;
  today: string;
  /** The names column's width (px). */
  namesWidth: number;
  currencySymbol: string;
}

export const guestOf = (bar: CalendarBar) => bar.guestName || MULTI_CALENDAR.guest;
export const channelOf = (bar: CalendarBar) => (bar.channel ? channelNameOf(bar.channel) : MULTI_CALENDAR.direct);

/** The sticky name cell: its link is not rendered again when the row's days change (each scroll step). */
const RowName = memo(function RowName(props: { propertyId: string; name: string; missing: string | null }) {
  const id = encodeURIComponent(props.propertyId);
  return (
    <div className="mc-name" role="rowheader">
      <RouterLink to={props.missing ? `/properties/${id}` : `/calendar/${id}`}>{props.name}</RouterLink>
      {props.missing && <span className="mc-missing">{props.missing}</span>}
    </div>
  );
});

/**
 * One listing: its name (linking to its calendar, or to the listing page while pricing or booking settings are
 * missing), the rendered days with rate, minimum stay, blocked and override marks, and the stays that reach them.
 * Clicks are handled once for the whole grid (data attributes say what was clicked).
 */
export const CalendarRow = memo(function CalendarRow(props: CalendarRowProps) {
  const { listing, columns, first, last, today, currencySymbol } = props;
  const missing = listing.pricingMissing
    ? MULTI_CALENDAR.pricingMissing
    : listing.bookingSettingsMissing
      ? MULTI_CALENDAR.bookingSettingsMissing
      : null;

  const cells = [];
  for (let day = first; day <= last; day++) {
    const column = columns[day]!;
    const at = day + listing.offset;
    const loading = listing.blocked[at] === undefined;
    const rate = listing.rates[at];
    const nights = listing.minNights[at];
    const blocked = listing.blocked[at] === true;
    const rateText = rate == null ? '—' : rateLabel(rate, currencySymbol);
    cells.push(
      <div
        key={column.date}
        className="mc-cell"
        role="gridcell"
        data-date={column.date}
        aria-label={
          loading
            ? `${column.date}: loading`
            : `${column.date}: ${rateText}${nights != null ? `, min ${nights} nights` : ''}${blocked ? `, ${MULTI_CALENDAR.blocked}` : ''}`
        }
        style={{ left: props.namesWidth + day * cellWidth }}
        data-weekend={column.weekend || undefined}
        data-month-start={column.monthStart || undefined}
        data-today={column.date === today || undefined}
        data-past={column.date < today || undefined}
        data-blocked={blocked || undefined}
        data-loading={loading || undefined}
      >
        {!loading && (
          <>
            <div className="mc-rate">
              {listing.rateOverridden[at] && <span className="mc-override" title="Manual rate" />}
              {rateText}
            </div>
            {nights != null && (
              <div className="mc-min">
                {listing.minNightsOverridden[at] && <span className="mc-override" title="Manual minimum stay" />}
                {MULTI_CALENDAR.minNights(nights)}
              </div>
            )}
            {blocked && <span className="mc-blocked">{MULTI_CALENDAR.blocked}</span>}
          </>
        )}
      </div>,
    );
  }

  const windowFrom = columns[0]!.date;
  const firstDate = columns[first]!.date;
  const lastDate = columns[last]!.date;
  const { bars: stacked, lanes } = barsOf(listing.bars);
  const laneHeight = Math.min(22, (BARS_HEIGHT - LANE_GAP * (lanes - 1)) / Math.max(1, lanes));
  const bars = stacked
    .filter(({ bar }) => bar.startDate <= lastDate && bar.endDate > firstDate)
    .map(({ bar, lane }) => {
      const { cancelled } = bar;
      const conflict = bar.conflict && !cancelled;
      const guest = guestOf(bar);
      const channel = channelOf(bar);
      // From the middle of the arrival day to the middle of the checkout day.
      const left = props.namesWidth + (daysBetween(windowFrom, bar.startDate) + 0.5) * cellWidth;
      const width = daysBetween(bar.startDate, bar.endDate) * cellWidth - 2;
      return (
        <button
          key={bar.bookingId}
          type="button"
          className="mc-bar"
          data-booking-id={bar.bookingId}
          data-channel={bar.channel ?? 'direct'}
          data-cancelled={cancelled || undefined}
          data-conflict={conflict || undefined}
          style={{ left, width, top: BARS_TOP + lane * (laneHeight + LANE_GAP), height: laneHeight }}
          aria-label={`${guest}, ${channel}${cancelled ? `, ${MULTI_CALENDAR.cancelled}` : ''}${conflict ? `, ${CONFLICT.label}` : ''}: ${bar.startDate} to ${bar.endDate}`}
          title={`${guest} · ${channel} · ${bar.startDate} → ${bar.endDate}${conflict ? `\n${CONFLICT.title}` : ''}`}
        >
          <span className="mc-bar-label">
            {conflict && <ConflictIcon className="mc-conflict" />}
            <span className="mc-guest">{guest}</span>
            <span className="mc-channel">{cancelled ? MULTI_CALENDAR.cancelled : channel}</span>
          </span>
        </button>
      );
    });

  return (
    <div
      className="mc-row"
      role="row"
      data-testid="multi-calendar-row"
      data-property-id={listing.propertyId}
      aria-rowindex={props.index + 2}
      style={{ top: HEADER_HEIGHT + props.index * rowHeight }}
    >
      <RowName propertyId={listing.propertyId} name={listing.name} missing={missing} />
      {cells}
      {bars}
    </div>
  );
});

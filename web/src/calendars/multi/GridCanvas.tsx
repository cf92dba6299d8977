import { CALENDAR_LAYOUT, daysBetween } from '@portal/schema';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type RefObject,
} from 'react';
import { useNavigate } from 'react-router-dom';
import { CalendarHeader } from './CalendarHeader';
import { CalendarRow } from './CalendarRow';
import { dayColumns } from './columns';
import type { CalendarListing } from './listings';
import { HEADER_HEIGHT } from './styles';
import { visibleColumns, visibleDayCount, visibleRows, type DayWindow } from './window';

const { cellWidth, rowHeight } = CALENDAR_LAYOUT;
const COLUMN_OVERSCAN = 4;
const ROW_OVERSCAN = 3;

export interface ViewportSize {
  width: number;
  height: number;
}

/** Where to scroll: the column of `date` first. A new `seq` asks again for the same date. */
export interface ScrollRequest {
  date: string;
  seq: number;
}

/** The days fully or partly on screen, reported whenever the first or last one changes. */
export interface GridView {
  first: string;
  last: string;
  /** At least 7 (spec §9): what the buffers are counted in. */
  visibleDays: number;
  /** Days wholly on screen (fewer than 7 on a phone): what paging moves by. */
  pageDays: number;
}

export interface GridCanvasProps {
  loaded: DayWindow;
  listings: readonly CalendarListing[];
  currencySymbol: string;
  today: string;
  scrollRequest: ScrollRequest;
  onViewChange: (view: GridView) => void;
}

interface Range {
  /** The window's first day when the range was computed: a range of an older window is not reported. */
  from: string;
  firstColumn: number;
  lastColumn: number;
  firstVisible: number;
  lastVisible: number;
  firstRow: number;
  lastRow: number;
}

const sameRange = (a: Range, b: Range) =>
  a.from === b.from &&
  a.firstColumn === b.firstColumn &&
  a.lastColumn === b.lastColumn &&
  a.firstVisible === b.firstVisible &&
  a.lastVisible === b.lastVisible &&
  a.firstRow === b.firstRow &&
  a.lastRow === b.lastRow;

/**
 * What the grid draws inside its scroll container (`viewport`): the rows and days on screen, plus a few each side.
 * It follows the scroll itself, so a scroll step renders this and not the styled container around it.
 */
export function GridCanvas(
  props: GridCanvasProps & { viewport: RefObject<HTMLDivElement | null>; size: ViewportSize; namesWidth: number },
) {
  const { loaded, listings, scrollRequest, onViewChange, viewport: ref, size, namesWidth } = props;
  const navigate = useNavigate();
  const columns = useMemo(() => dayColumns(loaded), [loaded]);

  const rangeAt = useCallback(
    (left: number, top: number): Range => {
      const daysWide = Math.max(cellWidth, size.width - namesWidth);
      const horizontal = visibleColumns(left, size.width, columns.length, COLUMN_OVERSCAN, namesWidth);
      const vertical = visibleRows(top, size.height, HEADER_HEIGHT, listings.length, ROW_OVERSCAN);
      return {
        from: loaded.from,
        firstColumn: horizontal.first,
        lastColumn: horizontal.last,
        firstVisible: Math.min(columns.length - 1, Math.floor(left / cellWidth)),
        lastVisible: Math.min(columns.length - 1, Math.floor((left + daysWide - 1) / cellWidth)),
        firstRow: vertical.first,
        lastRow: vertical.last,
      };
    },
    [size, namesWidth, columns.length, listings.length, loaded.from],
  );
  const [range, setRange] = useState(() =>
    rangeAt(Math.max(0, daysBetween(loaded.from, scrollRequest.date)) * cellWidth, 0),
  );
  const update = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const next = rangeAt(element.scrollLeft, element.scrollTop);
    setRange((previous) => (sameRange(previous, next) ? previous : next));
  }, [rangeAt, ref]);

  // Scroll requests (initial position, month picker, paging), and days added before the first one: the same dates
  // stay on screen. Before paint, so no frame shows the shifted columns.
  const handledRequest = useRef(-1);
  const previousFrom = useRef(loaded.from);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (handledRequest.current !== scrollRequest.seq) {
      handledRequest.current = scrollRequest.seq;
      // Not smooth: days added before the first one while a smooth scroll runs would stop it halfway.
      element.scrollLeft = Math.max(0, daysBetween(loaded.from, scrollRequest.date)) * cellWidth;
    } else if (previousFrom.current !== loaded.from) {
      element.scrollLeft += daysBetween(loaded.from, previousFrom.current) * cellWidth;
    }
    previousFrom.current = loaded.from;
    update();
  }, [loaded.from, scrollRequest, update, ref]);

  useLayoutEffect(update, [update]);

  const visibleDays = visibleDayCount(size.width, namesWidth);
  const pageDays = Math.max(1, Math.floor((size.width - namesWidth) / cellWidth));
  const current = range.from === loaded.from;
  const firstDate = current ? columns[range.firstVisible]?.date : undefined;
  const lastDate = current ? columns[range.lastVisible]?.date : undefined;
  useEffect(() => {
    if (firstDate && lastDate) onViewChange({ first: firstDate, last: lastDate, visibleDays, pageDays });
  }, [firstDate, lastDate, visibleDays, pageDays, onViewChange]);

  // The container's scroll, at most one range update per frame.
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        update();
      });
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      element.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [ref, update]);

  /** One handler for every cell and bar of the grid. */
  function onClick(event: MouseEvent<HTMLDivElement>) {
    const target = event.target as HTMLElement;
    const row = target.closest<HTMLElement>('.mc-row');
    const propertyId = row?.dataset.propertyId;
    if (!propertyId || target.closest('a')) return;
    const base = `/calendar/${encodeURIComponent(propertyId)}`;
    const bookingId = target.closest<HTMLElement>('.mc-bar')?.dataset.bookingId;
    if (bookingId) return void navigate(`${base}/${encodeURIComponent(bookingId)}`);
    const date = target.closest<HTMLElement>('.mc-cell')?.dataset.date;
    // The listing's calendar opens on that month with the night selected.
    if (date) void navigate(`${base}/${date}~${date}`);
  }

  // The range is recomputed right after a new window renders; until then it may reach past a smaller one.
  const firstColumn = Math.min(range.firstColumn, columns.length - 1);
  const lastColumn = Math.min(range.lastColumn, columns.length - 1);
  const rows = [];
  for (let index = range.firstRow; index <= range.lastRow; index++) {
    const listing = listings[index];
    if (!listing) continue;
    rows.push(
      <CalendarRow
        key={listing.propertyId}
        listing={listing}
        index={index}
        columns={columns}
        first={firstColumn}
        last={lastColumn}
        today={props.today}
        namesWidth={namesWidth}
        currencySymbol={props.currencySymbol}
      />,
    );
  }

  return (
    <div
      className="mc-canvas"
      role="grid"
      aria-rowcount={listings.length + 1}
      aria-colcount={columns.length + 1}
      style={{
        width: namesWidth + columns.length * cellWidth,
        height: HEADER_HEIGHT + listings.length * rowHeight,
      }}
      onClick={onClick}
    >
      <CalendarHeader
        columns={columns}
        first={firstColumn}
        last={lastColumn}
        today={props.today}
        namesWidth={namesWidth}
        listingCount={listings.length}
      />
      {rows}
    </div>
  );
}

/**
 * The optional last segment of `/calendar/{id}/…`: a booking id, or a selected range `{rangeStart}~{rangeEnd}`
 * (spec §2 route table).
 */
export type CalendarDetail =
  { kind: 'none' } | { kind: 'booking'; bookingId: string } | { kind: 'range'; rangeStart: string; rangeEnd: string };

export function parseCalendarDetail(segment: string | undefined): CalendarDetail {
  if (!segment) return { kind: 'none' };
  const tilde = segment.indexOf('~');
  if (tilde === -1) return { kind: 'booking', bookingId: segment };
  return { kind: 'range', rangeStart: segment.slice(0, tilde), rangeEnd: segment.slice(tilde + 1) };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The nights of a `{rangeStart}~{rangeEnd}` segment, first night first; null for anything else or bad dates. */
export function selectedRange(detail: CalendarDetail): { start: string; end: string } | null {
  if (detail.kind !== 'range' || !ISO_DATE.test(detail.rangeStart) || !ISO_DATE.test(detail.rangeEnd)) return null;
  const { rangeStart, rangeEnd } = detail;
  return rangeStart <= rangeEnd ? { start: rangeStart, end: rangeEnd } : { start: rangeEnd, end: rangeStart };
}

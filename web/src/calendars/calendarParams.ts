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

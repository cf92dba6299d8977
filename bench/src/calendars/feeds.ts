/**
 * The channels' side of the bench: the testkit's local feed server on 127.0.0.1, which the API reaches through
 * CALENDAR_FETCH_ORIGIN, serving the iCal feeds the seed generates, keyed by path and query.
 */
export { FeedServer } from '@portal/testkit/feed-server';

export interface FeedStay {
  uid: string;
  /** YYYY-MM-DD; `end` is the checkout day (DTEND, exclusive). */
  start: string;
  end: string;
  /** The confirmation code Airbnb puts in the reservation URL. */
  code: string;
  /** The guest's phone's last digits, as Airbnb shows them. */
  phoneDigits: string;
}

/** An Airbnb host calendar export as Airbnb writes it (CRLF, `Reserved` events without the guest's name). */
export function airbnbFeed(stays: FeedStay[], stamp: Date): string {
  const day = (date: string) => date.replaceAll('-', '');
  const dtstamp = stamp.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');
  const lines = ['BEGIN:VCALENDAR', 'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN', 'CALSCALE:GREGORIAN'];
  lines.push('VERSION:2.0');
  for (const stay of stays) {
    lines.push(
      'BEGIN:VEVENT',
      `DTSTAMP:${dtstamp}`,
      `DTSTART;VALUE=DATE:${day(stay.start)}`,
      `DTEND;VALUE=DATE:${day(stay.end)}`,
      'SUMMARY:Reserved',
      `UID:${stay.uid}`,
      `DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/de`,
      ` tails/${stay.code}\\nPhone Number (Last 4 Digits): ${stay.phoneDigits}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

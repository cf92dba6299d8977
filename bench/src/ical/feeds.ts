/** Generated iCal feeds shaped like Airbnb's export (CRLF, DTSTAMP, a folded DESCRIPTION), of a given size. */

const DAY_MS = 86_400_000;
const compact = (time: number) => new Date(time).toISOString().slice(0, 10).replaceAll('-', '');

function event(uid: string, startTime: number, nights: number): string {
  return [
    'BEGIN:VEVENT',
    'DTSTAMP:20260101T000000Z',
    `DTSTART;VALUE=DATE:${compact(startTime)}`,
    `DTEND;VALUE=DATE:${compact(startTime + nights * DAY_MS)}`,
    'SUMMARY:Reserved',
    `UID:${uid}`,
    'DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMABCDEFGH\\nPhone Num',
    ' ber (Last 4 Digits): 1234',
    'END:VEVENT',
  ].join('\r\n');
}

function calendar(events: string[]): string {
  const head = [
    'BEGIN:VCALENDAR',
    'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN',
    'CALSCALE:GREGORIAN',
    'VERSION:2.0',
  ];
  return [...head, ...events, 'END:VCALENDAR'].join('\r\n') + '\r\n';
}

export interface Feed {
  text: string;
  events: number;
}

/**
 * Back-to-back one-night stays from tomorrow, `uid(i)` naming the i-th, until the feed is `bytes` long (or holds
 * `count` events).
 */
function build(limit: { bytes?: number; count?: number }, uid: (index: number) => string): Feed {
  const first = Date.parse(new Date().toISOString().slice(0, 10)) + DAY_MS;
  const events: string[] = [];
  let size = 200;
  while (
    (limit.count === undefined || events.length < limit.count) &&
    (limit.bytes === undefined || size < limit.bytes)
  ) {
    const text = event(uid(events.length), first + events.length * DAY_MS, 1);
    events.push(text);
    size += text.length + 2;
  }
  return { text: calendar(events), events: events.length };
}

/** Every event under one UID (a broken or hostile export): the importer must tell each stay apart. */
export const sharedUidFeed = (bytes: number) => build({ bytes }, () => 'shared@airbnb.com');

/** `count` stays, each its own UID. */
export const manyStaysFeed = (count: number, tag: string) => build({ count }, (index) => `${tag}-${index}@airbnb.com`);

/** Stays with their own UIDs until the feed is `bytes` long. */
export const sizedFeed = (bytes: number, tag: string) => build({ bytes }, (index) => `${tag}-${index}@airbnb.com`);

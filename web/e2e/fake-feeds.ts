import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * The channels' iCal exports for the journeys: playwright.config.ts points CALENDAR_FETCH_ORIGIN here, so the
 * importer fetches every calendar link's path from this server. `/icalendar/<hex>.ics` is a Vrbo (HomeAway) feed
 * with one stay and one blocked period, dated from today so that the stay is to come. A test plays Vrbo accepting
 * a cancellation with `POST /icalendar/<hex>.ics/cancel`: that feed then drops the stay. Other paths answer 404.
 */
export const feedsPort = (e2ePort: number) => e2ePort + 11;
export const feedsOrigin = (e2ePort = Number(process.env.E2E_PORT ?? 4100)) => `http://127.0.0.1:${feedsPort(e2ePort)}`;

const DAY = 864e5;
const isoDay = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

/** The Vrbo stay and block of every feed, as YYYY-MM-DD (end = checkout day), from today (UTC). */
export function vrboFeedDates() {
  return {
    guest: 'Grace Hopper',
    stay: { start: isoDay(40), end: isoDay(44) },
    block: { start: isoDay(50), end: isoDay(52) },
  };
}

function vrboFeed(withStay: boolean): string {
  const { guest, stay, block } = vrboFeedDates();
  const date = (iso: string) => iso.replaceAll('-', '');
  const event = (uid: string, start: string, end: string, summary: string) => [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTAMP:20260101T090000Z',
    `DTSTART;VALUE=DATE:${date(start)}`,
    `DTEND;VALUE=DATE:${date(end)}`,
    `SUMMARY:${summary}`,
    'END:VEVENT',
  ];
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'PRODID:-//HomeAway.com, Inc.//EN',
    ...(withStay ? event('6f49cda7-479e-454b-a6a3-39fa7feee5ed', stay.start, stay.end, `Reserved - ${guest}`) : []),
    ...event('d585fe79-8607-4b73-a4ab-47c6d4188aee', block.start, block.end, 'Blocked'),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

export default async function startFakeFeeds() {
  const cancelled = new Set<string>();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://feeds').pathname;
    const feed = /^(\/icalendar\/[0-9a-f]+\.ics)(\/cancel)?$/i.exec(path);
    if (feed && feed[2] && request.method === 'POST') {
      cancelled.add(feed[1]!);
      response.writeHead(204).end();
    } else if (feed && !feed[2] && request.method === 'GET') {
      response
        .writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' })
        .end(vrboFeed(!cancelled.has(feed[1]!)));
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    }
  });
  await new Promise<void>((resolve) =>
    server.listen(feedsPort(Number(process.env.E2E_PORT ?? 4100)), '127.0.0.1', resolve),
  );
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}

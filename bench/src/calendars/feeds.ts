import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The channels' side of the bench: a local HTTP server on 127.0.0.1 that the API reaches through
 * CALENDAR_FETCH_ORIGIN (as api/src/test/feed-server.ts does for the API's tests), serving the iCal feeds the seed
 * generates, keyed by path and query. Unknown paths answer 404.
 */
export class FeedServer {
  private readonly feeds = new Map<string, string>();

  private constructor(
    private readonly server: Server,
    readonly origin: string,
  ) {}

  static async start(): Promise<FeedServer> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const instance = new FeedServer(server, `http://127.0.0.1:${port}`);
    server.on('request', (request, response) => {
      const body = instance.feeds.get(request.url ?? '');
      if (body === undefined) response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      else response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(body);
    });
    return instance;
  }

  /** Serves `body` at `pathAndQuery` (`/calendar/ical/12.ics?s=ab12`). */
  serve(pathAndQuery: string, body: string): void {
    this.feeds.set(pathAndQuery, body);
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

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

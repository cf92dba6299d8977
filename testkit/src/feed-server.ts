import { readFileSync, readdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { listenLocally } from './http-server.js';

/** The real exports in testkit/fixtures/ical (see its SOURCES.md; ICAL_FIXTURES_DIR overrides), read byte for byte. */
export const FIXTURES_DIR = process.env.ICAL_FIXTURES_DIR ?? new URL('../fixtures/ical/', import.meta.url).pathname;

export function fixture(name: string): Buffer {
  return readFileSync(`${FIXTURES_DIR}/${name}`);
}

export const fixtureNames = () => readdirSync(FIXTURES_DIR).filter((name) => name.endsWith('.ics'));

export interface FeedResponse {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Wait this long before answering. */
  delayMs?: number;
}

type Route = FeedResponse | ((request: IncomingMessage) => FeedResponse);

/**
 * A local HTTP server on 127.0.0.1 that tests point CALENDAR_FETCH_ORIGIN at. Routes are keyed by path and query
 * (`/calendar/ical/1.ics?s=a`): the importer fetches a calendar URL's path and query from this origin. Unknown
 * paths answer 404. Every request is recorded.
 */
export class FeedServer {
  readonly requests: { url: string; headers: IncomingMessage['headers'] }[] = [];
  private readonly routes = new Map<string, Route>();
  private readonly open = new Set<ServerResponse>();
  private constructor(
    private readonly server: Server,
    readonly origin: string,
  ) {}

  static async start(): Promise<FeedServer> {
    const server = createServer();
    const instance = new FeedServer(server, await listenLocally(server));
    server.on('request', (request: IncomingMessage, response: ServerResponse) => instance.handle(request, response));
    return instance;
  }

  /** Serves `pathAndQuery`; a body alone is served as `text/calendar`. */
  serve(pathAndQuery: string, route: Route | string | Buffer): void {
    this.routes.set(
      pathAndQuery,
      typeof route === 'string' || Buffer.isBuffer(route)
        ? { headers: { 'content-type': 'text/calendar; charset=utf-8' }, body: route }
        : route,
    );
  }

  /** A calendar body with an ETag: a request carrying it in If-None-Match gets a 304. */
  serveWithEtag(pathAndQuery: string, body: string | Buffer, etag: string): void {
    this.serve(pathAndQuery, (request): FeedResponse =>
      request.headers['if-none-match'] === etag
        ? { status: 304, headers: { etag } }
        : { headers: { 'content-type': 'text/calendar', etag, 'last-modified': new Date(0).toUTCString() }, body },
    );
  }

  requestsTo(pathAndQuery: string) {
    return this.requests.filter((request) => request.url === pathAndQuery);
  }

  private handle(request: IncomingMessage, response: ServerResponse) {
    this.requests.push({ url: request.url ?? '', headers: request.headers });
    const route = this.routes.get(request.url ?? '');
    const answer: FeedResponse = !route
      ? { status: 404, headers: { 'content-type': 'text/plain' }, body: 'Not found' }
      : typeof route === 'function'
        ? route(request)
        : route;
    this.open.add(response);
    response.on('close', () => this.open.delete(response));
    const send = () => {
      response.writeHead(answer.status ?? 200, answer.headers ?? {});
      response.end(answer.body ?? '');
    };
    if (answer.delayMs) setTimeout(send, answer.delayMs).unref();
    else send();
  }

  async close(): Promise<void> {
    for (const response of this.open) response.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** A day as an iCal feed writes it: 2026-08-10 is 20260810. */
export const icalDate = (date: string) => date.replaceAll('-', '');

/** A feed made of VEVENTs: `[uid, start, end, summary]`, dates YYYY-MM-DD; CRLF like the real ones. */
export function feedOf(
  events: [string, string, string | null, string][],
  prodId = '-//Airbnb Inc//Hosting Calendar 1.0//EN',
) {
  const lines = ['BEGIN:VCALENDAR', `PRODID:${prodId}`, 'CALSCALE:GREGORIAN', 'VERSION:2.0'];
  for (const [uid, start, end, summary] of events) {
    lines.push('BEGIN:VEVENT', 'DTSTAMP:20260101T000000Z', `DTSTART;VALUE=DATE:${icalDate(start)}`);
    if (end) lines.push(`DTEND;VALUE=DATE:${icalDate(end)}`);
    lines.push(`SUMMARY:${summary}`, `UID:${uid}`, 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.join('\r\n') + '\r\n';
}

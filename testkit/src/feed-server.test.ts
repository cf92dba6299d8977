import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES_DIR, FeedServer, fixture, fixtureNames } from './feed-server.js';

describe('the iCal fixtures and feed server', () => {
  let server: FeedServer;
  beforeAll(async () => (server = await FeedServer.start()));
  afterAll(() => server.close());

  it('keeps the real exports inside the repository, each listed in SOURCES.md', () => {
    expect(new URL(`file://${FIXTURES_DIR}`).pathname).toMatch(/\/testkit\/fixtures\/ical\/?$/);
    const sources = readFileSync(`${FIXTURES_DIR}/SOURCES.md`, 'utf8');
    expect(fixtureNames().length).toBeGreaterThanOrEqual(7);
    for (const name of fixtureNames()) expect(sources).toContain(name);
  });

  it('serves a fixture byte for byte (CRLF kept) and answers 404 elsewhere', async () => {
    const body = fixture('airbnb__toneill57_muva-chat__airbnb-ics-kaya.ics');
    expect(body.includes('\r\n')).toBe(true);
    server.serve('/calendar/ical/1.ics?s=a', body);
    const response = await fetch(`${server.origin}/calendar/ical/1.ics?s=a`);
    expect(response.headers.get('content-type')).toContain('text/calendar');
    expect(Buffer.from(await response.arrayBuffer()).equals(body)).toBe(true);
    expect((await fetch(`${server.origin}/other.ics`)).status).toBe(404);
    expect(server.requestsTo('/calendar/ical/1.ics?s=a')).toHaveLength(1);
  });
});

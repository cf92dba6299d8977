import { describe, expect, it } from 'vitest';
import { fixture, fixtureNames } from '@portal/testkit/feed-server';
import { addDays, CALENDAR_IMPORT_RULES } from '@portal/schema';
import { classifyEvent } from './classify.js';
import { FeedError } from './errors.js';
import { parseFeed, readFeed, skippedWarning } from './parse.js';

const calendar = (...lines: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', ...lines, 'END:VCALENDAR'].join('\r\n');
const event = (...lines: string[]) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT'].join('\r\n');

describe('parseFeed', () => {
  it('reads every real feed of the fixtures', () => {
    const counts = Object.fromEntries(
      fixtureNames().map((name) => [
        name.split('__')[0] + '/' + name.split('__')[1],
        parseFeed(fixture(name).toString('utf8')).length,
      ]),
    );
    expect(counts).toEqual({
      'airbnb-legacy-0.8.8/Indika-Wijesinghe_icaltest': 2,
      'airbnb/Chilllove43_chilllove-site': 28,
      'airbnb/giuliapiva_reservation-sync': 8,
      'airbnb/toneill57_muva-chat': 13,
      'booking/giuliapiva_reservation-sync': 2,
      'booking/simonesugliano_booking-calendar': 4,
      'homeaway-abritel/ricard33_tiloc': 7,
    });
  });

  it('reads all-day dates as written, whatever the process time zone', () => {
    const [legacy] = parseFeed(
      fixture('airbnb-legacy-0.8.8__Indika-Wijesinghe_icaltest__listing-11833914.ics').toString(),
    );
    expect(legacy).toMatchObject({ startDate: '2023-02-26', endDate: '2023-02-27', summary: 'Airbnb (Not available)' });
  });

  it('unfolds lines, reads LF and CRLF, survives blank lines, keeps UTF-8 and the escaped PRODID', () => {
    const abritel = parseFeed(
      fixture('homeaway-abritel__ricard33_tiloc__core_tests_test_sync.py__abritel_ical.ics').toString(),
    );
    expect(abritel.map((e) => e.summary)).toContain('Réservée - Charlotte & Fred');
    const kaya = parseFeed(fixture('airbnb__toneill57_muva-chat__airbnb-ics-kaya.ics').toString());
    expect(kaya[0]!.description).toMatch(
      /^Reservation URL: https:\/\/www\.airbnb\.com\/hosting\/reservations\/details\/HM\w+\n/,
    );
    const booking = parseFeed(fixture('booking__giuliapiva_reservation-sync__ics_booking.ics').toString());
    expect(booking).toHaveLength(2);
    const lf = calendar(
      event('UID:a', 'DTSTART;VALUE=DATE:20270101', 'DTEND;VALUE=DATE:20270103', 'SUMMARY:Reserved'),
    ).replaceAll('\r\n', '\n\n');
    expect(parseFeed(lf)).toMatchObject([{ uid: 'a', startDate: '2027-01-01', endDate: '2027-01-03' }]);
  });

  it('swaps DTEND before DTSTART, makes a missing DTEND one night, drops cancelled events', () => {
    const events = parseFeed(
      calendar(
        event('UID:swapped', 'DTEND;VALUE=DATE:20270101', 'DTSTART;VALUE=DATE:20270105', 'SUMMARY:Reserved'),
        event('UID:no-end', 'DTSTART;VALUE=DATE:20270201', 'SUMMARY:Reserved'),
        event('UID:cancelled', 'DTSTART;VALUE=DATE:20270401', 'STATUS:CANCELLED', 'SUMMARY:Reserved'),
      ),
    );
    expect(events.map(({ uid, startDate, endDate }) => [uid, startDate, endDate])).toEqual([
      ['swapped', '2027-01-01', '2027-01-05'],
      ['no-end', '2027-02-01', '2027-02-02'],
    ]);
  });

  it('keeps every stay of a UID shared by events of other dates, under names stable from sync to sync', () => {
    const dup = (start: string, end: string) =>
      event('UID:dup@x.com', `DTSTART;VALUE=DATE:${start}`, `DTEND;VALUE=DATE:${end}`, 'SUMMARY:Reserved');
    const expected = [
      ['dup@x.com#20270301', '2027-03-01', '2027-03-03'],
      ['dup@x.com#20270310', '2027-03-10', '2027-03-12'],
    ];
    const rows = (text: string) => parseFeed(text).map(({ uid, startDate, endDate }) => [uid, startDate, endDate]);
    expect(rows(calendar(dup('20270301', '20270303'), dup('20270310', '20270312')))).toEqual(expected);
    expect(rows(calendar(dup('20270310', '20270312'), dup('20270301', '20270303')))).toEqual(expected);
    // The same start twice: the end tells them apart. The same event repeated stays one event.
    expect(rows(calendar(dup('20270301', '20270303'), dup('20270301', '20270305')))).toEqual([
      ['dup@x.com#20270301/20270303', '2027-03-01', '2027-03-03'],
      ['dup@x.com#20270301/20270305', '2027-03-01', '2027-03-05'],
    ]);
    expect(rows(calendar(dup('20270301', '20270303'), dup('20270301', '20270303')))).toEqual([
      ['dup@x.com', '2027-03-01', '2027-03-03'],
    ]);
    // A folded UID line, and a VALARM's own properties, are read as such.
    const folded = (start: string) =>
      event(
        'UID:long-uid',
        ' @x.com',
        `DTSTART;VALUE=DATE:${start}`,
        'BEGIN:VALARM',
        'DTSTART:20200101T000000Z',
        'END:VALARM',
        'SUMMARY:Reserved',
      );
    expect(rows(calendar(folded('20270501'), folded('20270601'))).map(([uid]) => uid)).toEqual([
      'long-uid@x.com#20270501',
      'long-uid@x.com#20270601',
    ]);
  });

  it('takes the date of a DATE-TIME in its TZID, else in X-WR-TIMEZONE, else UTC', () => {
    const events = parseFeed(
      calendar(
        'X-WR-TIMEZONE:Pacific/Auckland',
        // 22:00 in New York on 1 March is 03:00 UTC on 2 March: the stay starts on 1 March.
        event('UID:ny', 'DTSTART;TZID=America/New_York:20270301T220000', 'DTEND;TZID=America/New_York:20270303T100000'),
        // 13:00 UTC on 1 March is 02:00 on 2 March in Auckland (the calendar's zone).
        event('UID:utc', 'DTSTART:20270301T130000Z', 'DTEND:20270304T130000Z'),
      ),
    );
    expect(events.map(({ uid, startDate, endDate }) => [uid, startDate, endDate])).toEqual([
      ['ny', '2027-03-01', '2027-03-03'],
      ['utc', '2027-03-02', '2027-03-05'],
    ]);
  });

  it('leaves out an event with an impossible date and names it, reading the others as usual', () => {
    const feed = readFeed(
      calendar(
        event('UID:month-13', 'DTSTART;VALUE=DATE:20271345', 'DTEND;VALUE=DATE:20271350', 'SUMMARY:Reserved'),
        event('UID:feb-30', 'DTSTART;VALUE=DATE:20270228', 'DTEND;VALUE=DATE:20270230', 'SUMMARY:Reserved'),
        event('UID:hour-25', 'DTSTART:20270301T250000Z', 'DTEND:20270303T100000Z', 'SUMMARY:Reserved'),
        event('UID:leap-day', 'DTSTART;VALUE=DATE:20280228', 'DTEND;VALUE=DATE:20280301', 'SUMMARY:Reserved'),
        event('UID:fine', 'DTSTART;VALUE=DATE:20270401', 'DTEND;VALUE=DATE:20270405', 'SUMMARY:Reserved'),
        event('UID:no-start', 'DTEND;VALUE=DATE:20270501', 'SUMMARY:Reserved'),
      ),
    );
    expect(feed.events.map(({ uid, startDate, endDate }) => [uid, startDate, endDate])).toEqual([
      ['fine', '2027-04-01', '2027-04-05'],
      ['leap-day', '2028-02-28', '2028-03-01'],
    ]);
    expect(feed.skipped).toEqual([
      { uid: 'month-13', reason: 'impossible date 20271345' },
      { uid: 'feb-30', reason: 'impossible date 20270230' },
      { uid: 'hour-25', reason: 'impossible date 20270301T250000Z' },
      { uid: 'no-start', reason: 'no start date' },
    ]);
    expect(skippedWarning(feed.skipped.slice(0, 1))).toBe('1 event skipped: impossible date 20271345');
    expect(skippedWarning(feed.skipped)).toBe(
      '4 events skipped: impossible date 20271345, impossible date 20270230, impossible date 20270301T250000Z, ' +
        'no start date',
    );
    expect(skippedWarning([])).toBeNull();
  });

  it('keeps every stay of a feed whose thousands of events share one UID', () => {
    const events = Array.from({ length: 3000 }, (_, index) => {
      const start = addDays('2027-01-01', index * 2).replaceAll('-', '');
      return event('UID:same@x.com', `DTSTART;VALUE=DATE:${start}`, 'SUMMARY:Reserved');
    });
    const feed = readFeed(calendar(...events));
    expect(feed.events).toHaveLength(3000);
    expect(new Set(feed.events.map((e) => e.uid)).size).toBe(3000);
    expect(feed.events[0]).toMatchObject({
      uid: 'same@x.com#20270101',
      startDate: '2027-01-01',
      endDate: '2027-01-02',
    });
  });

  it('ignores recurrence rules (a stay never recurs), even a broken one', () => {
    const events = parseFeed(
      calendar(
        event('UID:a', 'DTSTART;VALUE=DATE:20270101', 'DTEND;VALUE=DATE:20270103', 'RRULE:FREQ=NONSENSE;COUNT=x'),
      ),
    );
    expect(events).toMatchObject([{ uid: 'a', startDate: '2027-01-01', endDate: '2027-01-03' }]);
  });

  it.each([
    ['', 'The feed was empty: nothing was changed'],
    ['\n', 'The feed was empty: nothing was changed'],
    [
      '<!DOCTYPE html><html><body>Service unavailable</body></html>',
      'The feed answered a web page instead of a calendar: nothing was changed',
    ],
    ['{"error":"not found"}', 'The feed is not an iCalendar file (no BEGIN:VCALENDAR): nothing was changed'],
    ['BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:a\r\n', 'The feed is incomplete (no END:VCALENDAR): nothing was changed'],
  ])('refuses %j', (text, message) => {
    expect(() => parseFeed(text)).toThrow(new FeedError(message));
  });
});

describe('classifyEvent', () => {
  const today = '2026-08-21';
  const stay = { startDate: '2026-09-01', endDate: '2026-09-05' };
  const classify = (summary: string, provider: keyof typeof CALENDAR_IMPORT_RULES, dates = stay) =>
    classifyEvent({ summary, ...dates }, provider, CALENDAR_IMPORT_RULES[provider], today);

  it.each([
    ['Reserved', 'airbnb', { kind: 'reservation', guestName: null }],
    ['Airbnb (Not available)', 'airbnb', { kind: 'block' }],
    ['Jane Doe (HMABC12345)', 'airbnb', { kind: 'reservation', guestName: 'Jane Doe' }],
    ['CLOSED - Not available', 'bookingcom', { kind: 'reservation', guestName: null }],
    ['Reserved - Mary Smith', 'homeaway', { kind: 'reservation', guestName: 'Mary Smith' }],
    ['Réservée - M & Mme', 'homeaway', { kind: 'reservation', guestName: 'M & Mme' }],
    ['Réservée', 'homeaway', { kind: 'reservation', guestName: null }],
    ['Provisoire - Sylvie', 'homeaway', { kind: 'reservation', guestName: 'Sylvie' }],
    ['Indisponible', 'homeaway', { kind: 'block' }],
    ['Blocked', 'vrbo', { kind: 'block' }],
    ['Tripadvisor Booking: Tom Jones', 'tripadvisor', { kind: 'reservation', guestName: 'Tom Jones' }],
    ['Not available', 'airbnb', { kind: 'block' }],
    ['Something else', 'vrbo', { kind: 'reservation', guestName: null }],
  ] as const)('%s (%s)', (summary, provider, expected) => {
    expect(classify(summary, provider)).toEqual(expected);
  });

  it("takes a Booking.com event longer than its longest stay, or at its window's end, as closed dates", () => {
    const closed = 'CLOSED - Not available';
    const nights = (count: number) => ({ startDate: '2026-09-01', endDate: addDays('2026-09-01', count) });
    expect(classify(closed, 'bookingcom', nights(90))).toEqual({ kind: 'reservation', guestName: null });
    expect(classify(closed, 'bookingcom', nights(91))).toEqual({ kind: 'block' });
    // 18 months from 2026-08-21 is 2028-02-21, where Booking.com's export ends (the rolling closure).
    expect(classify(closed, 'bookingcom', { startDate: '2028-02-01', endDate: '2028-02-21' })).toEqual({
      kind: 'block',
    });
    expect(classify(closed, 'bookingcom', { startDate: '2028-01-10', endDate: '2028-02-10' })).toEqual({
      kind: 'reservation',
      guestName: null,
    });
    // Unknown text elsewhere reads the same; what a channel marks as a stay stays one, however long.
    expect(classify('Something else', 'vrbo', nights(120))).toEqual({ kind: 'block' });
    expect(classify('Reserved', 'airbnb', nights(200))).toEqual({ kind: 'reservation', guestName: null });
    expect(classify('Reserved - Mary Smith', 'homeaway', nights(120))).toEqual({
      kind: 'reservation',
      guestName: 'Mary Smith',
    });
  });
});

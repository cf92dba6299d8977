import { inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { violationsOf } from '../test/app.js';
import { inDays } from '../test/bookings.js';
import { addPricedProperty, insertImportedBooking } from '../test/calendars.js';
import { testDatabases } from '../test/databases.js';
import { withResourceSuite } from '../test/resource-suite.js';
import { parseFeed } from '../calendars/sync/parse.js';

/** The text a pdfkit PDF shows: its Flate streams inflated, the hex strings of their TJ operators decoded. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const array of content.matchAll(/\[(.*?)\] TJ/g)) {
      texts.push(
        [...array[1]!.matchAll(/<([0-9a-fA-F]*)>/g)]
          .map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1'))
          .join(''),
      );
    }
  }
  return texts.join('\n').replaceAll('\x80', '€'); // WinAnsi's euro sign
}

describe.each(testDatabases())('bookings on $name', (database) => {
  const { t, host, other, expectDeleted } = withResourceSuite(database, '/bookings');
  beforeAll(async () => {
    await t.app.inject({ method: 'PUT', url: `/users/${host.id}`, headers: host.auth, payload: { currency: 'eur' } });
  });

  const book = (payload: object, user = host) =>
    t.app.inject({ method: 'POST', url: '/bookings', headers: user.auth, payload });
  const stay = (property: string, startDate: string, endDate: string, extra: object = {}) => ({
    property,
    startDate,
    endDate,
    providerGuestName: 'Grace Hopper',
    numberOfGuest: 2,
    ...extra,
  });

  it('creates a direct booking with its quote and invite code; it reaches the export feed', async () => {
    const property = await addPricedProperty(t.app, host, 'Quoted', {
      extraChargesEnabled: true,
      cleaningFee: 4000,
      extraGuestPrice: 1000,
      securityDeposit: 10000,
    });
    const response = await book(
      stay(property.iri, '2027-03-01', '2027-03-04', { numberOfGuest: 3, paymentMethod: 'Bank transfer' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const booking = response.json();
    expect(response.headers.location).toBe(booking['@id']);
    expect(booking).toMatchObject({
      '@type': 'Booking',
      property: property.iri,
      calendar: null,
      provider: null,
      ota: null,
      providerGuestName: 'Grace Hopper',
      numberOfGuest: 3,
      paymentMethod: 'Bank transfer',
      deletedAt: null,
      purchases: [],
    });
    expect(booking.inviteCode).toMatch(/^[\w-]{16}$/);
    expect(booking.quote).toMatchObject({
      nights: 3,
      subtotal: 30000,
      fees: [
        { kind: 'cleaning', amount: 4000 },
        { kind: 'extraGuests', quantity: 3, unitPrice: 1000, amount: 3000 },
      ],
      total: 37000,
      securityDeposit: 10000,
    });
    const read = await t.app.inject({ url: booking['@id'], headers: host.auth });
    expect(read.json().quote).toEqual(booking.quote);

    const { icalExportUrl } = (await t.app.inject({ url: `/properties/${property.id}`, headers: host.auth })).json();
    const feed = await t.app.inject({ url: new URL(icalExportUrl).pathname.replace(/^\/api/, '') });
    expect(parseFeed(feed.body).map((event) => [event.startDate, event.endDate])).toEqual([
      ['2027-03-01', '2027-03-04'],
    ]);
    // A block made here reaches it too.
    await t.app.inject({
      method: 'POST',
      url: `/properties/${property.id}/availability-block/create`,
      headers: host.auth,
      payload: { fromDate: '2027-03-10', toDate: '2027-03-11' },
    });
    const again = await t.app.inject({ url: new URL(icalExportUrl).pathname.replace(/^\/api/, '') });
    expect(parseFeed(again.body).map((event) => [event.startDate, event.endDate, event.summary])).toEqual([
      ['2027-03-01', '2027-03-04', 'Reserved'],
      ['2027-03-10', '2027-03-12', 'Not available'],
    ]);
  });

  it('refuses overlaps with bookings and blocked dates, and bad input', async () => {
    const property = await addPricedProperty(t.app, host);
    await insertImportedBooking(t.db, property.id, 'airbnb', { startDate: '2027-05-10', endDate: '2027-05-15' });
    await insertImportedBooking(t.db, property.id, 'airbnb', {
      startDate: '2027-05-01',
      endDate: '2027-05-05',
      deletedAt: new Date().toISOString(),
    });
    await t.app.inject({
      method: 'POST',
      url: `/properties/${property.id}/availability-block/create`,
      headers: host.auth,
      payload: { fromDate: '2027-05-20', toDate: '2027-05-21' },
    });
    expect(violationsOf(await book(stay(property.iri, '2027-05-14', '2027-05-16')))).toEqual([
      { propertyPath: 'startDate', message: 'These dates overlap a booking' },
    ]);
    expect(violationsOf(await book(stay(property.iri, '2027-05-18', '2027-05-21')))).toEqual([
      { propertyPath: 'startDate', message: 'These dates include blocked dates' },
    ]);
    // Checkout on an arrival day, arrival on a checkout day, and over a cancelled booking are fine.
    expect((await book(stay(property.iri, '2027-05-08', '2027-05-10'))).statusCode).toBe(201);
    expect((await book(stay(property.iri, '2027-05-15', '2027-05-17'))).statusCode).toBe(201);
    expect((await book(stay(property.iri, '2027-05-01', '2027-05-03'))).statusCode).toBe(201);

    expect(violationsOf(await book(stay(property.iri, '2027-06-01', '2027-06-03', { numberOfGuest: 5 })))).toEqual([
      { propertyPath: 'numberOfGuest', message: 'This listing sleeps at most 4 guests' },
    ]);
    const bad = violationsOf(
      await book({
        property: property.iri,
        startDate: '2027-06-03',
        endDate: '2027-06-03',
        numberOfGuest: 1.5,
        providerGuestName: ' ',
      }),
    );
    expect(bad).toEqual(
      expect.arrayContaining([
        { propertyPath: 'endDate', message: 'The check-out date must be after the arrival date' },
        { propertyPath: 'numberOfGuest', message: 'Must be a whole number' },
        { propertyPath: 'providerGuestName', message: 'Required' },
      ]),
    );
    expect(violationsOf(await book(stay(property.iri, '2027-06-01', '2027-06-03'), other))).toEqual([
      { propertyPath: 'property', message: 'This listing does not exist' },
    ]);
    const unpriced = await addPricedProperty(t.app, host, 'No rate', { baseRate: null });
    expect(violationsOf(await book(stay(unpriced.iri, '2027-06-01', '2027-06-03')))[0]!.propertyPath).toBe('property');
    // A stay that already started is not a new direct booking (yesterday is allowed: the host's day may lag UTC).
    expect(violationsOf(await book(stay(property.iri, inDays(-3), inDays(2))))).toEqual([
      { propertyPath: 'startDate', message: 'The arrival date has passed: a direct booking starts today or later' },
    ]);
    expect((await book(stay(property.iri, inDays(-1), inDays(1)))).statusCode).toBe(201);
  });

  it('quotes a stay before booking it: the same price the booking then gets, and whether the dates are free', async () => {
    const property = await addPricedProperty(t.app, host, 'Previewed', {
      extraChargesEnabled: true,
      cleaningFee: 4000,
      extraGuestPrice: 1000,
    });
    const quoteOf = (query: string, user = host) =>
      t.app.inject({ url: `/properties/${property.id}/stay-quote?${query}`, headers: user.auth });
    const preview = await quoteOf('startDate=2027-04-01&endDate=2027-04-04&numberOfGuest=3');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ nights: 3, guests: 3, total: 37000, available: true });
    const booked = (await book(stay(property.iri, '2027-04-01', '2027-04-04', { numberOfGuest: 3 }))).json();
    const { available, ...quote } = preview.json();
    expect(available).toBe(true);
    expect(booked.quote).toEqual(quote);

    expect((await quoteOf('startDate=2027-04-03&endDate=2027-04-05')).json()).toMatchObject({
      guests: 1,
      available: false,
    });
    expect(violationsOf(await quoteOf('startDate=2027-04-05&endDate=2027-04-05&numberOfGuest=1.5'))).toEqual(
      expect.arrayContaining([
        { propertyPath: 'endDate', message: 'The check-out date must be after the arrival date' },
        { propertyPath: 'numberOfGuest', message: 'Must be a whole number' },
      ]),
    );
    expect((await quoteOf('startDate=2027-04-10&endDate=2027-04-12', other)).statusCode).toBe(404);
    const unpriced = await addPricedProperty(t.app, host, 'Unpriced', { baseRate: null });
    const noRate = await t.app.inject({
      url: `/properties/${unpriced.id}/stay-quote?startDate=2027-04-10&endDate=2027-04-12`,
      headers: host.auth,
    });
    expect(violationsOf(noRate)[0]!.propertyPath).toBe('property');
  });

  it('lets exactly one of two racing requests for the same nights through', async () => {
    const property = await addPricedProperty(t.app, host);
    for (let round = 0; round < 3; round++) {
      const month = `2027-0${round + 7}`;
      const responses = await Promise.all([
        book(stay(property.iri, `${month}-01`, `${month}-05`)),
        book(stay(property.iri, `${month}-03`, `${month}-08`)),
        book(stay(property.iri, `${month}-04`, `${month}-06`)),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 422, 422]);
    }
  });

  it('deletes direct bookings only', async () => {
    const property = await addPricedProperty(t.app, host);
    const direct = (await book(stay(property.iri, '2027-09-01', '2027-09-03'))).json();
    expect((await t.app.inject({ method: 'DELETE', url: direct['@id'], headers: other.auth })).statusCode).toBe(404);
    await expectDeleted(host, direct['@id']);
    const { bookingId } = await insertImportedBooking(t.db, property.id, 'airbnb', {
      startDate: '2027-09-05',
      endDate: '2027-09-07',
    });
    expect(
      violationsOf(await t.app.inject({ method: 'DELETE', url: `/bookings/${bookingId}`, headers: host.auth }))[0]!
        .message,
    ).toBe('Only direct bookings can be deleted; bookings from a channel are cancelled there');
  });

  it('starts the cancellation of Vrbo bookings not cancelled and not ended', async () => {
    const property = await addPricedProperty(t.app, host);
    const cancel = (id: number, user = host) =>
      t.app.inject({ method: 'POST', url: `/bookings/${id}/cancel`, headers: user.auth });
    const vrbo = await insertImportedBooking(t.db, property.id, 'vrbo', { startDate: inDays(10), endDate: inDays(12) });
    expect((await cancel(vrbo.bookingId, other)).statusCode).toBe(404);
    const done = await cancel(vrbo.bookingId);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().deletedAt).not.toBeNull();
    expect(done.json().cancellationRequestedAt).not.toBeNull();
    expect(violationsOf(await cancel(vrbo.bookingId))).toEqual([
      { propertyPath: 'deletedAt', message: 'This booking is already cancelled' },
    ]);

    const airbnb = await insertImportedBooking(t.db, property.id, 'airbnb', {
      startDate: inDays(20),
      endDate: inDays(22),
    });
    expect(violationsOf(await cancel(airbnb.bookingId))[0]!.propertyPath).toBe('ota');
    const past = await insertImportedBooking(t.db, property.id, 'vrbo', { startDate: inDays(-5), endDate: inDays(-2) });
    expect(violationsOf(await cancel(past.bookingId))).toEqual([
      { propertyPath: 'endDate', message: 'This booking has already ended' },
    ]);
    const direct = (await book(stay(property.iri, inDays(30), inDays(32)))).json();
    expect(violationsOf(await cancel(direct.id))[0]!.propertyPath).toBe('ota');
  });

  it('renders the invoice as a PDF for the owner, opened with ?bearer=', async () => {
    const property = await addPricedProperty(t.app, host, 'Harbour Loft', {
      addressStreet: 'Church Street',
      addressTown: 'Whitby',
      lengthOfStayEnabled: true,
      weeklyDiscount: 10,
    });
    const booking = (
      await book(stay(property.iri, '2027-10-04', '2027-10-11', { providerGuestName: 'Katherine Johnson' }))
    ).json();
    const response = await t.app.inject({ url: `/booking-invoice/pdf/${booking.id}?bearer=${host.token}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="invoice-${booking.id}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(response.rawPayload);
    for (const expected of [
      'Host Portal',
      'Harbour Loft',
      'Church Street, Whitby',
      'Katherine Johnson',
      '2027-10-04',
      'Weekly discount (10%)',
      'No purchases',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain(`€${(booking.quote.total / 100).toFixed(2)}`);

    const { bookingId } = await insertImportedBooking(t.db, property.id, 'airbnb', {
      startDate: '2027-11-01',
      endDate: '2027-11-03',
      providerGuestName: 'Dorothy Vaughan',
    });
    const imported = await t.app.inject({ url: `/booking-invoice/pdf/${bookingId}`, headers: host.auth });
    expect(pdfText(imported.rawPayload)).toContain('2 nights, paid through Airbnb.');
    expect((await t.app.inject({ url: `/booking-invoice/pdf/${booking.id}?bearer=${other.token}` })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: `/booking-invoice/pdf/${booking.id}` })).statusCode).toBe(401);
  });
});

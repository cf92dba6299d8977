import { MAX_MESSAGE_LENGTH, MESSAGING_MESSAGES } from '@portal/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InProcessEvents, type ApiEvent, type MessageAddedEvent } from '../integrations/events/index.js';
import { buildApp } from '../app.js';
import { signUp, violationsOf, type SignedInUser, type TestApp } from '../test/app.js';
import { addDirectBooking, inDays } from '../test/bookings.js';
import { addPricedProperty, insertImportedBooking } from '../test/calendars.js';
import { testDatabases } from '../test/databases.js';
import { putProperty } from '../test/listings.js';
import { sendWelcomeMessages } from './service.js';

interface BookingBody {
  id: number;
  '@id': string;
  inviteCode?: string;
  quote?: unknown;
  paymentMethod?: string | null;
  mainGuest: { id: number; firstName: string } | null;
  owner: { id: number };
}

describe.each(testDatabases())('messages on $name', (database) => {
  let t: TestApp;
  let events: InProcessEvents;
  const published: MessageAddedEvent[] = [];
  let host: SignedInUser;
  let guest: SignedInUser;
  let stranger: SignedInUser;
  let booking: BookingBody;
  let otherBooking: BookingBody;
  let propertyIri: string;
  let day = 10;

  beforeAll(async () => {
    const opened = await database.open();
    events = new InProcessEvents();
    events.on('api-events', (event: ApiEvent) => event.type === 'message.added' && published.push(event));
    const app = buildApp({ db: opened.db, config: opened.config, events });
    await app.ready();
    t = { ...opened, app, close: async () => (await app.close(), await opened.close()) };
    host = await signUp(t.app);
    guest = await signUp(t.app, { firstName: 'Grace', lastName: 'Hopper' });
    stranger = await signUp(t.app);
    const property = await addPricedProperty(t.app, host, 'Harbour View');
    propertyIri = property.iri;
    booking = await book(host, property.iri);
    otherBooking = await book(host, property.iri);
  });
  afterAll(() => t.close());

  async function book(user: SignedInUser, property: string): Promise<BookingBody> {
    day += 5;
    return addDirectBooking<BookingBody>(t.app, user, property, day);
  }
  const post = (user: SignedInUser, payload: object) =>
    t.app.inject({ method: 'POST', url: '/messages', headers: user.auth, payload });
  const read = (user: SignedInUser, url: string) => t.app.inject({ method: 'GET', url, headers: user.auth });
  const join = (user: SignedInUser, id: number, inviteCode: string) =>
    t.app.inject({ method: 'POST', url: `/bookings/${id}/join`, headers: user.auth, payload: { inviteCode } });

  it('a wrong invite code answers 404; the right one makes the caller the main guest', async () => {
    expect((await join(guest, booking.id, 'wrong-code')).statusCode).toBe(404);
    expect((await join(guest, 999_999, booking.inviteCode!)).statusCode).toBe(404);
    expect((await join(host, booking.id, booking.inviteCode!)).statusCode).toBe(422);
    const joined = await join(guest, booking.id, booking.inviteCode!);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json<BookingBody>().mainGuest).toMatchObject({ id: guest.id, firstName: 'Grace' });
    expect((await join(guest, booking.id, booking.inviteCode!)).statusCode).toBe(200); // idempotent
    expect((await join(stranger, booking.id, booking.inviteCode!)).statusCode).toBe(409);
  });

  it('the host and the joined guest post and read the conversation, oldest first; events name both', async () => {
    published.length = 0;
    const fromHost = await post(host, { booking: booking['@id'], content: '  Welcome!  ' });
    expect(fromHost.statusCode, fromHost.body).toBe(201);
    expect(fromHost.json()).toMatchObject({ content: 'Welcome!', bookingId: booking.id, sender: { id: host.id } });
    const fromGuest = await post(guest, { booking: booking['@id'], content: '<b>Thanks</b>' });
    expect(fromGuest.statusCode, fromGuest.body).toBe(201);

    for (const user of [host, guest]) {
      const list = await read(user, `/messages?booking=${booking['@id']}`);
      expect(list.statusCode, list.body).toBe(200);
      const { 'hydra:member': members } = list.json<{ 'hydra:member': { content: string }[] }>();
      const contents = members.map((message) => message.content);
      expect(contents.slice(-2)).toEqual(['Welcome!', '<b>Thanks</b>']);
    }
    const firstId = fromHost.json<{ id: number }>().id;
    const after = await read(guest, `/messages?booking=${booking['@id']}&after=${firstId}`);
    expect(after.json<{ 'hydra:member': { content: string }[] }>()['hydra:member'].map((m) => m.content)).toEqual([
      '<b>Thanks</b>',
    ]);
    expect((await read(guest, `/messages/${firstId}`)).statusCode).toBe(200);

    await new Promise((resolve) => setImmediate(resolve));
    expect(published.map((event) => event.message.content)).toEqual(['Welcome!', '<b>Thanks</b>']);
    expect([...published[1]!.participantIds].sort()).toEqual([host.id, guest.id].sort());
  });

  it('lists the latest message per conversation as host and as guest, for the caller only', async () => {
    const asHost = await read(host, `/users/${host.id}/messages-as-host`);
    expect(asHost.statusCode, asHost.body).toBe(200);
    expect(asHost.json<{ 'hydra:member': unknown[] }>()['hydra:member'][0]).toMatchObject({
      content: '<b>Thanks</b>',
      propertyName: 'Harbour View',
      guestName: 'Grace Hopper',
      bookingId: booking.id,
    });
    const asGuest = await read(guest, `/users/${guest.id}/messages-as-guest`);
    expect(asGuest.json<{ 'hydra:member': { bookingId: number }[] }>()['hydra:member'].map((m) => m.bookingId)).toEqual(
      [booking.id],
    );
    expect((await read(guest, `/users/${host.id}/messages-as-host`)).statusCode).toBe(403);
  });

  it('refuses everyone else, and the guest sees nothing else of the host', async () => {
    expect((await post(stranger, { booking: booking['@id'], content: 'Hi' })).statusCode).toBe(404);
    expect((await read(stranger, `/messages?booking=${booking['@id']}`)).statusCode).toBe(404);
    expect((await read(stranger, `/bookings/${booking.id}`)).statusCode).toBe(404);
    const list = await read(host, `/messages?booking=${booking['@id']}`);
    const anId = list.json<{ 'hydra:member': { id: number }[] }>()['hydra:member'][0]!.id;
    expect((await read(stranger, `/messages/${anId}`)).statusCode).toBe(404);

    expect((await post(guest, { booking: otherBooking['@id'], content: 'Hi' })).statusCode).toBe(404);
    expect((await read(guest, `/messages?booking=${otherBooking['@id']}`)).statusCode).toBe(404);
    expect((await read(guest, `/bookings/${otherBooking.id}`)).statusCode).toBe(404);
    expect((await read(guest, propertyIri)).statusCode).toBe(404);
    const guestBookings = await read(guest, '/bookings');
    expect(guestBookings.json<{ 'hydra:member': unknown[] }>()['hydra:member']).toEqual([]);

    const guestView = await read(guest, `/bookings/${booking.id}`);
    expect(guestView.statusCode, guestView.body).toBe(200);
    const body = guestView.json<BookingBody>();
    expect(body).toMatchObject({ id: booking.id, mainGuest: { id: guest.id }, owner: { id: host.id } });
    expect(body).not.toHaveProperty('quote');
    expect(body).not.toHaveProperty('paymentMethod');
    expect(body).not.toHaveProperty('inviteCode');
    const hostView = await read(host, `/bookings/${booking.id}`);
    expect(hostView.json<BookingBody>()).toMatchObject({ mainGuest: { id: guest.id }, owner: { id: host.id } });
    expect(hostView.json<BookingBody>().quote).toBeTruthy();
  });

  it('refuses empty, whitespace-only and over-long messages', async () => {
    for (const content of ['', '   \n\t ']) {
      expect(violationsOf(await post(host, { booking: booking['@id'], content }))).toEqual([
        { propertyPath: 'content', message: MESSAGING_MESSAGES.empty },
      ]);
    }
    const long = await post(host, { booking: booking['@id'], content: 'x'.repeat(MAX_MESSAGE_LENGTH + 1) });
    expect(violationsOf(long)).toEqual([{ propertyPath: 'content', message: MESSAGING_MESSAGES.tooLong }]);
    const max = await post(host, { booking: booking['@id'], content: 'x'.repeat(MAX_MESSAGE_LENGTH) });
    expect(max.statusCode).toBe(201);
  });

  it('manages the caller’s own templates, at most 5', async () => {
    const create = (user: SignedInUser, payload: object) =>
      t.app.inject({ method: 'POST', url: '/message-templates', headers: user.auth, payload });
    expect(violationsOf(await create(host, { name: ' ', content: '' })).map((v) => v.propertyPath)).toEqual([
      'name',
      'content',
    ]);
    const ids: number[] = [];
    for (let index = 1; index <= 5; index++) {
      const created = await create(host, { name: `T${index}`, content: 'Hello {guestName}' });
      expect(created.statusCode, created.body).toBe(201);
      ids.push(created.json<{ id: number }>().id);
    }
    expect(violationsOf(await create(host, { name: 'T6', content: 'x' }))).toEqual([
      { propertyPath: 'name', message: 'You can have at most 5 message templates' },
    ]);
    const url = `/message-templates/${ids[0]}`;
    expect((await read(stranger, url)).statusCode).toBe(404);
    const put = (user: SignedInUser) =>
      t.app.inject({ method: 'PUT', url, headers: user.auth, payload: { name: 'Edited', content: 'New' } });
    expect((await put(stranger)).statusCode).toBe(404);
    expect((await put(host)).json()).toMatchObject({ id: ids[0], name: 'Edited', content: 'New' });
    expect((await t.app.inject({ method: 'DELETE', url, headers: stranger.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url, headers: host.auth })).statusCode).toBe(204);
    expect((await read(host, '/message-templates')).json<{ 'hydra:member': unknown[] }>()['hydra:member']).toHaveLength(
      4,
    );
    expect((await read(stranger, '/message-templates')).json<{ 'hydra:member': unknown[] }>()['hydra:member']).toEqual(
      [],
    );
    expect((await create(host, { name: 'T6', content: 'x' })).statusCode).toBe(201);
  });

  it('posts the automatic welcome message once per new booking, placeholders filled', async () => {
    const property = await addPricedProperty(t.app, host, 'Sea Loft');
    const set = await putProperty(t.app, host, property.id, {
      autoMessageEnabled: true,
      autoMessageContent: 'Hi {guestName}, welcome to {listingName} from {checkIn} to {checkOut}!',
    });
    expect(set.statusCode, set.body).toBe(200);
    const direct = await book(host, property.iri);
    const messages = await read(host, `/messages?booking=${direct['@id']}`);
    const expected = `Hi Grace, welcome to Sea Loft from ${inDays(day)} to ${inDays(day + 3)}!`;
    expect(
      messages.json<{ 'hydra:member': { content: string; sender: { id: number } }[] }>()['hydra:member'],
    ).toMatchObject([{ content: expected, sender: { id: host.id } }]);

    // An imported booking (as a sync creates it: welcome pending); a second run posts nothing more.
    const { bookingId } = await insertImportedBooking(t.db, property.id, 'airbnb', {
      startDate: inDays(60),
      endDate: inDays(62),
      providerGuestName: 'Alan',
    });
    await t.db.updateTable('bookings').set({ welcomePending: 1 }).where('id', '=', bookingId).execute();
    await sendWelcomeMessages(t.db, events, property.id);
    await sendWelcomeMessages(t.db, events, property.id);
    const imported = await read(host, `/messages?booking=/bookings/${bookingId}`);
    expect(imported.json<{ 'hydra:member': { content: string }[] }>()['hydra:member'].map((m) => m.content)).toEqual([
      `Hi Alan, welcome to Sea Loft from ${inDays(60)} to ${inDays(62)}!`,
    ]);
    const again = await read(host, `/messages?booking=${direct['@id']}`);
    expect(again.json<{ 'hydra:member': unknown[] }>()['hydra:member']).toHaveLength(1);
  });

  it('/users/{id}/conversations merges both roles, once a booking, newest first; another id is a 404', async () => {
    // Lin is the joined guest of one of the host's bookings and hosts a listing of her own.
    const lin = await signUp(t.app, { firstName: 'Lin', lastName: 'Lovelace' });
    const visit = await book(host, propertyIri);
    expect((await join(lin, visit.id, visit.inviteCode!)).statusCode).toBe(200);
    expect((await post(host, { booking: visit['@id'], content: 'Welcome, Lin' })).statusCode).toBe(201);
    const own = await addPricedProperty(t.app, lin, 'Lin Cottage');
    const hosted = await book(lin, own.iri);
    expect((await post(lin, { booking: hosted['@id'], content: 'Note to self' })).statusCode).toBe(201);
    const merged = await read(lin, `/users/${lin.id}/conversations`);
    expect(merged.statusCode, merged.body).toBe(200);
    const rows = merged.json<{ 'hydra:member': { bookingId: number; content: string }[] }>()['hydra:member'];
    expect(rows.map((row) => row.bookingId)).toEqual([hosted.id, visit.id]);
    expect(rows[0]).toMatchObject({ content: 'Note to self', propertyName: 'Lin Cottage' });
    expect(rows[1]).toMatchObject({ content: 'Welcome, Lin', propertyName: 'Harbour View' });
    // The host's list is the host's conversations, the same rows messages-as-host answers.
    const asHost = (await read(host, `/users/${host.id}/messages-as-host`)).json()['hydra:member'];
    expect((await read(host, `/users/${host.id}/conversations`)).json()['hydra:member']).toEqual(asHost);
    expect((await read(stranger, `/users/${lin.id}/conversations`)).statusCode).toBe(404);
    expect((await read(stranger, `/users/${stranger.id}/conversations`)).json()['hydra:member']).toEqual([]);
  });
});

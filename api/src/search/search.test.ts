import { beforeAll, describe, expect, it } from 'vitest';
import { withTestApp, type SignedInUser } from '../test/app.js';
import { testDatabases } from '../test/databases.js';
import { addProperty, putProperty } from '../test/listings.js';
import { insertService } from '../services/repository.js';
import { searchTerms } from './repository.js';

describe('searchTerms', () => {
  it('folds case and accents as the indexes do, and keeps only words', () => {
    expect(searchTerms('Crème  BRÛLÉE, Łódź!')).toEqual(['creme', 'brulee', 'lodz']);
    expect(searchTerms('"*) OR 1=1 --')).toEqual(['or', '1', '1']);
    expect(searchTerms('   ')).toEqual([]);
  });
});

describe.each(testDatabases())('GET /search/{query} on $name', (database) => {
  const t = withTestApp(database);
  const host = t.user();
  const other = t.user();
  let cottage: number;
  beforeAll(async () => {
    cottage = (await addProperty(t.app, host, 'Château Émeraude')).id;
    await putProperty(t.app, host, cottage, { addressStreet: 'Rue de la Paix', addressTown: 'Saint-Malo' });
    await addProperty(t.app, other, 'Château Voisin');
    const service = (title: string, description: string | null) => ({
      title,
      description,
      price: 2500,
      currency: 'gbp',
      image: null,
      terms: null,
    });
    await insertService(t.db, host.id, service('Château breakfast hamper', 'Croissants and crème fraîche'));
    await insertService(t.db, host.id, service('Late checkout', null));
    await insertService(t.db, other.id, service('Château tour', 'Not yours'));
    const now = new Date().toISOString();
    const booking = await t.db
      .insertInto('bookings')
      .values({
        propertyId: cottage,
        startDate: '2027-04-01',
        endDate: '2027-04-05',
        providerGuestName: 'Zoë Ångström',
        createdAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('messages')
      .values([
        { bookingId: booking.id, senderId: host.id, content: 'The château key is under the mat', createdAt: now },
        { bookingId: booking.id, senderId: host.id, content: 'Breakfast is at nine', createdAt: now },
      ])
      .execute();
  });

  const search = (user: SignedInUser, query: string) =>
    t.app.inject({ method: 'GET', url: `/search/${encodeURIComponent(query)}`, headers: user.auth });

  it('finds the caller’s listings, bookings and messages, case and accent insensitive, by word prefix', async () => {
    const response = await search(host, 'CHATEAU');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.Property).toEqual([
      expect.objectContaining({
        id: cottage,
        title: 'Château Émeraude',
        propertyAddress: 'Rue de la Paix, Saint-Malo',
      }),
    ]);
    expect(body.Message).toEqual([
      expect.objectContaining({ description: 'The château key is under the mat', propertyId: cottage }),
    ]);
    expect(body.Service).toEqual([
      expect.objectContaining({ title: 'Château breakfast hamper', description: 'Croissants and crème fraîche' }),
    ]);
    expect((await search(host, 'creme fraiche')).json().Service).toEqual([
      expect.objectContaining({ title: 'Château breakfast hamper' }),
    ]);

    const guests = (await search(host, 'zoe angst')).json();
    expect(guests.Booking).toEqual([
      expect.objectContaining({ title: 'Zoë Ångström', propertyName: 'Château Émeraude', startDate: '2027-04-01' }),
    ]);
    expect((await search(host, 'saint malo')).json().Property).toHaveLength(1);
  });

  it('keeps up with writes: a renamed listing and a new message are found at once', async () => {
    await putProperty(t.app, host, cottage, { name: 'Lighthouse Keeper' });
    expect((await search(host, 'lighthouse')).json().Property).toHaveLength(1);
    expect((await search(host, 'emeraude')).json().Property).toEqual([]);
    const [message] = (await search(host, 'breakfast')).json().Message as { bookingId: number }[];
    await t.db
      .insertInto('messages')
      .values({
        bookingId: message!.bookingId,
        senderId: host.id,
        content: 'Parking pass on the fridge',
        createdAt: new Date().toISOString(),
      })
      .execute();
    expect((await search(host, 'fridge')).json().Message).toHaveLength(1);
    await t.db.deleteFrom('messages').where('content', 'like', 'Parking%').execute();
    expect((await search(host, 'fridge')).json().Message).toEqual([]);

    await t.db.updateTable('services').set({ title: 'Early check-in' }).where('title', '=', 'Late checkout').execute();
    expect((await search(host, 'early')).json().Service).toEqual([
      expect.objectContaining({ title: 'Early check-in' }),
    ]);
    expect((await search(host, 'late')).json().Service).toEqual([]);
    await t.db.deleteFrom('services').where('title', '=', 'Early check-in').execute();
    expect((await search(host, 'early')).json().Service).toEqual([]);
  });

  it("never answers another host's rows, and treats search syntax as words", async () => {
    const body = (await search(other, 'château')).json();
    expect(body.Property).toEqual([expect.objectContaining({ title: 'Château Voisin' })]);
    expect(body.Service).toEqual([expect.objectContaining({ title: 'Château tour' })]);
    expect(body.Message).toEqual([]);
    for (const query of ['"', 'NEAR(a b)', '*', "' or 1=1 --", 'a:* & !b']) {
      expect((await search(host, query)).statusCode).toBe(200);
    }
    expect([400, 414]).toContain((await search(host, 'x'.repeat(201))).statusCode);
    expect((await t.app.inject({ method: 'GET', url: '/search/chateau' })).statusCode).toBe(401);
  });
});

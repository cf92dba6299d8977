import { describe, expect, it } from 'vitest';
import { withTestApp } from '../test/app.js';
import { testDatabases } from '../test/databases.js';
import { DEMO_EMAIL, seedDemoHost } from '../users/demo.js';
import { createProperty, updatePropertyFields } from '../properties/service.js';
import { analyticsFigures } from './analytics.js';
import { dashboardFigures } from './dashboard.js';
import { createService } from '../services/service.js';
import { seedDemoHistory } from './demo.js';
import { addDays, isoDate, monthStart } from './periods.js';
import { searchRepository } from '../search/repository.js';

describe.each(testDatabases())('the demo history on $name', (database) => {
  const t = withTestApp(database);

  it('fills every tile, the feedback and the search columns', async () => {
    const { user } = await seedDemoHost(t.db);
    // Priced as the demo's listings are: a direct stay's quote comes from the pricing rules.
    const priced = (name: string) =>
      createProperty(t.db, user, { name }).then((listing) =>
        updatePropertyFields(t.db, user, listing, { baseRate: 12000, minNights: 2 }),
      );
    const listings = [await priced('Harbour View Cottage'), await priced('Old Mill')];
    const services = [
      await createService(t.db, user, { title: 'Breakfast hamper', price: 2500 }),
      await createService(t.db, user, { title: 'Late checkout', price: 3000 }),
    ];
    const { bookings } = await seedDemoHistory(t.db, user, listings, services);
    expect(bookings).toBeGreaterThan(40);
    const figures = await dashboardFigures(t.db, user.id, { today: isoDate(new Date()), timeZone: 'Europe/London' });
    expect(figures.bookings.thisMonth).toBeGreaterThan(0);
    expect(figures.serviceRevenue.thisMonth).toBeGreaterThan(0);
    expect(figures.popularService).not.toBeNull();
    expect(figures.popularListing).not.toBeNull();
    expect(figures.feedback).toHaveLength(3);
    const today = isoDate(new Date());
    const analytics = await analyticsFigures(t.db, user.id, {
      today,
      timeZone: 'Europe/London',
      propertyId: null,
      transactionsMonth: monthStart(today),
    });
    for (const month of analytics.sales) expect(month.quoted + month.estimated, month.month).toBeGreaterThan(0);
    for (const month of analytics.sales) expect(month.services, month.month).toBeGreaterThan(0);
    expect(analytics.servicesSold.month.change).not.toBeNull();
    expect(analytics.servicesSold.year.change).not.toBeNull();
    expect(analytics.services.length).toBeGreaterThan(0);
    expect(analytics.ratings.overall).not.toBeNull();
    expect(analytics.listings.every((listing) => listing.overall !== null)).toBe(true);
    expect(analytics.transactions.entries.length).toBeGreaterThan(0);
    const found = await searchRepository(t.db).search(user.id, 'breakfast', 20);
    expect(found.messages.length).toBeGreaterThan(0);
    expect((await searchRepository(t.db).search(user.id, 'grace', 20)).bookings.length).toBeGreaterThan(0);
  });

  it('stores each direct stay with a full frozen quote, so the calendar and booking routes can answer it', async () => {
    const { user, password } = await seedDemoHost(t.db);
    const listing = await createProperty(t.db, user, { name: 'Seaside Studio' });
    const priced = await updatePropertyFields(t.db, user, listing, { baseRate: 14500, minNights: 2 });
    await seedDemoHistory(t.db, user, [priced], []);
    const login = await t.app.inject({ method: 'POST', url: '/login', payload: { email: DEMO_EMAIL, password } });
    const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
    const today = isoDate(new Date());
    const calendar = await t.app.inject({
      method: 'GET',
      url: `/property-calendars?from=${addDays(today, -60)}&to=${today}&propertyId[]=${priced.id}`,
      headers,
    });
    expect(calendar.statusCode, calendar.body).toBe(200);
    const bookings = calendar.json<{ 'hydra:member': { bookings: { quote: unknown }[] }[] }>()['hydra:member'][0]!;
    const quotes = bookings.bookings.flatMap((booking) => (booking.quote ? [booking.quote] : []));
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes as { nightly: { rate: number }[]; subtotal: number; total: number }[]) {
      expect(quote.nightly.length).toBeGreaterThan(0);
      expect(quote.subtotal).toBe(quote.nightly.reduce((sum, night) => sum + night.rate, 0));
      expect(quote.total).toBeGreaterThan(0);
    }
  });
});

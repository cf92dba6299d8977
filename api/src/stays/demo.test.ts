import { describe, expect, it } from 'vitest';
import { seedDemoHistory } from '../analytics/demo.js';
import { defaultStorage } from '../app.js';
import { seedDemoListings } from '../properties/demo.js';
import { seedDemoServices } from '../services/demo.js';
import { withTestApp } from '../test/app.js';
import { joinBooking } from '../test/calendars.js';
import { testDatabases } from '../test/databases.js';
import { seedDemoHost } from '../users/demo.js';
import { DEMO_GUEST_EMAIL, seedDemoGuest } from './demo.js';

describe.each(testDatabases())('the demo guest on $name', (database) => {
  const t = withTestApp(database);

  it('joins the demo host’s next stay, reads it in the guest app, and can be seeded again', async () => {
    const { user } = await seedDemoHost(t.db);
    const storage = defaultStorage(t.config);
    const limits = { maxPixels: t.config.uploads.maxPixels };
    const listings = await seedDemoListings(t.db, storage, limits, user);
    const services = await seedDemoServices(t.db, storage, limits, user, listings);
    await seedDemoHistory(t.db, user, listings, services);
    await seedDemoGuest(t.db, listings);
    const seeded = (await seedDemoGuest(t.db, listings))!;
    expect(seeded.guest.email).toBe(DEMO_GUEST_EMAIL);

    const login = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: DEMO_GUEST_EMAIL, password: seeded.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    const auth = { authorization: `Bearer ${login.json().token}` };
    const view = await t.app.inject({ url: `/bookings/${seeded.booking.id}/guest-view`, headers: auth });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().services.length).toBeGreaterThan(0);
    await joinBooking(t.app, { auth }, seeded.booking);
  });
});

import { seedDemoHistory } from '../analytics/demo.js';
import { defaultStorage } from '../app.js';
import { loadConfig } from '../config.js';
import { createDb } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedDemoListings } from '../properties/demo.js';
import { seedDemoServices } from '../services/demo.js';
import { seedDemoGuest } from '../stays/demo.js';
import { inviteLink } from '@portal/schema';
import { DEMO_EMAIL, seedDemoHost } from '../users/demo.js';

/** `node api/dist/scripts/seed-demo.js`: same DATA_DIR / DATABASE_URL as the API. */
const config = loadConfig();
const db = createDb(config);
try {
  await migrateToLatest(db);
  const { user, password } = await seedDemoHost(db);
  const listings = await seedDemoListings(db, defaultStorage(config), { maxPixels: config.uploads.maxPixels }, user);
  const limits = { maxPixels: config.uploads.maxPixels };
  const services = await seedDemoServices(db, defaultStorage(config), limits, user, listings);
  const history = await seedDemoHistory(db, user, listings, services);
  console.info(`Demo host ready (${config.database.kind}), with a year of history (${history.bookings} stays).`);
  console.info(`  email:    ${DEMO_EMAIL}`);
  console.info(`  password: ${password}`);
  const state = (p: (typeof listings)[number]) => (p.isArchived ? 'archived' : p.isActive ? 'open' : 'closed');
  console.info(`  listings: ${listings.map((p) => `${p.name} (${state(p)})`).join(', ')}`);
  console.info(`  services: ${services.map((service) => service.title).join(', ')}`);
  const demoGuest = await seedDemoGuest(db, listings);
  if (demoGuest) {
    console.info(`Demo guest, joined to stay ${demoGuest.booking.id} (the guest app):`);
    console.info(`  email:    ${demoGuest.guest.email}`);
    console.info(`  password: ${demoGuest.password}`);
    console.info(`  invite:   ${inviteLink(config.publicUrl, demoGuest.booking)}`);
  }
} finally {
  await db.destroy();
}

import { seedDemoHistory } from '../analytics/demo.js';
import { defaultStorage } from '../app.js';
import { loadConfig } from '../config.js';
import { createDb } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedDemoListings } from '../properties/demo.js';
import { seedDemoServices } from '../services/demo.js';
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
} finally {
  await db.destroy();
}

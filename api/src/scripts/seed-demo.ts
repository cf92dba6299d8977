import { loadConfig } from '../config.js';
import { createDb } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { DEMO_EMAIL, seedDemoHost } from '../users/demo.js';

/** `node api/dist/scripts/seed-demo.js`: same DATA_DIR / DATABASE_URL as the API. */
const config = loadConfig();
const db = createDb(config);
try {
  await migrateToLatest(db);
  const { password } = await seedDemoHost(db);
  console.info(`Demo host ready (${config.database.kind}).`);
  console.info(`  email:    ${DEMO_EMAIL}`);
  console.info(`  password: ${password}`);
} finally {
  await db.destroy();
}

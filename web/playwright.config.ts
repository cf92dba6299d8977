import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '@portal/testkit/chromium';
import { feedsOrigin } from './e2e/fake-feeds';
import { placesPort } from './e2e/fake-places';
import { E2E_HELP_EMAIL, FAKE_SMTP_PASSWORD, FAKE_SMTP_USER, smtpPort } from './e2e/fake-smtp';
import { FAKE_STRIPE_SECRET_KEY, FAKE_STRIPE_WEBHOOK_SECRET, stripePort } from './e2e/fake-stripe';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 4100);
// Every run starts `npm start`'s stack (built beforehand by `npm run e2e`) on a fresh embedded database.
const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));

export default defineConfig({
  testDir: './e2e',
  // Per port, so that runs side by side (each on its own E2E_PORT) do not wipe each other's traces.
  outputDir: `test-results/${port}`,
  // The fake places server (address search), the fake channel feeds (iCal imports) and the fake Stripe, on fixed
  // local ports.
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: root,
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      API_PORT: String(port + 1),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      // The links the stack hands out (the iCal export feed) point at this server.
      PUBLIC_URL: `http://localhost:${port}`,
      // Nothing leaves the machine: iCal links go to the fake feeds server, place searches to the fake places server.
      CALENDAR_FETCH_ORIGIN: feedsOrigin(port),
      PLACES_PHOTON_URL: `http://127.0.0.1:${placesPort(port)}`,
      PLACES_NOMINATIM_URL: `http://127.0.0.1:${placesPort(port)}`,
      OVERPASS_URL: `http://127.0.0.1:${placesPort(port)}/api/interpreter`,
      // Map tiles too: the fake places server answers every tile with a plain one.
      MAP_TILE_URL: `http://127.0.0.1:${placesPort(port)}/tiles/{z}/{x}/{y}.png`,
      GOOGLE_MAPS_API_KEY: '',
      // Payments go to the fake Stripe (its checkout and portal pages, signed webhooks); mail to the fake SMTP server.
      STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
      STRIPE_API_URL: `http://127.0.0.1:${stripePort(port)}`,
      SMTP_URL: `smtp://${FAKE_SMTP_USER}:${FAKE_SMTP_PASSWORD}@127.0.0.1:${smtpPort(port)}`,
      HELP_EMAIL_TO: E2E_HELP_EMAIL,
      // Webhook endpoints may be the fake receiver on 127.0.0.1 (every other private address stays refused).
      WEBHOOKS_ALLOW_LOOPBACK: '1',
      JOBS_POLL_MS: '200',
      E2E_DATA_DIR: dataDir,
      // The journeys sign up and log in more often from one address than people do; every other limit as shipped.
      RATE_LIMITS: JSON.stringify({ register: { max: 1000 }, 'login-address': { max: 1000 } }),
    },
  },
});

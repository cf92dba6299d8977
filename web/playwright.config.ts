import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { placesPort } from './e2e/fake-places';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 4100);
// Every run starts `npm start`'s stack (built beforehand by `npm run e2e`) on a fresh embedded database.
const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));

export default defineConfig({
  testDir: './e2e',
  // The fake places server (canned places, on a fixed local port) for the address search.
  globalSetup: './e2e/fake-places.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
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
      // Nothing leaves the machine: iCal links go to a closed local port, place searches to the fake places server.
      CALENDAR_FETCH_ORIGIN: 'http://127.0.0.1:9',
      PLACES_PHOTON_URL: `http://127.0.0.1:${placesPort(port)}`,
      PLACES_NOMINATIM_URL: `http://127.0.0.1:${placesPort(port)}`,
      GOOGLE_MAPS_API_KEY: '',
      E2E_DATA_DIR: dataDir,
    },
  },
});

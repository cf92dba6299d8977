// `npm run bench -- analytics`: GET /bookings/dashboard, GET /bookings/analytics and GET /search/{query} for one
// host with many rows, on SQLite. Full size: 200 listings, 20,000 bookings, 5,000 purchases, 50,000 messages (10,000 bookings searched
// through their guest names, every message through its content); BENCH_SIZE=small: a tenth (seconds).
// Goals (issue 14): the dashboard and analytics under 100 ms each, a search under 50 ms (p50 of repeated calls).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { request } from 'undici';
import { newBenchHost } from '../bench-host.js';
import { startLatencyBenchApi } from '../latency-env.js';
import { benchSize, reportMeasures, type Measure } from '../summary.js';
import { ms, percentile, printTable } from '../table.js';

const small = benchSize() === 'small';
const SCALE = small ? 10 : 1;
const LISTINGS = 200 / SCALE;
const BOOKINGS = 20_000 / SCALE;
const PURCHASES = 5_000 / SCALE;
const MESSAGES = 50_000 / SCALE;
const RUNS = small ? 10 : 40;
const GOALS = { dashboardMs: 100, analyticsMs: 100, searchMs: 50 };

let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const WORDS = ['breakfast', 'parking', 'towels', 'wifi', 'late', 'checkout', 'keys', 'heating', 'beach', 'crème'];
const NAMES = ['Grace Hopper', 'Alan Turing', 'Zoë Ångström', 'Ada Byron', 'Edsger Dijkstra', 'Barbara Liskov'];
const day = (offset: number) => new Date(Date.now() + offset * 864e5).toISOString().slice(0, 10);

const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-analytics-'));
const api = await startLatencyBenchApi(dataDir);
try {
  const call = async (method: 'GET' | 'POST', path: string, body?: object, token?: string) => {
    const started = performance.now();
    const response = await request(`${api.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
      ...(body && { body: JSON.stringify(body) }),
    });
    const json = (await response.body.json()) as Record<string, unknown>;
    if (response.statusCode >= 400)
      throw new Error(`${method} ${path}: ${response.statusCode} ${JSON.stringify(json)}`);
    return { json, elapsed: performance.now() - started };
  };
  const { registration, credentials } = newBenchHost();
  await call('POST', '/register', registration);
  const token = (await call('POST', '/login', credentials)).json.token as string;
  const propertyIds: number[] = [];
  for (let index = 0; index < LISTINGS; index++) {
    propertyIds.push(
      (await call('POST', '/properties', { name: `Listing ${index} ${WORDS[index % WORDS.length]}` }, token)).json
        .id as number,
    );
  }

  // The rows straight into the database file (WAL: the API keeps serving), one transaction each kind.
  const seeding = performance.now();
  const sqlite = new SQLite(join(dataDir, 'portal.sqlite'));
  sqlite.pragma('busy_timeout = 10000');
  const { id: hostId } = sqlite
    .prepare('select id from users where email = ?')
    .get(credentials.email.toLowerCase()) as {
    id: number;
  };
  const now = new Date().toISOString();
  const insertBooking = sqlite.prepare(
    `insert into bookings (property_id, start_date, end_date, provider_guest_name, deleted_at, quote, rating_cleanliness,
      rating_condition, rating_app, rating_overall, rated_at, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const bookingIds: number[] = [];
  sqlite.transaction(() => {
    for (let index = 0; index < BOOKINGS; index++) {
      const start = int(-365, 60);
      const rated = random() < 0.3 ? int(1, 5) : null;
      const result = insertBooking.run(
        propertyIds[int(0, propertyIds.length - 1)],
        day(start),
        day(start + int(1, 10)),
        `${NAMES[index % NAMES.length]} ${index}`,
        random() < 0.1 ? now : null,
        random() < 0.3 ? JSON.stringify({ total: int(100, 2000) * 100 }) : null,
        rated,
        rated,
        rated,
        rated,
        rated ? new Date(Date.now() + start * 864e5).toISOString() : null,
        now,
      );
      bookingIds.push(Number(result.lastInsertRowid));
    }
  })();
  const insertService = sqlite.prepare(
    'insert into services (owner_id, title, price, currency, created_at, updated_at) values (?, ?, ?, ?, ?, ?)',
  );
  const serviceIds = Array.from({ length: 12 }, (_, index) =>
    Number(insertService.run(hostId, `Service ${index + 1}`, 2500, 'gbp', now, now).lastInsertRowid),
  );
  const insertPurchase = sqlite.prepare('insert into purchases (booking_id, name, created_at) values (?, ?, ?)');
  const insertItem = sqlite.prepare(
    'insert into purchase_line_items (purchase_id, name, quantity, price, currency, service_id) values (?, ?, ?, ?, ?, ?)',
  );
  sqlite.transaction(() => {
    for (let index = 0; index < PURCHASES; index++) {
      const purchase = insertPurchase.run(
        bookingIds[int(0, bookingIds.length - 1)],
        `Order ${index}`,
        new Date(Date.now() - int(0, 400) * 864e5).toISOString(),
      );
      const service = serviceIds[int(0, serviceIds.length - 1)]!;
      insertItem.run(
        Number(purchase.lastInsertRowid),
        `Service ${service}`,
        int(1, 3),
        int(500, 6000),
        random() < 0.9 ? 'gbp' : 'eur',
        service,
      );
    }
  })();
  const insertMessage = sqlite.prepare(
    'insert into messages (booking_id, sender_id, content, created_at) values (?, ?, ?, ?)',
  );
  sqlite.transaction(() => {
    for (let index = 0; index < MESSAGES; index++) {
      const words = Array.from({ length: 8 }, () => WORDS[int(0, WORDS.length - 1)]).join(' ');
      insertMessage.run(bookingIds[int(0, bookingIds.length - 1)], hostId, `Hello, about the ${words} (${index})`, now);
    }
  })();
  sqlite.close();
  const seeded = performance.now() - seeding;

  const measure = async (path: string) => {
    await call('GET', path, undefined, token); // warm-up
    const samples: number[] = [];
    for (let run = 0; run < RUNS; run++) samples.push((await call('GET', path, undefined, token)).elapsed);
    return samples;
  };
  const rows: (string | number)[][] = [];
  const measures: Measure[] = [];
  const cases = [
    ['dashboard', `/bookings/dashboard?today=${day(0)}&timeZone=Europe%2FLondon`, GOALS.dashboardMs],
    ['analytics, all listings', `/bookings/analytics?today=${day(0)}&timeZone=Europe%2FLondon`, GOALS.analyticsMs],
    [
      'analytics, one listing',
      `/bookings/analytics?today=${day(0)}&timeZone=Europe%2FLondon&property=${propertyIds[0]}`,
      GOALS.analyticsMs,
    ],
    ['search "grace" (guest names)', '/search/grace', GOALS.searchMs],
    ['search "breakfast parking" (messages)', '/search/breakfast%20parking', GOALS.searchMs],
    ['search "creme" (accented)', '/search/creme', GOALS.searchMs],
    ['search "zz" (nothing)', '/search/zz', GOALS.searchMs],
  ] as const;
  for (const [name, path, goal] of cases) {
    const samples = await measure(path);
    rows.push([name, ms(percentile(samples, 50)), ms(percentile(samples, 99)), goal]);
    measures.push({
      measure: `${name} p50, ${BOOKINGS.toLocaleString('en')} bookings (SQLite)`,
      figure: percentile(samples, 50),
      unit: 'ms',
      ...(small ? {} : { goal }),
    });
  }
  printTable(
    `Dashboard, analytics and search over HTTP, SQLite: ${LISTINGS} listings, ${BOOKINGS.toLocaleString('en')} bookings, ${PURCHASES.toLocaleString('en')} purchases, ${MESSAGES.toLocaleString('en')} messages (seeded in ${ms(seeded)} ms), ${RUNS} runs each`,
    ['request', 'p50 ms', 'p99 ms', 'goal ms'],
    rows,
  );
  reportMeasures('analytics', measures);
} finally {
  await api.close();
  await rm(dataDir, { recursive: true, force: true });
}

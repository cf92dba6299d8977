import { addDays, todayUtc } from '@portal/schema';
import type { FastifyInstance } from 'fastify';
import { newBenchHost, pricedListing, summerSeason } from '../bench-host.js';
import { airbnbFeed, type FeedServer, type FeedStay } from './feeds.js';

export interface Host {
  id: number;
  email: string;
  password: string;
  token: string;
}

interface Counts {
  /** Direct bookings (POST /bookings): today on. */
  bookings: number;
  /** Stays imported from the listings' Airbnb feeds: those that arrived before today. */
  imported: number;
  blocks: number;
  overrides: number;
  seasonalRates: number;
}

export interface Seeded extends Counts {
  host: Host;
  /** Listing ids by name order (the order the calendars answer in). */
  propertyIds: number[];
  seconds: number;
}

/** mulberry32: the same listings and stays on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * below);
  };
}

const GUESTS = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Mary Somerville', 'Charles Babbage', 'Emmy Noether'];

/**
 * A host with `listings` listings, each priced (base rate, min nights, weekend markup, a yearly summer season and a
 * one-off Christmas one) and filled over two years around today, the way a real listing's calendar fills: stays
 * that arrived before today came from a channel (an Airbnb link, its feed served by `feeds`, imported by the API's
 * own sync: POST /calendars), those from today on are direct bookings (POST /bookings), and local blocks and manual
 * overrides as a host sets them. Every write goes through the REST routes and their rules (Fastify `inject`: the
 * real routes, validation and transactions, without sockets); the same listings and stays, relative to today, on
 * every run. Listings run `concurrency` at a time; each one's writes are sequential (the booking transaction locks
 * the listing). Every 40th listing has no pricing ('Pricing missing') and no stays.
 */
export async function seed(
  app: FastifyInstance,
  feeds: FeedServer,
  listings: number,
  concurrency = 8,
): Promise<Seeded> {
  const started = performance.now();
  const host = await registerHost(app);
  const call = caller(app, host.token);
  const counts: Counts = { bookings: 0, imported: 0, blocks: 0, overrides: 0, seasonalRates: 0 };
  const ids: number[] = Array.from({ length: listings });
  const today = todayUtc();
  let next = 0;
  const worker = async () => {
    while (next < listings) {
      const index = next++;
      ids[index] = await seedListing(call, feeds, { index, today }, counts);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { host, propertyIds: ids, ...counts, seconds: (performance.now() - started) / 1000 };
}

type Call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => Promise<Record<string, unknown>>;

function caller(app: FastifyInstance, token?: string): Call {
  return async (method, url, payload) => {
    const headers = token ? { authorization: `Bearer ${token}` } : {};
    const response = await app.inject({ method, url, headers, ...(payload && { payload }) });
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json<Record<string, unknown>>();
  };
}

async function registerHost(app: FastifyInstance): Promise<Host> {
  const call = caller(app);
  const { registration, credentials } = newBenchHost();
  await call('POST', '/register', registration);
  const { id, token } = (await call('POST', '/login', credentials)) as { id: number; token: string };
  await caller(app, token)('PUT', `/users/${id}`, { currency: 'gbp', onboardModeSelection: 'host' });
  return { id, ...credentials, token };
}

interface PlannedStay {
  kind: 'stay';
  startDate: string;
  endDate: string;
  providerGuestName: string;
  numberOfGuest: number;
  paymentMethod: string | null;
}

type Planned = PlannedStay | { kind: 'block'; fromDate: string; toDate: string };

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

async function seedListing(
  call: Call,
  feeds: FeedServer,
  { index, today }: { index: number; today: string },
  counts: Counts,
) {
  const next = random(index + 1);
  const name = `Listing ${String(index + 1).padStart(3, '0')} ${['Cottage', 'Flat', 'Barn', 'Lodge'][index % 4]}`;
  const { id } = (await call('POST', '/properties', { name })) as { id: number };
  if (index % 40 === 39) return id;
  const minNights = 1 + next(3);
  await call('PUT', `/properties/${id}`, pricedListing((80 + next(120)) * 100, minNights));
  const year = Number(today.slice(0, 4));
  const property = `/properties/${id}`;
  await call('POST', '/seasonal-rates', summerSeason(property, year));
  await call('POST', '/seasonal-rates', {
    property,
    fromDate: `${year}-12-20`,
    toDate: `${year + 1}-01-03`,
    rateChange: 40,
    repeatYearly: false,
  });
  counts.seasonalRates += 2;

  // Stays and blocks one after another with gaps, from a year back to a year ahead (about 60% of the nights taken).
  const plan: Planned[] = [];
  const end = addDays(today, 365);
  let day = addDays(today, -365 + next(5));
  while (day < end) {
    const nights = Math.max(minNights, 2 + next(6));
    const checkout = addDays(day, nights);
    plan.push(
      next(8) === 0
        ? { kind: 'block', fromDate: day, toDate: addDays(checkout, -1) }
        : {
            kind: 'stay',
            startDate: day,
            endDate: checkout,
            providerGuestName: GUESTS[next(GUESTS.length)]!,
            numberOfGuest: 1 + next(6),
            paymentMethod: next(2) === 0 ? 'Bank transfer' : null,
          },
    );
    day = addDays(checkout, next(5));
  }

  // Direct bookings start today or later: the stays that arrived before today (the one under way included) came
  // from Airbnb, through the listing's iCal link.
  const past = plan.filter((item): item is PlannedStay => item.kind === 'stay' && item.startDate < today);
  if (past.length > 0) {
    const code = (length: number, alphabet: string) =>
      Array.from({ length }, () => alphabet[next(alphabet.length)]).join('');
    const stays: FeedStay[] = past.map((item, number) => ({
      uid: `${code(12, '0123456789abcdef')}-${String(number).padStart(32, '0')}@airbnb.com`,
      start: item.startDate,
      end: item.endDate,
      code: `HM${code(8, ALPHANUMERIC)}`,
      phoneDigits: code(4, '0123456789'),
    }));
    const feed = `/calendar/ical/${id}.ics?s=${code(32, '0123456789abcdef')}`;
    feeds.serve(feed, airbnbFeed(stays, new Date()));
    const link = (await call('POST', '/calendars', { property, url: `https://www.airbnb.com${feed}` })) as {
      lastSyncError: string | null;
      lastSyncResult: { created: number } | null;
    };
    if (link.lastSyncError || link.lastSyncResult?.created !== stays.length) {
      throw new Error(
        `Listing ${id}: the Airbnb feed's ${stays.length} stays were not imported: ` +
          `${link.lastSyncError ?? JSON.stringify(link.lastSyncResult)}`,
      );
    }
    counts.imported += stays.length;
  }
  for (const item of plan) {
    if (item.kind === 'block') {
      await call('POST', `/properties/${id}/availability-block/create`, {
        fromDate: item.fromDate,
        toDate: item.toDate,
      });
      counts.blocks += 1;
    } else if (item.startDate >= today) {
      const { kind: _kind, ...booking } = item;
      await call('POST', '/bookings', { property, ...booking });
      counts.bookings += 1;
    }
  }

  // A few overrides in the coming months: rates and minimum stays a host set by hand.
  for (let month = 0; month < 4; month++) {
    const from = addDays(today, month * 30 + next(20));
    await call('POST', `/properties/${id}/manual-override/create`, {
      fromDate: from,
      toDate: addDays(from, 2 + next(4)),
      rate: (90 + next(150)) * 100,
      minNights: 2 + next(3),
    });
    counts.overrides += 1;
  }
  return id;
}

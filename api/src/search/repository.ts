import { PostgresAdapter, sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.js';
import {
  FOLD_FROM,
  FOLD_TO,
  SEARCH_SOURCES,
  tsvectorOf,
} from '../db/migrations/2026_12_03_0610_create_search_indexes.js';
import { SERVICES_SEARCH_COLUMNS } from '../db/migrations/2026_12_04_0800_create_services_search.js';

export interface PropertyHit {
  id: number;
  name: string;
  addressHouseNumber: string | null;
  addressHouseName: string | null;
  addressStreet: string | null;
  addressTown: string | null;
  addressPostcode: string | null;
  arriveAfter: string | null;
  departBefore: string | null;
}

export interface BookingHit {
  id: number;
  propertyId: number;
  propertyName: string;
  providerGuestName: string | null;
  startDate: string;
  endDate: string;
  arriveAfter: string | null;
  departBefore: string | null;
}

export interface MessageHit {
  id: number;
  content: string;
  createdAt: string;
  bookingId: number;
  propertyId: number;
  propertyName: string;
  providerGuestName: string | null;
  startDate: string;
  endDate: string;
}

export interface ServiceHit {
  id: number;
  title: string;
  description: string | null;
}

export interface SearchHits {
  properties: PropertyHit[];
  services: ServiceHit[];
  bookings: BookingHit[];
  messages: MessageHit[];
}

/** Full-text search of one host's rows, best first, at most `limit` per kind (SQLite FTS5 or PostgreSQL tsvector). */
export interface SearchRepository {
  search(userId: number, query: string, limit: number): Promise<SearchHits>;
}

const FOLD = new Map([...FOLD_FROM].map((char, index) => [char, [...FOLD_TO][index]!]));

/** The words of a query, folded as the indexes fold text (lowercase, accents off); at most 8. */
export function searchTerms(query: string): string[] {
  const folded = [...query.toLowerCase()].map((char) => FOLD.get(char) ?? char).join('');
  const plain = folded.normalize('NFD').replace(/\p{M}/gu, '');
  return (plain.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8).map((term) => term.slice(0, 50));
}

/** The repository for the database `db` runs on. */
export function searchRepository(db: Db): SearchRepository {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return postgres ? postgresSearch(db) : sqliteSearch(db);
}

const PROPERTY_COLUMNS = sql.raw(
  'p.id, p.name, p.address_house_number, p.address_house_name, p.address_street, p.address_town, p.address_postcode, p.arrive_after, p.depart_before',
);
const BOOKING_COLUMNS = sql.raw(
  'b.id, b.property_id, p.name as property_name, b.provider_guest_name, b.start_date, b.end_date, p.arrive_after, p.depart_before',
);
const SERVICE_COLUMNS = sql.raw('v.id, v.title, v.description');
const MESSAGE_COLUMNS = sql.raw(
  'm.id, m.content, m.created_at, m.booking_id, b.property_id, p.name as property_name, b.provider_guest_name, b.start_date, b.end_date',
);

async function rows<T>(db: Db, query: RawBuilder<T>): Promise<T[]> {
  return (await query.execute(db)).rows;
}

function sqliteSearch(db: Db): SearchRepository {
  return {
    async search(userId, query, limit) {
      const terms = searchTerms(query);
      if (terms.length === 0) return { properties: [], services: [], bookings: [], messages: [] };
      const match = terms.map((term) => `"${term}"*`).join(' ');
      const [properties, services, bookings, messages] = await Promise.all([
        rows(
          db,
          sql<PropertyHit>`select ${PROPERTY_COLUMNS} from properties_search s join properties p on p.id = s.rowid
            where properties_search match ${match} and p.owner_id = ${userId}
            order by bm25(properties_search), p.id limit ${limit}`,
        ),
        rows(
          db,
          sql<ServiceHit>`select ${SERVICE_COLUMNS} from services_search s join services v on v.id = s.rowid
            where services_search match ${match} and v.owner_id = ${userId}
            order by bm25(services_search), v.id limit ${limit}`,
        ),
        rows(
          db,
          sql<BookingHit>`select ${BOOKING_COLUMNS} from bookings_search s join bookings b on b.id = s.rowid
            join properties p on p.id = b.property_id
            where bookings_search match ${match} and p.owner_id = ${userId}
            order by bm25(bookings_search), b.start_date desc limit ${limit}`,
        ),
        rows(
          db,
          sql<MessageHit>`select ${MESSAGE_COLUMNS} from messages_search s join messages m on m.id = s.rowid
            join bookings b on b.id = m.booking_id join properties p on p.id = b.property_id
            where messages_search match ${match} and p.owner_id = ${userId}
            order by bm25(messages_search), m.id desc limit ${limit}`,
        ),
      ]);
      return { properties, services, bookings, messages };
    },
  };
}

function postgresSearch(db: Db): SearchRepository {
  const vector = (alias: string, table: keyof typeof SEARCH_SOURCES) =>
    sql.raw(tsvectorOf(SEARCH_SOURCES[table].map((column) => `${alias}.${column}`)));
  return {
    async search(userId, query, limit) {
      const terms = searchTerms(query);
      if (terms.length === 0) return { properties: [], services: [], bookings: [], messages: [] };
      const tsquery = sql`to_tsquery('simple', ${terms.map((term) => `${term}:*`).join(' & ')})`;
      const services = sql.raw(tsvectorOf(SERVICES_SEARCH_COLUMNS.map((column) => `v.${column}`)));
      const [properties, serviceHits, bookings, messages] = await Promise.all([
        rows(
          db,
          sql<PropertyHit>`select ${PROPERTY_COLUMNS} from properties p
            where ${vector('p', 'properties')} @@ ${tsquery} and p.owner_id = ${userId}
            order by ts_rank(${vector('p', 'properties')}, ${tsquery}) desc, p.id limit ${limit}`,
        ),
        rows(
          db,
          sql<ServiceHit>`select ${SERVICE_COLUMNS} from services v
            where ${services} @@ ${tsquery} and v.owner_id = ${userId}
            order by ts_rank(${services}, ${tsquery}) desc, v.id limit ${limit}`,
        ),
        rows(
          db,
          sql<BookingHit>`select ${BOOKING_COLUMNS} from bookings b join properties p on p.id = b.property_id
            where ${vector('b', 'bookings')} @@ ${tsquery} and p.owner_id = ${userId}
            order by ts_rank(${vector('b', 'bookings')}, ${tsquery}) desc, b.start_date desc limit ${limit}`,
        ),
        rows(
          db,
          sql<MessageHit>`select ${MESSAGE_COLUMNS} from messages m join bookings b on b.id = m.booking_id
            join properties p on p.id = b.property_id
            where ${vector('m', 'messages')} @@ ${tsquery} and p.owner_id = ${userId}
            order by ts_rank(${vector('m', 'messages')}, ${tsquery}) desc, m.id desc limit ${limit}`,
        ),
      ]);
      return { properties, services: serviceHits, bookings, messages };
    },
  };
}

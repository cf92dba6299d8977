import { randomBytes } from 'node:crypto';
import { bounded, mapRows, within, type Bound, type Capped } from '../db/capped.js';
import type { Db } from '../db/database.js';
import { insertRow } from '../db/rows.js';
import type { PropertiesTable, PropertyRow, SyncKind, SyncLogRow } from '../db/tables.js';
import type { Insertable, Updateable } from 'kysely';
import {
  BOOLEAN_FIELDS,
  FIELD_NAMES,
  PROPERTY_LIST_FIELDS,
  type PropertyField,
  type PropertyValues,
} from './fields.js';

/** A listing as the application sees it: booleans as booleans, services as ids. */
export type Property = PropertyValues & {
  id: number;
  ownerId: number;
  isActive: boolean;
  services: number[];
  /** Secret of the listing's iCal export feed. */
  icalExportToken: string | null;
  createdAt: string;
  updatedAt: string;
};

/** A new iCal export secret: 192 random bits, URL-safe. */
export const newExportToken = () => randomBytes(24).toString('base64url');

/** What a write may change. */
export type PropertyChanges = Partial<PropertyValues & { isActive: boolean; services: number[] }>;

function toProperty(row: PropertyRow): Property {
  // A plain loop: this runs for every listing of every list and calendar (200 rows × 70 fields), and building an
  // entry array per field for Object.fromEntries was a tenth of the calendar's read.
  const values: Record<string, unknown> = {};
  for (const field of FIELD_NAMES) values[field] = row[field];
  for (const field of BOOLEAN_FIELDS) values[field] = Boolean(row[field]);
  return {
    ...(values as PropertyValues),
    id: row.id,
    ownerId: row.ownerId,
    isActive: Boolean(row.isActive),
    services: parseIds(row.services),
    icalExportToken: row.icalExportToken,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function parseIds(json: string): number[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

function toColumns(changes: PropertyChanges): Updateable<PropertiesTable> {
  const columns: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    if (field === 'services') columns.services = JSON.stringify(value);
    else if (typeof value === 'boolean') columns[field] = value ? 1 : 0;
    else columns[field] = value;
  }
  return columns as Updateable<PropertiesTable>;
}

/** The owner's listing, or undefined (another user's listing does not exist for the caller). */
export async function findProperty(db: Db, ownerId: number, id: number): Promise<Property | undefined> {
  const row = await db
    .selectFrom('properties')
    .selectAll()
    .where('id', '=', id)
    .where('ownerId', '=', ownerId)
    .executeTakeFirst();
  return row && toProperty(row);
}

/** A listing by id whoever owns it: for work the system does on its own (the nightly rates). */
export async function findPropertyById(db: Db, id: number): Promise<Property | undefined> {
  const row = await db.selectFrom('properties').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toProperty(row);
}

export interface PropertyFilter {
  ids?: number[];
  isArchived?: boolean;
  isActive?: boolean;
}

/** The owner's listings, by name (no columns selected yet). */
function propertiesQuery(db: Db, ownerId: number, filter: PropertyFilter) {
  let query = db.selectFrom('properties').where('ownerId', '=', ownerId);
  if (filter.ids) query = query.where('id', 'in', filter.ids.length > 0 ? filter.ids : [0]);
  if (filter.isArchived !== undefined) query = query.where('isArchived', '=', filter.isArchived ? 1 : 0);
  if (filter.isActive !== undefined) query = query.where('isActive', '=', filter.isActive ? 1 : 0);
  return query.orderBy('name').orderBy('id');
}

export async function listProperties(db: Db, ownerId: number, filter: PropertyFilter = {}): Promise<Property[]> {
  return (await propertiesQuery(db, ownerId, filter).selectAll().execute()).map(toProperty);
}

/** The first `cap` (or a page) of the owner's listings by name, and how many match in all. */
export async function listPropertiesCapped(
  db: Db,
  ownerId: number,
  filter: PropertyFilter,
  bound: Bound,
): Promise<Capped<Property>> {
  return mapRows(await bounded(db, propertiesQuery(db, ownerId, filter).selectAll(), bound), toProperty);
}

/**
 * The ids a capped read of `filter` answers (listPropertyFieldsCapped, say), in its order, each with its version in
 * `versions` (0 before its first change), and how many match: what the calendar's and the list's ETags are made of
 * (plugins/etags.ts), two columns a row.
 */
export async function listVersionsCapped(
  db: Db,
  versions: 'calendarVersions' | 'listVersions',
  ownerId: number,
  filter: PropertyFilter,
  bound: Bound,
): Promise<Capped<{ id: number; version: number }>> {
  // Joined: on PostgreSQL a subquery per listing took twice as long (1.4 against 0.6 ms for 100 listings).
  const query = propertiesQuery(db, ownerId, filter)
    .leftJoin(`${versions} as versions`, 'versions.propertyId', 'properties.id')
    .select((eb) => ['properties.id', eb.fn.coalesce('versions.version', eb.lit(0)).as('version')]);
  return bounded(db, query, bound);
}

/** The ids a capped read of `filter` answers, as a query: rows of these listings can be read beside them. */
export function boundedPropertyIds(db: Db, ownerId: number, filter: PropertyFilter, bound: Bound) {
  return within(propertiesQuery(db, ownerId, filter).select('id'), bound);
}

/** The columns a list of listings shows (GET /properties?view=list). */
const SUMMARY_COLUMNS = ['id', ...PROPERTY_LIST_FIELDS, 'isActive'] as const;

/** A listing as a list shows it. */
export type PropertySummary = Pick<Property, (typeof SUMMARY_COLUMNS)[number]>;

/** As listPropertiesCapped, reading only the columns of a list. */
export async function listPropertySummariesCapped(
  db: Db,
  ownerId: number,
  filter: PropertyFilter,
  bound: Bound,
): Promise<Capped<PropertySummary>> {
  const query = propertiesQuery(db, ownerId, filter).select(SUMMARY_COLUMNS);
  return mapRows(await bounded(db, query, bound), (row) => ({
    ...row,
    isActive: Boolean(row.isActive),
    isArchived: Boolean(row.isArchived),
  }));
}

/** A listing with only some of its fields read (`listPropertyFieldsCapped`). */
export type PropertyFields<F extends PropertyField> = Pick<Property, 'id' | F> & Partial<Property>;

/**
 * As listPropertiesCapped, reading only the id, `fields` and `more` of each listing (booleans as booleans): the
 * answer's type promises `fields`; `more` are read for code that takes any field as optional (completeness).
 */
export async function listPropertyFieldsCapped<F extends PropertyField>(
  db: Db,
  ownerId: number,
  filter: PropertyFilter,
  bound: Bound,
  fields: readonly F[],
  more: readonly PropertyField[] = [],
): Promise<Capped<PropertyFields<F>>> {
  const read = [...new Set<PropertyField>([...fields, ...more])];
  const booleans = BOOLEAN_FIELDS.filter((field) => read.includes(field));
  const query = propertiesQuery(db, ownerId, filter).select(['id', ...read]);
  return mapRows(await bounded(db, query, bound), (row) => {
    const values: Record<string, unknown> = row;
    for (const field of booleans) values[field] = Boolean(values[field]);
    return values as PropertyFields<F>;
  });
}

export async function insertProperty(
  db: Db,
  ownerId: number,
  values: { name: string } & PropertyChanges,
): Promise<Property> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('properties')
    .values({
      ...(toColumns(values) as Insertable<PropertiesTable>),
      ownerId,
      icalExportToken: newExportToken(),
      createdAt: now,
      updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toProperty(row);
}

export async function updateProperty(db: Db, id: number, changes: PropertyChanges): Promise<Property | undefined> {
  const row = await db
    .updateTable('properties')
    .set({ ...toColumns(changes), updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row && toProperty(row);
}

/** A new export secret: the previous feed URL stops working. */
export async function rotateExportToken(db: Db, id: number): Promise<Property> {
  const row = await db
    .updateTable('properties')
    .set({ icalExportToken: newExportToken(), updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toProperty(row);
}

// ---------------------------------------------------------------------------------------------------------------
// Sync log (content and rates-and-availability pushes)

export type SyncLog = SyncLogRow;

export async function insertSyncLog(
  db: Db,
  entry: { propertyId: number; kind: SyncKind; changed: string | null; outcome: string },
): Promise<SyncLog> {
  return insertRow(db, 'propertySyncLog', entry);
}

/** The owner's log entries, newest first. */
export async function listSyncLogs(
  db: Db,
  ownerId: number,
  filter: { ids?: number[]; propertyIds?: number[]; kind?: SyncKind; limit: number },
): Promise<SyncLog[]> {
  let query = db
    .selectFrom('propertySyncLog')
    .innerJoin('properties', 'properties.id', 'propertySyncLog.propertyId')
    .selectAll('propertySyncLog')
    .where('properties.ownerId', '=', ownerId);
  if (filter.ids) query = query.where('propertySyncLog.id', 'in', nonEmpty(filter.ids));
  if (filter.propertyIds) query = query.where('propertySyncLog.propertyId', 'in', nonEmpty(filter.propertyIds));
  if (filter.kind) query = query.where('propertySyncLog.kind', '=', filter.kind);
  return query.orderBy('propertySyncLog.id', 'desc').limit(filter.limit).execute();
}

/** The newest entry of each listing (ids only grow, so the newest has the largest id). */
export async function latestSyncLogs(db: Db, propertyIds: number[]): Promise<Map<number, SyncLog>> {
  if (propertyIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('propertySyncLog')
    .selectAll()
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('propertySyncLog')
        .select((inner) => inner.fn.max('id').as('id'))
        .where('propertyId', 'in', propertyIds)
        .groupBy('propertyId'),
    )
    .execute();
  return new Map(rows.map((row) => [row.propertyId, row]));
}

/** `in ()` is not valid SQL: an empty list matches nothing through an impossible id. */
export const nonEmpty = (ids: number[]) => (ids.length > 0 ? ids : [0]);

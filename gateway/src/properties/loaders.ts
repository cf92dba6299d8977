import DataLoader from 'dataloader';
import { BATCH, loaderById, readAllOf } from '../rest/batch.js';
import type { RestCaller } from '../rest/client.js';
import { groupByProperty, iri } from '../rest/iri.js';
import type { AmenitiesDto, BedroomDto, PropertySyncLogDto, SeasonalRateDto } from '@portal/contract';

export const propertyIri = (id: number) => iri('properties', id);
/** `?property[]=/properties/1&property[]=/properties/2`: one read of a sub-resource for many listings. */
export const forProperties = (ids: readonly number[]) => ({ 'property[]': ids.map(propertyIri) });

/** The most sync log entries GET /property-sync-logs answers at once. */
export const SYNC_LOG_PAGE_MAX = 100;

export interface SyncLogKey {
  propertyId: number;
  /** 1 to SYNC_LOG_PAGE_MAX. */
  limit: number;
}

/**
 * Per request: listings by id in one `GET /properties?id[]=…` (ids the REST API leaves out, other users' included,
 * are NOT_FOUND), and each sub-resource of many listings in one call, grouped back in key order.
 */
export function createPropertyLoaders(rest: RestCaller) {
  const propertiesById = loaderById('Property', (ids) => rest.get('/properties', { 'id[]': ids }));
  const bedroomsByProperty = new DataLoader<number, BedroomDto[]>(
    async (ids) =>
      groupByProperty(ids, await readAllOf(ids, (some) => rest.get('/property-bedrooms', forProperties(some)))),
    BATCH,
  );
  // At most one record per listing; none until the amenities are first saved.
  const amenitiesByProperty = new DataLoader<number, AmenitiesDto | null>(
    async (ids) =>
      groupByProperty(ids, (await rest.get('/property-amenities', forProperties(ids)))['hydra:member']).map(
        (records) => records[0] ?? null,
      ),
    BATCH,
  );
  const seasonalRatesByProperty = new DataLoader<number, SeasonalRateDto[]>(
    async (ids) =>
      groupByProperty(ids, await readAllOf(ids, (some) => rest.get('/seasonal-rates', forProperties(some)))),
    BATCH,
  );
  const syncLogs = new DataLoader<SyncLogKey, PropertySyncLogDto[], string>(
    async (keys) => {
      const needed = new Map<number, number>();
      for (const { propertyId, limit } of keys) needed.set(propertyId, Math.max(limit, needed.get(propertyId) ?? 0));
      const ids = [...needed.keys()];
      // The REST limit counts entries of all the listings asked for together, newest first: one listing gets
      // exactly what it needs; several share the largest page, and a listing it may have cut short is read alone.
      const pageLimit = ids.length === 1 ? needed.get(ids[0]!)! : SYNC_LOG_PAGE_MAX;
      const { 'hydra:member': page } = await rest.get('/property-sync-logs', {
        ...forProperties(ids),
        limit: pageLimit,
      });
      const groups = groupByProperty(ids, page);
      const byProperty = new Map(
        await Promise.all(
          ids.map(async (id, index): Promise<[number, PropertySyncLogDto[]]> => {
            const group = groups[index]!;
            const limit = needed.get(id)!;
            if (page.length < pageLimit || group.length >= limit) return [id, group];
            const alone = await rest.get('/property-sync-logs', { ...forProperties([id]), limit });
            return [id, alone['hydra:member']];
          }),
        ),
      );
      return keys.map(({ propertyId, limit }) => byProperty.get(propertyId)!.slice(0, limit));
    },
    { cacheKeyFn: ({ propertyId, limit }) => `${propertyId}:${limit}`, ...BATCH },
  );
  return { propertiesById, bedroomsByProperty, amenitiesByProperty, seasonalRatesByProperty, syncLogs };
}

/**
 * Drops what this request loaded about a listing, after a write changed it: later fields read it afresh (its
 * completeness, cover photo, lists), even when an earlier mutation of the same operation had loaded it.
 */
/** The request's loaders that hold something of a listing (typed by shape: the loaders of several domains). */
type ListingLoaders = Record<
  | 'propertiesById'
  | 'bedroomsByProperty'
  | 'amenitiesByProperty'
  | 'seasonalRatesByProperty'
  | 'imagesByProperty'
  | 'icalLinksByProperty',
  { clear(propertyId: number): unknown }
> &
  Record<'imagesById' | 'syncLogs', { clearAll(): unknown }>;

export function forgetProperty(loaders: ListingLoaders, propertyId: number): void {
  loaders.propertiesById.clear(propertyId);
  loaders.bedroomsByProperty.clear(propertyId);
  loaders.amenitiesByProperty.clear(propertyId);
  loaders.seasonalRatesByProperty.clear(propertyId);
  loaders.imagesByProperty.clear(propertyId);
  loaders.imagesById.clearAll(); // a new main photo demotes the listing's previous one
  loaders.icalLinksByProperty.clear(propertyId);
  loaders.syncLogs.clearAll();
}

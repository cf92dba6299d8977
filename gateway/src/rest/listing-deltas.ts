import {
  LISTINGS_DELTA_IM,
  type HydraCollection,
  type PropertyCalendarColumnsDto,
  type PropertyListItemDto,
} from '@portal/contract';
import type { DeltaManipulation, KeptAnswer } from './client.js';

/** A 226 answer of listings' members (contract `listingsDeltaOf`). */
interface ListingsDelta<M> {
  propertyIds: number[];
  changed: M[];
  'hydra:totalItems': number;
}

/**
 * The delta of an answer made of listings (`A-IM: listings`): the members of the listings changed since the answer
 * kept replace theirs (`idOf` tells a member's listing), the others are kept as they were (shared, not copied), in
 * the order the API sends.
 */
function listingsDeltas<M>(idOf: (member: M) => number): DeltaManipulation {
  return {
    im: LISTINGS_DELTA_IM,
    apply(kept: KeptAnswer, delta: unknown): KeptAnswer | undefined {
      const before = kept.body as HydraCollection<M>;
      const { propertyIds, changed, 'hydra:totalItems': total } = delta as ListingsDelta<M>;
      const byId = new Map(before['hydra:member'].map((member) => [idOf(member), member]));
      for (const member of changed) byId.set(idOf(member), member);
      const members: M[] = [];
      for (const id of propertyIds) {
        const member = byId.get(id);
        if (!member) return undefined;
        members.push(member);
      }
      // The JSON's length, about: the kept answer's per listing.
      const bytes = Math.round((kept.bytes / Math.max(1, before['hydra:member'].length)) * members.length);
      const body: HydraCollection<M> = { 'hydra:member': members, 'hydra:totalItems': total };
      return { body, bytes };
    },
  };
}

/** The columnar calendar's deltas (contract `propertyCalendarsDelta`). */
export const calendarDeltas = listingsDeltas((member: PropertyCalendarColumnsDto) => member.propertyId);
/** The list view's deltas (contract `propertiesListDelta`). */
export const listDeltas = listingsDeltas((member: PropertyListItemDto) => member.id);

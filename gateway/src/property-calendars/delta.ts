import {
  CALENDAR_DELTA_IM,
  type HydraCollection,
  type PropertyCalendarColumnsDto,
  type PropertyCalendarsDeltaDto,
} from '@portal/contract';
import type { DeltaManipulation, KeptAnswer } from '../rest/client.js';

type Calendars = HydraCollection<PropertyCalendarColumnsDto>;

/**
 * The columnar calendar's delta (`A-IM: listings`, contract `propertyCalendarsDelta`): the listings changed since
 * the answer kept replace theirs, the others are kept as they were (shared, not copied), in the order the API sends.
 */
export const calendarDeltas: DeltaManipulation = {
  im: CALENDAR_DELTA_IM,
  apply(kept: KeptAnswer, delta: unknown): KeptAnswer | undefined {
    const before = kept.body as Calendars;
    const { propertyIds, changed, 'hydra:totalItems': total } = delta as PropertyCalendarsDeltaDto;
    const byId = new Map(before['hydra:member'].map((member) => [member.propertyId, member]));
    for (const member of changed) byId.set(member.propertyId, member);
    const members: PropertyCalendarColumnsDto[] = [];
    for (const id of propertyIds) {
      const member = byId.get(id);
      if (!member) return undefined;
      members.push(member);
    }
    // The JSON's length, about: the kept answer's per listing.
    const bytes = Math.round((kept.bytes / Math.max(1, before['hydra:member'].length)) * members.length);
    const body: Calendars = { 'hydra:member': members, 'hydra:totalItems': total };
    return { body, bytes };
  },
};

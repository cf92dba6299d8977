import type { PropertyCalendarColumnsDto, PropertyCalendarsDeltaDto } from '@portal/contract';
import type { Capped } from '../db/capped.js';
import { opaqueTags } from './etag.js';

/** Listings' versions kept in all, over every tag: a 200-listing calendar's tag keeps 200 (a few KB). */
export const DELTA_BASE_LISTINGS = 200_000;

interface Base {
  owner: number;
  asked: string;
  versions: Map<number, number>;
}

type Versions = readonly { id: number; calendarVersion: number }[];

/**
 * The listings' versions behind the tags this instance answered lately, so that a client holding one of those
 * answers (its If-None-Match with `A-IM: listings`) is sent only the listings changed since: RFC 3229's delta, a
 * `226 IM Used`. A tag this instance does not know (another instance answered it, or it went out of the LRU) is
 * answered in full: only bytes are lost. Kept per owner and asked key (etag.ts `askedKey`), so a tag of another
 * host or window is never a base.
 */
export class DeltaBases {
  private readonly bases = new Map<string, Base>();
  private listings = 0;

  constructor(private readonly maxListings = DELTA_BASE_LISTINGS) {}

  remember(etag: string, owner: number, asked: string, rows: Versions): void {
    const [key] = opaqueTags(etag);
    if (key === undefined) return;
    this.forget(key);
    if (rows.length > this.maxListings) return;
    this.bases.set(key, { owner, asked, versions: new Map(rows.map((row) => [row.id, row.calendarVersion])) });
    this.listings += rows.length;
    while (this.listings > this.maxListings) this.forget(this.bases.keys().next().value!);
  }

  /**
   * The first tag of `ifNoneMatch` known as a base of `owner`'s `asked`, and the ids of `rows` whose version is not
   * the base's (changed, or new to the answer); undefined when no tag is known.
   */
  changedSince(
    ifNoneMatch: string | undefined,
    owner: number,
    asked: string,
    rows: Versions,
  ): { base: string; changed: number[] } | undefined {
    for (const tag of opaqueTags(ifNoneMatch)) {
      const base = this.bases.get(tag);
      if (!base || base.owner !== owner || base.asked !== asked) continue;
      const changed = rows.filter((row) => base.versions.get(row.id) !== row.calendarVersion).map((row) => row.id);
      return { base: `W/${tag}`, changed };
    }
    return undefined;
  }

  private forget(key: string): void {
    const base = this.bases.get(key);
    if (!base) return;
    this.bases.delete(key);
    this.listings -= base.versions.size;
  }
}

/** Whether an A-IM header (RFC 3229 §10.5.3: a list, each item with optional parameters) names `manipulation`. */
export function acceptsManipulation(aIm: string | string[] | undefined, manipulation: string): boolean {
  const header = Array.isArray(aIm) ? aIm.join(',') : aIm;
  if (!header) return false;
  return header.split(',').some((item) => item.split(';')[0]!.trim().toLowerCase() === manipulation);
}

/**
 * The 226 answer: `members`, read for the ids `changed` since the base, and the order of every listing of
 * `versions` but those changed and not read (archived between the two reads: the next tag differs, and the
 * client's next read removes them).
 */
export function deltaOf(
  versions: Capped<{ id: number }>,
  changed: readonly number[],
  members: readonly PropertyCalendarColumnsDto[],
): PropertyCalendarsDeltaDto {
  const answered = new Set(members.map((member) => member.propertyId));
  const unread = new Set(changed.filter((id) => !answered.has(id)));
  return {
    propertyIds: versions.rows.map((row) => row.id).filter((id) => !unread.has(id)),
    changed: [...members],
    'hydra:totalItems': versions.total,
  };
}

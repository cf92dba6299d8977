import type { Db } from '../db/database.js';
import { setUserColumnOnce } from '../users/repository.js';

/** What the public site shows of its host: a name and the currency prices are in. Never the email. */
export interface SiteHost {
  id: number;
  slug: string;
  name: string;
  currency: string | null;
}

export async function findSiteSlug(db: Db, userId: number): Promise<string | null> {
  const row = await db.selectFrom('users').select('siteSlug').where('id', '=', userId).executeTakeFirst();
  return row?.siteSlug ?? null;
}

/** Sets the slug unless the user has one already; throws a unique violation when another host holds it. */
export async function claimSiteSlug(db: Db, userId: number, slug: string): Promise<void> {
  await setUserColumnOnce(db, userId, 'siteSlug', slug);
}

export async function findSiteHost(db: Db, slug: string): Promise<SiteHost | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'siteSlug', 'firstName', 'lastName', 'isCompany', 'companyName', 'currency'])
    .where('siteSlug', '=', slug)
    .executeTakeFirst();
  if (!row?.siteSlug) return undefined;
  const name = row.isCompany && row.companyName ? row.companyName : `${row.firstName} ${row.lastName}`.trim();
  return { id: row.id, slug: row.siteSlug, name, currency: row.currency };
}

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on Kysely<any> by design */
import type { Kysely } from 'kysely';

/**
 * The white-label booking site (issue 15 point 9): each host's public address `/sites/{siteSlug}` (given the first
 * time the site is generated, unique), and the email a guest leaves with a request to book.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('site_slug', 'text').execute();
  await db.schema.createIndex('users_site_slug').unique().on('users').column('site_slug').execute();
  await db.schema.alterTable('bookings').addColumn('guest_email', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bookings').dropColumn('guest_email').execute();
  await db.schema.dropIndex('users_site_slug').execute();
  await db.schema.alterTable('users').dropColumn('site_slug').execute();
}

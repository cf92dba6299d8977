/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on Kysely<any> by design */
import type { Kysely } from 'kysely';

/** The user's avatar (spec §3 User avatarImage): one of their images, cropped square; deleting it clears the link. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('avatar_image_id', 'integer', (column) => column.references('images.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('avatar_image_id').execute();
}

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations work on Kysely<any> by design */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';

/**
 * Bookings imported from a channel's feed were made without an invite code, so their guests could not be invited
 * (POST /bookings/{id}/join needs it): each gets one, made here per row like `newInviteCode` makes them (96 random
 * bits, URL-safe; a copy, so this migration stays as it ran).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const rows = await db
    .selectFrom('bookings')
    .select('id')
    .where('invite_code', 'is', null)
    .where('calendar_id', 'is not', null)
    .execute();
  for (const row of rows) {
    await db
      .updateTable('bookings')
      .set({ invite_code: randomBytes(12).toString('base64url') })
      .where('id', '=', row.id)
      .execute();
  }
}

/** The codes stay: a guest may already have joined with one. */
export async function down(): Promise<void> {}

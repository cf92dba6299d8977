import { todayUtc } from '@portal/schema';
import { newInviteCode } from '../bookings/repository.js';
import type { Db } from '../db/database.js';
import type { Property } from '../properties/repository.js';
import { generateDemoPassword } from '../users/demo.js';
import { hashPassword } from '../users/passwords.js';
import { findUserByEmail, insertUser, updateUser, type User } from '../users/repository.js';

export const DEMO_GUEST_EMAIL = 'demo-guest@example.com';

export interface DemoGuest {
  guest: User;
  password: string;
  booking: { id: number; guestName: string | null; inviteCode: string };
}

/**
 * The demo guest (issue 13 point 10): a guest account, reset like the demo host, joined to the demo host's next (or
 * current) stay on an open listing, so the guest app shows a real stay. Null when there is no such stay.
 */
export async function seedDemoGuest(db: Db, listings: readonly Property[]): Promise<DemoGuest | null> {
  const open = listings.filter((listing) => listing.isActive && !listing.isArchived).map((listing) => listing.id);
  if (open.length === 0) return null;
  const stay = await db
    .selectFrom('bookings')
    .select(['id', 'inviteCode', 'providerGuestName'])
    .where('propertyId', 'in', open)
    .where('deletedAt', 'is', null)
    .where('endDate', '>=', todayUtc())
    .orderBy('startDate')
    .orderBy('id')
    .executeTakeFirst();
  if (!stay) return null;

  const password = generateDemoPassword();
  const passwordHash = await hashPassword(password);
  const settings = { passwordHash, onboardModeSelection: 'guest' } as const;
  const existing = await findUserByEmail(db, DEMO_GUEST_EMAIL);
  const guest = existing
    ? await updateUser(db, existing.id, { ...settings, bumpTokenVersion: true })
    : await insertUser(db, { email: DEMO_GUEST_EMAIL, firstName: 'Grace', lastName: 'Hopper', ...settings });
  if (!guest) throw new Error('The demo guest vanished while being reset');

  const inviteCode = stay.inviteCode ?? newInviteCode();
  await db
    .updateTable('bookings')
    .set({ mainGuestId: guest.id, inviteCode, updatedAt: new Date().toISOString() })
    .where('id', '=', stay.id)
    .execute();
  return { guest, password, booking: { id: stay.id, guestName: stay.providerGuestName, inviteCode } };
}

import { randomBytes } from 'node:crypto';
import { DEFAULT_CURRENCY } from '@portal/schema';
import { findActiveSubscription, insertSubscription } from '../billing/repository.js';
import type { Db } from '../db/database.js';
import { hashPassword } from './passwords.js';
import { findUserByEmail, insertUser, updateUser, type User } from './repository.js';

export const DEMO_EMAIL = 'demo@example.com';

/** 20 random characters that always meet the password rules (a capital letter and a number). */
export function generateDemoPassword(): string {
  for (;;) {
    const candidate = randomBytes(15).toString('base64url');
    if (/[A-Z]/.test(candidate) && /\d/.test(candidate) && /[a-z]/.test(candidate)) return candidate;
  }
}

/**
 * Creates or resets the demo host: a new password (older tokens stop working), host mode, gbp and an active
 * Starter subscription so the plan gate passes. Safe to run again.
 */
export async function seedDemoHost(db: Db): Promise<{ user: User; password: string }> {
  const password = generateDemoPassword();
  const passwordHash = await hashPassword(password);
  const user = await db.transaction().execute(async (trx) => {
    const settings = { passwordHash, onboardModeSelection: 'host', currency: DEFAULT_CURRENCY } as const;
    const existing = await findUserByEmail(trx, DEMO_EMAIL);
    const demo = existing
      ? await updateUser(trx, existing.id, { ...settings, bumpTokenVersion: true })
      : await insertUser(trx, { email: DEMO_EMAIL, firstName: 'Demo', lastName: 'Host', phone: '+44', ...settings });
    if (!demo) throw new Error('The demo host vanished while being reset');
    if (!(await findActiveSubscription(trx, demo.id))) {
      await insertSubscription(trx, {
        userId: demo.id,
        planIdentifier: 'starter',
        platform: 'manual',
        status: 'active',
        startedAt: new Date().toISOString(),
        endsAt: null,
      });
    }
    return demo;
  });
  return { user, password };
}

import type { Migration } from 'kysely';
import * as createUsers from './2026_11_21_0600_create_users.js';
import * as createPlanSubscriptions from './2026_11_21_0610_create_plan_subscriptions.js';

/**
 * Every migration, by name, imported explicitly so the same list works from dist/ and under vitest
 * (no folder scanning). Names sort in the order they run; append new ones at the end.
 */
export const migrations: Record<string, Migration> = {
  '2026_11_21_0600_create_users': createUsers,
  '2026_11_21_0610_create_plan_subscriptions': createPlanSubscriptions,
};

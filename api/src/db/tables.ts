import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Kysely table types. Columns are snake_case in the database and camelCase here (CamelCasePlugin).
 * Booleans are stored as integers 0/1 on both SQLite and PostgreSQL; repositories map them.
 * Timestamps are ISO-8601 strings.
 */
export interface Database {
  users: UsersTable;
  planSubscriptions: PlanSubscriptionsTable;
}

type Flag = ColumnType<number, number | undefined, number>;

export interface UsersTable {
  id: Generated<number>;
  /** Always lowercase; unique. */
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  acceptsMarketing: Flag;
  addressHouseNameNumber: string | null;
  addressStreet: string | null;
  addressCity: string | null;
  addressPostcode: string | null;
  addressCountry: string | null;
  language: ColumnType<string, string | undefined, string>;
  isCompany: Flag;
  companyName: string | null;
  companyWebsite: string | null;
  companyAddressHouseNameNumber: string | null;
  companyAddressStreet: string | null;
  companyAddressCity: string | null;
  companyAddressPostcode: string | null;
  companyAddressCountry: string | null;
  companyMerchantName: string | null;
  currency: string | null;
  onboardModeSelection: string | null;
  /** Bumped when the email or password changes: tokens carrying an older version are refused. */
  tokenVersion: ColumnType<number, number | undefined, number>;
  createdAt: string;
  updatedAt: string;
}

export type PlanSubscriptionStatus = 'active' | 'cancelled' | 'ended';

export interface PlanSubscriptionsTable {
  id: Generated<number>;
  userId: number;
  planIdentifier: string;
  platform: string;
  status: PlanSubscriptionStatus;
  startedAt: string;
  endsAt: string | null;
  createdAt: string;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserRowUpdate = Updateable<UsersTable>;
export type PlanSubscriptionRow = Selectable<PlanSubscriptionsTable>;
export type NewPlanSubscriptionRow = Insertable<PlanSubscriptionsTable>;

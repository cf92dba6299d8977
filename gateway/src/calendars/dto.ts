export interface ProviderDto {
  slug: string;
  name: string;
}

/** An iCal import link as the REST API answers it (`/calendars`). */
export interface CalendarDto {
  '@id': string;
  id: number;
  property: string;
  url: string;
  provider: ProviderDto;
  lastSyncedAt: string | null;
  lastSyncError: string | null;
  lastSyncAttemptAt: string | null;
  lastSyncWarning: string | null;
  bookingsCount: number;
  blocksCount: number;
  conflicts: CalendarConflictDto[];
  createdAt: string;
}

export interface CalendarBody {
  property: string;
  url: string;
}

/** A stay of a link overlapping another channel's stays (IRIs of bookings). */
export interface CalendarConflictDto {
  booking: string;
  startDate: string;
  endDate: string;
  conflictsWith: string[];
}

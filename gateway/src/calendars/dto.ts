/** An iCal import link as the REST API answers it (`/calendars`). */
export interface CalendarDto {
  '@id': string;
  id: number;
  property: string;
  url: string;
  provider: { slug: string; name: string };
  lastSyncedAt: string | null;
  lastSyncError: string | null;
  createdAt: string;
}

export interface CalendarBody {
  property: string;
  url: string;
}

import type { HomeGuideType, LocalGuideCategory, LocalGuideType, PlacePhotoStatus } from '@portal/schema';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { BooleanField, PropertyField, PropertyValues } from '../properties/fields.js';

/**
 * Kysely table types. Columns are snake_case in the database and camelCase here (CamelCasePlugin).
 * Booleans are stored as integers 0/1 on both SQLite and PostgreSQL; repositories map them.
 * Timestamps are ISO-8601 strings.
 */
export interface Database {
  users: UsersTable;
  revokedTokens: RevokedTokensTable;
  accessTokens: AccessTokensTable;
  planSubscriptions: PlanSubscriptionsTable;
  properties: PropertiesTable;
  images: ImagesTable;
  uploads: UploadsTable;
  propertyBedrooms: PropertyBedroomsTable;
  propertyAmenities: PropertyAmenitiesTable;
  seasonalRates: SeasonalRatesTable;
  homeGuides: HomeGuidesTable;
  localGuides: LocalGuidesTable;
  localGuideCopies: LocalGuideCopiesTable;
  calendars: CalendarsTable;
  bookings: BookingsTable;
  availabilityBlocks: AvailabilityBlocksTable;
  manualOverrides: ManualOverridesTable;
  nightlyRates: NightlyRatesTable;
  calendarVersions: CalendarVersionsTable;
  listVersions: ListVersionsTable;
  messages: MessagesTable;
  messageTemplates: MessageTemplatesTable;
  messageNotices: MessageNoticesTable;
  propertySyncLog: PropertySyncLogTable;
  paymentEvents: PaymentEventsTable;
  services: ServicesTable;
  purchases: PurchasesTable;
  purchaseLineItems: PurchaseLineItemsTable;
  jobs: JobsTable;
  webhookEndpoints: WebhookEndpointsTable;
  webhookDeliveries: WebhookDeliveriesTable;
  webhookAttempts: WebhookAttemptsTable;
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
  /** The user's customer at the payment provider, once a checkout was started (unique). */
  stripeCustomerId: ColumnType<string | null, string | null | undefined, string | null>;
  /** The public booking site's address `/sites/{siteSlug}`: set the first time the host generates it; unique. */
  siteSlug: ColumnType<string | null, string | null | undefined, string | null>;
  /** The avatar: one of the user's images, cropped square (excluded from their photo library). */
  avatarImageId: ColumnType<number | null, number | null | undefined, number | null>;
  /** The last authenticated request (or open subscription), written at most once a minute. */
  lastSeenAt: ColumnType<string | null, string | null | undefined, string | null>;
  /** Mail the host about a guest's message unread while they are away (default on). */
  notifyOfflineMessages: Flag;
  /** Mail the host the stays a channel's feed added or cancelled (default on). */
  notifyChannelBookings: Flag;
  createdAt: string;
  updatedAt: string;
}

/** Tokens revoked by POST /logout, kept until they expire. */
export interface RevokedTokensTable {
  /** The token's `jti`. */
  jti: string;
  userId: number;
  /** The token's `exp`, ISO-8601: the row may be purged after it. */
  expiresAt: string;
}

/** Personal access tokens (issue 16): the secret itself is never stored, only its SHA-256. */
export interface AccessTokensTable {
  id: Generated<number>;
  userId: number;
  name: string;
  /** The scopes, space-separated (ACCESS_TOKEN_SCOPES). */
  scopes: string;
  /** SHA-256 of the secret, hex. */
  tokenHash: string;
  /** ISO-8601. */
  createdAt: string;
  /** ISO-8601; null: never expires. */
  expiresAt: string | null;
  /** ISO-8601, written at most once a minute; null: never used. */
  lastUsedAt: string | null;
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
  /** The provider's subscription (unique) and customer; null for manual subscriptions. */
  providerSubscriptionId: Nullable;
  providerCustomerId: Nullable;
  /** The provider's own status (Stripe: trialing, active, past_due, canceled …). */
  providerStatus: Nullable;
  trialEndsAt: Nullable;
  /** End of the paid period: the next renewal, unless `cancelsAt` says it ends then. */
  renewsAt: Nullable;
  cancelsAt: Nullable;
  /** When the provider created the last event applied to this row: older events are ignored. */
  providerEventAt: Nullable;
}

type Nullable = ColumnType<string | null, string | null | undefined, string | null>;

/** Payment-provider webhook events received, by the provider's event id (unique per provider). */
export interface PaymentEventsTable {
  id: Generated<number>;
  provider: string;
  eventId: string;
  type: string;
  eventCreatedAt: string;
  receivedAt: string;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserRowUpdate = Updateable<UsersTable>;
export type PlanSubscriptionRow = Selectable<PlanSubscriptionsTable>;
export type NewPlanSubscriptionRow = Insertable<PlanSubscriptionsTable>;

/** One column per field of properties/fields.ts (booleans as 0/1), plus the bookkeeping ones. */
export type PropertiesTable = {
  id: Generated<number>;
  ownerId: number;
  isActive: Flag;
  /** JSON array of service ids. */
  services: ColumnType<string, string | undefined, string>;
  /** Secret of the listing's iCal export URL (GET /ical/{token}.ics). */
  icalExportToken: ColumnType<string | null, string | null | undefined, string | null>;
  /** Bumped with every change to the listing's `nightly_rates` rows (nightly-rates/packed-cache.ts). */
  nightlyVersion: ColumnType<number, number | undefined, number>;
  createdAt: string;
  updatedAt: string;
} & { [F in Exclude<PropertyField, BooleanField | 'name'>]: PropertyValues[F] } & { [F in BooleanField]: Flag } & {
  name: string;
};

export interface ImagesTable {
  id: Generated<number>;
  ownerId: number;
  propertyId: number | null;
  propertyPhotoType: string | null;
  caption: string | null;
  position: ColumnType<number, number | undefined, number>;
  originalKey: string;
  squareSmallKey: string;
  mediumKey: string;
  largeKey: string;
  contentType: string;
  width: number;
  height: number;
  bytes: number;
  createdAt: string;
}

export interface UploadsTable {
  id: Generated<number>;
  ownerId: number;
  key: string;
  contentType: string;
  bytes: number;
  createdAt: string;
}

export interface PropertyBedroomsTable {
  id: Generated<number>;
  propertyId: number;
  doubleBeds: ColumnType<number, number | undefined, number>;
  singleBeds: ColumnType<number, number | undefined, number>;
  createdAt: string;
}

export interface PropertyAmenitiesTable {
  id: Generated<number>;
  propertyId: number;
  /** JSON array of the amenity keys that are on. */
  amenities: string;
  createdAt: string;
  updatedAt: string;
}

export interface SeasonalRatesTable {
  id: Generated<number>;
  propertyId: number;
  fromDate: string;
  toDate: string;
  rateChange: number;
  repeatYearly: Flag;
  createdAt: string;
}

export interface HomeGuidesTable {
  id: Generated<number>;
  propertyId: number;
  type: HomeGuideType;
  title: string;
  description: string | null;
  /** `/images/{id}` or `/uploads/…`. */
  image: string | null;
  youtubeId: string | null;
  createdAt: string;
}

export interface LocalGuidesTable {
  id: Generated<number>;
  propertyId: number;
  type: LocalGuideType;
  name: string;
  placeId: string | null;
  placesPhotoReference: string | null;
  websiteUrl: string | null;
  latitude: number | null;
  longitude: number | null;
  /** `/images/{id}` or `/uploads/…`. */
  image: string | null;
  price: number | null;
  category: LocalGuideCategory | null;
  description: string | null;
  /** What became of the place photo of `placesPhotoReference`: stored as `image`, or why not; null without one. */
  placePhotoStatus: PlacePhotoStatus | null;
  createdAt: string;
}

/** One row per listing that received a copy of another listing's local guide. */
export interface LocalGuideCopiesTable {
  targetPropertyId: number;
  sourcePropertyId: number;
  createdAt: string;
}

export interface CalendarsTable {
  id: Generated<number>;
  propertyId: number;
  url: string;
  providerSlug: string;
  /** Last successful sync (a 304 counts). */
  lastSyncedAt: string | null;
  /** Why the last attempt failed; null when it succeeded. */
  lastSyncError: string | null;
  /** Conditional GET validators of the last successful fetch. */
  etag: ColumnType<string | null, string | null | undefined, string | null>;
  lastModified: ColumnType<string | null, string | null | undefined, string | null>;
  /** Last attempt, successful or not (the scheduler's clock). */
  lastSyncAttemptAt: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON of the last successful sync's SyncResult. */
  lastSyncResult: ColumnType<string | null, string | null | undefined, string | null>;
  /** What the last successful sync left out of the feed ('1 event skipped: impossible date 20271345'), else null. */
  lastSyncWarning: ColumnType<string | null, string | null | undefined, string | null>;
  /** Failed attempts in a row (0 after a success): the schedule waits longer before each next one. */
  syncFailures: ColumnType<number, number | undefined, number>;
  /** Until when an API instance holds this link's sync (ISO time); null when nobody syncs it. */
  syncLeaseUntil: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: string;
}

/** Imported bookings (calendar_id and uid set) and, later, direct ones (no calendar). */
export interface BookingsTable {
  id: Generated<number>;
  propertyId: number;
  calendarId: number | null;
  uid: string | null;
  startDate: string;
  endDate: string;
  providerGuestName: string | null;
  numberOfGuest: number | null;
  paymentMethod: string | null;
  ota: string | null;
  /** Set means cancelled. */
  deletedAt: string | null;
  /** When a successful fetch of its feed first missed it (cancelled if the next one misses it too); else null. */
  missingSince: ColumnType<string | null, string | null | undefined, string | null>;
  inviteCode: string | null;
  /** 1 when it overlaps a non-cancelled booking from another channel (recomputed on every sync). */
  conflict: Flag;
  /** JSON of the pricing Quote a direct booking was made at (null for imported bookings). */
  quote: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the host asked the channel to cancel (POST /bookings/{id}/cancel); a sync does not restore it. */
  cancellationRequestedAt: ColumnType<string | null, string | null | undefined, string | null>;
  /** The guest who joined through the invite code (POST /bookings/{id}/join). */
  mainGuestId: ColumnType<number | null, number | null | undefined, number | null>;
  /** 1 while the listing's automatic welcome message is still to be handled for this booking. */
  welcomePending: Flag;
  createdAt: string;
  updatedAt: ColumnType<string | null, string | null | undefined, string | null>;
  /** The guest's ratings of the stay, 1 to 5 each (spec §3, §9); null until rated. */
  ratingCleanliness: NullableInt;
  ratingCondition: NullableInt;
  ratingApp: NullableInt;
  ratingOverall: NullableInt;
  ratedAt: Nullable;
  /** The email a guest left with a request to book on the host's booking site. */
  guestEmail: Nullable;
}

type NullableInt = ColumnType<number | null, number | null | undefined, number | null>;

export interface MessagesTable {
  id: Generated<number>;
  bookingId: number;
  senderId: number;
  /** Plain text, trimmed. */
  content: string;
  createdAt: string;
}

/** A conversation whose guest messages the host has not read: mailed once when due, unless read meanwhile. */
export interface MessageNoticesTable {
  bookingId: number;
  /** The listing's owner, to be mailed. */
  hostId: number;
  /** The first unread guest message of the burst. */
  firstMessageId: number;
  /** 15 minutes after that message. */
  dueAt: string;
  /** Until when one API instance holds the notice (sending it); null when free. */
  leaseUntil: string | null;
  /** When the mail went out; the row stays (no second mail) until the host reads the conversation. */
  sentAt: string | null;
}

export interface MessageTemplatesTable {
  id: Generated<number>;
  userId: number;
  name: string;
  content: string;
  createdAt: string;
  updatedAt: string;
}

export interface AvailabilityBlocksTable {
  id: Generated<number>;
  propertyId: number;
  /** The calendar whose feed carried it; null for a block made here. */
  calendarId: number | null;
  uid: string | null;
  startDate: string;
  /** Exclusive, like a booking's end date (the first free day). */
  endDate: string;
  summary: string | null;
  createdAt: string;
}

/** A date's manual override of the rate and/or the minimum stay (a row with both null is deleted). */
export interface ManualOverridesTable {
  id: Generated<number>;
  propertyId: number;
  date: string;
  rate: number | null;
  minNights: number | null;
  updatedAt: string;
}

/** Where a night's rate comes from: the most specific rule that shaped it (nightly-rates/compute.ts). */
export type RateSource = 'none' | 'base' | 'season' | 'weekend' | 'orphan' | 'override';

/** A listing's calendar values of one night, computed on write (nightly-rates). */
export interface NightlyRatesTable {
  propertyId: number;
  date: string;
  rate: number | null;
  rateSource: RateSource;
  minNights: number | null;
  blocked: number;
  rateOverride: number | null;
  minNightsOverride: number | null;
}

/**
 * Per listing, raised by the database's triggers with every change to what its calendar shows (migration
 * 2026_12_11_0100_add_calendar_versions): the calendar's ETag. Never written by the API; a listing with no row has
 * not changed since the migration (version 0).
 */
export interface CalendarVersionsTable {
  propertyId: number;
  version: number;
}

/**
 * Per listing, raised by the database's triggers with every change to what the list of listings shows of it
 * (migration 2026_12_13_0100_add_list_versions): the list's ETag. As calendar_versions: never written by the API.
 */
export type ListVersionsTable = CalendarVersionsTable;

export type SyncKind = 'content' | 'rad';

export interface PropertySyncLogTable {
  id: Generated<number>;
  propertyId: number;
  kind: SyncKind;
  changed: string | null;
  outcome: string;
  createdAt: string;
}

export type PropertyRow = Selectable<PropertiesTable>;
export type ImageRow = Selectable<ImagesTable>;
export type UploadRow = Selectable<UploadsTable>;
export type BedroomRow = Selectable<PropertyBedroomsTable>;
export type AmenitiesRow = Selectable<PropertyAmenitiesTable>;
export type SeasonalRateRow = Selectable<SeasonalRatesTable>;
export type HomeGuideRow = Selectable<HomeGuidesTable>;
export type LocalGuideRow = Selectable<LocalGuidesTable>;
export type CalendarRow = Selectable<CalendarsTable>;
export type BookingRow = Selectable<BookingsTable>;
export type AvailabilityBlockRow = Selectable<AvailabilityBlocksTable>;
export type SyncLogRow = Selectable<PropertySyncLogTable>;
export type ManualOverrideRow = Selectable<ManualOverridesTable>;
export type MessageRow = Selectable<MessagesTable>;
export type MessageTemplateRow = Selectable<MessageTemplatesTable>;

/** A guest service (spec §3 Service): price in minor units of `currency`, the owner's currency when created. */
export interface ServicesTable {
  id: Generated<number>;
  ownerId: number;
  title: string;
  price: number;
  currency: string;
  description: string | null;
  /** An image reference (`/images/{id}` or `/uploads/…`). */
  image: string | null;
  terms: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Guest services bought for a booking (spec §3 Purchase). */
export interface PurchasesTable {
  id: Generated<number>;
  bookingId: number;
  name: string;
  createdAt: string;
  /** How it is paid: see PurchasePayment. */
  payment: ColumnType<PurchasePayment, PurchasePayment | undefined, PurchasePayment>;
  /** The payment provider's checkout session (Stripe: cs_…), when paid online; unique. */
  checkoutSessionId: string | null;
  /** Where the guest pays, while the payment is pending. */
  checkoutUrl: string | null;
  /** When the provider confirmed the payment. */
  paidAt: string | null;
}

/**
 * 'on-arrival': paid to the host on arrival (payments not configured); 'pending': sent to the provider's checkout,
 * not paid yet; 'paid': the provider's webhook confirmed it; 'expired': the checkout expired unpaid; 'failed': a
 * delayed payment method failed.
 */
export type PurchasePayment = 'on-arrival' | 'pending' | 'paid' | 'expired' | 'failed';

/** A line of a purchase: name, price and currency copied when bought; `serviceId` null once the service is deleted. */
export interface PurchaseLineItemsTable {
  id: Generated<number>;
  purchaseId: number;
  serviceId: number | null;
  name: string;
  quantity: number;
  price: number;
  currency: string;
}

export type ServiceRow = Selectable<ServicesTable>;
export type PurchaseRow = Selectable<PurchasesTable>;
export type PurchaseLineItemRow = Selectable<PurchaseLineItemsTable>;

/** The embedded job queue (integrations/jobs/embedded.ts): one row per job until it succeeds. */
export interface JobsTable {
  /** A UUID. */
  id: string;
  name: string;
  /** JSON. */
  payload: string;
  /** 'queued' (waiting, or running while `leaseUntil` is ahead) or 'failed' (no attempt left). */
  status: string;
  /** When the job is due (its delay, or its next attempt's back-off). */
  runAt: string;
  /** Attempts started (a claim counts one). */
  attempts: ColumnType<number, number | undefined, number>;
  maxAttempts: number;
  /** The first retry's delay; each next one doubles. */
  backoffMs: number;
  /** Until when the worker `leaseOwner` holds the job; a crashed worker's lease runs out and the job is claimed again. */
  leaseUntil: Nullable;
  leaseOwner: Nullable;
  lastError: Nullable;
  createdAt: string;
  /** While the job is queued or running, no other job with this key is queued (`JobOptions.key`); null once failed. */
  dedupeKey: Nullable;
}

/** A host's webhook endpoint (issue 16 point 3). */
export interface WebhookEndpointsTable {
  id: Generated<number>;
  userId: number;
  url: string;
  /** JSON array of event types. */
  events: string;
  /** The signing secret (`whsec_…`): shown once when created, kept to sign deliveries. */
  secret: string;
  createdAt: string;
}

/** One event sent to one endpoint, attempted until it succeeds or its 24 hours run out. */
export interface WebhookDeliveriesTable {
  id: Generated<number>;
  endpointId: number;
  /** `evt_…`, the same in every attempt (receivers deduplicate on it). */
  eventId: string;
  eventType: string;
  /** The exact JSON body sent (signed as is). */
  payload: string;
  /** 'pending', 'succeeded' or 'failed' (given up). */
  status: string;
  attempts: ColumnType<number, number | undefined, number>;
  nextAttemptAt: Nullable;
  createdAt: string;
}

/** One HTTP attempt of a delivery. */
export interface WebhookAttemptsTable {
  id: Generated<number>;
  deliveryId: number;
  attemptedAt: string;
  /** Null when no response came (refused address, timeout, connection error). */
  statusCode: NullableInt;
  durationMs: number;
  /** The first 1 kB of the response body. */
  responseBody: string;
  error: Nullable;
}

export type JobRow = Selectable<JobsTable>;
export type WebhookEndpointRow = Selectable<WebhookEndpointsTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;
export type WebhookAttemptRow = Selectable<WebhookAttemptsTable>;

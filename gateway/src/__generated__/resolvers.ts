import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UserDto as UserDtoModel, AccessTokenDto as AccessTokenDtoModel, PlanSubscriptionDto as PlanSubscriptionDtoModel, NotificationSettingsDto as NotificationSettingsDtoModel, MessageDto as MessageDtoModel, MessageTemplateDto as MessageTemplateDtoModel, PropertyDto as PropertyDtoModel, PropertyCompletenessDto as PropertyCompletenessDtoModel, BedroomDto as BedroomDtoModel, AmenitiesDto as AmenitiesDtoModel, SeasonalRateDto as SeasonalRateDtoModel, PropertySyncLogDto as PropertySyncLogDtoModel, HomeGuideDto as HomeGuideDtoModel, LocalGuideDto as LocalGuideDtoModel, PropertyImageDto as PropertyImageDtoModel, CalendarDto as CalendarDtoModel, CalendarConflictDto as CalendarConflictDtoModel, StayQuoteDto as StayQuoteDtoModel, PlaceSuggestionDto as PlaceSuggestionDtoModel, PlaceDto as PlaceDtoModel, ServiceDto as ServiceDtoModel, StayDto as StayDtoModel, StayListingDto as StayListingDtoModel, PurchaseDto as PurchaseDtoModel, LineItemDto as LineItemDtoModel, WebhookEndpointDto as WebhookEndpointDtoModel, WebhookDeliveryDto as WebhookDeliveryDtoModel, WebhookAttemptDto as WebhookAttemptDtoModel } from '@portal/contract';
import type { MessageSender as MessageSenderModel, ConversationDto as ConversationDtoModel } from '../messages/parents.js';
import type { RemovedItem as RemovedItemModel } from '../properties/parents.js';
import type { CalendarDayDto as CalendarDayDtoModel, PropertyCalendarRow as PropertyCalendarRowModel } from '../property-calendars/parents.js';
import type { BookingParent as BookingParentModel, RemovedBooking as RemovedBookingModel } from '../bookings/parents.js';
import type { RemovedService as RemovedServiceModel } from '../services/parents.js';
import type { SiteListingDto as SiteListingDtoModel } from '../sites/parents.js';
import type { GatewayContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /**
   * A listing's stays with a night in a span, each once, as the multi-property calendar draws them: a JSON array with
   * one array per stay, `[bookingId, startDate, nights, guestName, channel, status]`, in arrival order:
   * - `bookingId` (string): the Booking's id; `booking(id:)` reads the whole booking.
   * - `startDate` (`YYYY-MM-DD`): the arrival; `nights` (whole number, at least 1): checkout is that many days later.
   * - `guestName` (string or null): the joined guest's name, else the name the host or channel gave the stay.
   * - `channel` (string or null): the slug of the channel it was imported from (airbnb, bookingcom, homeaway, vrbo or
   *   tripadvisor); null for a booking made here.
   * - `status` (string or null): `"cancelled"` (cancelled stays are included), `"conflict"` (it overlaps another
   *   channel's stay), or null.
   * For example `[["412", "2026-11-21", 3, "Ada Lovelace", null, null], ["97", "2026-11-23", 2, null, "airbnb",
   * "conflict"]]`. Positions rather than an object per stay, with its keys and type name, keep 200 listings × 80 days
   * small (a fifth of the bytes of objects), and a scalar is cached as one value, not one entry per stay.
   */
  CalendarBars: { input: Array<[bookingId: string, startDate: string, nights: number, guestName: string | null, channel: string | null, status: 'cancelled' | 'conflict' | null]>; output: Array<[bookingId: string, startDate: string, nights: number, guestName: string | null, channel: string | null, status: 'cancelled' | 'conflict' | null]>; }
  /** A calendar date without time, `YYYY-MM-DD` (the property's local date). */
  Date: { input: string; output: string; }
  /** An instant, ISO 8601 with time zone (`2026-11-21T09:30:00.000Z`). */
  DateTime: { input: string; output: string; }
  /**
   * One true or false per night of a span as runs, in date order: a JSON array of `[flag, nights]` pairs (like
   * NightlyInts), `[[false, 5], [true, 2], [false, 73]]` for the sixth and seventh nights of 80. Blocks and overrides
   * are sparse, so a listing's 80 nights are a pair or a few where a flag per night cost hundreds of bytes.
   */
  NightlyFlags: { input: Array<[flag: boolean, nights: number]>; output: Array<[flag: boolean, nights: number]>; }
  /**
   * A listing's nightly values over a span as runs of equal values, in date order: a JSON array of `[value, nights]`
   * pairs, `value` a whole number or null, `nights` how many nights in a row have it (at least 1; the counts add up to
   * the span's nights). `[[12000, 4], [14500, 2], [null, 1]]` is 12000 four nights, 14500 two, then none. A scalar
   * rather than `[Int]` because the multi-property calendar reads 200 listings × 80 nights of them in one answer:
   * completing each night as a list item cost the gateway more than the rest of the query, and runs keep it small.
   */
  NightlyInts: { input: Array<[value: number | null, nights: number]>; output: Array<[value: number | null, nights: number]>; }
};

/**
 * A personal access token (Settings → API access): lets an app call the GraphQL and REST APIs as the host with
 * `Authorization: Bearer hp_…`, within its scopes. It never changes the account's email, password or tokens.
 */
export type AccessToken = {
  __typename?: 'AccessToken';
  createdAt: Scalars['DateTime']['output'];
  /** When it stops working; null: never. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** When it was last used (to the minute); null: never. */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The host's name for it (which app uses it). */
  name: Scalars['String']['output'];
  /** What it may do: read:listings, write:listings, read:bookings, write:bookings, read:messages, write:messages. */
  scopes: Array<Scalars['String']['output']>;
};

/** A check-in or check-out of the week. */
export type AgendaEntry = {
  __typename?: 'AgendaEntry';
  bookingId: Scalars['ID']['output'];
  date: Scalars['Date']['output'];
  guestName?: Maybe<Scalars['String']['output']>;
  kind: AgendaKind;
  propertyId: Scalars['ID']['output'];
  propertyName: Scalars['String']['output'];
  /** Arrive after (check-in) or depart before (check-out) of the listing, HH:MM; null when unset. */
  time?: Maybe<Scalars['String']['output']>;
};

export type AgendaKind =
  | 'CHECK_IN'
  | 'CHECK_OUT';

/** Amenity flags to set; omitted flags keep their value. */
export type AmenitiesInput = {
  /** Air conditioning. */
  airConditioning?: InputMaybe<Scalars['Boolean']['input']>;
  /** Balcony or terrace. */
  balcony?: InputMaybe<Scalars['Boolean']['input']>;
  /** BBQ. */
  bbq?: InputMaybe<Scalars['Boolean']['input']>;
  /** Carbon monoxide alarm. */
  carbonMonoxideAlarm?: InputMaybe<Scalars['Boolean']['input']>;
  /** Coffee maker. */
  coffeeMaker?: InputMaybe<Scalars['Boolean']['input']>;
  /** Cot. */
  cot?: InputMaybe<Scalars['Boolean']['input']>;
  /** Dishwasher. */
  dishwasher?: InputMaybe<Scalars['Boolean']['input']>;
  /** Tumble dryer. */
  dryer?: InputMaybe<Scalars['Boolean']['input']>;
  /** Lift. */
  elevator?: InputMaybe<Scalars['Boolean']['input']>;
  /** Towels, bed linen and toiletries. */
  essentials?: InputMaybe<Scalars['Boolean']['input']>;
  /** EV charger. */
  evCharger?: InputMaybe<Scalars['Boolean']['input']>;
  /** Fire extinguisher. */
  fireExtinguisher?: InputMaybe<Scalars['Boolean']['input']>;
  /** Fireplace. */
  fireplace?: InputMaybe<Scalars['Boolean']['input']>;
  /** First aid kit. */
  firstAidKit?: InputMaybe<Scalars['Boolean']['input']>;
  /** Freezer. */
  freezer?: InputMaybe<Scalars['Boolean']['input']>;
  /** Fridge. */
  fridge?: InputMaybe<Scalars['Boolean']['input']>;
  /** Garden. */
  garden?: InputMaybe<Scalars['Boolean']['input']>;
  /** Gym. */
  gym?: InputMaybe<Scalars['Boolean']['input']>;
  /** Hair dryer. */
  hairDryer?: InputMaybe<Scalars['Boolean']['input']>;
  /** Heating. */
  heating?: InputMaybe<Scalars['Boolean']['input']>;
  /** High chair. */
  highChair?: InputMaybe<Scalars['Boolean']['input']>;
  /** Hot tub. */
  hotTub?: InputMaybe<Scalars['Boolean']['input']>;
  /** Iron. */
  iron?: InputMaybe<Scalars['Boolean']['input']>;
  /** Kettle. */
  kettle?: InputMaybe<Scalars['Boolean']['input']>;
  /** Kitchen. */
  kitchen?: InputMaybe<Scalars['Boolean']['input']>;
  /** Microwave. */
  microwave?: InputMaybe<Scalars['Boolean']['input']>;
  /** Oven. */
  oven?: InputMaybe<Scalars['Boolean']['input']>;
  /** Free parking. */
  parking?: InputMaybe<Scalars['Boolean']['input']>;
  /** Pets allowed. */
  petsAllowed?: InputMaybe<Scalars['Boolean']['input']>;
  /** Pool. */
  pool?: InputMaybe<Scalars['Boolean']['input']>;
  /** Smoke alarm. */
  smokeAlarm?: InputMaybe<Scalars['Boolean']['input']>;
  /** Toaster. */
  toaster?: InputMaybe<Scalars['Boolean']['input']>;
  /** TV. */
  tv?: InputMaybe<Scalars['Boolean']['input']>;
  /** Washing machine. */
  washer?: InputMaybe<Scalars['Boolean']['input']>;
  /** Wheelchair accessible. */
  wheelchairAccessible?: InputMaybe<Scalars['Boolean']['input']>;
  /** Wifi. */
  wifi?: InputMaybe<Scalars['Boolean']['input']>;
  /** Dedicated workspace. */
  workspace?: InputMaybe<Scalars['Boolean']['input']>;
};

/**
 * Every figure of the analytics page (spec §2), computed by the REST API's GET /bookings/analytics in one answer, for
 * all the host's listings or one.
 */
export type Analytics = {
  __typename?: 'Analytics';
  currency: Currency;
  /** Every listing not archived (or the one chosen), by name. */
  listings: Array<ListingRating>;
  /** The listing the figures are for; null for all. */
  propertyId?: Maybe<Scalars['ID']['output']>;
  ratings: RatingAverages;
  /** The last 12 months, oldest first, the current month last. Booking revenue counts in the month of arrival. */
  sales: Array<SalesMonth>;
  /** Each service sold this year, best sellers first (at most 50). */
  services: Array<ServiceSales>;
  servicesSold: ServicesSold;
  today: Scalars['Date']['output'];
  transactions: TransactionMonth;
};

/** How the user uses the product. The web portal is for hosts; guests are pointed to the mobile apps. */
export type AppMode =
  | 'guest'
  | 'host';

/** A signed-in session: the JWT to send as `Authorization: Bearer <token>` and its user. */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  token: Scalars['String']['output'];
  user: User;
};

/** A bedroom of a listing and its beds. */
export type Bedroom = {
  __typename?: 'Bedroom';
  /** Double beds (default 0). */
  doubleBeds: Scalars['Int']['output'];
  /** The bedroom id. */
  id: Scalars['ID']['output'];
  /** The listing it belongs to. */
  property: Property;
  /** Single beds (default 0). */
  singleBeds: Scalars['Int']['output'];
};

/** A bedroom to create (no `id`) or update. */
export type BedroomInput = {
  /** Double beds, 0 to 20. */
  doubleBeds: Scalars['Int']['input'];
  /** Absent: a new bedroom. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** The listing (a saved bedroom stays on its listing). */
  propertyId: Scalars['ID']['input'];
  /** Single beds, 0 to 20. */
  singleBeds: Scalars['Int']['input'];
};

/** A stay at a listing: imported from a channel's calendar or made directly in the portal. */
export type Booking = {
  __typename?: 'Booking';
  /** When the host asked the channel to cancel it (Vrbo only). */
  cancellationRequestedAt?: Maybe<Scalars['DateTime']['output']>;
  /** True when it overlaps a stay imported from another channel. */
  conflict: Scalars['Boolean']['output'];
  /** When it was created here. */
  createdAt: Scalars['DateTime']['output'];
  /** Set when the booking is cancelled. */
  deletedAt?: Maybe<Scalars['DateTime']['output']>;
  /** True for a booking made here (no iCal link, no channel): only these can be deleted. */
  direct: Scalars['Boolean']['output'];
  /** Checkout (exclusive), like iCal's DTEND. */
  endDate: Scalars['Date']['output'];
  /** The email a guest left with a request to book on the host's booking site; null for other bookings. */
  guestEmail?: Maybe<Scalars['String']['output']>;
  /** The iCal link it was imported from; null for direct bookings. */
  icalLink?: Maybe<IcalLink>;
  id: Scalars['ID']['output'];
  /**
   * The guest's invite code. The client builds the invite link from the booking id and the guest's name slug, and the
   * invoice as `/api/booking-invoice/pdf/{id}?bearer=<token>`.
   */
  inviteCode?: Maybe<Scalars['String']['output']>;
  /** The guest who joined with the invite (id and name, as a message sender); null until then. */
  mainGuest?: Maybe<MessageSender>;
  /** Messages with the guest, oldest first. */
  messages: Array<Message>;
  /**
   * Set while the channel's calendar no longer lists the imported stay: it is cancelled if the next successful fetch
   * misses it too, and cleared if the stay comes back.
   */
  missingSince?: Maybe<Scalars['DateTime']['output']>;
  /**
   * What the host sees the stay as: the guest's name as the channel or the host gave it; 'Booking.com: booked or
   * closed' for a nameless Booking.com stay (its export writes stays and closed dates alike); else null.
   */
  name?: Maybe<Scalars['String']['output']>;
  /** Number of guests. */
  numberOfGuest?: Maybe<Scalars['Int']['output']>;
  /** For example vrbo. */
  ota?: Maybe<Scalars['String']['output']>;
  /** How the guest pays (free text). */
  paymentMethod?: Maybe<Scalars['String']['output']>;
  /** The listing. */
  property: Property;
  /** The channel of the calendar it was imported from; null for direct bookings. */
  provider?: Maybe<Provider>;
  /** Guest name as the channel or the host gave it. */
  providerGuestName?: Maybe<Scalars['String']['output']>;
  /** Guest service purchases, oldest first. */
  purchases: Array<Purchase>;
  /** Guest service purchases, oldest first, a page at a time: `first` (1 to 100) after the cursor `after`. */
  purchasesPage: PurchaseConnection;
  /** The price of a direct booking when it was made; null for imported ones. */
  quote?: Maybe<StayQuote>;
  /** 1 to 5 stars, null until rated. */
  ratingApp?: Maybe<Scalars['Int']['output']>;
  /** 1 to 5 stars, null until rated. */
  ratingCleanliness?: Maybe<Scalars['Int']['output']>;
  /** 1 to 5 stars, null until rated. */
  ratingCondition?: Maybe<Scalars['Int']['output']>;
  /** 1 to 5 stars, null until rated. */
  ratingOverall?: Maybe<Scalars['Int']['output']>;
  /** The reservation id at Rentals United; null until channel manager sync is built. */
  ruReservationId?: Maybe<Scalars['String']['output']>;
  /** Arrival. */
  startDate: Scalars['Date']['output'];
};


/** A stay at a listing: imported from a channel's calendar or made directly in the portal. */
export type BookingPurchasesPageArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of the caller's bookings (see PageInfo). */
export type BookingConnection = {
  __typename?: 'BookingConnection';
  edges: Array<BookingEdge>;
  /** The edges' nodes, for clients that need no cursor of each. */
  nodes: Array<Booking>;
  pageInfo: PageInfo;
  /** How many items the whole list has (every page). */
  totalCount: Scalars['Int']['output'];
};

/** One item of a BookingConnection and its cursor. */
export type BookingEdge = {
  __typename?: 'BookingEdge';
  cursor: Scalars['String']['output'];
  node: Booking;
};

/** A guest's request to book on a site. */
export type BookingRequestInput = {
  /** Where the host answers (required, a valid email). */
  email: Scalars['String']['input'];
  /** Checkout (exclusive). */
  endDate: Scalars['Date']['input'];
  /** Guest name (required). */
  guestName: Scalars['String']['input'];
  numberOfGuest: Scalars['Int']['input'];
  startDate: Scalars['Date']['input'];
};

/** The answer to a request to book. */
export type BookingRequestResult = {
  __typename?: 'BookingRequestResult';
  endDate: Scalars['Date']['output'];
  /** What the guest is told. */
  message: Scalars['String']['output'];
  startDate: Scalars['Date']['output'];
};

/** Booking Settings section. Omitted fields keep their value; null clears one. */
export type BookingSettingsInput = {
  /** Maximum guests; those beyond standardGuests pay extraGuestPrice. */
  canSleepMax?: InputMaybe<Scalars['Int']['input']>;
  /** Cancellation policy. */
  cancellationPolicyMode?: InputMaybe<CancellationPolicyMode>;
  /** How many days ahead a booking must be made. */
  daysBeforeArrival?: InputMaybe<Scalars['Int']['input']>;
  /** Minimum stay in nights. */
  minNights?: InputMaybe<Scalars['Int']['input']>;
  /** Guests included in the base rate. */
  standardGuests?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * The white-label direct-booking site of a host (issue 15 point 9): public at `/sites/{slug}`, no token needed. It
 * shows the host's open listings only (never closed or archived ones) and nothing private (no email, no address
 * beyond the town, no calendar or booking details).
 */
export type BookingSite = {
  __typename?: 'BookingSite';
  /** The web address path of the site: `/sites/{slug}`. */
  path: Scalars['String']['output'];
  /** The host's stable site address part, derived from their name (unique). */
  slug: Scalars['String']['output'];
};

/**
 * One night of one listing: the normalized type the single-property calendar and the override and block mutations
 * work with (id `<propertyId>:<date>`).
 */
export type CalendarDay = {
  __typename?: 'CalendarDay';
  /** True when the night is blocked here or by an imported channel block. */
  blocked: Scalars['Boolean']['output'];
  /** The night (the date it starts). */
  date: Scalars['Date']['output'];
  /** `<propertyId>:<date>`, so Apollo Client normalizes a day whichever query or mutation answered it. */
  id: Scalars['ID']['output'];
  /** The minimum stay for arrivals that night: the override, else the listing's. */
  minNights?: Maybe<Scalars['Int']['output']>;
  /** The manual minimum-nights override of the night; null when none. */
  minNightsOverride?: Maybe<Scalars['Int']['output']>;
  /** Nightly rate in minor units, computed from the pricing rules (overrides included); null without a base rate. */
  rate?: Maybe<Scalars['Int']['output']>;
  /** The manual rate override of the night (minor units); null when none. */
  rateOverride?: Maybe<Scalars['Int']['output']>;
};

/** Cancellation policy of a listing. */
export type CancellationPolicyMode =
  /** Guests can cancel until 24 hours before arrival. */
  | 'Flexible'
  | 'Moderate'
  | 'Strict';

/**
 * Check-In/Out Guides section: times as HH:MM; step images are image references, `/uploads/…` (the `path` that
 * `POST /api/upload` answers) or `/images/{id}` (a photo), null to remove one; YouTube fields take a link or the
 * 11-character id. Omitted fields keep their value; null or '' clears one.
 */
export type CheckInOutInput = {
  /** Arrival from, HH:MM. */
  arriveAfter?: InputMaybe<Scalars['String']['input']>;
  /** Arrival until, HH:MM. */
  arriveBefore?: InputMaybe<Scalars['String']['input']>;
  /** Check-in step 1 (required for the Check-In/Out Guides section). */
  checkInStep1Description?: InputMaybe<Scalars['String']['input']>;
  /** Image reference: `/images/{id}` or `/uploads/…`. */
  checkInStep1Image?: InputMaybe<Scalars['String']['input']>;
  /** Check-in step 2. */
  checkInStep2Description?: InputMaybe<Scalars['String']['input']>;
  /** Image reference: `/images/{id}` or `/uploads/…`. */
  checkInStep2Image?: InputMaybe<Scalars['String']['input']>;
  /** Check-in step 3. */
  checkInStep3Description?: InputMaybe<Scalars['String']['input']>;
  /** Image reference: `/images/{id}` or `/uploads/…`. */
  checkInStep3Image?: InputMaybe<Scalars['String']['input']>;
  /** YouTube video id of the check-in video. */
  checkInYoutubeId?: InputMaybe<Scalars['String']['input']>;
  /** Check-out step 1. */
  checkOutStep1Description?: InputMaybe<Scalars['String']['input']>;
  /** Image reference: `/images/{id}` or `/uploads/…`. */
  checkOutStep1Image?: InputMaybe<Scalars['String']['input']>;
  /** Check-out step 2. */
  checkOutStep2Description?: InputMaybe<Scalars['String']['input']>;
  /** Image reference: `/images/{id}` or `/uploads/…`. */
  checkOutStep2Image?: InputMaybe<Scalars['String']['input']>;
  /** Check-out step 3. */
  checkOutStep3Description?: InputMaybe<Scalars['String']['input']>;
  /** Image reference: `/images/{id}` or `/uploads/…`. */
  checkOutStep3Image?: InputMaybe<Scalars['String']['input']>;
  /** YouTube video id of the check-out video. */
  checkOutYoutubeId?: InputMaybe<Scalars['String']['input']>;
  /** Departure by, HH:MM. */
  departBefore?: InputMaybe<Scalars['String']['input']>;
};

/** Company profile; the company fields are required when `isCompany` is true. */
export type CompanyInput = {
  companyAddressCity?: InputMaybe<Scalars['String']['input']>;
  companyAddressCountry?: InputMaybe<Scalars['String']['input']>;
  companyAddressHouseNameNumber?: InputMaybe<Scalars['String']['input']>;
  companyAddressPostcode?: InputMaybe<Scalars['String']['input']>;
  companyAddressStreet?: InputMaybe<Scalars['String']['input']>;
  companyMerchantName?: InputMaybe<Scalars['String']['input']>;
  companyName?: InputMaybe<Scalars['String']['input']>;
  companyWebsite?: InputMaybe<Scalars['String']['input']>;
  isCompany: Scalars['Boolean']['input'];
};

/** A booking's conversation, as the messaging side panel lists it. */
export type Conversation = {
  __typename?: 'Conversation';
  /** The booking. */
  booking: Booking;
  /** The joined guest's name, else the guest name the channel or the host gave. */
  guestName?: Maybe<Scalars['String']['output']>;
  /** The booking's id (one conversation per booking). */
  id: Scalars['ID']['output'];
  /** The newest message; null when none. */
  lastMessage?: Maybe<Message>;
  /** The listing's name. */
  propertyName?: Maybe<Scalars['String']['output']>;
};

export type CreateAccessTokenInput = {
  /** Days until it expires (1 to 366); null or absent: never. */
  expiresInDays?: InputMaybe<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
  /** One scope at least, of those listed on AccessToken.scopes. */
  scopes: Array<Scalars['String']['input']>;
};

export type CreateAccessTokenPayload = {
  __typename?: 'CreateAccessTokenPayload';
  accessToken: AccessToken;
  /** The secret (`hp_…`), given this once: only its hash is kept, so it cannot be shown again. */
  token: Scalars['String']['output'];
};

/** A new endpoint and its signing secret, shown this once. */
export type CreatedWebhookEndpoint = {
  __typename?: 'CreatedWebhookEndpoint';
  endpoint: WebhookEndpoint;
  secret: Scalars['String']['output'];
};

/** Supported currencies (spec §9). Once chosen a user's currency cannot change. */
export type Currency =
  | 'cad'
  | 'eur'
  | 'gbp'
  | 'usd';

/** A month's purchases in one currency. */
export type CurrencyTotal = {
  __typename?: 'CurrencyTotal';
  amount: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
  purchases: Scalars['Int']['output'];
};

/**
 * Every figure of the dashboard (spec §2), computed by the REST API's GET /bookings/dashboard in one answer.
 * Bookings count stays arriving in the month, direct and imported, not cancelled. Money is in minor units of the
 * host's currency; line items in other currencies are left out.
 */
export type Dashboard = {
  __typename?: 'Dashboard';
  /** The week's check-ins and check-outs by date (check-outs first on a day). */
  agenda: Array<AgendaEntry>;
  bookings: MonthTrend;
  currency: Currency;
  /** The 3 most recently rated stays. */
  feedback: Array<FeedbackEntry>;
  /** The first day of the host's current month. */
  month: Scalars['Date']['output'];
  popularListing?: Maybe<PopularListing>;
  popularService?: Maybe<PopularService>;
  /** Services sold (quantity × unit price of purchases' line items), minor units. */
  serviceRevenue: MonthTrend;
  /** The host's local date the figures are for. */
  today: Scalars['Date']['output'];
  /** The Monday of the current week (weeks start on Monday). */
  weekStart: Scalars['Date']['output'];
};

/** A booking made directly in the portal. */
export type DirectBookingInput = {
  /** Checkout (exclusive); at least one night after startDate. */
  endDate: Scalars['Date']['input'];
  /** Number of guests (an integer ≥ 1, at most the listing's sleeping capacity). */
  numberOfGuest: Scalars['Int']['input'];
  /** How the guest pays (free text). */
  paymentMethod?: InputMaybe<Scalars['String']['input']>;
  /** The listing. */
  propertyId: Scalars['ID']['input'];
  /** Guest name (required). */
  providerGuestName: Scalars['String']['input'];
  /** Arrival. */
  startDate: Scalars['Date']['input'];
};

/** A rated stay. */
export type FeedbackEntry = {
  __typename?: 'FeedbackEntry';
  bookingId: Scalars['ID']['output'];
  guestName?: Maybe<Scalars['String']['output']>;
  /** 1 to 5 stars. */
  overall: Scalars['Int']['output'];
  propertyId: Scalars['ID']['output'];
  propertyName: Scalars['String']['output'];
  ratedAt: Scalars['DateTime']['output'];
};

/**
 * Guest App fields: welcome message, automatic message, wifi and offered services. Omitted fields keep their value;
 * null or '' clears one.
 */
export type GuestAppInput = {
  /** The automatic message sent to guests when autoMessageEnabled. */
  autoMessageContent?: InputMaybe<Scalars['String']['input']>;
  /** Send autoMessageContent to guests automatically. */
  autoMessageEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Replaces the offered guest services. */
  serviceIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Shown to guests in the guest app. */
  welcomeMessage?: InputMaybe<Scalars['String']['input']>;
  /** YouTube video id of the welcome video. */
  welcomeMessageYoutubeId?: InputMaybe<Scalars['String']['input']>;
  /** At most 50 characters. */
  wifiCode?: InputMaybe<Scalars['String']['input']>;
  /** At most 255 characters. */
  wifiDetails?: InputMaybe<Scalars['String']['input']>;
  /** At most 50 characters. */
  wifiName?: InputMaybe<Scalars['String']['input']>;
};

/** A written step of a check-in or check-out guide, with its image. */
export type GuideStep = {
  __typename?: 'GuideStep';
  description: Scalars['String']['output'];
  /** The step's image as the browser loads it. */
  imageUrl?: Maybe<Scalars['String']['output']>;
};

/** Where hosts get help (Settings 'Get Help', Host Assist). */
export type HelpContact = {
  __typename?: 'HelpContact';
  /** The portal's help address (HELP_EMAIL_TO); null when the deployment has none. */
  email?: Maybe<Scalars['String']['output']>;
  /** Whether the help form can send mail from this server (SMTP and a help address configured). */
  mailConfigured: Scalars['Boolean']['output'];
};

/** An entry of a listing's home guide. */
export type HomeGuide = {
  __typename?: 'HomeGuide';
  /** At most 1000 characters, multiline. */
  description?: Maybe<Scalars['String']['output']>;
  /** The entry's id. */
  id: Scalars['ID']['output'];
  /** Image reference: `/images/{id}` or `/uploads/…`. */
  image?: Maybe<Scalars['String']['output']>;
  /** The image as the browser loads it. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** The listing it belongs to. */
  property: Property;
  /** At most 50 characters. */
  title: Scalars['String']['output'];
  /** The section it is shown in. */
  type: HomeGuideType;
  /** The 11-character YouTube video id (play it from youtube-nocookie.com). */
  youtubeId?: Maybe<Scalars['String']['output']>;
};

/** A home guide entry's fields. On update, omitted fields keep their value; null clears an optional one. */
export type HomeGuideInput = {
  /** At most 1000 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Image reference from an upload (`/uploads/…` or `/images/{id}`). */
  image?: InputMaybe<Scalars['String']['input']>;
  /** Required on create; at most 50 characters. */
  title?: InputMaybe<Scalars['String']['input']>;
  /** Required on create. */
  type?: InputMaybe<HomeGuideType>;
  /** An 11-character video id or any YouTube link (watch?v=, youtu.be/, embed/, shorts/); the id is kept. */
  youtubeId?: InputMaybe<Scalars['String']['input']>;
};

/** The sections of a home guide (spec §3 HomeGuide). */
export type HomeGuideType =
  | 'appliance'
  | 'bins'
  | 'entertainment'
  | 'heating'
  | 'other'
  | 'security';

/** An iCal import link of a listing: its bookings are imported from the channel's calendar export. */
export type IcalLink = {
  __typename?: 'IcalLink';
  /** Its blocked periods. */
  blocksCount: Scalars['Int']['output'];
  /** Its bookings that are not cancelled. */
  bookingsCount: Scalars['Int']['output'];
  /** Its stays that overlap a stay of another channel of the listing. */
  conflicts: Array<IcalLinkConflict>;
  /** The iCal link id (`/calendars/{id}` in the REST API). */
  id: Scalars['ID']['output'];
  /** When the last sync was tried, whether it succeeded or failed; null until the first. */
  lastSyncAttemptAt?: Maybe<Scalars['DateTime']['output']>;
  /** The last sync's error, null when it succeeded. */
  lastSyncError?: Maybe<Scalars['String']['output']>;
  /**
   * What the last successful sync had to leave out of the feed, e.g. '1 event skipped: impossible date 20271345'
   * (the channel's other events were imported); null when nothing was.
   */
  lastSyncWarning?: Maybe<Scalars['String']['output']>;
  /** Last successful import; null until the first. */
  lastSyncedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The listing it imports into. */
  property: Property;
  /** The channel the address belongs to. */
  provider: Provider;
  /** The channel's iCal export address. */
  url: Scalars['String']['output'];
};

/** A stay of one iCal link that overlaps stays imported from another channel of the same listing. */
export type IcalLinkConflict = {
  __typename?: 'IcalLinkConflict';
  /** The overlapping stay of this link. */
  booking: Booking;
  /** The other channels' stays it overlaps. */
  conflictsWith: Array<Booking>;
  /** Its checkout (exclusive). */
  endDate: Scalars['Date']['output'];
  /** Its arrival. */
  startDate: Scalars['Date']['output'];
};

/** A page of a listing's iCal import links (see PageInfo). */
export type IcalLinkConnection = {
  __typename?: 'IcalLinkConnection';
  edges: Array<IcalLinkEdge>;
  /** The edges' nodes, for clients that need no cursor of each. */
  nodes: Array<IcalLink>;
  pageInfo: PageInfo;
  /** How many items the whole list has (every page). */
  totalCount: Scalars['Int']['output'];
};

/** One item of a IcalLinkConnection and its cursor. */
export type IcalLinkEdge = {
  __typename?: 'IcalLinkEdge';
  cursor: Scalars['String']['output'];
  node: IcalLink;
};

/** An image stored by the portal, in several sizes. */
export type ImageSizes = {
  __typename?: 'ImageSizes';
  largeUrl?: Maybe<Scalars['String']['output']>;
  mediumUrl?: Maybe<Scalars['String']['output']>;
  originalUrl?: Maybe<Scalars['String']['output']>;
  squareSmallUrl?: Maybe<Scalars['String']['output']>;
};

/** A line of a purchase: a guest service bought for a booking. */
export type LineItem = {
  __typename?: 'LineItem';
  currency: Currency;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Minor units. */
  price: Scalars['Int']['output'];
  quantity: Scalars['Int']['output'];
  service?: Maybe<Service>;
};

/** A listing's average overall rating (links to /properties/{propertyId}). */
export type ListingRating = {
  __typename?: 'ListingRating';
  count: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  overall?: Maybe<Scalars['Float']['output']>;
  propertyId: Scalars['ID']['output'];
};

/** A nearby place recommended in a listing's local guide. */
export type LocalGuide = {
  __typename?: 'LocalGuide';
  /** Hotspots only. */
  category?: Maybe<LocalGuideCategory>;
  /** What the host says about it. */
  description?: Maybe<Scalars['String']['output']>;
  /** The entry's id. */
  id: Scalars['ID']['output'];
  /** Image reference: `/images/{id}` or `/uploads/…`. */
  image?: Maybe<Scalars['String']['output']>;
  /** The image as the browser loads it. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** Degrees north. */
  latitude?: Maybe<Scalars['Float']['output']>;
  /** Degrees east. */
  longitude?: Maybe<Scalars['Float']['output']>;
  /** The place's name. */
  name: Scalars['String']['output'];
  /** The maps service's id of the place; null for an entry entered by hand. */
  placeId?: Maybe<Scalars['String']['output']>;
  /** What became of the place's photo when the entry was saved; null without a placesPhotoReference. */
  placePhotoStatus?: Maybe<PlacePhotoStatus>;
  /**
   * The fallback for an entry whose place photo is not stored (saved before photos were stored, or the maps service
   * failed): where the browser loads it through the portal with the bearer token, `/api/local-guides/{id}/photo`; null
   * without a placesPhotoReference. An entry with a stored photo has it as `image`.
   */
  placePhotoUrl?: Maybe<Scalars['String']['output']>;
  /** The maps service's reference of the place's photo (the host's own `image`, when set, is shown instead). */
  placesPhotoReference?: Maybe<Scalars['String']['output']>;
  /** 1 to 5, shown as pound signs. */
  price?: Maybe<Scalars['Int']['output']>;
  /** The listing it belongs to. */
  property: Property;
  /** The section it is shown in. */
  type: LocalGuideType;
  /** The place's website. */
  websiteUrl?: Maybe<Scalars['String']['output']>;
};

/** What kind of hotspot a local guide entry is (hotspots only). */
export type LocalGuideCategory =
  | 'activities'
  | 'cafe'
  | 'culture'
  | 'food'
  | 'nature'
  | 'nightlife'
  | 'shopping'
  | 'sightseeing'
  | 'sport';

/** A local guide entry's fields. On update, omitted fields keep their value; null clears an optional one. */
export type LocalGuideInput = {
  /** Hotspots only. */
  category?: InputMaybe<LocalGuideCategory>;
  /** What the host says about it. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Image reference from an upload (`/uploads/…` or `/images/{id}`). */
  image?: InputMaybe<Scalars['String']['input']>;
  /** Degrees north. */
  latitude?: InputMaybe<Scalars['Float']['input']>;
  /** Degrees east. */
  longitude?: InputMaybe<Scalars['Float']['input']>;
  /** Required on create. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The maps service's id of the place picked. */
  placeId?: InputMaybe<Scalars['String']['input']>;
  /** The maps service's photo reference of the place picked. */
  placesPhotoReference?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 5. */
  price?: InputMaybe<Scalars['Int']['input']>;
  /** Required on create. */
  type?: InputMaybe<LocalGuideType>;
  /** The place's website (http or https). */
  websiteUrl?: InputMaybe<Scalars['String']['input']>;
};

/** The sections of a local guide (spec §3 Local guide). */
export type LocalGuideType =
  | 'delivery'
  | 'essential'
  | 'hotspot';

/**
 * The map's raster tiles (MAP_TILE_URL; OpenStreetMap's by default): a `{z}/{x}/{y}` URL template and the attribution
 * the tile provider asks maps to show.
 */
export type MapTiles = {
  __typename?: 'MapTiles';
  /** Shown in the map's corner (plain text). */
  attribution: Scalars['String']['output'];
  /** The tile URL template, e.g. `https://tile.openstreetmap.org/{z}/{x}/{y}.png`. */
  urlTemplate: Scalars['String']['output'];
};

/** A message in a booking's conversation between host and guest. */
export type Message = {
  __typename?: 'Message';
  /** The booking whose conversation it belongs to. */
  booking: Booking;
  /** Plain text; never interpreted as HTML. */
  content: Scalars['String']['output'];
  /** When it was posted. */
  createdAt: Scalars['DateTime']['output'];
  /** The message's id. */
  id: Scalars['ID']['output'];
  /** Who posted it: the booking's host or its joined guest. */
  sender: MessageSender;
};

/** A page of a booking's messages (see PageInfo). */
export type MessageConnection = {
  __typename?: 'MessageConnection';
  edges: Array<MessageEdge>;
  /** The edges' nodes, for clients that need no cursor of each. */
  nodes: Array<Message>;
  pageInfo: PageInfo;
  /** How many items the whole list has (every page). */
  totalCount: Scalars['Int']['output'];
};

/** One item of a MessageConnection and its cursor. */
export type MessageEdge = {
  __typename?: 'MessageEdge';
  cursor: Scalars['String']['output'];
  node: Message;
};

/** The author of a message, as the REST API embeds it (id and name only, not a full account). */
export type MessageSender = {
  __typename?: 'MessageSender';
  /** Profile photo; null when none. */
  avatarImage?: Maybe<ImageSizes>;
  /** First name. */
  firstName: Scalars['String']['output'];
  /** First and last name. */
  fullName: Scalars['String']['output'];
  /** The user's id. */
  id: Scalars['ID']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
};

/** A reusable message text (at most 5 per user). */
export type MessageTemplate = {
  __typename?: 'MessageTemplate';
  /** May hold {guestName}, {listingName}, {checkIn} and {checkOut} (at most 2000 characters). */
  content: Scalars['String']['output'];
  /** The template's id. */
  id: Scalars['ID']['output'];
  /** Shown in the template picker (at most 100 characters). */
  name: Scalars['String']['output'];
};

/** A figure this month against the month before. */
export type MonthTrend = {
  __typename?: 'MonthTrend';
  /** Whole per cent from last month to this one; null when last month had none (no honest percentage). */
  change?: Maybe<Scalars['Int']['output']>;
  lastMonth: Scalars['Int']['output'];
  thisMonth: Scalars['Int']['output'];
};

/** Write operations. */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Adds a direct booking and pushes availability to the channels. BAD_USER_INPUT with the REST violation when the
   * dates overlap a booking or a blocked date (also when two requests race: one wins), or a field is invalid.
   */
  addDirectBooking: Booking;
  /**
   * Adds an iCal import link to a listing. The URL must be an iCal export of Airbnb, Booking.com, HomeAway or
   * TripAdvisor; otherwise BAD_USER_INPUT with the violation on `url`. Select `property { icalLinks { id } }` to
   * refresh the list.
   */
  addIcalLink: IcalLink;
  /** Adds a listing (name required; at most 50 characters suit airbnb). */
  addProperty: Property;
  /**
   * Blocks the nights of the range (toDate included), then pushes availability. BAD_USER_INPUT (violation on
   * `fromDate`) when the range overlaps a booking that is not cancelled.
   */
  blockCalendarDates: Array<CalendarDay>;
  /**
   * Asks the channel to cancel a Vrbo booking ('Cancellation of this booking has been initiated'). BAD_USER_INPUT when
   * already cancelled, not Vrbo, or already ended.
   */
  cancelBooking: Booking;
  /** Clears the rate and minimum-nights overrides of the range (toDate included), then pushes; answers the days. */
  clearCalendarOverrides: Array<CalendarDay>;
  /** Overwrites the target's booking settings with the source's; answers the target. */
  copyBookingSettings: Property;
  /**
   * Copies every local guide entry of `sourceId` onto `targetId`; answers the target. Once only per target and
   * irreversible: a second copy fails with BAD_USER_INPUT saying it was already done.
   */
  copyLocalGuides: Property;
  /** Overwrites the target's pricing (manual calendar overrides excepted) with the source's; answers the target. */
  copyPricingSettings: Property;
  /**
   * Creates an access token (at most 20 live ones per host). BAD_USER_INPUT with the violations on a blank name, no
   * or an unknown scope, or an expiry out of range.
   */
  createAccessToken: CreateAccessTokenPayload;
  /** Adds a home guide entry; select `property { homeGuides { id } }` to refresh the list. */
  createHomeGuide: HomeGuide;
  /** Adds a local guide entry; select `property { localGuides { id } }` to refresh the list. */
  createLocalGuide: LocalGuide;
  /** Creates a guest service in the caller's currency. */
  createService: Service;
  /**
   * Registers an endpoint: an https URL on a public address and at least one event (BAD_USER_INPUT with the
   * violations on url or events; at most 10 endpoints).
   */
  createWebhookEndpoint: CreatedWebhookEndpoint;
  /** Deletes a direct booking for good (BAD_USER_INPUT for imported ones), then pushes availability. */
  deleteBooking: RemoveBookingPayload;
  /** Removes a home guide entry; answers its id and the listing. */
  deleteHomeGuide: RemovePropertyItemPayload;
  /** Removes a local guide entry; answers its id and the listing. */
  deleteLocalGuide: RemovePropertyItemPayload;
  /** Deletes one of the caller's message templates; answers its id (NOT_FOUND for any other). */
  deleteMessageTemplate: Scalars['ID']['output'];
  /** Deletes one of the caller's endpoints and its deliveries; answers its id. */
  deleteWebhookEndpoint: Scalars['ID']['output'];
  /**
   * Joins a booking as its guest through the invite link (booking id + invite code): the caller becomes its main guest
   * and can read and post its messages. NOT_FOUND for a wrong code, BAD_USER_INPUT for the host's own booking.
   */
  joinBooking: Booking;
  /** Signs in with email and password. Fails with 'Incorrect email or password'. No token needed. */
  login: AuthPayload;
  /**
   * Signs out on the server: the token of this request stops working at once (REST POST /logout). With
   * `everywhere: true`, every token of the user does (all devices). Always true; UNAUTHENTICATED without a valid token.
   */
  logout: Scalars['Boolean']['output'];
  /**
   * Says the signed-in user's app showed the conversation of the booking up to its newest message (REST POST
   * /bookings/{id}/messages-read): for its host, that ends the conversation's pending mail notice. NOT_FOUND unless the
   * caller is the booking's host or joined guest.
   */
  markConversationRead: Scalars['Boolean']['output'];
  /** Sets a manual minimum stay on every night of the range (toDate included), then pushes; answers the changed days. */
  overrideCalendarMinNights: Array<CalendarDay>;
  /**
   * Sets a manual nightly rate (minor units, at least 100) on every night from `fromDate` to `toDate` (included), then
   * pushes rates to the channels. Answers the changed days (their ids update every open calendar from the cache).
   */
  overrideCalendarRate: Array<CalendarDay>;
  /**
   * Orders services the stay's listing offers, at their current prices. With payments configured (`Stay.paysOnline`)
   * the purchase is PENDING and `checkoutUrl` is the payment provider's checkout, where the browser goes next; its
   * webhook marks it PAID and only then the host's conversation says what was ordered. Otherwise it is paid to the
   * host on arrival and the message is sent at once. Only the booking's joined guest (NOT_FOUND otherwise);
   * BAD_USER_INPUT on `lineItems` for a service the listing does not offer or an empty order.
   */
  purchaseServices: Purchase;
  /**
   * Rates a stay once, from its checkout day on, as its joined guest (NOT_FOUND otherwise); BAD_USER_INPUT on `overall`
   * before the checkout day ('You can rate your stay from …') or for a second rating. Answers the stay.
   */
  rateStay: Stay;
  /** Creates an account and signs it in (the REST API's POST /register followed by POST /login). No token needed. */
  register: AuthPayload;
  /**
   * Removes the signed-in user's avatar (its files too). Uploading one is a file upload: REST
   * `PUT /users/{id}/avatar` (multipart `file`, and the square to keep as `cropX`, `cropY`, `cropSize`).
   */
  removeAvatar: User;
  /** Removes a bedroom; answers its id and the listing. */
  removeBedroom: RemovePropertyItemPayload;
  /** Removes an iCal import link; refused (BAD_USER_INPUT) while it has confirmed bookings. */
  removeIcalLink: RemovePropertyItemPayload;
  /** Removes a photo and its files; answers its id and the listing. */
  removePropertyImage: RemovePropertyItemPayload;
  /** Removes a seasonal rate; answers its id and the listing. */
  removeSeasonalRate: RemovePropertyItemPayload;
  /**
   * Deletes a guest service: listings stop offering it (select them again to refresh `serviceIds`), and purchases keep
   * their line items with a null `service`.
   */
  removeService: RemoveServicePayload;
  /** Puts the listing's photos in the order of `imageIds` (every photo of the listing, each once). */
  reorderPropertyImages: Property;
  /**
   * A guest's request to book (no token needed): a direct booking of the listing, availability pushed like after the
   * host's own direct bookings. BAD_USER_INPUT with the violations on bad input, and on startDate 'Sorry, these dates
   * are no longer available. Please choose other dates.' when the nights were taken (of racing requests one wins).
   */
  requestBooking: BookingRequestResult;
  /** Revokes a token: the next request made with it answers 401 (UNAUTHENTICATED). NOT_FOUND for another's. */
  revokeAccessToken: RevokeAccessTokenPayload;
  /** Gives the listing a new iCal export URL; the old one stops answering. */
  rotateIcalExportUrl: Property;
  /** Sets the amenity flags of a listing; omitted flags keep their value. */
  saveAmenities: PropertyAmenities;
  /** Creates or updates a bedroom; select `property { bedrooms { id } }` to refresh the list. */
  saveBedroom: Bedroom;
  /**
   * Creates a message template, or updates the caller's template `id`. BAD_USER_INPUT with the REST violation on `name`
   * for a sixth template ('You can have at most 5 message templates') or a field too long.
   */
  saveMessageTemplate: MessageTemplate;
  /** Creates or updates a seasonal rate; select `property { seasonalRates { id } }` to refresh the list. */
  saveSeasonalRate: SeasonalRate;
  /**
   * Sends the host's question to the help address, with their name, email and plan (REST POST /help-email). Subject
   * and content are required (BAD_USER_INPUT with the violations). When the mail server refuses or cannot be reached,
   * INTERNAL_SERVER_ERROR (the form then says 'Something went wrong, and your message may not have been sent.'); read
   * `helpContact.mailConfigured` first: without mail the form says so instead of offering to send.
   */
  sendHelpEmail: Scalars['Boolean']['output'];
  /**
   * Posts a message to a booking's conversation as its host or joined guest (NOT_FOUND otherwise). BAD_USER_INPUT on
   * `content` when empty, whitespace-only or longer than 2000 characters.
   */
  sendMessage: Message;
  /** Queues a webhook.test event to the endpoint; answers the endpoint. */
  sendWebhookTestEvent: WebhookEndpoint;
  /** Archives or unarchives a listing. */
  setPropertyArchived: Property;
  /**
   * Opens a closed listing for syncing or closes an open one. A listing that cannot open fails with BAD_USER_INPUT and
   * `extensions.violations` (`[{ propertyPath, message }]`), the list the 'Could not Open property' dialog shows.
   */
  switchPropertyActivation: Property;
  /** Syncs an iCal link now ('Sync now'); answers it also when the feed failed (`lastSyncError` says why). */
  syncIcalLink: IcalLink;
  /**
   * Unblocks the nights of the range made here (toDate included), then pushes availability; blocks imported from a
   * channel's feed stay until the feed drops them.
   */
  unblockCalendarDates: Array<CalendarDay>;
  /** Saves the Booking Settings section. */
  updateBookingSettings: Property;
  /** Saves the Check-In/Out Guides section. */
  updateCheckInOut: Property;
  /** Saves the company profile. */
  updateCompany: User;
  /** Saves the Guest App fields (welcome message, automatic message, wifi, offered services). */
  updateGuestApp: Property;
  /** Changes a home guide entry. */
  updateHomeGuide: HomeGuide;
  /** Changes a local guide entry. */
  updateLocalGuide: LocalGuide;
  /** Changes the signed-in host's mail notices (REST PUT /users/{id}/notification-settings). */
  updateNotificationSettings: NotificationSettings;
  /**
   * Saves the personal profile. A changed email or password needs `currentPassword`, and invalidates every existing
   * token, this one included.
   */
  updateProfile: User;
  /** Saves the Property Address section. */
  updatePropertyAddress: Property;
  /** Saves the Property Details section. */
  updatePropertyDetails: Property;
  /** Changes a photo's caption, room type or position. */
  updatePropertyImage: PropertyImage;
  /** Saves the Manage Pricing section. */
  updatePropertyPricing: Property;
  /** Edits a guest service. */
  updateService: Service;
  /** Sets the app mode or the currency of the signed-in user. */
  updateUser: User;
};


/** Write operations. */
export type MutationAddDirectBookingArgs = {
  input: DirectBookingInput;
};


/** Write operations. */
export type MutationAddIcalLinkArgs = {
  propertyId: Scalars['ID']['input'];
  url: Scalars['String']['input'];
};


/** Write operations. */
export type MutationAddPropertyArgs = {
  name: Scalars['String']['input'];
};


/** Write operations. */
export type MutationBlockCalendarDatesArgs = {
  fromDate: Scalars['Date']['input'];
  propertyId: Scalars['ID']['input'];
  toDate: Scalars['Date']['input'];
};


/** Write operations. */
export type MutationCancelBookingArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. */
export type MutationClearCalendarOverridesArgs = {
  fromDate: Scalars['Date']['input'];
  propertyId: Scalars['ID']['input'];
  toDate: Scalars['Date']['input'];
};


/** Write operations. */
export type MutationCopyBookingSettingsArgs = {
  sourceId: Scalars['ID']['input'];
  targetId: Scalars['ID']['input'];
};


/** Write operations. */
export type MutationCopyLocalGuidesArgs = {
  sourceId: Scalars['ID']['input'];
  targetId: Scalars['ID']['input'];
};


/** Write operations. */
export type MutationCopyPricingSettingsArgs = {
  sourceId: Scalars['ID']['input'];
  targetId: Scalars['ID']['input'];
};


/** Write operations. */
export type MutationCreateAccessTokenArgs = {
  input: CreateAccessTokenInput;
};


/** Write operations. */
export type MutationCreateHomeGuideArgs = {
  input: HomeGuideInput;
  propertyId: Scalars['ID']['input'];
};


/** Write operations. */
export type MutationCreateLocalGuideArgs = {
  input: LocalGuideInput;
  propertyId: Scalars['ID']['input'];
};


/** Write operations. */
export type MutationCreateServiceArgs = {
  input: ServiceInput;
};


/** Write operations. */
export type MutationCreateWebhookEndpointArgs = {
  events: Array<Scalars['String']['input']>;
  url: Scalars['String']['input'];
};


/** Write operations. */
export type MutationDeleteBookingArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. */
export type MutationDeleteHomeGuideArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. */
export type MutationDeleteLocalGuideArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. */
export type MutationDeleteMessageTemplateArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. */
export type MutationDeleteWebhookEndpointArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. */
export type MutationJoinBookingArgs = {
  bookingId: Scalars['ID']['input'];
  inviteCode: Scalars['String']['input'];
};


/** Write operations. */
export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


/** Write operations. */
export type MutationLogoutArgs = {
  everywhere?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Write operations. */
export type MutationMarkConversationReadArgs = {
  bookingId: Scalars['ID']['input'];
};


/** Write operations. */
export type MutationOverrideCalendarMinNightsArgs = {
  fromDate: Scalars['Date']['input'];
  minNights: Scalars['Int']['input'];
  propertyId: Scalars['ID']['input'];
  toDate: Scalars['Date']['input'];
};


/** Write operations. */
export type MutationOverrideCalendarRateArgs = {
  fromDate: Scalars['Date']['input'];
  propertyId: Scalars['ID']['input'];
  rate: Scalars['Int']['input'];
  toDate: Scalars['Date']['input'];
};


/** Write operations. */
export type MutationPurchaseServicesArgs = {
  bookingId: Scalars['ID']['input'];
  lineItems: Array<PurchaseLineInput>;
};


/** Write operations. */
export type MutationRateStayArgs = {
  bookingId: Scalars['ID']['input'];
  input: StayRatingInput;
};


/** Write operations. */
export type MutationRegisterArgs = {
  input: RegisterInput;
};


/** Write operations. */
export type MutationRemoveBedroomArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. */
export type MutationRemoveIcalLinkArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. */
export type MutationRemovePropertyImageArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. */
export type MutationRemoveSeasonalRateArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. */
export type MutationRemoveServiceArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. */
export type MutationReorderPropertyImagesArgs = {
  imageIds: Array<Scalars['ID']['input']>;
  propertyId: Scalars['ID']['input'];
};


/** Write operations. */
export type MutationRequestBookingArgs = {
  input: BookingRequestInput;
  listingId: Scalars['ID']['input'];
  slug: Scalars['String']['input'];
};


/** Write operations. */
export type MutationRevokeAccessTokenArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. */
export type MutationRotateIcalExportUrlArgs = {
  propertyId: Scalars['ID']['input'];
};


/** Write operations. */
export type MutationSaveAmenitiesArgs = {
  input: AmenitiesInput;
  propertyId: Scalars['ID']['input'];
};


/** Write operations. */
export type MutationSaveBedroomArgs = {
  input: BedroomInput;
};


/** Write operations. */
export type MutationSaveMessageTemplateArgs = {
  content: Scalars['String']['input'];
  id?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
};


/** Write operations. */
export type MutationSaveSeasonalRateArgs = {
  input: SeasonalRateInput;
};


/** Write operations. */
export type MutationSendHelpEmailArgs = {
  content: Scalars['String']['input'];
  subject: Scalars['String']['input'];
};


/** Write operations. */
export type MutationSendMessageArgs = {
  bookingId: Scalars['ID']['input'];
  content: Scalars['String']['input'];
};


/** Write operations. */
export type MutationSendWebhookTestEventArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. */
export type MutationSetPropertyArchivedArgs = {
  archived: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Write operations. */
export type MutationSwitchPropertyActivationArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. */
export type MutationSyncIcalLinkArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. */
export type MutationUnblockCalendarDatesArgs = {
  fromDate: Scalars['Date']['input'];
  propertyId: Scalars['ID']['input'];
  toDate: Scalars['Date']['input'];
};


/** Write operations. */
export type MutationUpdateBookingSettingsArgs = {
  id: Scalars['ID']['input'];
  input: BookingSettingsInput;
};


/** Write operations. */
export type MutationUpdateCheckInOutArgs = {
  id: Scalars['ID']['input'];
  input: CheckInOutInput;
};


/** Write operations. */
export type MutationUpdateCompanyArgs = {
  input: CompanyInput;
};


/** Write operations. */
export type MutationUpdateGuestAppArgs = {
  id: Scalars['ID']['input'];
  input: GuestAppInput;
};


/** Write operations. */
export type MutationUpdateHomeGuideArgs = {
  id: Scalars['ID']['input'];
  input: HomeGuideInput;
};


/** Write operations. */
export type MutationUpdateLocalGuideArgs = {
  id: Scalars['ID']['input'];
  input: LocalGuideInput;
};


/** Write operations. */
export type MutationUpdateNotificationSettingsArgs = {
  input: NotificationSettingsInput;
};


/** Write operations. */
export type MutationUpdateProfileArgs = {
  input: ProfileInput;
};


/** Write operations. */
export type MutationUpdatePropertyAddressArgs = {
  id: Scalars['ID']['input'];
  input: PropertyAddressInput;
};


/** Write operations. */
export type MutationUpdatePropertyDetailsArgs = {
  id: Scalars['ID']['input'];
  input: PropertyDetailsInput;
};


/** Write operations. */
export type MutationUpdatePropertyImageArgs = {
  id: Scalars['ID']['input'];
  input: PropertyImageInput;
};


/** Write operations. */
export type MutationUpdatePropertyPricingArgs = {
  id: Scalars['ID']['input'];
  input: PropertyPricingInput;
};


/** Write operations. */
export type MutationUpdateServiceArgs = {
  id: Scalars['ID']['input'];
  input: ServiceInput;
};


/** Write operations. */
export type MutationUpdateUserArgs = {
  input: UpdateUserInput;
};

/**
 * The host's mail notices (Settings 'Notifications'), each on by default. Nothing is mailed when the server has no mail
 * configured (`mailConfigured` false), whatever the switches say.
 */
export type NotificationSettings = {
  __typename?: 'NotificationSettings';
  /** Mail the stays a channel's calendar added or cancelled, one mail per sync (not the link's first import). */
  channelBookings: Scalars['Boolean']['output'];
  /** The settings' own id (REST `/users/{id}/notification-settings`). */
  id: Scalars['ID']['output'];
  /** Whether this server can send mail at all (SMTP_URL). */
  mailConfigured: Scalars['Boolean']['output'];
  /**
   * Mail a guest's message that is still unread 15 minutes later while the host is away (no request and no open
   * subscription for 15 minutes): one mail per conversation until the host reads it.
   */
  offlineMessages: Scalars['Boolean']['output'];
};

/** The switches to change; one left out stays as it is. */
export type NotificationSettingsInput = {
  channelBookings?: InputMaybe<Scalars['Boolean']['input']>;
  offlineMessages?: InputMaybe<Scalars['Boolean']['input']>;
};

/**
 * Where a page of a connection (`propertiesPage`, `bookingsPage`, `messagesPage`, `Property.icalLinksPage`,
 * `Booking.purchasesPage`) stands. Cursors are opaque strings: today the base64 of the item's 0-based position in the
 * list; send them back unchanged as `after`. `first` is 1 to 100 (BAD_USER_INPUT otherwise).
 */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** The cursor of the last item of the page (pass it as `after` for the next page); null on an empty page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** True when items follow the last one of this page. */
  hasNextPage: Scalars['Boolean']['output'];
  /** True when items come before the first one of this page. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The cursor of the first item of the page; null on an empty page. */
  startCursor?: Maybe<Scalars['String']['output']>;
};

/** A count now against the period before; `change` is null when the period before had none. */
export type PeriodChange = {
  __typename?: 'PeriodChange';
  change?: Maybe<Scalars['Int']['output']>;
  current: Scalars['Int']['output'];
  previous: Scalars['Int']['output'];
};

/** A place's details, as the address editor and the local guide form use them. */
export type Place = {
  __typename?: 'Place';
  /** Country. */
  addressCountry?: Maybe<Scalars['String']['output']>;
  /** Address parts, named as the Property address fields. */
  addressHouseNumber?: Maybe<Scalars['String']['output']>;
  /** Postcode. */
  addressPostcode?: Maybe<Scalars['String']['output']>;
  /** Street. */
  addressStreet?: Maybe<Scalars['String']['output']>;
  /** Town (the post town in the UK). */
  addressTown?: Maybe<Scalars['String']['output']>;
  /** The address as one line. */
  formattedAddress: Scalars['String']['output'];
  /** Degrees north. */
  latitude: Scalars['Float']['output'];
  /** Degrees east. */
  longitude: Scalars['Float']['output'];
  /** The place's name (or its address when it has none). */
  name: Scalars['String']['output'];
  /** Reference of the place's first photo, for a local guide image (Google only). */
  photoReference?: Maybe<Scalars['String']['output']>;
  /** The maps service's id of the place. */
  placeId: Scalars['ID']['output'];
  /** The place's website. */
  websiteUrl?: Maybe<Scalars['String']['output']>;
};

/**
 * What became of a picked place's photo: stored as the entry's image, or why not (the entry is saved either way, and
 * saving it again retries).
 */
export type PlacePhotoStatus =
  /** The host's storage had no room left for it. */
  | 'storageFull'
  /** Stored as the entry's image (an upload of the host's, counted in their storage). */
  | 'stored'
  /** The maps service could not give an acceptable photo right now. */
  | 'unavailable';

/** Where to look for places first. */
export type PlaceSearchNear = {
  /** Degrees north. */
  latitude: Scalars['Float']['input'];
  /** Degrees east. */
  longitude: Scalars['Float']['input'];
  /** Metres around the point (10000 around a property). */
  radius?: InputMaybe<Scalars['Int']['input']>;
};

/** A place search suggestion (spec §3 Place suggestion). */
export type PlaceSuggestion = {
  __typename?: 'PlaceSuggestion';
  /** The whole suggestion as one line. */
  description: Scalars['String']['output'];
  /** Metres from `near` in a straight line; null without `near` (suggestions come nearest first). */
  distanceMeters?: Maybe<Scalars['Int']['output']>;
  /** The place's name or the street address. */
  mainText: Scalars['String']['output'];
  /** Pass to `place(placeId)` for the details. */
  placeId: Scalars['ID']['output'];
  /** The town and country part. */
  secondaryText: Scalars['String']['output'];
};

/** A plan card of the plan page. */
export type Plan = {
  __typename?: 'Plan';
  /** Coming Soon plans cannot be chosen yet. */
  comingSoon: Scalars['Boolean']['output'];
  features: Array<Scalars['String']['output']>;
  /** starter, premium, professional or business. */
  identifier: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Pence per unit per month; 0 for Starter (free forever). */
  pricePerUnitMonthly: Scalars['Int']['output'];
  /** Days of free trial for paid plans (30). */
  trialDays: Scalars['Int']['output'];
};

/** The user's plan subscription (spec §3 Subscription). */
export type PlanSubscription = {
  __typename?: 'PlanSubscription';
  /** Set when the plan was cancelled and ends then. */
  cancelsAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** starter, premium, professional, business or enterprise. */
  planIdentifier: Scalars['String']['output'];
  platform: SubscriptionPlatform;
  /** The next renewal (end of the paid period); null for manual subscriptions. */
  renewsAt?: Maybe<Scalars['DateTime']['output']>;
  startedAt: Scalars['DateTime']['output'];
  /** The provider's status while the plan is on (trialing, active, past_due); active for manual subscriptions. */
  status: Scalars['String']['output'];
  /** End of the free trial; null when there is none. */
  trialEndsAt?: Maybe<Scalars['DateTime']['output']>;
};

/** The listing with the most booked nights this month (the part of a stay inside the month counts). */
export type PopularListing = {
  __typename?: 'PopularListing';
  name: Scalars['String']['output'];
  nights: Scalars['Int']['output'];
  propertyId: Scalars['ID']['output'];
};

/** The host's service sold most this month (by quantity). */
export type PopularService = {
  __typename?: 'PopularService';
  name: Scalars['String']['output'];
  /** Links to /services/guest/{serviceId}. */
  serviceId: Scalars['ID']['output'];
  sold: Scalars['Int']['output'];
};

/** Personal profile (spec §5 Profile). A changed email or password signs out every older session. */
export type ProfileInput = {
  acceptsMarketing?: InputMaybe<Scalars['Boolean']['input']>;
  addressCity: Scalars['String']['input'];
  addressCountry: Scalars['String']['input'];
  addressHouseNameNumber: Scalars['String']['input'];
  addressPostcode: Scalars['String']['input'];
  addressStreet: Scalars['String']['input'];
  /**
   * The account's current password: required when `email` or `plainPassword` changes, ignored otherwise. Missing or
   * wrong: BAD_USER_INPUT with the violation `currentPassword`: 'Your current password is incorrect', nothing saved.
   */
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  language: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  /** Leave empty to keep the current password; a new one follows the register rules. */
  plainPassword?: InputMaybe<Scalars['String']['input']>;
};

/** A listing (spec §3 Property). Money fields are minor units in the owner's currency. */
export type Property = {
  __typename?: 'Property';
  /** Country. */
  addressCountry?: Maybe<Scalars['String']['output']>;
  /** House name. */
  addressHouseName?: Maybe<Scalars['String']['output']>;
  /** House number. */
  addressHouseNumber?: Maybe<Scalars['String']['output']>;
  /** Null until an address is chosen; the Local Guide link needs it. */
  addressLatitude?: Maybe<Scalars['Float']['output']>;
  /** Null until an address is chosen. */
  addressLongitude?: Maybe<Scalars['Float']['output']>;
  /** Postcode. */
  addressPostcode?: Maybe<Scalars['String']['output']>;
  /** Street. */
  addressStreet?: Maybe<Scalars['String']['output']>;
  /** Town. */
  addressTown?: Maybe<Scalars['String']['output']>;
  /** The listing's page on Airbnb (View Listing). */
  airbnbUrl?: Maybe<Scalars['String']['output']>;
  /** The amenity flags; null until they are first saved (every flag then reads false). */
  amenities?: Maybe<PropertyAmenities>;
  /** Arrival from, HH:MM. */
  arriveAfter?: Maybe<Scalars['String']['output']>;
  /** Arrival until, HH:MM. */
  arriveBefore?: Maybe<Scalars['String']['output']>;
  /** The automatic message sent to guests when autoMessageEnabled. */
  autoMessageContent?: Maybe<Scalars['String']['output']>;
  /** Send autoMessageContent to guests automatically. */
  autoMessageEnabled: Scalars['Boolean']['output'];
  /** Nightly base rate, minor units (whole pounds in the form). */
  baseRate?: Maybe<Scalars['Int']['output']>;
  /** Bedrooms, in the order they were added. */
  bedrooms: Array<Bedroom>;
  /** Maximum guests; those beyond standardGuests pay extraGuestPrice. */
  canSleepMax?: Maybe<Scalars['Int']['output']>;
  /** Cancellation policy. */
  cancellationPolicyMode?: Maybe<CancellationPolicyMode>;
  /** Channels the listing is connected to (one per channel of its iCal links). */
  channels: Array<PropertyChannel>;
  /** Check-in step 1 (required for the Check-In/Out Guides section). */
  checkInStep1Description?: Maybe<Scalars['String']['output']>;
  /** Image reference: `/images/{id}` or `/uploads/…`. */
  checkInStep1Image?: Maybe<Scalars['String']['output']>;
  /** The step image as the browser loads it. */
  checkInStep1ImageUrl?: Maybe<Scalars['String']['output']>;
  /** Check-in step 2. */
  checkInStep2Description?: Maybe<Scalars['String']['output']>;
  /** Image reference: `/images/{id}` or `/uploads/…`. */
  checkInStep2Image?: Maybe<Scalars['String']['output']>;
  /** The step image as the browser loads it. */
  checkInStep2ImageUrl?: Maybe<Scalars['String']['output']>;
  /** Check-in step 3. */
  checkInStep3Description?: Maybe<Scalars['String']['output']>;
  /** Image reference: `/images/{id}` or `/uploads/…`. */
  checkInStep3Image?: Maybe<Scalars['String']['output']>;
  /** The step image as the browser loads it. */
  checkInStep3ImageUrl?: Maybe<Scalars['String']['output']>;
  /** YouTube video id of the check-in video. */
  checkInYoutubeId?: Maybe<Scalars['String']['output']>;
  /** Check-out step 1. */
  checkOutStep1Description?: Maybe<Scalars['String']['output']>;
  /** Image reference: `/images/{id}` or `/uploads/…`. */
  checkOutStep1Image?: Maybe<Scalars['String']['output']>;
  /** The step image as the browser loads it. */
  checkOutStep1ImageUrl?: Maybe<Scalars['String']['output']>;
  /** Check-out step 2. */
  checkOutStep2Description?: Maybe<Scalars['String']['output']>;
  /** Image reference: `/images/{id}` or `/uploads/…`. */
  checkOutStep2Image?: Maybe<Scalars['String']['output']>;
  /** The step image as the browser loads it. */
  checkOutStep2ImageUrl?: Maybe<Scalars['String']['output']>;
  /** Check-out step 3. */
  checkOutStep3Description?: Maybe<Scalars['String']['output']>;
  /** Image reference: `/images/{id}` or `/uploads/…`. */
  checkOutStep3Image?: Maybe<Scalars['String']['output']>;
  /** The step image as the browser loads it. */
  checkOutStep3ImageUrl?: Maybe<Scalars['String']['output']>;
  /** YouTube video id of the check-out video. */
  checkOutYoutubeId?: Maybe<Scalars['String']['output']>;
  /** Community Taxes, minor units. */
  cityTax?: Maybe<Scalars['Int']['output']>;
  /** Cleaning fee, minor units. */
  cleaningFee?: Maybe<Scalars['Int']['output']>;
  /** Which sections are complete. */
  completeness: PropertyCompleteness;
  /** When the listing was added. */
  createdAt: Scalars['DateTime']['output'];
  /** How many days ahead a booking must be made. */
  daysBeforeArrival?: Maybe<Scalars['Int']['output']>;
  /** Departure by, HH:MM. */
  departBefore?: Maybe<Scalars['String']['output']>;
  /** At most 500 words (label hint). */
  description?: Maybe<Scalars['String']['output']>;
  /** Early-bird discount, whole percent. */
  earlyBirdDiscount?: Maybe<Scalars['Int']['output']>;
  /** The early-bird discount applies. */
  earlyBirdEnabled: Scalars['Boolean']['output'];
  /** Bookings made at least this many days before arrival get earlyBirdDiscount. */
  earlyBirdMinDaysBeforeArrival?: Maybe<Scalars['Int']['output']>;
  /** The extra charges below apply. */
  extraChargesEnabled: Scalars['Boolean']['output'];
  /** Minor units per night for each guest beyond standardGuests. */
  extraGuestPrice?: Maybe<Scalars['Int']['output']>;
  /** 1 for a whole house; negative below ground. */
  floor?: Maybe<Scalars['Int']['output']>;
  /** Fortnightly stay discount, whole percent. */
  fortnightlyDiscount?: Maybe<Scalars['Int']['output']>;
  /** Home guide entries, by type and title. */
  homeGuides: Array<HomeGuide>;
  /**
   * The listing's secret iCal export feed (every booking and block), for the channels to import; no login needed.
   * Null only for a listing without an export token.
   */
  icalExportUrl?: Maybe<Scalars['String']['output']>;
  /** iCal import links. */
  icalLinks: Array<IcalLink>;
  /** The listing's iCal import links (oldest first), a page at a time: `first` (1 to 100) after the cursor `after`. */
  icalLinksPage: IcalLinkConnection;
  /** The listing id (`/properties/{id}` in the REST API). */
  id: Scalars['ID']['output'];
  /** The cover photo: the main photo, else the first; null while the listing has none. */
  image?: Maybe<ImageSizes>;
  /** Photos by position (first is shown first). */
  images: Array<PropertyImage>;
  /** The REST API's IRI, `/properties/{id}`. */
  iri: Scalars['String']['output'];
  /** Open for syncing with the channels (the Open/Closed switch). */
  isActive: Scalars['Boolean']['output'];
  /** Archived listings are kept but cannot open for syncing. */
  isArchived: Scalars['Boolean']['output'];
  /** Last-minute discount, whole percent. */
  lastMinuteDiscount?: Maybe<Scalars['Int']['output']>;
  /** The last-minute discount applies. */
  lastMinuteEnabled: Scalars['Boolean']['output'];
  /** Bookings made at most this many days before arrival get lastMinuteDiscount. */
  lastMinuteMaxDaysBeforeArrival?: Maybe<Scalars['Int']['output']>;
  /** When the newest push to the channels was recorded; null until the first. */
  lastSyncedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The host confirms the listing may legally be let. */
  legalToOperate: Scalars['Boolean']['output'];
  /** Length-of-stay discounts apply (weekly, fortnightly, monthly, quarterly). */
  lengthOfStayEnabled: Scalars['Boolean']['output'];
  /** The listing needs no licence number. */
  licenceExempt: Scalars['Boolean']['output'];
  /** Short-term let licence number; required unless licenceExempt. */
  licenceNumber?: Maybe<Scalars['String']['output']>;
  /** Linen fee, minor units. */
  linenFee?: Maybe<Scalars['Int']['output']>;
  /** Local guide entries, by type and name. */
  localGuides: Array<LocalGuide>;
  /** Management fee, minor units. */
  managementFee?: Maybe<Scalars['Int']['output']>;
  /** Minimum stay in nights. */
  minNights?: Maybe<Scalars['Int']['output']>;
  /** Monthly stay discount, whole percent. */
  monthlyDiscount?: Maybe<Scalars['Int']['output']>;
  /** The listing name (at most 50 characters suit airbnb). */
  name: Scalars['String']['output'];
  /** Number of bathrooms. */
  numberOfBathrooms?: Maybe<Scalars['Int']['output']>;
  /** The orphan-nights markup applies. */
  orphanNightsEnabled: Scalars['Boolean']['output'];
  /** Orphan nights markup, whole percent. */
  orphanNightsMarkup?: Maybe<Scalars['Int']['output']>;
  /** Orphan nights: the length of gap between bookings the markup applies to. */
  orphanNightsMinNights?: Maybe<Scalars['Int']['output']>;
  /** The host who owns the listing (money fields are in their currency). */
  owner: User;
  /** Quarterly stay discount, whole percent. */
  quarterlyDiscount?: Maybe<Scalars['Int']['output']>;
  /** Seasonal rates apply. */
  seasonalEnabled: Scalars['Boolean']['output'];
  /** Seasonal rates by start date. */
  seasonalRates: Array<SeasonalRate>;
  /** Security deposit, minor units; damage claims go through airbnb within 14 days of checkout. */
  securityDeposit?: Maybe<Scalars['Int']['output']>;
  /** Ids of the guest services offered at this listing. */
  serviceIds: Array<Scalars['ID']['output']>;
  /** The guest services offered at this listing, in the order the host chose. */
  services: Array<Service>;
  /** Floor area in square metres. */
  space?: Maybe<Scalars['Int']['output']>;
  /** Guests included in the base rate. */
  standardGuests?: Maybe<Scalars['Int']['output']>;
  /** The latest pushes to the channels, newest first. */
  syncLog: Array<PropertySyncLog>;
  /** One of PROPERTY_TYPES (@portal/schema): Apartment, House, Cottage … */
  type?: Maybe<Scalars['String']['output']>;
  /** When the listing was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** The weekend markup applies. */
  weekendEnabled: Scalars['Boolean']['output'];
  /** Weekend markup, whole percent. */
  weekendMarkup?: Maybe<Scalars['Int']['output']>;
  /** Weekly stay discount, whole percent. */
  weeklyDiscount?: Maybe<Scalars['Int']['output']>;
  /** Shown to guests in the guest app. */
  welcomeMessage?: Maybe<Scalars['String']['output']>;
  /** YouTube video id of the welcome video. */
  welcomeMessageYoutubeId?: Maybe<Scalars['String']['output']>;
  /** At most 50 characters. */
  wifiCode?: Maybe<Scalars['String']['output']>;
  /** At most 255 characters. */
  wifiDetails?: Maybe<Scalars['String']['output']>;
  /** At most 50 characters. */
  wifiName?: Maybe<Scalars['String']['output']>;
};


/** A listing (spec §3 Property). Money fields are minor units in the owner's currency. */
export type PropertyIcalLinksPageArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A listing (spec §3 Property). Money fields are minor units in the owner's currency. */
export type PropertySyncLogArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

/** Property Address section. Omitted fields keep their value; null or '' clears one. */
export type PropertyAddressInput = {
  /** Country. */
  addressCountry?: InputMaybe<Scalars['String']['input']>;
  /** House name. */
  addressHouseName?: InputMaybe<Scalars['String']['input']>;
  /** House number. */
  addressHouseNumber?: InputMaybe<Scalars['String']['input']>;
  /** Null until an address is chosen; the Local Guide link needs it. */
  addressLatitude?: InputMaybe<Scalars['Float']['input']>;
  /** Null until an address is chosen. */
  addressLongitude?: InputMaybe<Scalars['Float']['input']>;
  /** Postcode. */
  addressPostcode?: InputMaybe<Scalars['String']['input']>;
  /** Street. */
  addressStreet?: InputMaybe<Scalars['String']['input']>;
  /** Town. */
  addressTown?: InputMaybe<Scalars['String']['input']>;
};

/** The amenities a listing offers: one flag per amenity of `AMENITIES` (@portal/schema), described by its label. */
export type PropertyAmenities = {
  __typename?: 'PropertyAmenities';
  /** Air conditioning. */
  airConditioning: Scalars['Boolean']['output'];
  /** Balcony or terrace. */
  balcony: Scalars['Boolean']['output'];
  /** BBQ. */
  bbq: Scalars['Boolean']['output'];
  /** Carbon monoxide alarm. */
  carbonMonoxideAlarm: Scalars['Boolean']['output'];
  /** Coffee maker. */
  coffeeMaker: Scalars['Boolean']['output'];
  /** Cot. */
  cot: Scalars['Boolean']['output'];
  /** Dishwasher. */
  dishwasher: Scalars['Boolean']['output'];
  /** Tumble dryer. */
  dryer: Scalars['Boolean']['output'];
  /** Lift. */
  elevator: Scalars['Boolean']['output'];
  /** Towels, bed linen and toiletries. */
  essentials: Scalars['Boolean']['output'];
  /** EV charger. */
  evCharger: Scalars['Boolean']['output'];
  /** Fire extinguisher. */
  fireExtinguisher: Scalars['Boolean']['output'];
  /** Fireplace. */
  fireplace: Scalars['Boolean']['output'];
  /** First aid kit. */
  firstAidKit: Scalars['Boolean']['output'];
  /** Freezer. */
  freezer: Scalars['Boolean']['output'];
  /** Fridge. */
  fridge: Scalars['Boolean']['output'];
  /** Garden. */
  garden: Scalars['Boolean']['output'];
  /** Gym. */
  gym: Scalars['Boolean']['output'];
  /** Hair dryer. */
  hairDryer: Scalars['Boolean']['output'];
  /** Heating. */
  heating: Scalars['Boolean']['output'];
  /** High chair. */
  highChair: Scalars['Boolean']['output'];
  /** Hot tub. */
  hotTub: Scalars['Boolean']['output'];
  /** The amenities record id (one per listing). */
  id: Scalars['ID']['output'];
  /** Iron. */
  iron: Scalars['Boolean']['output'];
  /** Kettle. */
  kettle: Scalars['Boolean']['output'];
  /** Kitchen. */
  kitchen: Scalars['Boolean']['output'];
  /** Microwave. */
  microwave: Scalars['Boolean']['output'];
  /** Oven. */
  oven: Scalars['Boolean']['output'];
  /** Free parking. */
  parking: Scalars['Boolean']['output'];
  /** Pets allowed. */
  petsAllowed: Scalars['Boolean']['output'];
  /** Pool. */
  pool: Scalars['Boolean']['output'];
  /** The listing it belongs to. */
  property: Property;
  /** Smoke alarm. */
  smokeAlarm: Scalars['Boolean']['output'];
  /** Toaster. */
  toaster: Scalars['Boolean']['output'];
  /** TV. */
  tv: Scalars['Boolean']['output'];
  /** Washing machine. */
  washer: Scalars['Boolean']['output'];
  /** Wheelchair accessible. */
  wheelchairAccessible: Scalars['Boolean']['output'];
  /** Wifi. */
  wifi: Scalars['Boolean']['output'];
  /** Dedicated workspace. */
  workspace: Scalars['Boolean']['output'];
};

/**
 * One listing over a window, shaped for the multi-property calendar: per-listing columns over the nights from `from`
 * to `to` (night 0 is `from`; NightlyInts and NightlyFlags as runs) and each stay once as a bar, instead of
 * one object per day and per booking, so 200 listings × 80 days stays small and cheap to cache. Keyed by
 * `propertyId` in a client's cache (no id): the single-property calendar and the edits use CalendarDay.
 */
export type PropertyCalendar = {
  __typename?: 'PropertyCalendar';
  /** Stays with a night in the window, cancelled ones included, each once as a bar (read with the calendar). */
  bars: Scalars['CalendarBars']['output'];
  /** The listing's base rate (minor units); null until pricing is set. */
  baseRate?: Maybe<Scalars['Int']['output']>;
  /** The blocked nights (here or imported). */
  blocked: Scalars['NightlyFlags']['output'];
  /** True while Booking Settings are incomplete ('Booking settings missing'). */
  bookingSettingsMissing: Scalars['Boolean']['output'];
  /**
   * Stays with a night in the window, cancelled ones included (`deletedAt`), as whole Booking objects (one batched
   * load): for a few listings, such as the dashboard's month. For many listings read `bars` (a fifth of the bytes).
   */
  bookings: Array<Booking>;
  /** The first night of the runs. */
  from: Scalars['Date']['output'];
  /** Minimum nights of an arrival (override, else the listing's) as runs; null when unset. */
  minNights: Scalars['NightlyInts']['output'];
  /** The nights with a manual minimum-nights override. */
  minNightsOverridden: Scalars['NightlyFlags']['output'];
  /** The listing's name. */
  name: Scalars['String']['output'];
  /** True while Manage Pricing is incomplete: the name links to the property page ('Pricing missing'). */
  pricingMissing: Scalars['Boolean']['output'];
  /** The listing (loaded in one batch for every row). */
  property: Property;
  /** The listing's id. */
  propertyId: Scalars['ID']['output'];
  /** The nights with a manual rate override. */
  rateOverridden: Scalars['NightlyFlags']['output'];
  /** Nightly rate (minor units) as runs; null without a base rate or override. */
  rates: Scalars['NightlyInts']['output'];
  /** The last night of the runs. */
  to: Scalars['Date']['output'];
};

/** A booking channel a listing is connected to. */
export type PropertyChannel = {
  __typename?: 'PropertyChannel';
  /** False when the last import of every link from this channel failed. */
  active: Scalars['Boolean']['output'];
  /** airbnb, bookingcom, homeaway, tripadvisor or vrbo. */
  ota: Scalars['String']['output'];
};

/**
 * Which sections of the property page are complete (the completion mark of each section). The REST API decides what
 * complete means; activation (`switchPropertyActivation`) needs every section except the iCal link and the check-in
 * step text.
 */
export type PropertyCompleteness = {
  __typename?: 'PropertyCompleteness';
  /** Property Address: a place with latitude and longitude. */
  address: Scalars['Boolean']['output'];
  /** Booking Settings: minimum stay, guests, days before arrival and cancellation policy. */
  bookingSettings: Scalars['Boolean']['output'];
  /** Check-In/Out Guides: arrive after, arrive before, depart before and the first check-in step. */
  checkInOut: Scalars['Boolean']['output'];
  /** Every section above is complete. */
  complete: Scalars['Boolean']['output'];
  /** Property Details: name, description, type, floor, space and licence number. */
  details: Scalars['Boolean']['output'];
  /** Add iCal Link: at least one iCal import link. */
  icalLinks: Scalars['Boolean']['output'];
  /** Photos: at least 10, one of them the main photo. */
  photos: Scalars['Boolean']['output'];
  /** Manage Pricing: a base rate, and the values of every pricing block that is on. */
  pricing: Scalars['Boolean']['output'];
};

/** A page of the caller's listings (see PageInfo). */
export type PropertyConnection = {
  __typename?: 'PropertyConnection';
  edges: Array<PropertyEdge>;
  /** The edges' nodes, for clients that need no cursor of each. */
  nodes: Array<Property>;
  pageInfo: PageInfo;
  /** How many items the whole list has (every page). */
  totalCount: Scalars['Int']['output'];
};

/** Property Details section. Omitted fields keep their value; null or '' clears one (name and flags excepted). */
export type PropertyDetailsInput = {
  /** The listing's page on Airbnb (View Listing). */
  airbnbUrl?: InputMaybe<Scalars['String']['input']>;
  /** At most 500 words (label hint). */
  description?: InputMaybe<Scalars['String']['input']>;
  /** 1 for a whole house; negative below ground. */
  floor?: InputMaybe<Scalars['Int']['input']>;
  /** The host confirms the listing may legally be let. */
  legalToOperate?: InputMaybe<Scalars['Boolean']['input']>;
  /** The listing needs no licence number. */
  licenceExempt?: InputMaybe<Scalars['Boolean']['input']>;
  /** Short-term let licence number; required unless licenceExempt. */
  licenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Never blank; null keeps the name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Number of bathrooms. */
  numberOfBathrooms?: InputMaybe<Scalars['Int']['input']>;
  /** Floor area in square metres. */
  space?: InputMaybe<Scalars['Int']['input']>;
  /** One of PROPERTY_TYPES (@portal/schema): Apartment, House, Cottage … */
  type?: InputMaybe<Scalars['String']['input']>;
};

/** One item of a PropertyConnection and its cursor. */
export type PropertyEdge = {
  __typename?: 'PropertyEdge';
  cursor: Scalars['String']['output'];
  node: Property;
};

/**
 * A photo of a listing. Uploads go to `POST /api/images` (multipart: `file`, `property` as `/properties/{id}`,
 * `propertyPhotoType`, optional `caption` and `position`); read the result with `propertyImage(id)`.
 */
export type PropertyImage = {
  __typename?: 'PropertyImage';
  /** Shown with the photo. */
  caption?: Maybe<Scalars['String']['output']>;
  /** The image id (`/images/{id}` in the REST API). */
  id: Scalars['ID']['output'];
  /** 0-based order on the listing. */
  position: Scalars['Int']['output'];
  /** Null for an image that belongs to no listing (a check-in step image). */
  property?: Maybe<Property>;
  /** Null until the host picks a room type (required before the listing can open). */
  propertyPhotoType?: Maybe<PropertyPhotoType>;
  /** The photo in each size (square 200, medium 800 wide, large 1600 wide, original). */
  sizes: ImageSizes;
};

/** Caption, room type or position of a photo. Omitted fields keep their value. */
export type PropertyImageInput = {
  /** Shown with the photo; '' clears it. */
  caption?: InputMaybe<Scalars['String']['input']>;
  /** 0-based place in the listing's order; the other photos shift. */
  position?: InputMaybe<Scalars['Int']['input']>;
  /** The room it shows; a new main photo turns the previous main one into other. */
  propertyPhotoType?: InputMaybe<PropertyPhotoType>;
};

/** The room a photo shows. */
export type PropertyPhotoType =
  | 'bathroom'
  | 'bedroom'
  | 'dining room'
  | 'entrance'
  | 'exterior'
  | 'garden'
  | 'interior'
  | 'kitchen'
  | 'living room'
  | 'main'
  | 'other'
  | 'parking'
  | 'street'
  | 'terrace'
  | 'toilet';

/**
 * Manage Pricing section: money in minor units (at least 100; the base rate a whole amount), discounts and markups
 * in whole percent. Omitted fields keep their value; null clears one.
 */
export type PropertyPricingInput = {
  /** Nightly base rate, minor units (whole pounds in the form). */
  baseRate?: InputMaybe<Scalars['Int']['input']>;
  /** Community Taxes, minor units. */
  cityTax?: InputMaybe<Scalars['Int']['input']>;
  /** Cleaning fee, minor units. */
  cleaningFee?: InputMaybe<Scalars['Int']['input']>;
  /** Early-bird discount, whole percent. */
  earlyBirdDiscount?: InputMaybe<Scalars['Int']['input']>;
  /** The early-bird discount applies. */
  earlyBirdEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Bookings made at least this many days before arrival get earlyBirdDiscount. */
  earlyBirdMinDaysBeforeArrival?: InputMaybe<Scalars['Int']['input']>;
  /** The extra charges below apply. */
  extraChargesEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Minor units per night for each guest beyond standardGuests. */
  extraGuestPrice?: InputMaybe<Scalars['Int']['input']>;
  /** Fortnightly stay discount, whole percent. */
  fortnightlyDiscount?: InputMaybe<Scalars['Int']['input']>;
  /** Last-minute discount, whole percent. */
  lastMinuteDiscount?: InputMaybe<Scalars['Int']['input']>;
  /** The last-minute discount applies. */
  lastMinuteEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Bookings made at most this many days before arrival get lastMinuteDiscount. */
  lastMinuteMaxDaysBeforeArrival?: InputMaybe<Scalars['Int']['input']>;
  /** Length-of-stay discounts apply (weekly, fortnightly, monthly, quarterly). */
  lengthOfStayEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Linen fee, minor units. */
  linenFee?: InputMaybe<Scalars['Int']['input']>;
  /** Management fee, minor units. */
  managementFee?: InputMaybe<Scalars['Int']['input']>;
  /** Monthly stay discount, whole percent. */
  monthlyDiscount?: InputMaybe<Scalars['Int']['input']>;
  /** The orphan-nights markup applies. */
  orphanNightsEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Orphan nights markup, whole percent. */
  orphanNightsMarkup?: InputMaybe<Scalars['Int']['input']>;
  /** Orphan nights: the length of gap between bookings the markup applies to. */
  orphanNightsMinNights?: InputMaybe<Scalars['Int']['input']>;
  /** Quarterly stay discount, whole percent. */
  quarterlyDiscount?: InputMaybe<Scalars['Int']['input']>;
  /** Seasonal rates apply. */
  seasonalEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Security deposit, minor units; damage claims go through airbnb within 14 days of checkout. */
  securityDeposit?: InputMaybe<Scalars['Int']['input']>;
  /** The weekend markup applies. */
  weekendEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Weekend markup, whole percent. */
  weekendMarkup?: InputMaybe<Scalars['Int']['input']>;
  /** Weekly stay discount, whole percent. */
  weeklyDiscount?: InputMaybe<Scalars['Int']['input']>;
};

/** Which push a sync log entry records. */
export type PropertySyncKind =
  /** Listing content (details, address, photos, bedrooms, amenities, guides, guest app). */
  | 'content'
  /** Rates, availability and restrictions (pricing, seasonal rates, booking settings). */
  | 'rad';

/** A push of a listing to the channels, recorded after a save. */
export type PropertySyncLog = {
  __typename?: 'PropertySyncLog';
  /** What the push was for: the saved section (details, pricing, photos …). */
  changed?: Maybe<Scalars['String']['output']>;
  /** When the push was recorded. */
  createdAt: Scalars['DateTime']['output'];
  /** The outcome in words. */
  detail?: Maybe<Scalars['String']['output']>;
  /** The log entry id. */
  id: Scalars['ID']['output'];
  /** Which push it records. */
  kind: PropertySyncKind;
  /** For example `recorded` (no channel manager is connected yet: nothing was sent). */
  outcome: Scalars['String']['output'];
};

/** A booking channel's identity. */
export type Provider = {
  __typename?: 'Provider';
  /** The channel's name as shown (Booking.com). */
  name: Scalars['String']['output'];
  /** airbnb, bookingcom, homeaway, vrbo or tripadvisor. */
  slug: Scalars['String']['output'];
};

/** A host's site: the host and their open listings. */
export type PublicSite = {
  __typename?: 'PublicSite';
  host: SiteHost;
  listings: Array<SiteListing>;
};

/** One listing's page on a site, with its nights. */
export type PublicSiteListing = {
  __typename?: 'PublicSiteListing';
  host: SiteHost;
  listing: SiteListing;
  nights: Array<SiteNight>;
};

/** Guest services bought for a booking. */
export type Purchase = {
  __typename?: 'Purchase';
  /** The payment provider's checkout page, while the payment is pending. */
  checkoutUrl?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  lineItems: Array<LineItem>;
  name: Scalars['String']['output'];
  /** When the payment provider confirmed the payment. */
  paidAt?: Maybe<Scalars['DateTime']['output']>;
  /** How it is paid. */
  payment: PurchasePayment;
};

/** A page of a booking's guest service purchases (see PageInfo). */
export type PurchaseConnection = {
  __typename?: 'PurchaseConnection';
  edges: Array<PurchaseEdge>;
  /** The edges' nodes, for clients that need no cursor of each. */
  nodes: Array<Purchase>;
  pageInfo: PageInfo;
  /** How many items the whole list has (every page). */
  totalCount: Scalars['Int']['output'];
};

/** One item of a PurchaseConnection and its cursor. */
export type PurchaseEdge = {
  __typename?: 'PurchaseEdge';
  cursor: Scalars['String']['output'];
  node: Purchase;
};

/** One service and how many of it. */
export type PurchaseLineInput = {
  /** 1 to 20. */
  quantity: Scalars['Int']['input'];
  serviceId: Scalars['ID']['input'];
};

/** How a guest purchase is paid. */
export type PurchasePayment =
  /** The checkout closed unpaid. */
  | 'expired'
  /** A delayed payment method failed. */
  | 'failed'
  /** Payments are not configured: the guest pays the host on arrival. */
  | 'on-arrival'
  /** The payment provider confirmed the payment. */
  | 'paid'
  /** Sent to the payment provider's checkout, not paid yet. */
  | 'pending';

/**
 * Read operations. Every field needs a signed-in user (a `Bearer` JWT in the `Authorization` header) unless its
 * description says otherwise, and only ever returns the caller's own data.
 */
export type Query = {
  __typename?: 'Query';
  /** The signed-in host's access tokens, newest first (a session only: an access token cannot read them). */
  accessTokens: Array<AccessToken>;
  /**
   * The analytics page's figures for the host's `today` in their IANA `timeZone`, for one listing (`propertyId`, else
   * all) and the transaction history of `month` (YYYY-MM, else the current month). Another host's listing is
   * NOT_FOUND; an unknown zone is BAD_USER_INPUT.
   */
  analytics: Analytics;
  /** One of the caller's bookings; NOT_FOUND for any other id. */
  booking?: Maybe<Booking>;
  /**
   * The caller's bookings by start date, cancelled ones included: of one listing when `propertyId` is given (NOT_FOUND
   * for another user's), with a night after `from` and starting on or before `to` when given.
   */
  bookings: Array<Booking>;
  /**
   * The caller's bookings as `bookings` filters and orders them (start date, then id), a page at a time: `first` (1 to
   * 100) after the cursor `after`.
   */
  bookingsPage: BookingConnection;
  /**
   * One booking's conversation, as `conversations` lists it (for a message whose conversation the client has not seen);
   * null when it has no message yet. NOT_FOUND unless the caller is the booking's host or its joined guest.
   */
  conversation?: Maybe<Conversation>;
  /** The caller's conversations, as host and as guest, newest message first. */
  conversations: Array<Conversation>;
  /**
   * The dashboard's figures for the host's `today` in their IANA `timeZone` (purchases are counted in the host's
   * months). An unknown zone is BAD_USER_INPUT.
   */
  dashboard: Dashboard;
  /** The help address and whether the help form can send. */
  helpContact: HelpContact;
  /** Where the local guide map loads its tiles from. */
  mapTiles: MapTiles;
  /** The signed-in user. */
  me: User;
  /** One of the caller's message templates; NOT_FOUND for any other id. */
  messageTemplate?: Maybe<MessageTemplate>;
  /** The caller's message templates. */
  messageTemplates: Array<MessageTemplate>;
  /**
   * A booking's messages, oldest first; only those after the message `after` when given (polling). NOT_FOUND unless
   * the caller is the booking's host or its joined guest.
   */
  messages: Array<Message>;
  /**
   * A booking's messages, oldest first, a page at a time: `first` (1 to 100) after the cursor `after`. NOT_FOUND
   * unless the caller hosts the booking or joined it as its guest.
   */
  messagesPage: MessageConnection;
  /** The signed-in host's site (the address is given the first time). */
  myBookingSite: BookingSite;
  /** A place's details by the `placeId` of a suggestion; NOT_FOUND when the maps service does not know it. */
  place?: Maybe<Place>;
  /**
   * Place suggestions for what the user typed (the client debounces by 500 ms). `types` narrows the kind of place
   * (`address` for the address editor, `establishment` for local guides); `near` prefers places around a point.
   * With `near`, a hotspot `category` lists that kind of place around it ("cafés near here": OpenStreetMap's Overpass),
   * `input` then narrowing by name and allowed to be empty. An empty list means 'No results found'.
   */
  placeSuggestions: Array<PlaceSuggestion>;
  /** The plans a host can choose, cheapest first. No token needed. */
  plans: Array<Plan>;
  /** The caller's listings, by name; `archived` narrows to archived (true) or not archived (false) ones. */
  properties: Array<Property>;
  /** The caller's listings by name (then id), a page at a time: `first` (1 to 100) after the cursor `after`. */
  propertiesPage: PropertyConnection;
  /** One of the caller's listings; NOT_FOUND for any other id. */
  property?: Maybe<Property>;
  /** The single-property calendar: one CalendarDay per night from `from` to `to` (both included); NOT_FOUND for others'. */
  propertyCalendarDays: Array<CalendarDay>;
  /**
   * The multi-property calendar: one row per listing from `from` to `to` (both included, at most 400 days), by name.
   * Without `propertyIds`, every listing that is not archived; ids of other users' listings are left out. One REST
   * call whatever the number of listings. At most 100 `propertyIds` (more is BAD_USER_INPUT); at most 500 rows, and
   * at most 100,000 listing-days (250 listings over 400 days).
   */
  propertyCalendars: Array<PropertyCalendar>;
  /** A photo of one of the caller's listings (after an upload through `POST /api/images`). */
  propertyImage?: Maybe<PropertyImage>;
  /** A host's public site (no token needed); NOT_FOUND for an unknown address. */
  publicSite: PublicSite;
  /**
   * One open listing of a site with its nights from..to (both included; default today and about six months);
   * NOT_FOUND when the listing is closed, archived or not this host's.
   */
  publicSiteListing: PublicSiteListing;
  /** The price of a stay on a site's listing: the quote the booking would store. */
  publicStayQuote: StayQuotePreview;
  /**
   * The caller's listings (name, address), services (title, description), bookings (guest name) and messages
   * (content) matching every word of `query` as a word prefix, case and accent insensitive, best first, at most 20
   * per column (the REST API's GET /search/{query}). `query` is 1 to 200 characters.
   */
  search: SearchResults;
  /** One of the caller's services; NOT_FOUND for anyone else's. */
  service?: Maybe<Service>;
  /** The caller's guest services, by title. */
  services: Array<Service>;
  /** The stay of a booking the caller joined as its guest; NOT_FOUND for anyone else (its host included). */
  stay: Stay;
  /**
   * The price a direct booking of these nights would get now (the same rules and rounding as addDirectBooking), and
   * whether the nights are free. NOT_FOUND for another user's listing; BAD_USER_INPUT for bad dates or guests, or a
   * listing without a base rate (violation on `property`).
   */
  stayQuote: StayQuotePreview;
  /** A user by id: only the caller's own record, otherwise NOT_FOUND. */
  user?: Maybe<User>;
  /** An endpoint's 20 newest deliveries, newest first (NOT_FOUND for another user's endpoint). */
  webhookDeliveries: Array<WebhookDelivery>;
  /** The caller's webhook endpoints (10 at most), oldest first. */
  webhookEndpoints: Array<WebhookEndpoint>;
};


/**
 * Read operations. Every field needs a signed-in user (a `Bearer` JWT in the `Authorization` header) unless its
 * description says otherwise, and only ever returns the caller's own data.
 */
export type QueryAnalyticsArgs = {
  month?: InputMaybe<Scalars['String']['input']>;
  propertyId?: InputMaybe<Scalars['ID']['input']>;
  timeZone: Scalars['String']['input'];
  today: Scalars['Date']['input'];
};


/**
 * Read operations. Every field needs a signed-in user (a `Bearer` JWT in the `Authorization` header) unless its
 * description says otherwise, and only ever returns the caller's own data.
 */
export type QueryBookingArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Read operations. Every field needs a signed-in user (a `Bearer` JWT in the `Authorization` header) unless its
 * description says otherwise, and only ever returns the caller's own data.
 */
export type QueryBookingsArgs = {
  from?: InputMaybe<Scalars['Date']['input']>;
  propertyId?: InputMaybe<Scalars['ID']['input']>;
  to?: InputMaybe<Scalars['Date']['input']>;
};


/**
 * Read operations. Every field needs a signed-in user (a `Bearer` JWT in the `Authorization` header) unless its
 * description says otherwise, and only ever returns the caller's own data.
 */
export type QueryBookingsPageArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  from?: InputMaybe<Scalars['Date']['input']>;
  propertyId?: InputMaybe<Scalars['ID']['input']>;
  to?: InputMaybe<Scalars['Date']['input']>;
};


/**
 * Read operations. Every field needs a signed-in user (a `Bearer` JWT in the `Authorization` header) unless its
 * description says otherwise, and only ever returns the caller's own data.
 */
export type QueryConversationArgs = {
  bookingId: Scalars['ID']['input'];
};


/**
 * Read operations. Every field needs a signed-in user (a `Bearer` JWT in the `Authorization` header) unless its
 * description says otherwise, and only ever returns the caller's own data.
 */
export type QueryDashboardArgs = {
  timeZone: Scalars['String']['input'];
  today: Scalars['Date']['input'];
};


/**
 * Read operations. Every field needs a signed-in user (a `Bearer` JWT in the `Authorization` header) unless its
 * description says otherwise, and only ever returns the caller's own data.
 */
export type QueryMessageTemplateArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Read operations. Every field needs a signed-in user (a `Bearer` JWT in the `Authorization` header) unless its
 * description says otherwise, and only ever returns the caller's own data.
 */
export type QueryMessagesArgs = {
  after?: InputMaybe<Scalars['ID']['input']>;
  bookingId: Scalars['ID']['input'];
};


/**
 * Read operations. Every field needs a signed-in user (a `Bearer` JWT in the `Authorization` header) unless its
 * description says otherwise, and only ever returns the caller's own data.
 */
export type QueryMessagesPageArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  bookingId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Read operations. Every field needs a signed-in user (a `Bearer` JWT in the `Authorization` header) unless its
 * description says otherwise, and only ever returns the caller's own data.
 */
export type QueryPlaceArgs = {
  placeId: Scalars['ID']['input'];
};


/**
 * Read operations. Every field needs a signed-in user (a `Bearer` JWT in the `Authorization` header) unless its
 * description says otherwise, and only ever returns the caller's own data.
 */
export type QueryPlaceSuggestionsArgs = {
  category?: InputMaybe<LocalGuideCategory>;
  input: Scalars['String']['input'];
  near?: InputMaybe<PlaceSearchNear>;
  types?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Read operations. Every field needs a signed-in user (a `Bearer` JWT in the `Authorization` header) unless its
 * description says otherwise, and only ever returns the caller's own data.
 */
export type QueryPropertiesArgs = {
  archived?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * Read operations. Every field needs a signed-in user (a `Bearer` JWT in the `Authorization` header) unless its
 * description says otherwise, and only ever returns the caller's own data.
 */
export type QueryPropertiesPageArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  archived?: InputMaybe<Scalars['Boolean']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Read operations. Every field needs a signed-in user (a `Bearer` JWT in the `Authorization` header) unless its
 * description says otherwise, and only ever returns the caller's own data.
 */
export type QueryPropertyArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Read operations. Every field needs a signed-in user (a `Bearer` JWT in the `Authorization` header) unless its
 * description says otherwise, and only ever returns the caller's own data.
 */
export type QueryPropertyCalendarDaysArgs = {
  from: Scalars['Date']['input'];
  propertyId: Scalars['ID']['input'];
  to: Scalars['Date']['input'];
};


/**
 * Read operations. Every field needs a signed-in user (a `Bearer` JWT in the `Authorization` header) unless its
 * description says otherwise, and only ever returns the caller's own data.
 */
export type QueryPropertyCalendarsArgs = {
  from: Scalars['Date']['input'];
  propertyIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  to: Scalars['Date']['input'];
};


/**
 * Read operations. Every field needs a signed-in user (a `Bearer` JWT in the `Authorization` header) unless its
 * description says otherwise, and only ever returns the caller's own data.
 */
export type QueryPropertyImageArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Read operations. Every field needs a signed-in user (a `Bearer` JWT in the `Authorization` header) unless its
 * description says otherwise, and only ever returns the caller's own data.
 */
export type QueryPublicSiteArgs = {
  slug: Scalars['String']['input'];
};


/**
 * Read operations. Every field needs a signed-in user (a `Bearer` JWT in the `Authorization` header) unless its
 * description says otherwise, and only ever returns the caller's own data.
 */
export type QueryPublicSiteListingArgs = {
  from?: InputMaybe<Scalars['Date']['input']>;
  listingId: Scalars['ID']['input'];
  slug: Scalars['String']['input'];
  to?: InputMaybe<Scalars['Date']['input']>;
};


/**
 * Read operations. Every field needs a signed-in user (a `Bearer` JWT in the `Authorization` header) unless its
 * description says otherwise, and only ever returns the caller's own data.
 */
export type QueryPublicStayQuoteArgs = {
  endDate: Scalars['Date']['input'];
  listingId: Scalars['ID']['input'];
  numberOfGuest?: InputMaybe<Scalars['Int']['input']>;
  slug: Scalars['String']['input'];
  startDate: Scalars['Date']['input'];
};


/**
 * Read operations. Every field needs a signed-in user (a `Bearer` JWT in the `Authorization` header) unless its
 * description says otherwise, and only ever returns the caller's own data.
 */
export type QuerySearchArgs = {
  query: Scalars['String']['input'];
};


/**
 * Read operations. Every field needs a signed-in user (a `Bearer` JWT in the `Authorization` header) unless its
 * description says otherwise, and only ever returns the caller's own data.
 */
export type QueryServiceArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Read operations. Every field needs a signed-in user (a `Bearer` JWT in the `Authorization` header) unless its
 * description says otherwise, and only ever returns the caller's own data.
 */
export type QueryStayArgs = {
  bookingId: Scalars['ID']['input'];
};


/**
 * Read operations. Every field needs a signed-in user (a `Bearer` JWT in the `Authorization` header) unless its
 * description says otherwise, and only ever returns the caller's own data.
 */
export type QueryStayQuoteArgs = {
  endDate: Scalars['Date']['input'];
  numberOfGuest?: InputMaybe<Scalars['Int']['input']>;
  propertyId: Scalars['ID']['input'];
  startDate: Scalars['Date']['input'];
};


/**
 * Read operations. Every field needs a signed-in user (a `Bearer` JWT in the `Authorization` header) unless its
 * description says otherwise, and only ever returns the caller's own data.
 */
export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Read operations. Every field needs a signed-in user (a `Bearer` JWT in the `Authorization` header) unless its
 * description says otherwise, and only ever returns the caller's own data.
 */
export type QueryWebhookDeliveriesArgs = {
  endpointId: Scalars['ID']['input'];
};

/** Averages of the guests' ratings (1 to 5) of stays not cancelled; null without ratings. */
export type RatingAverages = {
  __typename?: 'RatingAverages';
  app?: Maybe<Scalars['Float']['output']>;
  cleanliness?: Maybe<Scalars['Float']['output']>;
  condition?: Maybe<Scalars['Float']['output']>;
  /** How many stays were rated. */
  count: Scalars['Int']['output'];
  overall?: Maybe<Scalars['Float']['output']>;
};

export type RegisterInput = {
  acceptsMarketing?: InputMaybe<Scalars['Boolean']['input']>;
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  /** Defaults to +44 in the form. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** 8 to 128 characters with a capital letter and a number, not among the 10,000 most common passwords. */
  plainPassword: Scalars['String']['input'];
};

/** What deleteBooking answers. */
export type RemoveBookingPayload = {
  __typename?: 'RemoveBookingPayload';
  /** Its listing. */
  property: Property;
  /** The deleted booking's id (evict it from the cache). */
  removedId: Scalars['ID']['output'];
};

/** What a removal changed: the removed item's id and its listing, whose lists no longer hold it. */
export type RemovePropertyItemPayload = {
  __typename?: 'RemovePropertyItemPayload';
  /** The listing it belonged to; null only for an image that belonged to no listing. */
  property?: Maybe<Property>;
  /** The id the removed item had (evict it from the cache). */
  removedId: Scalars['ID']['output'];
};

export type RemoveServicePayload = {
  __typename?: 'RemoveServicePayload';
  /** The id the removed service had (evict it from the cache). */
  removedId: Scalars['ID']['output'];
};

export type RevokeAccessTokenPayload = {
  __typename?: 'RevokeAccessTokenPayload';
  /** The id the revoked token had (evict it from the cache). */
  revokedId: Scalars['ID']['output'];
};

/** One month of the annual sales chart. Money in minor units of the host's currency. */
export type SalesMonth = {
  __typename?: 'SalesMonth';
  /** Stays arriving in the month without a known price (imported): nights × the listing's base rate, an estimate. */
  estimated: Scalars['Int']['output'];
  /** The first day of the month. */
  month: Scalars['Date']['output'];
  /** Stays arriving in the month at the price of their stored quote (direct bookings). */
  quoted: Scalars['Int']['output'];
  /** Services sold in the month (quantity × unit price of purchases' line items in the host's currency). */
  services: Scalars['Int']['output'];
};

/**
 * One hit of the global search (spec §3 Search result). `id` is the listing's, service's, booking's or message's id
 * by column, so it is not unique across columns (clients do not normalize it).
 */
export type SearchResult = {
  __typename?: 'SearchResult';
  arriveAfter?: Maybe<Scalars['String']['output']>;
  /** The booking a message belongs to (messages column). */
  bookingId?: Maybe<Scalars['ID']['output']>;
  departBefore?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  endDate?: Maybe<Scalars['Date']['output']>;
  id: Scalars['ID']['output'];
  propertyAddress?: Maybe<Scalars['String']['output']>;
  propertyId?: Maybe<Scalars['ID']['output']>;
  propertyImagePath?: Maybe<Scalars['String']['output']>;
  propertyName?: Maybe<Scalars['String']['output']>;
  startDate?: Maybe<Scalars['Date']['output']>;
  title?: Maybe<Scalars['String']['output']>;
};

/** Global search results in the four columns of the results page. */
export type SearchResults = {
  __typename?: 'SearchResults';
  bookings: Array<SearchResult>;
  messages: Array<SearchResult>;
  properties: Array<SearchResult>;
  services: Array<SearchResult>;
};

/** A date range whose nightly rates change by a percentage. */
export type SeasonalRate = {
  __typename?: 'SeasonalRate';
  /** First night of the season. */
  fromDate: Scalars['Date']['output'];
  /** The seasonal rate id. */
  id: Scalars['ID']['output'];
  /** The listing it belongs to. */
  property: Property;
  /** Whole percent, may be negative (a discount): more than -100, at most 500. */
  rateChange: Scalars['Int']['output'];
  /** Applies to the same dates every year. */
  repeatYearly: Scalars['Boolean']['output'];
  /** Last night of the season (on or after fromDate). */
  toDate: Scalars['Date']['output'];
};

/** A seasonal rate to create (no `id`) or update. */
export type SeasonalRateInput = {
  /** First night of the season. */
  fromDate: Scalars['Date']['input'];
  /** Absent: a new seasonal rate. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** The listing (a saved rate stays on its listing). */
  propertyId: Scalars['ID']['input'];
  /** Whole percent, may be negative. */
  rateChange: Scalars['Int']['input'];
  /** Applies to the same dates every year (default false). */
  repeatYearly?: InputMaybe<Scalars['Boolean']['input']>;
  /** Last night of the season (on or after fromDate; within a year when repeatYearly). */
  toDate: Scalars['Date']['input'];
};

/** A paid service the host sells to guests (spec §3 Service), priced in the host's currency. */
export type Service = {
  __typename?: 'Service';
  /** The host's currency when the service was created. */
  currency: Currency;
  /** The symbol for `currency`: $ for usd and cad, € for eur, otherwise £. */
  currencySymbol: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  image?: Maybe<ImageSizes>;
  /** The image reference to send back in `ServiceInput.image` (`/images/{id}` or `/uploads/…`). */
  imageRef?: Maybe<Scalars['String']['output']>;
  /** Minor units; at least 100. */
  price: Scalars['Int']['output'];
  terms?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

/**
 * A guest service's fields (spec §5 Service). On create, title and price are required; on update omitted fields keep
 * their value and null clears description, image or terms. The currency is always the host's: choose it in Settings
 * first (BAD_USER_INPUT on `currency` otherwise).
 */
export type ServiceInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  /** An image reference from an upload; refused while still uploading. */
  image?: InputMaybe<Scalars['String']['input']>;
  /** Minor units; at least 100 ('Price cannot be less than 1:00'). */
  price?: InputMaybe<Scalars['Int']['input']>;
  terms?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/** A service sold this year. */
export type ServiceSales = {
  __typename?: 'ServiceSales';
  name: Scalars['String']['output'];
  /** Minor units of the host's currency (line items in other currencies are left out). */
  revenue: Scalars['Int']['output'];
  /** Links to /services/guest/{serviceId}. */
  serviceId: Scalars['ID']['output'];
  sold: Scalars['Int']['output'];
};

/** Quantities of services sold (line items, any currency). */
export type ServicesSold = {
  __typename?: 'ServicesSold';
  /** This month against last month. */
  month: PeriodChange;
  /** This year up to today against last year up to the same day. */
  year: PeriodChange;
};

/** An amenity a listing has. */
export type SiteAmenity = {
  __typename?: 'SiteAmenity';
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

/** One bedroom of a listing on a site. */
export type SiteBedroom = {
  __typename?: 'SiteBedroom';
  doubleBeds: Scalars['Int']['output'];
  singleBeds: Scalars['Int']['output'];
};

/** What a site shows of its host. */
export type SiteHost = {
  __typename?: 'SiteHost';
  /** The currency prices are in. */
  currency: Currency;
  /** The host's name (or company name). */
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

/** An open listing as a site shows it. */
export type SiteListing = {
  __typename?: 'SiteListing';
  amenities: Array<SiteAmenity>;
  arriveAfter?: Maybe<Scalars['String']['output']>;
  /** The base nightly rate (minor units). */
  baseRate?: Maybe<Scalars['Int']['output']>;
  bedroomCount: Scalars['Int']['output'];
  bedrooms: Array<SiteBedroom>;
  /** Most guests it sleeps; null when not set. */
  canSleepMax?: Maybe<Scalars['Int']['output']>;
  cancellationPolicyMode?: Maybe<Scalars['String']['output']>;
  country?: Maybe<Scalars['String']['output']>;
  cover?: Maybe<SitePhoto>;
  departBefore?: Maybe<Scalars['String']['output']>;
  /** Listing page only (null in the site's list). */
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  minNights?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  numberOfBathrooms?: Maybe<Scalars['Int']['output']>;
  photos: Array<SitePhoto>;
  standardGuests?: Maybe<Scalars['Int']['output']>;
  town?: Maybe<Scalars['String']['output']>;
  type?: Maybe<Scalars['String']['output']>;
};

/** One night of a listing's calendar on a site. */
export type SiteNight = {
  __typename?: 'SiteNight';
  /** Free to book: not booked, not blocked, priced and not past. */
  available: Scalars['Boolean']['output'];
  date: Scalars['Date']['output'];
  /** The minimum stay of an arrival that night. */
  minNights?: Maybe<Scalars['Int']['output']>;
  /** The night's rate (minor units). */
  rate?: Maybe<Scalars['Int']['output']>;
};

/** A listing photo on a site. */
export type SitePhoto = {
  __typename?: 'SitePhoto';
  caption?: Maybe<Scalars['String']['output']>;
  /** Large size. */
  largeUrl: Scalars['String']['output'];
  /** Medium size. */
  url: Scalars['String']['output'];
};

/**
 * A booking as its joined guest sees it in the guest web app (issue 13): the listing, the guides, the wifi and the
 * services on offer. `id` is the booking's id.
 */
export type Stay = {
  __typename?: 'Stay';
  /** The host cancelled the stay ('This stay was cancelled'). */
  cancelled: Scalars['Boolean']['output'];
  checkInSteps: Array<GuideStep>;
  checkOutSteps: Array<GuideStep>;
  /** Checkout day. */
  endDate: Scalars['Date']['output'];
  /** The home guide, by type then title. */
  homeGuides: Array<HomeGuide>;
  id: Scalars['ID']['output'];
  listing: StayListing;
  /** The local guide, by type then name. */
  localGuides: Array<LocalGuide>;
  numberOfGuest?: Maybe<Scalars['Int']['output']>;
  /** Purchases are paid online through the payment provider's checkout; false: to the host on arrival. */
  paysOnline: Scalars['Boolean']['output'];
  /** What the guest ordered for this stay, oldest first. */
  purchases: Array<Purchase>;
  /** The guest's rating once given; null before. */
  rating?: Maybe<StayRating>;
  /** The rating form is open: from the checkout day on, until rated (before that it says when it opens). */
  ratingOpen: Scalars['Boolean']['output'];
  /** The guest services the listing offers, in the host's currency. */
  services: Array<Service>;
  startDate: Scalars['Date']['output'];
  /** Null outside the wifi window ('Wifi details appear the day before you arrive'). */
  wifi?: Maybe<StayWifi>;
};

/** Where the listing is, as the host entered it. */
export type StayAddress = {
  __typename?: 'StayAddress';
  country?: Maybe<Scalars['String']['output']>;
  houseName?: Maybe<Scalars['String']['output']>;
  houseNumber?: Maybe<Scalars['String']['output']>;
  /** Degrees north; null until the host placed the listing. */
  latitude?: Maybe<Scalars['Float']['output']>;
  /** Degrees east. */
  longitude?: Maybe<Scalars['Float']['output']>;
  postcode?: Maybe<Scalars['String']['output']>;
  street?: Maybe<Scalars['String']['output']>;
  town?: Maybe<Scalars['String']['output']>;
};

/** A discount of a stay quote. */
export type StayDiscount = {
  __typename?: 'StayDiscount';
  /** Minor units taken off. */
  amount: Scalars['Int']['output'];
  /** weekly, fortnightly, monthly, quarterly (length of stay) or earlyBird, lastMinute (booking window). */
  kind: Scalars['String']['output'];
  /** The percentage taken off the nightly subtotal. */
  percent: Scalars['Int']['output'];
};

/** A fee of a stay quote. */
export type StayFee = {
  __typename?: 'StayFee';
  /** Minor units. */
  amount: Scalars['Int']['output'];
  /** cleaning, linen, management, cityTax or extraGuests. */
  kind: Scalars['String']['output'];
  /** For per-unit fees (extra guests × nights): how many units. */
  quantity?: Maybe<Scalars['Int']['output']>;
  /** For per-unit fees: the price of one unit (minor units). */
  unitPrice?: Maybe<Scalars['Int']['output']>;
};

/** The listing of a stay as its guest sees it: no host-only field. */
export type StayListing = {
  __typename?: 'StayListing';
  address: StayAddress;
  /** HH:mm */
  arriveAfter?: Maybe<Scalars['String']['output']>;
  /** HH:mm */
  arriveBefore?: Maybe<Scalars['String']['output']>;
  checkInYoutubeId?: Maybe<Scalars['String']['output']>;
  checkOutYoutubeId?: Maybe<Scalars['String']['output']>;
  /** HH:mm */
  departBefore?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The main photo (else the first one); null while the listing has none. */
  mainImage?: Maybe<ImageSizes>;
  name: Scalars['String']['output'];
  welcomeMessage?: Maybe<Scalars['String']['output']>;
  /** The 11-character YouTube id of the welcome video. */
  welcomeMessageYoutubeId?: Maybe<Scalars['String']['output']>;
};

/** One night of a stay quote. */
export type StayNight = {
  __typename?: 'StayNight';
  /** The night. */
  date: Scalars['Date']['output'];
  /** Its rate (minor units). */
  rate: Scalars['Int']['output'];
};

/** The price of a stay, computed by the REST API from the listing's pricing rules (frozen when the booking was made). */
export type StayQuote = {
  __typename?: 'StayQuote';
  /** The early-bird or last-minute discount, if any. */
  bookingWindowDiscount?: Maybe<StayDiscount>;
  /** Sum of the discounts (minor units). */
  discountTotal: Scalars['Int']['output'];
  /** Checkout (exclusive). */
  endDate: Scalars['Date']['output'];
  /** The fees charged. */
  fees: Array<StayFee>;
  /** Sum of the fees (minor units). */
  feesTotal: Scalars['Int']['output'];
  /** Number of guests priced. */
  guests: Scalars['Int']['output'];
  /** The length-of-stay discount reached, if any. */
  lengthOfStayDiscount?: Maybe<StayDiscount>;
  /** Each night's rate. */
  nightly: Array<StayNight>;
  /** Number of nights. */
  nights: Scalars['Int']['output'];
  /** Refundable deposit, shown apart and not in `total`; null when none. */
  securityDeposit?: Maybe<Scalars['Int']['output']>;
  /** Arrival. */
  startDate: Scalars['Date']['output'];
  /** Sum of the nightly rates (minor units). */
  subtotal: Scalars['Int']['output'];
  /** What the guest pays (minor units): subtotal − discounts + fees. */
  total: Scalars['Int']['output'];
};

/** A stay's price before it is booked. */
export type StayQuotePreview = {
  __typename?: 'StayQuotePreview';
  /** False when a night overlaps a booking or a blocked date (the booking would be refused). */
  available: Scalars['Boolean']['output'];
  /** The price, as the booking would store it. */
  quote: StayQuote;
};

/** The guest's rating of a stay, 1 to 5 stars each. */
export type StayRating = {
  __typename?: 'StayRating';
  app: Scalars['Int']['output'];
  cleanliness: Scalars['Int']['output'];
  condition: Scalars['Int']['output'];
  overall: Scalars['Int']['output'];
  ratedAt: Scalars['DateTime']['output'];
};

/** 1 to 5 stars each (BAD_USER_INPUT 'Choose 1 to 5 stars' on the field otherwise). */
export type StayRatingInput = {
  app: Scalars['Int']['input'];
  cleanliness: Scalars['Int']['input'];
  condition: Scalars['Int']['input'];
  overall: Scalars['Int']['input'];
};

/** The wifi name and code, shown to the guest from the day before arrival until the departure day. */
export type StayWifi = {
  __typename?: 'StayWifi';
  code?: Maybe<Scalars['String']['output']>;
  details?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
};

/**
 * Live events over graphql-ws on the same `/graphql` endpoint. The socket authenticates once on connection with the
 * same JWT (`connectionParams: { authorization: "Bearer …" }`) and only ever receives the caller's own events.
 */
export type Subscription = {
  __typename?: 'Subscription';
  /** A new message in one of the caller's conversations; `bookingId` narrows it to one booking. */
  messageAdded: Message;
};


/**
 * Live events over graphql-ws on the same `/graphql` endpoint. The socket authenticates once on connection with the
 * same JWT (`connectionParams: { authorization: "Bearer …" }`) and only ever receives the caller's own events.
 */
export type SubscriptionMessageAddedArgs = {
  bookingId?: InputMaybe<Scalars['ID']['input']>;
};

/** Where a plan subscription was bought. */
export type SubscriptionPlatform =
  | 'bookingcom'
  | 'ios'
  | 'manual'
  | 'others'
  | 'stripe';

/** A purchase of the month in one currency (a purchase in two currencies has two lines). */
export type Transaction = {
  __typename?: 'Transaction';
  /** Minor units of `currency`. */
  amount: Scalars['Int']['output'];
  bookingId: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The line items' currency (lower case ISO code). */
  currency: Scalars['String']['output'];
  guestName?: Maybe<Scalars['String']['output']>;
  /** How many items (quantities added). */
  items: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  propertyId: Scalars['ID']['output'];
  propertyName: Scalars['String']['output'];
  purchaseId: Scalars['ID']['output'];
};

/** The monthly transaction history (purchases), newest first, at most 500 lines. */
export type TransactionMonth = {
  __typename?: 'TransactionMonth';
  entries: Array<Transaction>;
  /** The first day of the month. */
  month: Scalars['Date']['output'];
  totals: Array<CurrencyTotal>;
};

/** Fields of PUT /users/{id}; omitted fields are left as they are. */
export type UpdateUserInput = {
  currency?: InputMaybe<Currency>;
  onboardModeSelection?: InputMaybe<AppMode>;
};

/** An account: a host (or a guest of the mobile apps). */
export type User = {
  __typename?: 'User';
  acceptsMarketing: Scalars['Boolean']['output'];
  /** The active plan subscription, null when there is none (the plan page then asks to pick one). */
  activeSubscription?: Maybe<PlanSubscription>;
  addressCity?: Maybe<Scalars['String']['output']>;
  addressCountry?: Maybe<Scalars['String']['output']>;
  addressHouseNameNumber?: Maybe<Scalars['String']['output']>;
  addressPostcode?: Maybe<Scalars['String']['output']>;
  addressStreet?: Maybe<Scalars['String']['output']>;
  avatarImage?: Maybe<ImageSizes>;
  companyAddressCity?: Maybe<Scalars['String']['output']>;
  companyAddressCountry?: Maybe<Scalars['String']['output']>;
  companyAddressHouseNameNumber?: Maybe<Scalars['String']['output']>;
  companyAddressPostcode?: Maybe<Scalars['String']['output']>;
  companyAddressStreet?: Maybe<Scalars['String']['output']>;
  companyMerchantName?: Maybe<Scalars['String']['output']>;
  companyName?: Maybe<Scalars['String']['output']>;
  companyWebsite?: Maybe<Scalars['String']['output']>;
  /** Null until the user picks one. */
  currency?: Maybe<Currency>;
  /** The symbol for `currency`: $ for usd and cad, € for eur, otherwise £. */
  currencySymbol: Scalars['String']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  /** First and last name, as the header shows it. */
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Company users also keep a company profile. */
  isCompany: Scalars['Boolean']['output'];
  /** Default English. */
  language: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  /** The user's mail notices (the signed-in user's own only). */
  notificationSettings: NotificationSettings;
  /** Null until the user picks guest or host mode. */
  onboardModeSelection?: Maybe<AppMode>;
  phone?: Maybe<Scalars['String']['output']>;
};

/** One HTTP attempt of a delivery. */
export type WebhookAttempt = {
  __typename?: 'WebhookAttempt';
  attemptedAt: Scalars['DateTime']['output'];
  durationMs: Scalars['Int']['output'];
  /** Why no answer came: a refused address, a timeout, a connection error. */
  error?: Maybe<Scalars['String']['output']>;
  /** The first 1 kB of the answer. */
  responseBody: Scalars['String']['output'];
  /** Null when no answer came (see error). */
  statusCode?: Maybe<Scalars['Int']['output']>;
};

/** One event sent to an endpoint, with every attempt. */
export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  /** Oldest first. */
  attempts: Array<WebhookAttempt>;
  createdAt: Scalars['DateTime']['output'];
  /** evt_…, the same in every attempt. */
  eventId: Scalars['String']['output'];
  eventType: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** When the next attempt is due (pending only). */
  nextAttemptAt?: Maybe<Scalars['DateTime']['output']>;
  /** The exact JSON body sent. */
  payload: Scalars['String']['output'];
  status: WebhookDeliveryStatus;
};

export type WebhookDeliveryStatus =
  /** No 2xx answer within 24 hours of attempts. */
  | 'failed'
  /** Not delivered yet: being tried, or waiting for its next attempt. */
  | 'pending'
  /** A receiver answered 2xx. */
  | 'succeeded';

/**
 * A host's webhook endpoint (Settings → Webhooks): the events it receives at its URL, each delivery signed with the
 * endpoint's secret (header Portal-Signature; see /docs/api). The secret is only in `createWebhookEndpoint`'s answer.
 */
export type WebhookEndpoint = {
  __typename?: 'WebhookEndpoint';
  createdAt: Scalars['DateTime']['output'];
  /** The event types it receives: booking.created, booking.cancelled, booking.changed, message.received, purchase.created. */
  events: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The newest delivery's status; null before the first one. */
  lastDeliveryStatus?: Maybe<WebhookDeliveryStatus>;
  /** An https URL (a public address). */
  url: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccessToken: ResolverTypeWrapper<AccessTokenDtoModel>;
  AgendaEntry: ResolverTypeWrapper<AgendaEntry>;
  AgendaKind: AgendaKind;
  AmenitiesInput: AmenitiesInput;
  Analytics: ResolverTypeWrapper<Analytics>;
  AppMode: AppMode;
  AuthPayload: ResolverTypeWrapper<Omit<AuthPayload, 'user'> & { user: ResolversTypes['User'] }>;
  Bedroom: ResolverTypeWrapper<BedroomDtoModel>;
  BedroomInput: BedroomInput;
  Booking: ResolverTypeWrapper<BookingParentModel>;
  BookingConnection: ResolverTypeWrapper<Omit<BookingConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['BookingEdge']>, nodes: Array<ResolversTypes['Booking']> }>;
  BookingEdge: ResolverTypeWrapper<Omit<BookingEdge, 'node'> & { node: ResolversTypes['Booking'] }>;
  BookingRequestInput: BookingRequestInput;
  BookingRequestResult: ResolverTypeWrapper<BookingRequestResult>;
  BookingSettingsInput: BookingSettingsInput;
  BookingSite: ResolverTypeWrapper<BookingSite>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CalendarBars: ResolverTypeWrapper<Scalars['CalendarBars']['output']>;
  CalendarDay: ResolverTypeWrapper<CalendarDayDtoModel>;
  CancellationPolicyMode: CancellationPolicyMode;
  CheckInOutInput: CheckInOutInput;
  CompanyInput: CompanyInput;
  Conversation: ResolverTypeWrapper<ConversationDtoModel>;
  CreateAccessTokenInput: CreateAccessTokenInput;
  CreateAccessTokenPayload: ResolverTypeWrapper<Omit<CreateAccessTokenPayload, 'accessToken'> & { accessToken: ResolversTypes['AccessToken'] }>;
  CreatedWebhookEndpoint: ResolverTypeWrapper<Omit<CreatedWebhookEndpoint, 'endpoint'> & { endpoint: ResolversTypes['WebhookEndpoint'] }>;
  Currency: Currency;
  CurrencyTotal: ResolverTypeWrapper<CurrencyTotal>;
  Dashboard: ResolverTypeWrapper<Dashboard>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DirectBookingInput: DirectBookingInput;
  FeedbackEntry: ResolverTypeWrapper<FeedbackEntry>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GuestAppInput: GuestAppInput;
  GuideStep: ResolverTypeWrapper<GuideStep>;
  HelpContact: ResolverTypeWrapper<HelpContact>;
  HomeGuide: ResolverTypeWrapper<HomeGuideDtoModel>;
  HomeGuideInput: HomeGuideInput;
  HomeGuideType: HomeGuideType;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IcalLink: ResolverTypeWrapper<CalendarDtoModel>;
  IcalLinkConflict: ResolverTypeWrapper<CalendarConflictDtoModel>;
  IcalLinkConnection: ResolverTypeWrapper<Omit<IcalLinkConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['IcalLinkEdge']>, nodes: Array<ResolversTypes['IcalLink']> }>;
  IcalLinkEdge: ResolverTypeWrapper<Omit<IcalLinkEdge, 'node'> & { node: ResolversTypes['IcalLink'] }>;
  ImageSizes: ResolverTypeWrapper<ImageSizes>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LineItem: ResolverTypeWrapper<LineItemDtoModel>;
  ListingRating: ResolverTypeWrapper<ListingRating>;
  LocalGuide: ResolverTypeWrapper<LocalGuideDtoModel>;
  LocalGuideCategory: LocalGuideCategory;
  LocalGuideInput: LocalGuideInput;
  LocalGuideType: LocalGuideType;
  MapTiles: ResolverTypeWrapper<MapTiles>;
  Message: ResolverTypeWrapper<MessageDtoModel>;
  MessageConnection: ResolverTypeWrapper<Omit<MessageConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['MessageEdge']>, nodes: Array<ResolversTypes['Message']> }>;
  MessageEdge: ResolverTypeWrapper<Omit<MessageEdge, 'node'> & { node: ResolversTypes['Message'] }>;
  MessageSender: ResolverTypeWrapper<MessageSenderModel>;
  MessageTemplate: ResolverTypeWrapper<MessageTemplateDtoModel>;
  MonthTrend: ResolverTypeWrapper<MonthTrend>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NightlyFlags: ResolverTypeWrapper<Scalars['NightlyFlags']['output']>;
  NightlyInts: ResolverTypeWrapper<Scalars['NightlyInts']['output']>;
  NotificationSettings: ResolverTypeWrapper<NotificationSettingsDtoModel>;
  NotificationSettingsInput: NotificationSettingsInput;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PeriodChange: ResolverTypeWrapper<PeriodChange>;
  Place: ResolverTypeWrapper<PlaceDtoModel>;
  PlacePhotoStatus: PlacePhotoStatus;
  PlaceSearchNear: PlaceSearchNear;
  PlaceSuggestion: ResolverTypeWrapper<PlaceSuggestionDtoModel>;
  Plan: ResolverTypeWrapper<Plan>;
  PlanSubscription: ResolverTypeWrapper<PlanSubscriptionDtoModel>;
  PopularListing: ResolverTypeWrapper<PopularListing>;
  PopularService: ResolverTypeWrapper<PopularService>;
  ProfileInput: ProfileInput;
  Property: ResolverTypeWrapper<PropertyDtoModel>;
  PropertyAddressInput: PropertyAddressInput;
  PropertyAmenities: ResolverTypeWrapper<AmenitiesDtoModel>;
  PropertyCalendar: ResolverTypeWrapper<PropertyCalendarRowModel>;
  PropertyChannel: ResolverTypeWrapper<PropertyChannel>;
  PropertyCompleteness: ResolverTypeWrapper<PropertyCompletenessDtoModel>;
  PropertyConnection: ResolverTypeWrapper<Omit<PropertyConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['PropertyEdge']>, nodes: Array<ResolversTypes['Property']> }>;
  PropertyDetailsInput: PropertyDetailsInput;
  PropertyEdge: ResolverTypeWrapper<Omit<PropertyEdge, 'node'> & { node: ResolversTypes['Property'] }>;
  PropertyImage: ResolverTypeWrapper<PropertyImageDtoModel>;
  PropertyImageInput: PropertyImageInput;
  PropertyPhotoType: null;
  PropertyPricingInput: PropertyPricingInput;
  PropertySyncKind: PropertySyncKind;
  PropertySyncLog: ResolverTypeWrapper<PropertySyncLogDtoModel>;
  Provider: ResolverTypeWrapper<Provider>;
  PublicSite: ResolverTypeWrapper<Omit<PublicSite, 'listings'> & { listings: Array<ResolversTypes['SiteListing']> }>;
  PublicSiteListing: ResolverTypeWrapper<Omit<PublicSiteListing, 'listing'> & { listing: ResolversTypes['SiteListing'] }>;
  Purchase: ResolverTypeWrapper<PurchaseDtoModel>;
  PurchaseConnection: ResolverTypeWrapper<Omit<PurchaseConnection, 'edges' | 'nodes'> & { edges: Array<ResolversTypes['PurchaseEdge']>, nodes: Array<ResolversTypes['Purchase']> }>;
  PurchaseEdge: ResolverTypeWrapper<Omit<PurchaseEdge, 'node'> & { node: ResolversTypes['Purchase'] }>;
  PurchaseLineInput: PurchaseLineInput;
  PurchasePayment: null;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RatingAverages: ResolverTypeWrapper<RatingAverages>;
  RegisterInput: RegisterInput;
  RemoveBookingPayload: ResolverTypeWrapper<RemovedBookingModel>;
  RemovePropertyItemPayload: ResolverTypeWrapper<RemovedItemModel>;
  RemoveServicePayload: ResolverTypeWrapper<RemovedServiceModel>;
  RevokeAccessTokenPayload: ResolverTypeWrapper<RevokeAccessTokenPayload>;
  SalesMonth: ResolverTypeWrapper<SalesMonth>;
  SearchResult: ResolverTypeWrapper<SearchResult>;
  SearchResults: ResolverTypeWrapper<SearchResults>;
  SeasonalRate: ResolverTypeWrapper<SeasonalRateDtoModel>;
  SeasonalRateInput: SeasonalRateInput;
  Service: ResolverTypeWrapper<ServiceDtoModel>;
  ServiceInput: ServiceInput;
  ServiceSales: ResolverTypeWrapper<ServiceSales>;
  ServicesSold: ResolverTypeWrapper<ServicesSold>;
  SiteAmenity: ResolverTypeWrapper<SiteAmenity>;
  SiteBedroom: ResolverTypeWrapper<SiteBedroom>;
  SiteHost: ResolverTypeWrapper<SiteHost>;
  SiteListing: ResolverTypeWrapper<SiteListingDtoModel>;
  SiteNight: ResolverTypeWrapper<SiteNight>;
  SitePhoto: ResolverTypeWrapper<SitePhoto>;
  Stay: ResolverTypeWrapper<StayDtoModel>;
  StayAddress: ResolverTypeWrapper<StayAddress>;
  StayDiscount: ResolverTypeWrapper<StayDiscount>;
  StayFee: ResolverTypeWrapper<StayFee>;
  StayListing: ResolverTypeWrapper<StayListingDtoModel>;
  StayNight: ResolverTypeWrapper<StayNight>;
  StayQuote: ResolverTypeWrapper<StayQuoteDtoModel>;
  StayQuotePreview: ResolverTypeWrapper<Omit<StayQuotePreview, 'quote'> & { quote: ResolversTypes['StayQuote'] }>;
  StayRating: ResolverTypeWrapper<StayRating>;
  StayRatingInput: StayRatingInput;
  StayWifi: ResolverTypeWrapper<StayWifi>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SubscriptionPlatform: SubscriptionPlatform;
  Transaction: ResolverTypeWrapper<Transaction>;
  TransactionMonth: ResolverTypeWrapper<TransactionMonth>;
  UpdateUserInput: UpdateUserInput;
  User: ResolverTypeWrapper<UserDtoModel>;
  WebhookAttempt: ResolverTypeWrapper<WebhookAttemptDtoModel>;
  WebhookDelivery: ResolverTypeWrapper<WebhookDeliveryDtoModel>;
  WebhookDeliveryStatus: WebhookDeliveryStatus;
  WebhookEndpoint: ResolverTypeWrapper<WebhookEndpointDtoModel>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccessToken: AccessTokenDtoModel;
  AgendaEntry: AgendaEntry;
  AmenitiesInput: AmenitiesInput;
  Analytics: Analytics;
  AuthPayload: Omit<AuthPayload, 'user'> & { user: ResolversParentTypes['User'] };
  Bedroom: BedroomDtoModel;
  BedroomInput: BedroomInput;
  Booking: BookingParentModel;
  BookingConnection: Omit<BookingConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['BookingEdge']>, nodes: Array<ResolversParentTypes['Booking']> };
  BookingEdge: Omit<BookingEdge, 'node'> & { node: ResolversParentTypes['Booking'] };
  BookingRequestInput: BookingRequestInput;
  BookingRequestResult: BookingRequestResult;
  BookingSettingsInput: BookingSettingsInput;
  BookingSite: BookingSite;
  Boolean: Scalars['Boolean']['output'];
  CalendarBars: Scalars['CalendarBars']['output'];
  CalendarDay: CalendarDayDtoModel;
  CheckInOutInput: CheckInOutInput;
  CompanyInput: CompanyInput;
  Conversation: ConversationDtoModel;
  CreateAccessTokenInput: CreateAccessTokenInput;
  CreateAccessTokenPayload: Omit<CreateAccessTokenPayload, 'accessToken'> & { accessToken: ResolversParentTypes['AccessToken'] };
  CreatedWebhookEndpoint: Omit<CreatedWebhookEndpoint, 'endpoint'> & { endpoint: ResolversParentTypes['WebhookEndpoint'] };
  CurrencyTotal: CurrencyTotal;
  Dashboard: Dashboard;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DirectBookingInput: DirectBookingInput;
  FeedbackEntry: FeedbackEntry;
  Float: Scalars['Float']['output'];
  GuestAppInput: GuestAppInput;
  GuideStep: GuideStep;
  HelpContact: HelpContact;
  HomeGuide: HomeGuideDtoModel;
  HomeGuideInput: HomeGuideInput;
  ID: Scalars['ID']['output'];
  IcalLink: CalendarDtoModel;
  IcalLinkConflict: CalendarConflictDtoModel;
  IcalLinkConnection: Omit<IcalLinkConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['IcalLinkEdge']>, nodes: Array<ResolversParentTypes['IcalLink']> };
  IcalLinkEdge: Omit<IcalLinkEdge, 'node'> & { node: ResolversParentTypes['IcalLink'] };
  ImageSizes: ImageSizes;
  Int: Scalars['Int']['output'];
  LineItem: LineItemDtoModel;
  ListingRating: ListingRating;
  LocalGuide: LocalGuideDtoModel;
  LocalGuideInput: LocalGuideInput;
  MapTiles: MapTiles;
  Message: MessageDtoModel;
  MessageConnection: Omit<MessageConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['MessageEdge']>, nodes: Array<ResolversParentTypes['Message']> };
  MessageEdge: Omit<MessageEdge, 'node'> & { node: ResolversParentTypes['Message'] };
  MessageSender: MessageSenderModel;
  MessageTemplate: MessageTemplateDtoModel;
  MonthTrend: MonthTrend;
  Mutation: Record<PropertyKey, never>;
  NightlyFlags: Scalars['NightlyFlags']['output'];
  NightlyInts: Scalars['NightlyInts']['output'];
  NotificationSettings: NotificationSettingsDtoModel;
  NotificationSettingsInput: NotificationSettingsInput;
  PageInfo: PageInfo;
  PeriodChange: PeriodChange;
  Place: PlaceDtoModel;
  PlaceSearchNear: PlaceSearchNear;
  PlaceSuggestion: PlaceSuggestionDtoModel;
  Plan: Plan;
  PlanSubscription: PlanSubscriptionDtoModel;
  PopularListing: PopularListing;
  PopularService: PopularService;
  ProfileInput: ProfileInput;
  Property: PropertyDtoModel;
  PropertyAddressInput: PropertyAddressInput;
  PropertyAmenities: AmenitiesDtoModel;
  PropertyCalendar: PropertyCalendarRowModel;
  PropertyChannel: PropertyChannel;
  PropertyCompleteness: PropertyCompletenessDtoModel;
  PropertyConnection: Omit<PropertyConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['PropertyEdge']>, nodes: Array<ResolversParentTypes['Property']> };
  PropertyDetailsInput: PropertyDetailsInput;
  PropertyEdge: Omit<PropertyEdge, 'node'> & { node: ResolversParentTypes['Property'] };
  PropertyImage: PropertyImageDtoModel;
  PropertyImageInput: PropertyImageInput;
  PropertyPricingInput: PropertyPricingInput;
  PropertySyncLog: PropertySyncLogDtoModel;
  Provider: Provider;
  PublicSite: Omit<PublicSite, 'listings'> & { listings: Array<ResolversParentTypes['SiteListing']> };
  PublicSiteListing: Omit<PublicSiteListing, 'listing'> & { listing: ResolversParentTypes['SiteListing'] };
  Purchase: PurchaseDtoModel;
  PurchaseConnection: Omit<PurchaseConnection, 'edges' | 'nodes'> & { edges: Array<ResolversParentTypes['PurchaseEdge']>, nodes: Array<ResolversParentTypes['Purchase']> };
  PurchaseEdge: Omit<PurchaseEdge, 'node'> & { node: ResolversParentTypes['Purchase'] };
  PurchaseLineInput: PurchaseLineInput;
  Query: Record<PropertyKey, never>;
  RatingAverages: RatingAverages;
  RegisterInput: RegisterInput;
  RemoveBookingPayload: RemovedBookingModel;
  RemovePropertyItemPayload: RemovedItemModel;
  RemoveServicePayload: RemovedServiceModel;
  RevokeAccessTokenPayload: RevokeAccessTokenPayload;
  SalesMonth: SalesMonth;
  SearchResult: SearchResult;
  SearchResults: SearchResults;
  SeasonalRate: SeasonalRateDtoModel;
  SeasonalRateInput: SeasonalRateInput;
  Service: ServiceDtoModel;
  ServiceInput: ServiceInput;
  ServiceSales: ServiceSales;
  ServicesSold: ServicesSold;
  SiteAmenity: SiteAmenity;
  SiteBedroom: SiteBedroom;
  SiteHost: SiteHost;
  SiteListing: SiteListingDtoModel;
  SiteNight: SiteNight;
  SitePhoto: SitePhoto;
  Stay: StayDtoModel;
  StayAddress: StayAddress;
  StayDiscount: StayDiscount;
  StayFee: StayFee;
  StayListing: StayListingDtoModel;
  StayNight: StayNight;
  StayQuote: StayQuoteDtoModel;
  StayQuotePreview: Omit<StayQuotePreview, 'quote'> & { quote: ResolversParentTypes['StayQuote'] };
  StayRating: StayRating;
  StayRatingInput: StayRatingInput;
  StayWifi: StayWifi;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  Transaction: Transaction;
  TransactionMonth: TransactionMonth;
  UpdateUserInput: UpdateUserInput;
  User: UserDtoModel;
  WebhookAttempt: WebhookAttemptDtoModel;
  WebhookDelivery: WebhookDeliveryDtoModel;
  WebhookEndpoint: WebhookEndpointDtoModel;
};

export type AccessTokenResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccessToken'] = ResolversParentTypes['AccessToken']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AgendaEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AgendaEntry'] = ResolversParentTypes['AgendaEntry']> = {
  bookingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  guestName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['AgendaKind'], ParentType, ContextType>;
  propertyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  propertyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  time?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AnalyticsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Analytics'] = ResolversParentTypes['Analytics']> = {
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  listings?: Resolver<Array<ResolversTypes['ListingRating']>, ParentType, ContextType>;
  propertyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  ratings?: Resolver<ResolversTypes['RatingAverages'], ParentType, ContextType>;
  sales?: Resolver<Array<ResolversTypes['SalesMonth']>, ParentType, ContextType>;
  services?: Resolver<Array<ResolversTypes['ServiceSales']>, ParentType, ContextType>;
  servicesSold?: Resolver<ResolversTypes['ServicesSold'], ParentType, ContextType>;
  today?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  transactions?: Resolver<ResolversTypes['TransactionMonth'], ParentType, ContextType>;
};

export type AuthPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = {
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type BedroomResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Bedroom'] = ResolversParentTypes['Bedroom']> = {
  doubleBeds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  property?: Resolver<ResolversTypes['Property'], ParentType, ContextType>;
  singleBeds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BookingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Booking'] = ResolversParentTypes['Booking']> = {
  cancellationRequestedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  conflict?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  direct?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  guestEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  icalLink?: Resolver<Maybe<ResolversTypes['IcalLink']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inviteCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mainGuest?: Resolver<Maybe<ResolversTypes['MessageSender']>, ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['Message']>, ParentType, ContextType>;
  missingSince?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  numberOfGuest?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ota?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentMethod?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  property?: Resolver<ResolversTypes['Property'], ParentType, ContextType>;
  provider?: Resolver<Maybe<ResolversTypes['Provider']>, ParentType, ContextType>;
  providerGuestName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  purchases?: Resolver<Array<ResolversTypes['Purchase']>, ParentType, ContextType>;
  purchasesPage?: Resolver<ResolversTypes['PurchaseConnection'], ParentType, ContextType, RequireFields<BookingPurchasesPageArgs, 'first'>>;
  quote?: Resolver<Maybe<ResolversTypes['StayQuote']>, ParentType, ContextType>;
  ratingApp?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ratingCleanliness?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ratingCondition?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ratingOverall?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ruReservationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
};

export type BookingConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingConnection'] = ResolversParentTypes['BookingConnection']> = {
  edges?: Resolver<Array<ResolversTypes['BookingEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Booking']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BookingEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingEdge'] = ResolversParentTypes['BookingEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Booking'], ParentType, ContextType>;
};

export type BookingRequestResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingRequestResult'] = ResolversParentTypes['BookingRequestResult']> = {
  endDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
};

export type BookingSiteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingSite'] = ResolversParentTypes['BookingSite']> = {
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface CalendarBarsScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['CalendarBars'], any> {
  name: 'CalendarBars';
}

export type CalendarDayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CalendarDay'] = ResolversParentTypes['CalendarDay']> = {
  blocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  minNights?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minNightsOverride?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rate?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rateOverride?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ConversationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Conversation'] = ResolversParentTypes['Conversation']> = {
  booking?: Resolver<ResolversTypes['Booking'], ParentType, ContextType>;
  guestName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastMessage?: Resolver<Maybe<ResolversTypes['Message']>, ParentType, ContextType>;
  propertyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CreateAccessTokenPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateAccessTokenPayload'] = ResolversParentTypes['CreateAccessTokenPayload']> = {
  accessToken?: Resolver<ResolversTypes['AccessToken'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CreatedWebhookEndpointResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreatedWebhookEndpoint'] = ResolversParentTypes['CreatedWebhookEndpoint']> = {
  endpoint?: Resolver<ResolversTypes['WebhookEndpoint'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CurrencyTotalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CurrencyTotal'] = ResolversParentTypes['CurrencyTotal']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  purchases?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DashboardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Dashboard'] = ResolversParentTypes['Dashboard']> = {
  agenda?: Resolver<Array<ResolversTypes['AgendaEntry']>, ParentType, ContextType>;
  bookings?: Resolver<ResolversTypes['MonthTrend'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  feedback?: Resolver<Array<ResolversTypes['FeedbackEntry']>, ParentType, ContextType>;
  month?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  popularListing?: Resolver<Maybe<ResolversTypes['PopularListing']>, ParentType, ContextType>;
  popularService?: Resolver<Maybe<ResolversTypes['PopularService']>, ParentType, ContextType>;
  serviceRevenue?: Resolver<ResolversTypes['MonthTrend'], ParentType, ContextType>;
  today?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  weekStart?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type FeedbackEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FeedbackEntry'] = ResolversParentTypes['FeedbackEntry']> = {
  bookingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  guestName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  overall?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  propertyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  propertyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ratedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type GuideStepResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GuideStep'] = ResolversParentTypes['GuideStep']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type HelpContactResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HelpContact'] = ResolversParentTypes['HelpContact']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mailConfigured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type HomeGuideResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HomeGuide'] = ResolversParentTypes['HomeGuide']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  property?: Resolver<ResolversTypes['Property'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['HomeGuideType'], ParentType, ContextType>;
  youtubeId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type IcalLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IcalLink'] = ResolversParentTypes['IcalLink']> = {
  blocksCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bookingsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  conflicts?: Resolver<Array<ResolversTypes['IcalLinkConflict']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastSyncAttemptAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastSyncError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastSyncWarning?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastSyncedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  property?: Resolver<ResolversTypes['Property'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['Provider'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IcalLinkConflictResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IcalLinkConflict'] = ResolversParentTypes['IcalLinkConflict']> = {
  booking?: Resolver<ResolversTypes['Booking'], ParentType, ContextType>;
  conflictsWith?: Resolver<Array<ResolversTypes['Booking']>, ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
};

export type IcalLinkConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IcalLinkConnection'] = ResolversParentTypes['IcalLinkConnection']> = {
  edges?: Resolver<Array<ResolversTypes['IcalLinkEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['IcalLink']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type IcalLinkEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IcalLinkEdge'] = ResolversParentTypes['IcalLinkEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['IcalLink'], ParentType, ContextType>;
};

export type ImageSizesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImageSizes'] = ResolversParentTypes['ImageSizes']> = {
  largeUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mediumUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  originalUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  squareSmallUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LineItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LineItem'] = ResolversParentTypes['LineItem']> = {
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  service?: Resolver<Maybe<ResolversTypes['Service']>, ParentType, ContextType>;
};

export type ListingRatingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ListingRating'] = ResolversParentTypes['ListingRating']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  overall?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  propertyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type LocalGuideResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LocalGuide'] = ResolversParentTypes['LocalGuide']> = {
  category?: Resolver<Maybe<ResolversTypes['LocalGuideCategory']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  placeId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  placePhotoStatus?: Resolver<Maybe<ResolversTypes['PlacePhotoStatus']>, ParentType, ContextType>;
  placePhotoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  placesPhotoReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  property?: Resolver<ResolversTypes['Property'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['LocalGuideType'], ParentType, ContextType>;
  websiteUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MapTilesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MapTiles'] = ResolversParentTypes['MapTiles']> = {
  attribution?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  urlTemplate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MessageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Message'] = ResolversParentTypes['Message']> = {
  booking?: Resolver<ResolversTypes['Booking'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sender?: Resolver<ResolversTypes['MessageSender'], ParentType, ContextType>;
};

export type MessageConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MessageConnection'] = ResolversParentTypes['MessageConnection']> = {
  edges?: Resolver<Array<ResolversTypes['MessageEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Message']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MessageEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MessageEdge'] = ResolversParentTypes['MessageEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Message'], ParentType, ContextType>;
};

export type MessageSenderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MessageSender'] = ResolversParentTypes['MessageSender']> = {
  avatarImage?: Resolver<Maybe<ResolversTypes['ImageSizes']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MessageTemplateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MessageTemplate'] = ResolversParentTypes['MessageTemplate']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MonthTrendResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MonthTrend'] = ResolversParentTypes['MonthTrend']> = {
  change?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lastMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  thisMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addDirectBooking?: Resolver<ResolversTypes['Booking'], ParentType, ContextType, RequireFields<MutationAddDirectBookingArgs, 'input'>>;
  addIcalLink?: Resolver<ResolversTypes['IcalLink'], ParentType, ContextType, RequireFields<MutationAddIcalLinkArgs, 'propertyId' | 'url'>>;
  addProperty?: Resolver<ResolversTypes['Property'], ParentType, ContextType, RequireFields<MutationAddPropertyArgs, 'name'>>;
  blockCalendarDates?: Resolver<Array<ResolversTypes['CalendarDay']>, ParentType, ContextType, RequireFields<MutationBlockCalendarDatesArgs, 'fromDate' | 'propertyId' | 'toDate'>>;
  cancelBooking?: Resolver<ResolversTypes['Booking'], ParentType, ContextType, RequireFields<MutationCancelBookingArgs, 'id'>>;
  clearCalendarOverrides?: Resolver<Array<ResolversTypes['CalendarDay']>, ParentType, ContextType, RequireFields<MutationClearCalendarOverridesArgs, 'fromDate' | 'propertyId' | 'toDate'>>;
  copyBookingSettings?: Resolver<ResolversTypes['Property'], ParentType, ContextType, RequireFields<MutationCopyBookingSettingsArgs, 'sourceId' | 'targetId'>>;
  copyLocalGuides?: Resolver<ResolversTypes['Property'], ParentType, ContextType, RequireFields<MutationCopyLocalGuidesArgs, 'sourceId' | 'targetId'>>;
  copyPricingSettings?: Resolver<ResolversTypes['Property'], ParentType, ContextType, RequireFields<MutationCopyPricingSettingsArgs, 'sourceId' | 'targetId'>>;
  createAccessToken?: Resolver<ResolversTypes['CreateAccessTokenPayload'], ParentType, ContextType, RequireFields<MutationCreateAccessTokenArgs, 'input'>>;
  createHomeGuide?: Resolver<ResolversTypes['HomeGuide'], ParentType, ContextType, RequireFields<MutationCreateHomeGuideArgs, 'input' | 'propertyId'>>;
  createLocalGuide?: Resolver<ResolversTypes['LocalGuide'], ParentType, ContextType, RequireFields<MutationCreateLocalGuideArgs, 'input' | 'propertyId'>>;
  createService?: Resolver<ResolversTypes['Service'], ParentType, ContextType, RequireFields<MutationCreateServiceArgs, 'input'>>;
  createWebhookEndpoint?: Resolver<ResolversTypes['CreatedWebhookEndpoint'], ParentType, ContextType, RequireFields<MutationCreateWebhookEndpointArgs, 'events' | 'url'>>;
  deleteBooking?: Resolver<ResolversTypes['RemoveBookingPayload'], ParentType, ContextType, RequireFields<MutationDeleteBookingArgs, 'id'>>;
  deleteHomeGuide?: Resolver<ResolversTypes['RemovePropertyItemPayload'], ParentType, ContextType, RequireFields<MutationDeleteHomeGuideArgs, 'id'>>;
  deleteLocalGuide?: Resolver<ResolversTypes['RemovePropertyItemPayload'], ParentType, ContextType, RequireFields<MutationDeleteLocalGuideArgs, 'id'>>;
  deleteMessageTemplate?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteMessageTemplateArgs, 'id'>>;
  deleteWebhookEndpoint?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteWebhookEndpointArgs, 'id'>>;
  joinBooking?: Resolver<ResolversTypes['Booking'], ParentType, ContextType, RequireFields<MutationJoinBookingArgs, 'bookingId' | 'inviteCode'>>;
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, Partial<MutationLogoutArgs>>;
  markConversationRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationMarkConversationReadArgs, 'bookingId'>>;
  overrideCalendarMinNights?: Resolver<Array<ResolversTypes['CalendarDay']>, ParentType, ContextType, RequireFields<MutationOverrideCalendarMinNightsArgs, 'fromDate' | 'minNights' | 'propertyId' | 'toDate'>>;
  overrideCalendarRate?: Resolver<Array<ResolversTypes['CalendarDay']>, ParentType, ContextType, RequireFields<MutationOverrideCalendarRateArgs, 'fromDate' | 'propertyId' | 'rate' | 'toDate'>>;
  purchaseServices?: Resolver<ResolversTypes['Purchase'], ParentType, ContextType, RequireFields<MutationPurchaseServicesArgs, 'bookingId' | 'lineItems'>>;
  rateStay?: Resolver<ResolversTypes['Stay'], ParentType, ContextType, RequireFields<MutationRateStayArgs, 'bookingId' | 'input'>>;
  register?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  removeAvatar?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  removeBedroom?: Resolver<ResolversTypes['RemovePropertyItemPayload'], ParentType, ContextType, RequireFields<MutationRemoveBedroomArgs, 'id'>>;
  removeIcalLink?: Resolver<ResolversTypes['RemovePropertyItemPayload'], ParentType, ContextType, RequireFields<MutationRemoveIcalLinkArgs, 'id'>>;
  removePropertyImage?: Resolver<ResolversTypes['RemovePropertyItemPayload'], ParentType, ContextType, RequireFields<MutationRemovePropertyImageArgs, 'id'>>;
  removeSeasonalRate?: Resolver<ResolversTypes['RemovePropertyItemPayload'], ParentType, ContextType, RequireFields<MutationRemoveSeasonalRateArgs, 'id'>>;
  removeService?: Resolver<ResolversTypes['RemoveServicePayload'], ParentType, ContextType, RequireFields<MutationRemoveServiceArgs, 'id'>>;
  reorderPropertyImages?: Resolver<ResolversTypes['Property'], ParentType, ContextType, RequireFields<MutationReorderPropertyImagesArgs, 'imageIds' | 'propertyId'>>;
  requestBooking?: Resolver<ResolversTypes['BookingRequestResult'], ParentType, ContextType, RequireFields<MutationRequestBookingArgs, 'input' | 'listingId' | 'slug'>>;
  revokeAccessToken?: Resolver<ResolversTypes['RevokeAccessTokenPayload'], ParentType, ContextType, RequireFields<MutationRevokeAccessTokenArgs, 'id'>>;
  rotateIcalExportUrl?: Resolver<ResolversTypes['Property'], ParentType, ContextType, RequireFields<MutationRotateIcalExportUrlArgs, 'propertyId'>>;
  saveAmenities?: Resolver<ResolversTypes['PropertyAmenities'], ParentType, ContextType, RequireFields<MutationSaveAmenitiesArgs, 'input' | 'propertyId'>>;
  saveBedroom?: Resolver<ResolversTypes['Bedroom'], ParentType, ContextType, RequireFields<MutationSaveBedroomArgs, 'input'>>;
  saveMessageTemplate?: Resolver<ResolversTypes['MessageTemplate'], ParentType, ContextType, RequireFields<MutationSaveMessageTemplateArgs, 'content' | 'name'>>;
  saveSeasonalRate?: Resolver<ResolversTypes['SeasonalRate'], ParentType, ContextType, RequireFields<MutationSaveSeasonalRateArgs, 'input'>>;
  sendHelpEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSendHelpEmailArgs, 'content' | 'subject'>>;
  sendMessage?: Resolver<ResolversTypes['Message'], ParentType, ContextType, RequireFields<MutationSendMessageArgs, 'bookingId' | 'content'>>;
  sendWebhookTestEvent?: Resolver<ResolversTypes['WebhookEndpoint'], ParentType, ContextType, RequireFields<MutationSendWebhookTestEventArgs, 'id'>>;
  setPropertyArchived?: Resolver<ResolversTypes['Property'], ParentType, ContextType, RequireFields<MutationSetPropertyArchivedArgs, 'archived' | 'id'>>;
  switchPropertyActivation?: Resolver<ResolversTypes['Property'], ParentType, ContextType, RequireFields<MutationSwitchPropertyActivationArgs, 'id'>>;
  syncIcalLink?: Resolver<ResolversTypes['IcalLink'], ParentType, ContextType, RequireFields<MutationSyncIcalLinkArgs, 'id'>>;
  unblockCalendarDates?: Resolver<Array<ResolversTypes['CalendarDay']>, ParentType, ContextType, RequireFields<MutationUnblockCalendarDatesArgs, 'fromDate' | 'propertyId' | 'toDate'>>;
  updateBookingSettings?: Resolver<ResolversTypes['Property'], ParentType, ContextType, RequireFields<MutationUpdateBookingSettingsArgs, 'id' | 'input'>>;
  updateCheckInOut?: Resolver<ResolversTypes['Property'], ParentType, ContextType, RequireFields<MutationUpdateCheckInOutArgs, 'id' | 'input'>>;
  updateCompany?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateCompanyArgs, 'input'>>;
  updateGuestApp?: Resolver<ResolversTypes['Property'], ParentType, ContextType, RequireFields<MutationUpdateGuestAppArgs, 'id' | 'input'>>;
  updateHomeGuide?: Resolver<ResolversTypes['HomeGuide'], ParentType, ContextType, RequireFields<MutationUpdateHomeGuideArgs, 'id' | 'input'>>;
  updateLocalGuide?: Resolver<ResolversTypes['LocalGuide'], ParentType, ContextType, RequireFields<MutationUpdateLocalGuideArgs, 'id' | 'input'>>;
  updateNotificationSettings?: Resolver<ResolversTypes['NotificationSettings'], ParentType, ContextType, RequireFields<MutationUpdateNotificationSettingsArgs, 'input'>>;
  updateProfile?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  updatePropertyAddress?: Resolver<ResolversTypes['Property'], ParentType, ContextType, RequireFields<MutationUpdatePropertyAddressArgs, 'id' | 'input'>>;
  updatePropertyDetails?: Resolver<ResolversTypes['Property'], ParentType, ContextType, RequireFields<MutationUpdatePropertyDetailsArgs, 'id' | 'input'>>;
  updatePropertyImage?: Resolver<ResolversTypes['PropertyImage'], ParentType, ContextType, RequireFields<MutationUpdatePropertyImageArgs, 'id' | 'input'>>;
  updatePropertyPricing?: Resolver<ResolversTypes['Property'], ParentType, ContextType, RequireFields<MutationUpdatePropertyPricingArgs, 'id' | 'input'>>;
  updateService?: Resolver<ResolversTypes['Service'], ParentType, ContextType, RequireFields<MutationUpdateServiceArgs, 'id' | 'input'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'input'>>;
};

export interface NightlyFlagsScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['NightlyFlags'], any> {
  name: 'NightlyFlags';
}

export interface NightlyIntsScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['NightlyInts'], any> {
  name: 'NightlyInts';
}

export type NotificationSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NotificationSettings'] = ResolversParentTypes['NotificationSettings']> = {
  channelBookings?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mailConfigured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  offlineMessages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PeriodChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PeriodChange'] = ResolversParentTypes['PeriodChange']> = {
  change?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  previous?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PlaceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Place'] = ResolversParentTypes['Place']> = {
  addressCountry?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addressHouseNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addressPostcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addressStreet?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addressTown?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  formattedAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photoReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  placeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  websiteUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PlaceSuggestionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlaceSuggestion'] = ResolversParentTypes['PlaceSuggestion']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  distanceMeters?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  mainText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  placeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  secondaryText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PlanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Plan'] = ResolversParentTypes['Plan']> = {
  comingSoon?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  features?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pricePerUnitMonthly?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trialDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PlanSubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlanSubscription'] = ResolversParentTypes['PlanSubscription']> = {
  cancelsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  planIdentifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['SubscriptionPlatform'], ParentType, ContextType>;
  renewsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trialEndsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type PopularListingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PopularListing'] = ResolversParentTypes['PopularListing']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nights?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  propertyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PopularServiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PopularService'] = ResolversParentTypes['PopularService']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  serviceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PropertyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Property'] = ResolversParentTypes['Property']> = {
  addressCountry?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addressHouseName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addressHouseNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addressLatitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  addressLongitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  addressPostcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addressStreet?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addressTown?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  airbnbUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  amenities?: Resolver<Maybe<ResolversTypes['PropertyAmenities']>, ParentType, ContextType>;
  arriveAfter?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  arriveBefore?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  autoMessageContent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  autoMessageEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  baseRate?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  bedrooms?: Resolver<Array<ResolversTypes['Bedroom']>, ParentType, ContextType>;
  canSleepMax?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  cancellationPolicyMode?: Resolver<Maybe<ResolversTypes['CancellationPolicyMode']>, ParentType, ContextType>;
  channels?: Resolver<Array<ResolversTypes['PropertyChannel']>, ParentType, ContextType>;
  checkInStep1Description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  checkInStep1Image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  checkInStep1ImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  checkInStep2Description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  checkInStep2Image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  checkInStep2ImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  checkInStep3Description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  checkInStep3Image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  checkInStep3ImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  checkInYoutubeId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  checkOutStep1Description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  checkOutStep1Image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  checkOutStep1ImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  checkOutStep2Description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  checkOutStep2Image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  checkOutStep2ImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  checkOutStep3Description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  checkOutStep3Image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  checkOutStep3ImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  checkOutYoutubeId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cityTax?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  cleaningFee?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  completeness?: Resolver<ResolversTypes['PropertyCompleteness'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  daysBeforeArrival?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  departBefore?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  earlyBirdDiscount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  earlyBirdEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  earlyBirdMinDaysBeforeArrival?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  extraChargesEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  extraGuestPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  floor?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fortnightlyDiscount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  homeGuides?: Resolver<Array<ResolversTypes['HomeGuide']>, ParentType, ContextType>;
  icalExportUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  icalLinks?: Resolver<Array<ResolversTypes['IcalLink']>, ParentType, ContextType>;
  icalLinksPage?: Resolver<ResolversTypes['IcalLinkConnection'], ParentType, ContextType, RequireFields<PropertyIcalLinksPageArgs, 'first'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['ImageSizes']>, ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['PropertyImage']>, ParentType, ContextType>;
  iri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isArchived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastMinuteDiscount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lastMinuteEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastMinuteMaxDaysBeforeArrival?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lastSyncedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  legalToOperate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lengthOfStayEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  licenceExempt?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  licenceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  linenFee?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  localGuides?: Resolver<Array<ResolversTypes['LocalGuide']>, ParentType, ContextType>;
  managementFee?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minNights?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  monthlyDiscount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  numberOfBathrooms?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  orphanNightsEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  orphanNightsMarkup?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  orphanNightsMinNights?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  quarterlyDiscount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  seasonalEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  seasonalRates?: Resolver<Array<ResolversTypes['SeasonalRate']>, ParentType, ContextType>;
  securityDeposit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  serviceIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  services?: Resolver<Array<ResolversTypes['Service']>, ParentType, ContextType>;
  space?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  standardGuests?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  syncLog?: Resolver<Array<ResolversTypes['PropertySyncLog']>, ParentType, ContextType, RequireFields<PropertySyncLogArgs, 'limit'>>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  weekendEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  weekendMarkup?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  weeklyDiscount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  welcomeMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  welcomeMessageYoutubeId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wifiCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wifiDetails?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wifiName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PropertyAmenitiesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PropertyAmenities'] = ResolversParentTypes['PropertyAmenities']> = {
  airConditioning?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  balcony?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bbq?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  carbonMonoxideAlarm?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  coffeeMaker?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cot?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dishwasher?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dryer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  elevator?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  essentials?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  evCharger?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fireExtinguisher?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fireplace?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  firstAidKit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  freezer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fridge?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  garden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  gym?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hairDryer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  heating?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  highChair?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hotTub?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  iron?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kettle?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kitchen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  microwave?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  oven?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  parking?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  petsAllowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pool?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  property?: Resolver<ResolversTypes['Property'], ParentType, ContextType>;
  smokeAlarm?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  toaster?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tv?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  washer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  wheelchairAccessible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  wifi?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  workspace?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PropertyCalendarResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PropertyCalendar'] = ResolversParentTypes['PropertyCalendar']> = {
  bars?: Resolver<ResolversTypes['CalendarBars'], ParentType, ContextType>;
  baseRate?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  blocked?: Resolver<ResolversTypes['NightlyFlags'], ParentType, ContextType>;
  bookingSettingsMissing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bookings?: Resolver<Array<ResolversTypes['Booking']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  minNights?: Resolver<ResolversTypes['NightlyInts'], ParentType, ContextType>;
  minNightsOverridden?: Resolver<ResolversTypes['NightlyFlags'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pricingMissing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  property?: Resolver<ResolversTypes['Property'], ParentType, ContextType>;
  propertyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rateOverridden?: Resolver<ResolversTypes['NightlyFlags'], ParentType, ContextType>;
  rates?: Resolver<ResolversTypes['NightlyInts'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
};

export type PropertyChannelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PropertyChannel'] = ResolversParentTypes['PropertyChannel']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ota?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PropertyCompletenessResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PropertyCompleteness'] = ResolversParentTypes['PropertyCompleteness']> = {
  address?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bookingSettings?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  checkInOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  complete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  details?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  icalLinks?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  photos?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pricing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PropertyConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PropertyConnection'] = ResolversParentTypes['PropertyConnection']> = {
  edges?: Resolver<Array<ResolversTypes['PropertyEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Property']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PropertyEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PropertyEdge'] = ResolversParentTypes['PropertyEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Property'], ParentType, ContextType>;
};

export type PropertyImageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PropertyImage'] = ResolversParentTypes['PropertyImage']> = {
  caption?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  property?: Resolver<Maybe<ResolversTypes['Property']>, ParentType, ContextType>;
  propertyPhotoType?: Resolver<Maybe<ResolversTypes['PropertyPhotoType']>, ParentType, ContextType>;
  sizes?: Resolver<ResolversTypes['ImageSizes'], ParentType, ContextType>;
};

export type PropertyPhotoTypeResolvers = { bathroom?: 'bathroom', bedroom?: 'bedroom', dining_room: 'dining room', entrance?: 'entrance', exterior?: 'exterior', garden?: 'garden', interior?: 'interior', kitchen?: 'kitchen', living_room: 'living room', main?: 'main', other?: 'other', parking?: 'parking', street?: 'street', terrace?: 'terrace', toilet?: 'toilet' };

export type PropertySyncLogResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PropertySyncLog'] = ResolversParentTypes['PropertySyncLog']> = {
  changed?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PropertySyncKind'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProviderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Provider'] = ResolversParentTypes['Provider']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PublicSiteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PublicSite'] = ResolversParentTypes['PublicSite']> = {
  host?: Resolver<ResolversTypes['SiteHost'], ParentType, ContextType>;
  listings?: Resolver<Array<ResolversTypes['SiteListing']>, ParentType, ContextType>;
};

export type PublicSiteListingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PublicSiteListing'] = ResolversParentTypes['PublicSiteListing']> = {
  host?: Resolver<ResolversTypes['SiteHost'], ParentType, ContextType>;
  listing?: Resolver<ResolversTypes['SiteListing'], ParentType, ContextType>;
  nights?: Resolver<Array<ResolversTypes['SiteNight']>, ParentType, ContextType>;
};

export type PurchaseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Purchase'] = ResolversParentTypes['Purchase']> = {
  checkoutUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lineItems?: Resolver<Array<ResolversTypes['LineItem']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  payment?: Resolver<ResolversTypes['PurchasePayment'], ParentType, ContextType>;
};

export type PurchaseConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PurchaseConnection'] = ResolversParentTypes['PurchaseConnection']> = {
  edges?: Resolver<Array<ResolversTypes['PurchaseEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Purchase']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PurchaseEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PurchaseEdge'] = ResolversParentTypes['PurchaseEdge']> = {
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Purchase'], ParentType, ContextType>;
};

export type PurchasePaymentResolvers = { EXPIRED: 'expired', FAILED: 'failed', ON_ARRIVAL: 'on-arrival', PAID: 'paid', PENDING: 'pending' };

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  accessTokens?: Resolver<Array<ResolversTypes['AccessToken']>, ParentType, ContextType>;
  analytics?: Resolver<ResolversTypes['Analytics'], ParentType, ContextType, RequireFields<QueryAnalyticsArgs, 'timeZone' | 'today'>>;
  booking?: Resolver<Maybe<ResolversTypes['Booking']>, ParentType, ContextType, RequireFields<QueryBookingArgs, 'id'>>;
  bookings?: Resolver<Array<ResolversTypes['Booking']>, ParentType, ContextType, Partial<QueryBookingsArgs>>;
  bookingsPage?: Resolver<ResolversTypes['BookingConnection'], ParentType, ContextType, RequireFields<QueryBookingsPageArgs, 'first'>>;
  conversation?: Resolver<Maybe<ResolversTypes['Conversation']>, ParentType, ContextType, RequireFields<QueryConversationArgs, 'bookingId'>>;
  conversations?: Resolver<Array<ResolversTypes['Conversation']>, ParentType, ContextType>;
  dashboard?: Resolver<ResolversTypes['Dashboard'], ParentType, ContextType, RequireFields<QueryDashboardArgs, 'timeZone' | 'today'>>;
  helpContact?: Resolver<ResolversTypes['HelpContact'], ParentType, ContextType>;
  mapTiles?: Resolver<ResolversTypes['MapTiles'], ParentType, ContextType>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  messageTemplate?: Resolver<Maybe<ResolversTypes['MessageTemplate']>, ParentType, ContextType, RequireFields<QueryMessageTemplateArgs, 'id'>>;
  messageTemplates?: Resolver<Array<ResolversTypes['MessageTemplate']>, ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['Message']>, ParentType, ContextType, RequireFields<QueryMessagesArgs, 'bookingId'>>;
  messagesPage?: Resolver<ResolversTypes['MessageConnection'], ParentType, ContextType, RequireFields<QueryMessagesPageArgs, 'bookingId' | 'first'>>;
  myBookingSite?: Resolver<ResolversTypes['BookingSite'], ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes['Place']>, ParentType, ContextType, RequireFields<QueryPlaceArgs, 'placeId'>>;
  placeSuggestions?: Resolver<Array<ResolversTypes['PlaceSuggestion']>, ParentType, ContextType, RequireFields<QueryPlaceSuggestionsArgs, 'input'>>;
  plans?: Resolver<Array<ResolversTypes['Plan']>, ParentType, ContextType>;
  properties?: Resolver<Array<ResolversTypes['Property']>, ParentType, ContextType, Partial<QueryPropertiesArgs>>;
  propertiesPage?: Resolver<ResolversTypes['PropertyConnection'], ParentType, ContextType, RequireFields<QueryPropertiesPageArgs, 'first'>>;
  property?: Resolver<Maybe<ResolversTypes['Property']>, ParentType, ContextType, RequireFields<QueryPropertyArgs, 'id'>>;
  propertyCalendarDays?: Resolver<Array<ResolversTypes['CalendarDay']>, ParentType, ContextType, RequireFields<QueryPropertyCalendarDaysArgs, 'from' | 'propertyId' | 'to'>>;
  propertyCalendars?: Resolver<Array<ResolversTypes['PropertyCalendar']>, ParentType, ContextType, RequireFields<QueryPropertyCalendarsArgs, 'from' | 'to'>>;
  propertyImage?: Resolver<Maybe<ResolversTypes['PropertyImage']>, ParentType, ContextType, RequireFields<QueryPropertyImageArgs, 'id'>>;
  publicSite?: Resolver<ResolversTypes['PublicSite'], ParentType, ContextType, RequireFields<QueryPublicSiteArgs, 'slug'>>;
  publicSiteListing?: Resolver<ResolversTypes['PublicSiteListing'], ParentType, ContextType, RequireFields<QueryPublicSiteListingArgs, 'listingId' | 'slug'>>;
  publicStayQuote?: Resolver<ResolversTypes['StayQuotePreview'], ParentType, ContextType, RequireFields<QueryPublicStayQuoteArgs, 'endDate' | 'listingId' | 'slug' | 'startDate'>>;
  search?: Resolver<ResolversTypes['SearchResults'], ParentType, ContextType, RequireFields<QuerySearchArgs, 'query'>>;
  service?: Resolver<Maybe<ResolversTypes['Service']>, ParentType, ContextType, RequireFields<QueryServiceArgs, 'id'>>;
  services?: Resolver<Array<ResolversTypes['Service']>, ParentType, ContextType>;
  stay?: Resolver<ResolversTypes['Stay'], ParentType, ContextType, RequireFields<QueryStayArgs, 'bookingId'>>;
  stayQuote?: Resolver<ResolversTypes['StayQuotePreview'], ParentType, ContextType, RequireFields<QueryStayQuoteArgs, 'endDate' | 'propertyId' | 'startDate'>>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  webhookDeliveries?: Resolver<Array<ResolversTypes['WebhookDelivery']>, ParentType, ContextType, RequireFields<QueryWebhookDeliveriesArgs, 'endpointId'>>;
  webhookEndpoints?: Resolver<Array<ResolversTypes['WebhookEndpoint']>, ParentType, ContextType>;
};

export type RatingAveragesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RatingAverages'] = ResolversParentTypes['RatingAverages']> = {
  app?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  cleanliness?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  condition?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  overall?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type RemoveBookingPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RemoveBookingPayload'] = ResolversParentTypes['RemoveBookingPayload']> = {
  property?: Resolver<ResolversTypes['Property'], ParentType, ContextType>;
  removedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type RemovePropertyItemPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RemovePropertyItemPayload'] = ResolversParentTypes['RemovePropertyItemPayload']> = {
  property?: Resolver<Maybe<ResolversTypes['Property']>, ParentType, ContextType>;
  removedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type RemoveServicePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RemoveServicePayload'] = ResolversParentTypes['RemoveServicePayload']> = {
  removedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type RevokeAccessTokenPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RevokeAccessTokenPayload'] = ResolversParentTypes['RevokeAccessTokenPayload']> = {
  revokedId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SalesMonthResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SalesMonth'] = ResolversParentTypes['SalesMonth']> = {
  estimated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  quoted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  services?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SearchResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchResult'] = ResolversParentTypes['SearchResult']> = {
  arriveAfter?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bookingId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  departBefore?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  propertyAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  propertyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  propertyImagePath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  propertyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SearchResultsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchResults'] = ResolversParentTypes['SearchResults']> = {
  bookings?: Resolver<Array<ResolversTypes['SearchResult']>, ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['SearchResult']>, ParentType, ContextType>;
  properties?: Resolver<Array<ResolversTypes['SearchResult']>, ParentType, ContextType>;
  services?: Resolver<Array<ResolversTypes['SearchResult']>, ParentType, ContextType>;
};

export type SeasonalRateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SeasonalRate'] = ResolversParentTypes['SeasonalRate']> = {
  fromDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  property?: Resolver<ResolversTypes['Property'], ParentType, ContextType>;
  rateChange?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  repeatYearly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  toDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
};

export type ServiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Service'] = ResolversParentTypes['Service']> = {
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  currencySymbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['ImageSizes']>, ParentType, ContextType>;
  imageRef?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  terms?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ServiceSalesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ServiceSales'] = ResolversParentTypes['ServiceSales']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  serviceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ServicesSoldResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ServicesSold'] = ResolversParentTypes['ServicesSold']> = {
  month?: Resolver<ResolversTypes['PeriodChange'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['PeriodChange'], ParentType, ContextType>;
};

export type SiteAmenityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SiteAmenity'] = ResolversParentTypes['SiteAmenity']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SiteBedroomResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SiteBedroom'] = ResolversParentTypes['SiteBedroom']> = {
  doubleBeds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  singleBeds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SiteHostResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SiteHost'] = ResolversParentTypes['SiteHost']> = {
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SiteListingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SiteListing'] = ResolversParentTypes['SiteListing']> = {
  amenities?: Resolver<Array<ResolversTypes['SiteAmenity']>, ParentType, ContextType>;
  arriveAfter?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  baseRate?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  bedroomCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bedrooms?: Resolver<Array<ResolversTypes['SiteBedroom']>, ParentType, ContextType>;
  canSleepMax?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  cancellationPolicyMode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cover?: Resolver<Maybe<ResolversTypes['SitePhoto']>, ParentType, ContextType>;
  departBefore?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  minNights?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  numberOfBathrooms?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['SitePhoto']>, ParentType, ContextType>;
  standardGuests?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  town?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SiteNightResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SiteNight'] = ResolversParentTypes['SiteNight']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  minNights?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rate?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type SitePhotoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SitePhoto'] = ResolversParentTypes['SitePhoto']> = {
  caption?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  largeUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Stay'] = ResolversParentTypes['Stay']> = {
  cancelled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  checkInSteps?: Resolver<Array<ResolversTypes['GuideStep']>, ParentType, ContextType>;
  checkOutSteps?: Resolver<Array<ResolversTypes['GuideStep']>, ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  homeGuides?: Resolver<Array<ResolversTypes['HomeGuide']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  listing?: Resolver<ResolversTypes['StayListing'], ParentType, ContextType>;
  localGuides?: Resolver<Array<ResolversTypes['LocalGuide']>, ParentType, ContextType>;
  numberOfGuest?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  paysOnline?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  purchases?: Resolver<Array<ResolversTypes['Purchase']>, ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['StayRating']>, ParentType, ContextType>;
  ratingOpen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  services?: Resolver<Array<ResolversTypes['Service']>, ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  wifi?: Resolver<Maybe<ResolversTypes['StayWifi']>, ParentType, ContextType>;
};

export type StayAddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StayAddress'] = ResolversParentTypes['StayAddress']> = {
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  houseName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  houseNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  postcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  town?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StayDiscountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StayDiscount'] = ResolversParentTypes['StayDiscount']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StayFeeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StayFee'] = ResolversParentTypes['StayFee']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  unitPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type StayListingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StayListing'] = ResolversParentTypes['StayListing']> = {
  address?: Resolver<ResolversTypes['StayAddress'], ParentType, ContextType>;
  arriveAfter?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  arriveBefore?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  checkInYoutubeId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  checkOutYoutubeId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  departBefore?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mainImage?: Resolver<Maybe<ResolversTypes['ImageSizes']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  welcomeMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  welcomeMessageYoutubeId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StayNightResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StayNight'] = ResolversParentTypes['StayNight']> = {
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StayQuoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StayQuote'] = ResolversParentTypes['StayQuote']> = {
  bookingWindowDiscount?: Resolver<Maybe<ResolversTypes['StayDiscount']>, ParentType, ContextType>;
  discountTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  fees?: Resolver<Array<ResolversTypes['StayFee']>, ParentType, ContextType>;
  feesTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  guests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lengthOfStayDiscount?: Resolver<Maybe<ResolversTypes['StayDiscount']>, ParentType, ContextType>;
  nightly?: Resolver<Array<ResolversTypes['StayNight']>, ParentType, ContextType>;
  nights?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  securityDeposit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StayQuotePreviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StayQuotePreview'] = ResolversParentTypes['StayQuotePreview']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  quote?: Resolver<ResolversTypes['StayQuote'], ParentType, ContextType>;
};

export type StayRatingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StayRating'] = ResolversParentTypes['StayRating']> = {
  app?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cleanliness?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  condition?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  overall?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ratedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type StayWifiResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StayWifi'] = ResolversParentTypes['StayWifi']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  details?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  messageAdded?: SubscriptionResolver<ResolversTypes['Message'], "messageAdded", ParentType, ContextType, Partial<SubscriptionMessageAddedArgs>>;
};

export type TransactionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Transaction'] = ResolversParentTypes['Transaction']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bookingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  guestName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  propertyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  propertyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  purchaseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TransactionMonthResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TransactionMonth'] = ResolversParentTypes['TransactionMonth']> = {
  entries?: Resolver<Array<ResolversTypes['Transaction']>, ParentType, ContextType>;
  month?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  totals?: Resolver<Array<ResolversTypes['CurrencyTotal']>, ParentType, ContextType>;
};

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  acceptsMarketing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  activeSubscription?: Resolver<Maybe<ResolversTypes['PlanSubscription']>, ParentType, ContextType>;
  addressCity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addressCountry?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addressHouseNameNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addressPostcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addressStreet?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  avatarImage?: Resolver<Maybe<ResolversTypes['ImageSizes']>, ParentType, ContextType>;
  companyAddressCity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyAddressCountry?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyAddressHouseNameNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyAddressPostcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyAddressStreet?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyMerchantName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyWebsite?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['Currency']>, ParentType, ContextType>;
  currencySymbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCompany?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notificationSettings?: Resolver<ResolversTypes['NotificationSettings'], ParentType, ContextType>;
  onboardModeSelection?: Resolver<Maybe<ResolversTypes['AppMode']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type WebhookAttemptResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WebhookAttempt'] = ResolversParentTypes['WebhookAttempt']> = {
  attemptedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  durationMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  responseBody?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type WebhookDeliveryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WebhookDelivery'] = ResolversParentTypes['WebhookDelivery']> = {
  attempts?: Resolver<Array<ResolversTypes['WebhookAttempt']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eventType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nextAttemptAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  payload?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WebhookDeliveryStatus'], ParentType, ContextType>;
};

export type WebhookEndpointResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WebhookEndpoint'] = ResolversParentTypes['WebhookEndpoint']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastDeliveryStatus?: Resolver<Maybe<ResolversTypes['WebhookDeliveryStatus']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  AccessToken?: AccessTokenResolvers<ContextType>;
  AgendaEntry?: AgendaEntryResolvers<ContextType>;
  Analytics?: AnalyticsResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  Bedroom?: BedroomResolvers<ContextType>;
  Booking?: BookingResolvers<ContextType>;
  BookingConnection?: BookingConnectionResolvers<ContextType>;
  BookingEdge?: BookingEdgeResolvers<ContextType>;
  BookingRequestResult?: BookingRequestResultResolvers<ContextType>;
  BookingSite?: BookingSiteResolvers<ContextType>;
  CalendarBars?: GraphQLScalarType;
  CalendarDay?: CalendarDayResolvers<ContextType>;
  Conversation?: ConversationResolvers<ContextType>;
  CreateAccessTokenPayload?: CreateAccessTokenPayloadResolvers<ContextType>;
  CreatedWebhookEndpoint?: CreatedWebhookEndpointResolvers<ContextType>;
  CurrencyTotal?: CurrencyTotalResolvers<ContextType>;
  Dashboard?: DashboardResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  FeedbackEntry?: FeedbackEntryResolvers<ContextType>;
  GuideStep?: GuideStepResolvers<ContextType>;
  HelpContact?: HelpContactResolvers<ContextType>;
  HomeGuide?: HomeGuideResolvers<ContextType>;
  IcalLink?: IcalLinkResolvers<ContextType>;
  IcalLinkConflict?: IcalLinkConflictResolvers<ContextType>;
  IcalLinkConnection?: IcalLinkConnectionResolvers<ContextType>;
  IcalLinkEdge?: IcalLinkEdgeResolvers<ContextType>;
  ImageSizes?: ImageSizesResolvers<ContextType>;
  LineItem?: LineItemResolvers<ContextType>;
  ListingRating?: ListingRatingResolvers<ContextType>;
  LocalGuide?: LocalGuideResolvers<ContextType>;
  MapTiles?: MapTilesResolvers<ContextType>;
  Message?: MessageResolvers<ContextType>;
  MessageConnection?: MessageConnectionResolvers<ContextType>;
  MessageEdge?: MessageEdgeResolvers<ContextType>;
  MessageSender?: MessageSenderResolvers<ContextType>;
  MessageTemplate?: MessageTemplateResolvers<ContextType>;
  MonthTrend?: MonthTrendResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NightlyFlags?: GraphQLScalarType;
  NightlyInts?: GraphQLScalarType;
  NotificationSettings?: NotificationSettingsResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PeriodChange?: PeriodChangeResolvers<ContextType>;
  Place?: PlaceResolvers<ContextType>;
  PlaceSuggestion?: PlaceSuggestionResolvers<ContextType>;
  Plan?: PlanResolvers<ContextType>;
  PlanSubscription?: PlanSubscriptionResolvers<ContextType>;
  PopularListing?: PopularListingResolvers<ContextType>;
  PopularService?: PopularServiceResolvers<ContextType>;
  Property?: PropertyResolvers<ContextType>;
  PropertyAmenities?: PropertyAmenitiesResolvers<ContextType>;
  PropertyCalendar?: PropertyCalendarResolvers<ContextType>;
  PropertyChannel?: PropertyChannelResolvers<ContextType>;
  PropertyCompleteness?: PropertyCompletenessResolvers<ContextType>;
  PropertyConnection?: PropertyConnectionResolvers<ContextType>;
  PropertyEdge?: PropertyEdgeResolvers<ContextType>;
  PropertyImage?: PropertyImageResolvers<ContextType>;
  PropertyPhotoType?: PropertyPhotoTypeResolvers;
  PropertySyncLog?: PropertySyncLogResolvers<ContextType>;
  Provider?: ProviderResolvers<ContextType>;
  PublicSite?: PublicSiteResolvers<ContextType>;
  PublicSiteListing?: PublicSiteListingResolvers<ContextType>;
  Purchase?: PurchaseResolvers<ContextType>;
  PurchaseConnection?: PurchaseConnectionResolvers<ContextType>;
  PurchaseEdge?: PurchaseEdgeResolvers<ContextType>;
  PurchasePayment?: PurchasePaymentResolvers;
  Query?: QueryResolvers<ContextType>;
  RatingAverages?: RatingAveragesResolvers<ContextType>;
  RemoveBookingPayload?: RemoveBookingPayloadResolvers<ContextType>;
  RemovePropertyItemPayload?: RemovePropertyItemPayloadResolvers<ContextType>;
  RemoveServicePayload?: RemoveServicePayloadResolvers<ContextType>;
  RevokeAccessTokenPayload?: RevokeAccessTokenPayloadResolvers<ContextType>;
  SalesMonth?: SalesMonthResolvers<ContextType>;
  SearchResult?: SearchResultResolvers<ContextType>;
  SearchResults?: SearchResultsResolvers<ContextType>;
  SeasonalRate?: SeasonalRateResolvers<ContextType>;
  Service?: ServiceResolvers<ContextType>;
  ServiceSales?: ServiceSalesResolvers<ContextType>;
  ServicesSold?: ServicesSoldResolvers<ContextType>;
  SiteAmenity?: SiteAmenityResolvers<ContextType>;
  SiteBedroom?: SiteBedroomResolvers<ContextType>;
  SiteHost?: SiteHostResolvers<ContextType>;
  SiteListing?: SiteListingResolvers<ContextType>;
  SiteNight?: SiteNightResolvers<ContextType>;
  SitePhoto?: SitePhotoResolvers<ContextType>;
  Stay?: StayResolvers<ContextType>;
  StayAddress?: StayAddressResolvers<ContextType>;
  StayDiscount?: StayDiscountResolvers<ContextType>;
  StayFee?: StayFeeResolvers<ContextType>;
  StayListing?: StayListingResolvers<ContextType>;
  StayNight?: StayNightResolvers<ContextType>;
  StayQuote?: StayQuoteResolvers<ContextType>;
  StayQuotePreview?: StayQuotePreviewResolvers<ContextType>;
  StayRating?: StayRatingResolvers<ContextType>;
  StayWifi?: StayWifiResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  Transaction?: TransactionResolvers<ContextType>;
  TransactionMonth?: TransactionMonthResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  WebhookAttempt?: WebhookAttemptResolvers<ContextType>;
  WebhookDelivery?: WebhookDeliveryResolvers<ContextType>;
  WebhookEndpoint?: WebhookEndpointResolvers<ContextType>;
};


/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type AgendaKind =
  | 'CHECK_IN'
  | 'CHECK_OUT';

/** Amenity flags to set; omitted flags keep their value. */
export type AmenitiesInput = {
  /** Air conditioning. */
  airConditioning?: boolean | null | undefined;
  /** Balcony or terrace. */
  balcony?: boolean | null | undefined;
  /** BBQ. */
  bbq?: boolean | null | undefined;
  /** Carbon monoxide alarm. */
  carbonMonoxideAlarm?: boolean | null | undefined;
  /** Coffee maker. */
  coffeeMaker?: boolean | null | undefined;
  /** Cot. */
  cot?: boolean | null | undefined;
  /** Dishwasher. */
  dishwasher?: boolean | null | undefined;
  /** Tumble dryer. */
  dryer?: boolean | null | undefined;
  /** Lift. */
  elevator?: boolean | null | undefined;
  /** Towels, bed linen and toiletries. */
  essentials?: boolean | null | undefined;
  /** EV charger. */
  evCharger?: boolean | null | undefined;
  /** Fire extinguisher. */
  fireExtinguisher?: boolean | null | undefined;
  /** Fireplace. */
  fireplace?: boolean | null | undefined;
  /** First aid kit. */
  firstAidKit?: boolean | null | undefined;
  /** Freezer. */
  freezer?: boolean | null | undefined;
  /** Fridge. */
  fridge?: boolean | null | undefined;
  /** Garden. */
  garden?: boolean | null | undefined;
  /** Gym. */
  gym?: boolean | null | undefined;
  /** Hair dryer. */
  hairDryer?: boolean | null | undefined;
  /** Heating. */
  heating?: boolean | null | undefined;
  /** High chair. */
  highChair?: boolean | null | undefined;
  /** Hot tub. */
  hotTub?: boolean | null | undefined;
  /** Iron. */
  iron?: boolean | null | undefined;
  /** Kettle. */
  kettle?: boolean | null | undefined;
  /** Kitchen. */
  kitchen?: boolean | null | undefined;
  /** Microwave. */
  microwave?: boolean | null | undefined;
  /** Oven. */
  oven?: boolean | null | undefined;
  /** Free parking. */
  parking?: boolean | null | undefined;
  /** Pets allowed. */
  petsAllowed?: boolean | null | undefined;
  /** Pool. */
  pool?: boolean | null | undefined;
  /** Smoke alarm. */
  smokeAlarm?: boolean | null | undefined;
  /** Toaster. */
  toaster?: boolean | null | undefined;
  /** TV. */
  tv?: boolean | null | undefined;
  /** Washing machine. */
  washer?: boolean | null | undefined;
  /** Wheelchair accessible. */
  wheelchairAccessible?: boolean | null | undefined;
  /** Wifi. */
  wifi?: boolean | null | undefined;
  /** Dedicated workspace. */
  workspace?: boolean | null | undefined;
};

/** How the user uses the product. The web portal is for hosts; guests are pointed to the mobile apps. */
export type AppMode =
  | 'guest'
  | 'host';

/** A bedroom to create (no `id`) or update. */
export type BedroomInput = {
  /** Double beds, 0 to 20. */
  doubleBeds: number;
  /** Absent: a new bedroom. */
  id?: string | number | null | undefined;
  /** The listing (a saved bedroom stays on its listing). */
  propertyId: string | number;
  /** Single beds, 0 to 20. */
  singleBeds: number;
};

/** A guest's request to book on a site. */
export type BookingRequestInput = {
  /** Where the host answers (required, a valid email). */
  email: string;
  /** Checkout (exclusive). */
  endDate: string;
  /** Guest name (required). */
  guestName: string;
  numberOfGuest: number;
  startDate: string;
};

/** Booking Settings section. Omitted fields keep their value; null clears one. */
export type BookingSettingsInput = {
  /** Maximum guests; those beyond standardGuests pay extraGuestPrice. */
  canSleepMax?: number | null | undefined;
  /** Cancellation policy. */
  cancellationPolicyMode?: CancellationPolicyMode | null | undefined;
  /** How many days ahead a booking must be made. */
  daysBeforeArrival?: number | null | undefined;
  /** Minimum stay in nights. */
  minNights?: number | null | undefined;
  /** Guests included in the base rate. */
  standardGuests?: number | null | undefined;
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
  arriveAfter?: string | null | undefined;
  /** Arrival until, HH:MM. */
  arriveBefore?: string | null | undefined;
  /** Check-in step 1 (required for the Check-In/Out Guides section). */
  checkInStep1Description?: string | null | undefined;
  /** Image reference: `/images/{id}` or `/uploads/…`. */
  checkInStep1Image?: string | null | undefined;
  /** Check-in step 2. */
  checkInStep2Description?: string | null | undefined;
  /** Image reference: `/images/{id}` or `/uploads/…`. */
  checkInStep2Image?: string | null | undefined;
  /** Check-in step 3. */
  checkInStep3Description?: string | null | undefined;
  /** Image reference: `/images/{id}` or `/uploads/…`. */
  checkInStep3Image?: string | null | undefined;
  /** YouTube video id of the check-in video. */
  checkInYoutubeId?: string | null | undefined;
  /** Check-out step 1. */
  checkOutStep1Description?: string | null | undefined;
  /** Image reference: `/images/{id}` or `/uploads/…`. */
  checkOutStep1Image?: string | null | undefined;
  /** Check-out step 2. */
  checkOutStep2Description?: string | null | undefined;
  /** Image reference: `/images/{id}` or `/uploads/…`. */
  checkOutStep2Image?: string | null | undefined;
  /** Check-out step 3. */
  checkOutStep3Description?: string | null | undefined;
  /** Image reference: `/images/{id}` or `/uploads/…`. */
  checkOutStep3Image?: string | null | undefined;
  /** YouTube video id of the check-out video. */
  checkOutYoutubeId?: string | null | undefined;
  /** Departure by, HH:MM. */
  departBefore?: string | null | undefined;
};

/** Company profile; the company fields are required when `isCompany` is true. */
export type CompanyInput = {
  companyAddressCity?: string | null | undefined;
  companyAddressCountry?: string | null | undefined;
  companyAddressHouseNameNumber?: string | null | undefined;
  companyAddressPostcode?: string | null | undefined;
  companyAddressStreet?: string | null | undefined;
  companyMerchantName?: string | null | undefined;
  companyName?: string | null | undefined;
  companyWebsite?: string | null | undefined;
  isCompany: boolean;
};

export type CreateAccessTokenInput = {
  /** Days until it expires (1 to 366); null or absent: never. */
  expiresInDays?: number | null | undefined;
  name: string;
  /** One scope at least, of those listed on AccessToken.scopes. */
  scopes: Array<string>;
};

/** Supported currencies (spec §9). Once chosen a user's currency cannot change. */
export type Currency =
  | 'cad'
  | 'eur'
  | 'gbp'
  | 'usd';

/** A booking made directly in the portal. */
export type DirectBookingInput = {
  /** Checkout (exclusive); at least one night after startDate. */
  endDate: string;
  /** Number of guests (an integer ≥ 1, at most the listing's sleeping capacity). */
  numberOfGuest: number;
  /** How the guest pays (free text). */
  paymentMethod?: string | null | undefined;
  /** The listing. */
  propertyId: string | number;
  /** Guest name (required). */
  providerGuestName: string;
  /** Arrival. */
  startDate: string;
};

/**
 * Guest App fields: welcome message, automatic message, wifi and offered services. Omitted fields keep their value;
 * null or '' clears one.
 */
export type GuestAppInput = {
  /** The automatic message sent to guests when autoMessageEnabled. */
  autoMessageContent?: string | null | undefined;
  /** Send autoMessageContent to guests automatically. */
  autoMessageEnabled?: boolean | null | undefined;
  /** Replaces the offered guest services. */
  serviceIds?: Array<string | number> | null | undefined;
  /** Shown to guests in the guest app. */
  welcomeMessage?: string | null | undefined;
  /** YouTube video id of the welcome video. */
  welcomeMessageYoutubeId?: string | null | undefined;
  /** At most 50 characters. */
  wifiCode?: string | null | undefined;
  /** At most 255 characters. */
  wifiDetails?: string | null | undefined;
  /** At most 50 characters. */
  wifiName?: string | null | undefined;
};

/** A home guide entry's fields. On update, omitted fields keep their value; null clears an optional one. */
export type HomeGuideInput = {
  /** At most 1000 characters. */
  description?: string | null | undefined;
  /** Image reference from an upload (`/uploads/…` or `/images/{id}`). */
  image?: string | null | undefined;
  /** Required on create; at most 50 characters. */
  title?: string | null | undefined;
  /** Required on create. */
  type?: HomeGuideType | null | undefined;
  /** An 11-character video id or any YouTube link (watch?v=, youtu.be/, embed/, shorts/); the id is kept. */
  youtubeId?: string | null | undefined;
};

/** The sections of a home guide (spec §3 HomeGuide). */
export type HomeGuideType =
  | 'appliance'
  | 'bins'
  | 'entertainment'
  | 'heating'
  | 'other'
  | 'security';

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
  category?: LocalGuideCategory | null | undefined;
  /** What the host says about it. */
  description?: string | null | undefined;
  /** Image reference from an upload (`/uploads/…` or `/images/{id}`). */
  image?: string | null | undefined;
  /** Degrees north. */
  latitude?: number | null | undefined;
  /** Degrees east. */
  longitude?: number | null | undefined;
  /** Required on create. */
  name?: string | null | undefined;
  /** The maps service's id of the place picked. */
  placeId?: string | null | undefined;
  /** The maps service's photo reference of the place picked. */
  placesPhotoReference?: string | null | undefined;
  /** 1 to 5. */
  price?: number | null | undefined;
  /** Required on create. */
  type?: LocalGuideType | null | undefined;
  /** The place's website (http or https). */
  websiteUrl?: string | null | undefined;
};

/** The sections of a local guide (spec §3 Local guide). */
export type LocalGuideType =
  | 'delivery'
  | 'essential'
  | 'hotspot';

/** The switches to change; one left out stays as it is. */
export type NotificationSettingsInput = {
  channelBookings?: boolean | null | undefined;
  offlineMessages?: boolean | null | undefined;
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
  latitude: number;
  /** Degrees east. */
  longitude: number;
  /** Metres around the point (10000 around a property). */
  radius?: number | null | undefined;
};

/** Personal profile (spec §5 Profile). A changed email or password signs out every older session. */
export type ProfileInput = {
  acceptsMarketing?: boolean | null | undefined;
  addressCity: string;
  addressCountry: string;
  addressHouseNameNumber: string;
  addressPostcode: string;
  addressStreet: string;
  /**
   * The account's current password: required when `email` or `plainPassword` changes, ignored otherwise. Missing or
   * wrong: BAD_USER_INPUT with the violation `currentPassword`: 'Your current password is incorrect', nothing saved.
   */
  currentPassword?: string | null | undefined;
  email: string;
  firstName: string;
  language: string;
  lastName: string;
  phone: string;
  /** Leave empty to keep the current password; a new one follows the register rules. */
  plainPassword?: string | null | undefined;
};

/** Property Address section. Omitted fields keep their value; null or '' clears one. */
export type PropertyAddressInput = {
  /** Country. */
  addressCountry?: string | null | undefined;
  /** House name. */
  addressHouseName?: string | null | undefined;
  /** House number. */
  addressHouseNumber?: string | null | undefined;
  /** Null until an address is chosen; the Local Guide link needs it. */
  addressLatitude?: number | null | undefined;
  /** Null until an address is chosen. */
  addressLongitude?: number | null | undefined;
  /** Postcode. */
  addressPostcode?: string | null | undefined;
  /** Street. */
  addressStreet?: string | null | undefined;
  /** Town. */
  addressTown?: string | null | undefined;
};

/** Property Details section. Omitted fields keep their value; null or '' clears one (name and flags excepted). */
export type PropertyDetailsInput = {
  /** The listing's page on Airbnb (View Listing). */
  airbnbUrl?: string | null | undefined;
  /** At most 500 words (label hint). */
  description?: string | null | undefined;
  /** 1 for a whole house; negative below ground. */
  floor?: number | null | undefined;
  /** The host confirms the listing may legally be let. */
  legalToOperate?: boolean | null | undefined;
  /** The listing needs no licence number. */
  licenceExempt?: boolean | null | undefined;
  /** Short-term let licence number; required unless licenceExempt. */
  licenceNumber?: string | null | undefined;
  /** Never blank; null keeps the name. */
  name?: string | null | undefined;
  /** Number of bathrooms. */
  numberOfBathrooms?: number | null | undefined;
  /** Floor area in square metres. */
  space?: number | null | undefined;
  /** One of PROPERTY_TYPES (@portal/schema): Apartment, House, Cottage … */
  type?: string | null | undefined;
};

/** Caption, room type or position of a photo. Omitted fields keep their value. */
export type PropertyImageInput = {
  /** Shown with the photo; '' clears it. */
  caption?: string | null | undefined;
  /** 0-based place in the listing's order; the other photos shift. */
  position?: number | null | undefined;
  /** The room it shows; a new main photo turns the previous main one into other. */
  propertyPhotoType?: PropertyPhotoType | null | undefined;
};

/** The room a photo shows. */
export type PropertyPhotoType =
  | 'bathroom'
  | 'bedroom'
  | 'dining_room'
  | 'entrance'
  | 'exterior'
  | 'garden'
  | 'interior'
  | 'kitchen'
  | 'living_room'
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
  baseRate?: number | null | undefined;
  /** Community Taxes, minor units. */
  cityTax?: number | null | undefined;
  /** Cleaning fee, minor units. */
  cleaningFee?: number | null | undefined;
  /** Early-bird discount, whole percent. */
  earlyBirdDiscount?: number | null | undefined;
  /** The early-bird discount applies. */
  earlyBirdEnabled?: boolean | null | undefined;
  /** Bookings made at least this many days before arrival get earlyBirdDiscount. */
  earlyBirdMinDaysBeforeArrival?: number | null | undefined;
  /** The extra charges below apply. */
  extraChargesEnabled?: boolean | null | undefined;
  /** Minor units per night for each guest beyond standardGuests. */
  extraGuestPrice?: number | null | undefined;
  /** Fortnightly stay discount, whole percent. */
  fortnightlyDiscount?: number | null | undefined;
  /** Last-minute discount, whole percent. */
  lastMinuteDiscount?: number | null | undefined;
  /** The last-minute discount applies. */
  lastMinuteEnabled?: boolean | null | undefined;
  /** Bookings made at most this many days before arrival get lastMinuteDiscount. */
  lastMinuteMaxDaysBeforeArrival?: number | null | undefined;
  /** Length-of-stay discounts apply (weekly, fortnightly, monthly, quarterly). */
  lengthOfStayEnabled?: boolean | null | undefined;
  /** Linen fee, minor units. */
  linenFee?: number | null | undefined;
  /** Management fee, minor units. */
  managementFee?: number | null | undefined;
  /** Monthly stay discount, whole percent. */
  monthlyDiscount?: number | null | undefined;
  /** The orphan-nights markup applies. */
  orphanNightsEnabled?: boolean | null | undefined;
  /** Orphan nights markup, whole percent. */
  orphanNightsMarkup?: number | null | undefined;
  /** Orphan nights: the length of gap between bookings the markup applies to. */
  orphanNightsMinNights?: number | null | undefined;
  /** Quarterly stay discount, whole percent. */
  quarterlyDiscount?: number | null | undefined;
  /** Seasonal rates apply. */
  seasonalEnabled?: boolean | null | undefined;
  /** Security deposit, minor units; damage claims go through airbnb within 14 days of checkout. */
  securityDeposit?: number | null | undefined;
  /** The weekend markup applies. */
  weekendEnabled?: boolean | null | undefined;
  /** Weekend markup, whole percent. */
  weekendMarkup?: number | null | undefined;
  /** Weekly stay discount, whole percent. */
  weeklyDiscount?: number | null | undefined;
};

/** One service and how many of it. */
export type PurchaseLineInput = {
  /** 1 to 20. */
  quantity: number;
  serviceId: string | number;
};

/** How a guest purchase is paid. */
export type PurchasePayment =
  /** The checkout closed unpaid. */
  | 'EXPIRED'
  /** A delayed payment method failed. */
  | 'FAILED'
  /** Payments are not configured: the guest pays the host on arrival. */
  | 'ON_ARRIVAL'
  /** The payment provider confirmed the payment. */
  | 'PAID'
  /** Sent to the payment provider's checkout, not paid yet. */
  | 'PENDING';

export type RegisterInput = {
  acceptsMarketing?: boolean | null | undefined;
  email: string;
  firstName: string;
  lastName: string;
  /** Defaults to +44 in the form. */
  phone?: string | null | undefined;
  /** 8 to 128 characters with a capital letter and a number, not among the 10,000 most common passwords. */
  plainPassword: string;
};

/** A seasonal rate to create (no `id`) or update. */
export type SeasonalRateInput = {
  /** First night of the season. */
  fromDate: string;
  /** Absent: a new seasonal rate. */
  id?: string | number | null | undefined;
  /** The listing (a saved rate stays on its listing). */
  propertyId: string | number;
  /** Whole percent, may be negative. */
  rateChange: number;
  /** Applies to the same dates every year (default false). */
  repeatYearly?: boolean | null | undefined;
  /** Last night of the season (on or after fromDate; within a year when repeatYearly). */
  toDate: string;
};

/**
 * A guest service's fields (spec §5 Service). On create, title and price are required; on update omitted fields keep
 * their value and null clears description, image or terms. The currency is always the host's: choose it in Settings
 * first (BAD_USER_INPUT on `currency` otherwise).
 */
export type ServiceInput = {
  description?: string | null | undefined;
  /** An image reference from an upload; refused while still uploading. */
  image?: string | null | undefined;
  /** Minor units; at least 100 ('Price cannot be less than 1:00'). */
  price?: number | null | undefined;
  terms?: string | null | undefined;
  title?: string | null | undefined;
};

/** 1 to 5 stars each (BAD_USER_INPUT 'Choose 1 to 5 stars' on the field otherwise). */
export type StayRatingInput = {
  app: number;
  cleanliness: number;
  condition: number;
  overall: number;
};

/** Where a plan subscription was bought. */
export type SubscriptionPlatform =
  | 'bookingcom'
  | 'ios'
  | 'manual'
  | 'others'
  | 'stripe';

export type WebhookDeliveryStatus =
  /** No 2xx answer within 24 hours of attempts. */
  | 'failed'
  /** Not delivered yet: being tried, or waiting for its next attempt. */
  | 'pending'
  /** A receiver answered 2xx. */
  | 'succeeded';

export type AccessTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type AccessTokensQuery = { __typename: 'Query', accessTokens: Array<(
    { __typename: 'AccessToken', id: string }
    & { ' $fragmentRefs'?: { 'AccessTokenRow_TokenFragment': AccessTokenRow_TokenFragment } }
  )> };

export type AccessTokenRow_TokenFragment = { __typename: 'AccessToken', id: string, name: string, scopes: Array<string>, createdAt: string, expiresAt: string | null, lastUsedAt: string | null } & { ' $fragmentName'?: 'AccessTokenRow_TokenFragment' };

export type CreateAccessTokenMutationVariables = Exact<{
  input: CreateAccessTokenInput;
}>;


export type CreateAccessTokenMutation = { __typename: 'Mutation', createAccessToken: { __typename: 'CreateAccessTokenPayload', token: string, accessToken: (
      { __typename: 'AccessToken', id: string }
      & { ' $fragmentRefs'?: { 'AccessTokenRow_TokenFragment': AccessTokenRow_TokenFragment } }
    ) } };

export type RevokeAccessTokenMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeAccessTokenMutation = { __typename: 'Mutation', revokeAccessToken: { __typename: 'RevokeAccessTokenPayload', revokedId: string } };

export type Ratings_AnalyticsFragment = { __typename: 'Analytics', ratings: { __typename: 'RatingAverages', count: number, cleanliness: number | null, condition: number | null, app: number | null, overall: number | null }, listings: Array<{ __typename: 'ListingRating', propertyId: string, name: string, count: number, overall: number | null }> } & { ' $fragmentName'?: 'Ratings_AnalyticsFragment' };

export type SalesChart_AnalyticsFragment = { __typename: 'Analytics', sales: Array<{ __typename: 'SalesMonth', month: string, quoted: number, estimated: number, services: number }> } & { ' $fragmentName'?: 'SalesChart_AnalyticsFragment' };

export type ServicesSold_AnalyticsFragment = { __typename: 'Analytics', servicesSold: { __typename: 'ServicesSold', month: { __typename: 'PeriodChange', current: number, previous: number, change: number | null }, year: { __typename: 'PeriodChange', current: number, previous: number, change: number | null } }, services: Array<{ __typename: 'ServiceSales', serviceId: string, name: string, sold: number, revenue: number }> } & { ' $fragmentName'?: 'ServicesSold_AnalyticsFragment' };

export type Transactions_AnalyticsFragment = { __typename: 'Analytics', transactions: { __typename: 'TransactionMonth', month: string, entries: Array<{ __typename: 'Transaction', purchaseId: string, createdAt: string, name: string, bookingId: string, propertyId: string, propertyName: string, guestName: string | null, currency: string, items: number, amount: number }>, totals: Array<{ __typename: 'CurrencyTotal', currency: string, purchases: number, amount: number }> } } & { ' $fragmentName'?: 'Transactions_AnalyticsFragment' };

export type PlanCard_PlanFragment = { __typename: 'Plan', identifier: string, name: string, pricePerUnitMonthly: number, comingSoon: boolean, features: Array<string>, trialDays: number } & { ' $fragmentName'?: 'PlanCard_PlanFragment' };

export type MonthGrid_DayFragment = { __typename: 'CalendarDay', id: string, date: string, rate: number | null, blocked: boolean, minNights: number | null, rateOverride: number | null, minNightsOverride: number | null } & { ' $fragmentName'?: 'MonthGrid_DayFragment' };

export type SelectedDatesPanel_DayFragment = { __typename: 'CalendarDay', id: string, date: string, rate: number | null, blocked: boolean, minNights: number | null, rateOverride: number | null, minNightsOverride: number | null } & { ' $fragmentName'?: 'SelectedDatesPanel_DayFragment' };

export type SelectedDatesPanel_BookingFragment = { __typename: 'Booking', id: string, startDate: string, endDate: string, deletedAt: string | null } & { ' $fragmentName'?: 'SelectedDatesPanel_BookingFragment' };

export type MonthGrid_BookingFragment = { __typename: 'Booking', id: string, startDate: string, endDate: string, providerGuestName: string | null, name: string | null, deletedAt: string | null, conflict: boolean, provider: { __typename: 'Provider', slug: string, name: string } | null } & { ' $fragmentName'?: 'MonthGrid_BookingFragment' };

export type BookingDetail_BookingFragment = { __typename: 'Booking', id: string, startDate: string, endDate: string, providerGuestName: string | null, name: string | null, numberOfGuest: number | null, paymentMethod: string | null, guestEmail: string | null, inviteCode: string | null, ota: string | null, direct: boolean, deletedAt: string | null, missingSince: string | null, cancellationRequestedAt: string | null, conflict: boolean, ruReservationId: string | null, provider: { __typename: 'Provider', slug: string, name: string } | null, purchases: Array<{ __typename: 'Purchase', id: string, name: string, payment: PurchasePayment }>, quote: { __typename: 'StayQuote', nights: number, guests: number, subtotal: number, discountTotal: number, feesTotal: number, total: number, securityDeposit: number | null, lengthOfStayDiscount: { __typename: 'StayDiscount', kind: string, percent: number, amount: number } | null, bookingWindowDiscount: { __typename: 'StayDiscount', kind: string, percent: number, amount: number } | null, fees: Array<{ __typename: 'StayFee', kind: string, amount: number, quantity: number | null, unitPrice: number | null }> } | null } & { ' $fragmentName'?: 'BookingDetail_BookingFragment' };

export type OverrideCalendarRateMutationVariables = Exact<{
  propertyId: string | number;
  fromDate: string;
  toDate: string;
  rate: number;
}>;


export type OverrideCalendarRateMutation = { __typename: 'Mutation', overrideCalendarRate: Array<(
    { __typename: 'CalendarDay', id: string }
    & { ' $fragmentRefs'?: { 'MonthGrid_DayFragment': MonthGrid_DayFragment;'SelectedDatesPanel_DayFragment': SelectedDatesPanel_DayFragment } }
  )> };

export type OverrideCalendarMinNightsMutationVariables = Exact<{
  propertyId: string | number;
  fromDate: string;
  toDate: string;
  minNights: number;
}>;


export type OverrideCalendarMinNightsMutation = { __typename: 'Mutation', overrideCalendarMinNights: Array<(
    { __typename: 'CalendarDay', id: string }
    & { ' $fragmentRefs'?: { 'MonthGrid_DayFragment': MonthGrid_DayFragment;'SelectedDatesPanel_DayFragment': SelectedDatesPanel_DayFragment } }
  )> };

export type ClearCalendarOverridesMutationVariables = Exact<{
  propertyId: string | number;
  fromDate: string;
  toDate: string;
}>;


export type ClearCalendarOverridesMutation = { __typename: 'Mutation', clearCalendarOverrides: Array<(
    { __typename: 'CalendarDay', id: string }
    & { ' $fragmentRefs'?: { 'MonthGrid_DayFragment': MonthGrid_DayFragment;'SelectedDatesPanel_DayFragment': SelectedDatesPanel_DayFragment } }
  )> };

export type BlockCalendarDatesMutationVariables = Exact<{
  propertyId: string | number;
  fromDate: string;
  toDate: string;
}>;


export type BlockCalendarDatesMutation = { __typename: 'Mutation', blockCalendarDates: Array<(
    { __typename: 'CalendarDay', id: string }
    & { ' $fragmentRefs'?: { 'MonthGrid_DayFragment': MonthGrid_DayFragment;'SelectedDatesPanel_DayFragment': SelectedDatesPanel_DayFragment } }
  )> };

export type UnblockCalendarDatesMutationVariables = Exact<{
  propertyId: string | number;
  fromDate: string;
  toDate: string;
}>;


export type UnblockCalendarDatesMutation = { __typename: 'Mutation', unblockCalendarDates: Array<(
    { __typename: 'CalendarDay', id: string, blocked: boolean }
    & { ' $fragmentRefs'?: { 'MonthGrid_DayFragment': MonthGrid_DayFragment;'SelectedDatesPanel_DayFragment': SelectedDatesPanel_DayFragment } }
  )> };

export type AddDirectBookingMutationVariables = Exact<{
  input: DirectBookingInput;
}>;


export type AddDirectBookingMutation = { __typename: 'Mutation', addDirectBooking: (
    { __typename: 'Booking', id: string, providerGuestName: string | null, quote: { __typename: 'StayQuote', nights: number, guests: number, subtotal: number, discountTotal: number, feesTotal: number, total: number, securityDeposit: number | null, lengthOfStayDiscount: { __typename: 'StayDiscount', kind: string, percent: number, amount: number } | null, bookingWindowDiscount: { __typename: 'StayDiscount', kind: string, percent: number, amount: number } | null, fees: Array<{ __typename: 'StayFee', kind: string, amount: number, quantity: number | null, unitPrice: number | null }> } | null }
    & { ' $fragmentRefs'?: { 'MonthGrid_BookingFragment': MonthGrid_BookingFragment;'SelectedDatesPanel_BookingFragment': SelectedDatesPanel_BookingFragment;'BookingDetail_BookingFragment': BookingDetail_BookingFragment } }
  ) };

export type CancelBookingMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelBookingMutation = { __typename: 'Mutation', cancelBooking: (
    { __typename: 'Booking', id: string }
    & { ' $fragmentRefs'?: { 'BookingDetail_BookingFragment': BookingDetail_BookingFragment } }
  ) };

export type DeleteBookingMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteBookingMutation = { __typename: 'Mutation', deleteBooking: { __typename: 'RemoveBookingPayload', removedId: string } };

export type QuoteBreakdown_QuoteFragment = { __typename: 'StayQuote', nights: number, guests: number, subtotal: number, discountTotal: number, feesTotal: number, total: number, securityDeposit: number | null, lengthOfStayDiscount: { __typename: 'StayDiscount', kind: string, percent: number, amount: number } | null, bookingWindowDiscount: { __typename: 'StayDiscount', kind: string, percent: number, amount: number } | null, fees: Array<{ __typename: 'StayFee', kind: string, amount: number, quantity: number | null, unitPrice: number | null }> } & { ' $fragmentName'?: 'QuoteBreakdown_QuoteFragment' };

export type StayQuoteQueryVariables = Exact<{
  propertyId: string | number;
  startDate: string;
  endDate: string;
  numberOfGuest?: number | null | undefined;
}>;


export type StayQuoteQuery = { __typename: 'Query', stayQuote: { __typename: 'StayQuotePreview', available: boolean, quote: { __typename: 'StayQuote', nights: number, guests: number, subtotal: number, discountTotal: number, feesTotal: number, total: number, securityDeposit: number | null, lengthOfStayDiscount: { __typename: 'StayDiscount', kind: string, percent: number, amount: number } | null, bookingWindowDiscount: { __typename: 'StayDiscount', kind: string, percent: number, amount: number } | null, fees: Array<{ __typename: 'StayFee', kind: string, amount: number, quantity: number | null, unitPrice: number | null }> } } };

export type MultiCalendarQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type MultiCalendarQuery = { __typename: 'Query', me: { __typename: 'User', id: string, currencySymbol: string }, propertyCalendars: Array<{ __typename: 'PropertyCalendar', propertyId: string, name: string, from: string, baseRate: number | null, pricingMissing: boolean, bookingSettingsMissing: boolean, rates: Array<number | null>, minNights: Array<number | null>, blocked: Array<boolean>, rateOverridden: Array<boolean>, minNightsOverridden: Array<boolean>, bars: Array<[bookingId: string, startDate: string, nights: number, guestName: string | null, channel: string | null, status: 'cancelled' | 'conflict' | null]> }> };

export type ChannelsListing_PropertyFragment = (
  { __typename: 'Property', id: string, name: string, isArchived: boolean, icalLinks: Array<{ __typename: 'IcalLink', id: string, url: string, lastSyncedAt: string | null, lastSyncError: string | null, lastSyncAttemptAt: string | null, provider: { __typename: 'Provider', slug: string, name: string } }> }
  & { ' $fragmentRefs'?: { 'IcalSection_PropertyFragment': IcalSection_PropertyFragment } }
) & { ' $fragmentName'?: 'ChannelsListing_PropertyFragment' };

export type AppHeader_UserFragment = { __typename: 'User', id: string, firstName: string, lastName: string, fullName: string, avatarImage: { __typename: 'ImageSizes', squareSmallUrl: string | null } | null } & { ' $fragmentName'?: 'AppHeader_UserFragment' };

export type ChannelStatus_PropertyFragment = { __typename: 'Property', id: string, name: string, icalLinks: Array<{ __typename: 'IcalLink', id: string, lastSyncedAt: string | null, lastSyncError: string | null, provider: { __typename: 'Provider', slug: string } }> } & { ' $fragmentName'?: 'ChannelStatus_PropertyFragment' };

export type DashboardTiles_DashboardFragment = { __typename: 'Dashboard', currency: Currency, bookings: { __typename: 'MonthTrend', thisMonth: number, lastMonth: number, change: number | null }, serviceRevenue: { __typename: 'MonthTrend', thisMonth: number, lastMonth: number, change: number | null }, popularService: { __typename: 'PopularService', serviceId: string, name: string, sold: number } | null, popularListing: { __typename: 'PopularListing', propertyId: string, name: string, nights: number } | null } & { ' $fragmentName'?: 'DashboardTiles_DashboardFragment' };

export type LatestFeedback_DashboardFragment = { __typename: 'Dashboard', feedback: Array<{ __typename: 'FeedbackEntry', bookingId: string, propertyId: string, propertyName: string, guestName: string | null, overall: number, ratedAt: string }> } & { ' $fragmentName'?: 'LatestFeedback_DashboardFragment' };

export type ListingMonth_RowFragment = { __typename: 'PropertyCalendar', propertyId: string, name: string, from: string, blocked: Array<boolean>, bookings: Array<{ __typename: 'Booking', id: string, startDate: string, endDate: string, deletedAt: string | null, name: string | null }> } & { ' $fragmentName'?: 'ListingMonth_RowFragment' };

export type WeekAgenda_DashboardFragment = { __typename: 'Dashboard', today: string, weekStart: string, agenda: Array<{ __typename: 'AgendaEntry', kind: AgendaKind, date: string, time: string | null, bookingId: string, propertyId: string, propertyName: string, guestName: string | null }> } & { ' $fragmentName'?: 'WeekAgenda_DashboardFragment' };

export type HomeGuideEntry_GuideFragment = { __typename: 'HomeGuide', id: string, title: string, description: string | null, image: string | null, imageUrl: string | null, youtubeId: string | null, type: HomeGuideType } & { ' $fragmentName'?: 'HomeGuideEntry_GuideFragment' };

export type HomeGuidePageQueryVariables = Exact<{
  propertyId: string | number;
}>;


export type HomeGuidePageQuery = { __typename: 'Query', property: { __typename: 'Property', id: string, name: string, homeGuides: Array<(
      { __typename: 'HomeGuide', id: string, type: HomeGuideType }
      & { ' $fragmentRefs'?: { 'HomeGuideEntry_GuideFragment': HomeGuideEntry_GuideFragment } }
    )> } | null };

export type CreateHomeGuideMutationVariables = Exact<{
  propertyId: string | number;
  input: HomeGuideInput;
}>;


export type CreateHomeGuideMutation = { __typename: 'Mutation', createHomeGuide: (
    { __typename: 'HomeGuide', id: string, property: { __typename: 'Property', id: string, homeGuides: Array<{ __typename: 'HomeGuide', id: string }> } }
    & { ' $fragmentRefs'?: { 'HomeGuideEntry_GuideFragment': HomeGuideEntry_GuideFragment } }
  ) };

export type UpdateHomeGuideMutationVariables = Exact<{
  id: string | number;
  input: HomeGuideInput;
}>;


export type UpdateHomeGuideMutation = { __typename: 'Mutation', updateHomeGuide: (
    { __typename: 'HomeGuide', id: string }
    & { ' $fragmentRefs'?: { 'HomeGuideEntry_GuideFragment': HomeGuideEntry_GuideFragment } }
  ) };

export type DeleteHomeGuideMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteHomeGuideMutation = { __typename: 'Mutation', deleteHomeGuide: { __typename: 'RemovePropertyItemPayload', removedId: string, property: { __typename: 'Property', id: string, homeGuides: Array<{ __typename: 'HomeGuide', id: string }> } | null } };

export type LocalGuideEntry_GuideFragment = { __typename: 'LocalGuide', id: string, name: string, placeId: string | null, placesPhotoReference: string | null, websiteUrl: string | null, latitude: number | null, longitude: number | null, image: string | null, imageUrl: string | null, placePhotoUrl: string | null, placePhotoStatus: PlacePhotoStatus | null, price: number | null, category: LocalGuideCategory | null, description: string | null, type: LocalGuideType } & { ' $fragmentName'?: 'LocalGuideEntry_GuideFragment' };

export type LocalGuidePageQueryVariables = Exact<{
  propertyId: string | number;
}>;


export type LocalGuidePageQuery = { __typename: 'Query', property: { __typename: 'Property', id: string, name: string, addressLatitude: number | null, addressLongitude: number | null, localGuides: Array<(
      { __typename: 'LocalGuide', id: string, type: LocalGuideType, name: string, latitude: number | null, longitude: number | null }
      & { ' $fragmentRefs'?: { 'LocalGuideEntry_GuideFragment': LocalGuideEntry_GuideFragment } }
    )> } | null, mapTiles: { __typename: 'MapTiles', urlTemplate: string, attribution: string } };

export type CreateLocalGuideMutationVariables = Exact<{
  propertyId: string | number;
  input: LocalGuideInput;
}>;


export type CreateLocalGuideMutation = { __typename: 'Mutation', createLocalGuide: (
    { __typename: 'LocalGuide', id: string, type: LocalGuideType, name: string, property: { __typename: 'Property', id: string, localGuides: Array<{ __typename: 'LocalGuide', id: string }> } }
    & { ' $fragmentRefs'?: { 'LocalGuideEntry_GuideFragment': LocalGuideEntry_GuideFragment } }
  ) };

export type UpdateLocalGuideMutationVariables = Exact<{
  id: string | number;
  input: LocalGuideInput;
}>;


export type UpdateLocalGuideMutation = { __typename: 'Mutation', updateLocalGuide: (
    { __typename: 'LocalGuide', id: string }
    & { ' $fragmentRefs'?: { 'LocalGuideEntry_GuideFragment': LocalGuideEntry_GuideFragment } }
  ) };

export type DeleteLocalGuideMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteLocalGuideMutation = { __typename: 'Mutation', deleteLocalGuide: { __typename: 'RemovePropertyItemPayload', removedId: string, property: { __typename: 'Property', id: string, localGuides: Array<{ __typename: 'LocalGuide', id: string }> } | null } };

export type CopyLocalGuidesMutationVariables = Exact<{
  sourceId: string | number;
  targetId: string | number;
}>;


export type CopyLocalGuidesMutation = { __typename: 'Mutation', copyLocalGuides: { __typename: 'Property', id: string, localGuides: Array<(
      { __typename: 'LocalGuide', id: string, type: LocalGuideType, name: string }
      & { ' $fragmentRefs'?: { 'LocalGuideEntry_GuideFragment': LocalGuideEntry_GuideFragment } }
    )> } };

export type LocalGuidePlaceQueryVariables = Exact<{
  placeId: string | number;
}>;


export type LocalGuidePlaceQuery = { __typename: 'Query', place: { __typename: 'Place', placeId: string, name: string, latitude: number, longitude: number, websiteUrl: string | null, photoReference: string | null } | null };

export type Wifi_PropertyFragment = { __typename: 'Property', id: string, wifiName: string | null, wifiCode: string | null, wifiDetails: string | null } & { ' $fragmentName'?: 'Wifi_PropertyFragment' };

export type WifiPageQueryVariables = Exact<{
  id: string | number;
}>;


export type WifiPageQuery = { __typename: 'Query', property: { __typename: 'Property', name: string, id: string, wifiName: string | null, wifiCode: string | null, wifiDetails: string | null } | null };

export type UpdateWifiMutationVariables = Exact<{
  id: string | number;
  input: GuestAppInput;
}>;


export type UpdateWifiMutation = { __typename: 'Mutation', updateGuestApp: (
    { __typename: 'Property' }
    & { ' $fragmentRefs'?: { 'Wifi_PropertyFragment': Wifi_PropertyFragment } }
  ) };

export type MessagePanel_MessageFragment = { __typename: 'Message', id: string, content: string, createdAt: string, sender: { __typename: 'MessageSender', id: string, fullName: string }, booking: { __typename: 'Booking', id: string } } & { ' $fragmentName'?: 'MessagePanel_MessageFragment' };

export type MessagePanel_ConversationFragment = { __typename: 'Conversation', id: string, guestName: string | null, propertyName: string | null, booking: { __typename: 'Booking', id: string, startDate: string, endDate: string }, lastMessage: { __typename: 'Message', id: string, content: string, createdAt: string, sender: { __typename: 'MessageSender', id: string, fullName: string }, booking: { __typename: 'Booking', id: string } } | null } & { ' $fragmentName'?: 'MessagePanel_ConversationFragment' };

export type PanelConversationsQueryVariables = Exact<{ [key: string]: never; }>;


export type PanelConversationsQuery = { __typename: 'Query', conversations: Array<{ __typename: 'Conversation', id: string, guestName: string | null, propertyName: string | null, booking: { __typename: 'Booking', id: string, startDate: string, endDate: string }, lastMessage: { __typename: 'Message', id: string, content: string, createdAt: string, sender: { __typename: 'MessageSender', id: string, fullName: string }, booking: { __typename: 'Booking', id: string } } | null }> };

export type PanelConversationQueryVariables = Exact<{
  bookingId: string | number;
}>;


export type PanelConversationQuery = { __typename: 'Query', conversation: { __typename: 'Conversation', id: string, guestName: string | null, propertyName: string | null, booking: { __typename: 'Booking', id: string, startDate: string, endDate: string }, lastMessage: { __typename: 'Message', id: string, content: string, createdAt: string, sender: { __typename: 'MessageSender', id: string, fullName: string }, booking: { __typename: 'Booking', id: string } } | null } | null };

export type PanelMessagesQueryVariables = Exact<{
  bookingId: string | number;
}>;


export type PanelMessagesQuery = { __typename: 'Query', messages: Array<{ __typename: 'Message', id: string, content: string, createdAt: string, sender: { __typename: 'MessageSender', id: string, fullName: string }, booking: { __typename: 'Booking', id: string } }> };

export type PanelRecipientsQueryVariables = Exact<{ [key: string]: never; }>;


export type PanelRecipientsQuery = { __typename: 'Query', bookings: Array<{ __typename: 'Booking', id: string, startDate: string, endDate: string, deletedAt: string | null, providerGuestName: string | null, mainGuest: { __typename: 'MessageSender', id: string, fullName: string } | null, property: { __typename: 'Property', id: string, name: string } }> };

export type PanelSendMessageMutationVariables = Exact<{
  bookingId: string | number;
  content: string;
}>;


export type PanelSendMessageMutation = { __typename: 'Mutation', sendMessage: { __typename: 'Message', id: string, content: string, createdAt: string, sender: { __typename: 'MessageSender', id: string, fullName: string }, booking: { __typename: 'Booking', id: string } } };

export type PanelMessageAddedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type PanelMessageAddedSubscription = { __typename: 'Subscription', messageAdded: { __typename: 'Message', id: string, content: string, createdAt: string, sender: { __typename: 'MessageSender', id: string, fullName: string }, booking: { __typename: 'Booking', id: string } } };

export type PanelMarkConversationReadMutationVariables = Exact<{
  bookingId: string | number;
}>;


export type PanelMarkConversationReadMutation = { __typename: 'Mutation', markConversationRead: boolean };

export type MessageTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type MessageTemplatesQuery = { __typename: 'Query', messageTemplates: Array<{ __typename: 'MessageTemplate', id: string, name: string, content: string }> };

export type MessageTemplateQueryVariables = Exact<{
  id: string | number;
}>;


export type MessageTemplateQuery = { __typename: 'Query', messageTemplate: { __typename: 'MessageTemplate', id: string, name: string, content: string } | null };

export type SaveMessageTemplateMutationVariables = Exact<{
  id?: string | number | null | undefined;
  name: string;
  content: string;
}>;


export type SaveMessageTemplateMutation = { __typename: 'Mutation', saveMessageTemplate: { __typename: 'MessageTemplate', id: string, name: string, content: string } };

export type DeleteMessageTemplateMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteMessageTemplateMutation = { __typename: 'Mutation', deleteMessageTemplate: string };

export type PlaceSuggestionsQueryVariables = Exact<{
  input: string;
  types: string;
  near?: PlaceSearchNear | null | undefined;
  category?: LocalGuideCategory | null | undefined;
}>;


export type PlaceSuggestionsQuery = { __typename: 'Query', placeSuggestions: Array<{ __typename: 'PlaceSuggestion', placeId: string, description: string, mainText: string, secondaryText: string, distanceMeters: number | null }> };

export type ProfilePageQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfilePageQuery = { __typename: 'Query', me: (
    { __typename: 'User', id: string }
    & { ' $fragmentRefs'?: { 'AvatarSection_UserFragment': AvatarSection_UserFragment;'ProfileSection_UserFragment': ProfileSection_UserFragment;'CompanySection_UserFragment': CompanySection_UserFragment } }
  ) };

export type ProfileSection_UserFragment = { __typename: 'User', id: string, email: string, firstName: string, lastName: string, phone: string | null, acceptsMarketing: boolean, addressHouseNameNumber: string | null, addressStreet: string | null, addressCity: string | null, addressPostcode: string | null, addressCountry: string | null, language: string } & { ' $fragmentName'?: 'ProfileSection_UserFragment' };

export type CompanySection_UserFragment = { __typename: 'User', id: string, isCompany: boolean, companyName: string | null, companyWebsite: string | null, companyAddressHouseNameNumber: string | null, companyAddressStreet: string | null, companyAddressCity: string | null, companyAddressPostcode: string | null, companyAddressCountry: string | null, companyMerchantName: string | null } & { ' $fragmentName'?: 'CompanySection_UserFragment' };

export type UpdateProfileMutationVariables = Exact<{
  input: ProfileInput;
}>;


export type UpdateProfileMutation = { __typename: 'Mutation', updateProfile: (
    { __typename: 'User', id: string, fullName: string }
    & { ' $fragmentRefs'?: { 'ProfileSection_UserFragment': ProfileSection_UserFragment } }
  ) };

export type UpdateCompanyMutationVariables = Exact<{
  input: CompanyInput;
}>;


export type UpdateCompanyMutation = { __typename: 'Mutation', updateCompany: (
    { __typename: 'User', id: string }
    & { ' $fragmentRefs'?: { 'CompanySection_UserFragment': CompanySection_UserFragment } }
  ) };

export type AvatarSection_UserFragment = { __typename: 'User', id: string, fullName: string, avatarImage: { __typename: 'ImageSizes', squareSmallUrl: string | null } | null } & { ' $fragmentName'?: 'AvatarSection_UserFragment' };

export type RemoveAvatarMutationVariables = Exact<{ [key: string]: never; }>;


export type RemoveAvatarMutation = { __typename: 'Mutation', removeAvatar: { __typename: 'User', id: string, avatarImage: { __typename: 'ImageSizes', squareSmallUrl: string | null } | null } };

export type AddPropertyMutationVariables = Exact<{
  name: string;
}>;


export type AddPropertyMutation = { __typename: 'Mutation', addProperty: (
    { __typename: 'Property', id: string }
    & { ' $fragmentRefs'?: { 'PropertiesTable_PropertyFragment': PropertiesTable_PropertyFragment;'PropertyTiles_PropertyFragment': PropertyTiles_PropertyFragment } }
  ) };

export type AddressSection_PropertyFragment = { __typename: 'Property', id: string, addressHouseNumber: string | null, addressHouseName: string | null, addressStreet: string | null, addressTown: string | null, addressPostcode: string | null, addressCountry: string | null, addressLatitude: number | null, addressLongitude: number | null } & { ' $fragmentName'?: 'AddressSection_PropertyFragment' };

export type UpdatePropertyAddressMutationVariables = Exact<{
  id: string | number;
  input: PropertyAddressInput;
}>;


export type UpdatePropertyAddressMutation = { __typename: 'Mutation', updatePropertyAddress: (
    { __typename: 'Property', id: string }
    & { ' $fragmentRefs'?: { 'AddressSection_PropertyFragment': AddressSection_PropertyFragment;'PropertySections_PropertyFragment': PropertySections_PropertyFragment } }
  ) };

export type AddressPlaceQueryVariables = Exact<{
  placeId: string | number;
}>;


export type AddressPlaceQuery = { __typename: 'Query', place: { __typename: 'Place', placeId: string, name: string, latitude: number, longitude: number, addressHouseNumber: string | null, addressStreet: string | null, addressTown: string | null, addressPostcode: string | null, addressCountry: string | null } | null };

export type BookingSettingsSection_PropertyFragment = { __typename: 'Property', id: string, minNights: number | null, standardGuests: number | null, canSleepMax: number | null, daysBeforeArrival: number | null, cancellationPolicyMode: CancellationPolicyMode | null } & { ' $fragmentName'?: 'BookingSettingsSection_PropertyFragment' };

export type UpdateBookingSettingsMutationVariables = Exact<{
  id: string | number;
  input: BookingSettingsInput;
}>;


export type UpdateBookingSettingsMutation = { __typename: 'Mutation', updateBookingSettings: (
    { __typename: 'Property', id: string }
    & { ' $fragmentRefs'?: { 'BookingSettingsSection_PropertyFragment': BookingSettingsSection_PropertyFragment;'PropertySections_PropertyFragment': PropertySections_PropertyFragment } }
  ) };

export type CheckInOutSection_PropertyFragment = { __typename: 'Property', id: string, arriveAfter: string | null, arriveBefore: string | null, departBefore: string | null, checkInYoutubeId: string | null, checkOutYoutubeId: string | null, checkInStep1Description: string | null, checkInStep1Image: string | null, checkInStep1ImageUrl: string | null, checkInStep2Description: string | null, checkInStep2Image: string | null, checkInStep2ImageUrl: string | null, checkInStep3Description: string | null, checkInStep3Image: string | null, checkInStep3ImageUrl: string | null, checkOutStep1Description: string | null, checkOutStep1Image: string | null, checkOutStep1ImageUrl: string | null, checkOutStep2Description: string | null, checkOutStep2Image: string | null, checkOutStep2ImageUrl: string | null, checkOutStep3Description: string | null, checkOutStep3Image: string | null, checkOutStep3ImageUrl: string | null } & { ' $fragmentName'?: 'CheckInOutSection_PropertyFragment' };

export type UpdateCheckInOutMutationVariables = Exact<{
  id: string | number;
  input: CheckInOutInput;
}>;


export type UpdateCheckInOutMutation = { __typename: 'Mutation', updateCheckInOut: (
    { __typename: 'Property', id: string }
    & { ' $fragmentRefs'?: { 'CheckInOutSection_PropertyFragment': CheckInOutSection_PropertyFragment;'PropertySections_PropertyFragment': PropertySections_PropertyFragment } }
  ) };

export type CopySourceListingsQueryVariables = Exact<{ [key: string]: never; }>;


export type CopySourceListingsQuery = { __typename: 'Query', properties: Array<{ __typename: 'Property', id: string, name: string, isArchived: boolean }> };

export type CopyBookingSettingsMutationVariables = Exact<{
  sourceId: string | number;
  targetId: string | number;
}>;


export type CopyBookingSettingsMutation = { __typename: 'Mutation', copyBookingSettings: { __typename: 'Property', id: string } };

export type CopyPricingSettingsMutationVariables = Exact<{
  sourceId: string | number;
  targetId: string | number;
}>;


export type CopyPricingSettingsMutation = { __typename: 'Mutation', copyPricingSettings: { __typename: 'Property', id: string } };

export type AmenitiesForm_PropertyFragment = { __typename: 'Property', id: string, amenities: (
    { __typename: 'PropertyAmenities', id: string }
    & { ' $fragmentRefs'?: { 'AmenitiesForm_AmenitiesFragment': AmenitiesForm_AmenitiesFragment } }
  ) | null } & { ' $fragmentName'?: 'AmenitiesForm_PropertyFragment' };

export type AmenitiesForm_AmenitiesFragment = { __typename: 'PropertyAmenities', id: string, wifi: boolean, tv: boolean, kitchen: boolean, washer: boolean, dryer: boolean, dishwasher: boolean, oven: boolean, microwave: boolean, fridge: boolean, freezer: boolean, coffeeMaker: boolean, kettle: boolean, toaster: boolean, heating: boolean, airConditioning: boolean, fireplace: boolean, iron: boolean, hairDryer: boolean, essentials: boolean, workspace: boolean, parking: boolean, evCharger: boolean, elevator: boolean, pool: boolean, hotTub: boolean, gym: boolean, bbq: boolean, garden: boolean, balcony: boolean, cot: boolean, highChair: boolean, petsAllowed: boolean, wheelchairAccessible: boolean, smokeAlarm: boolean, carbonMonoxideAlarm: boolean, firstAidKit: boolean, fireExtinguisher: boolean } & { ' $fragmentName'?: 'AmenitiesForm_AmenitiesFragment' };

export type SaveAmenitiesMutationVariables = Exact<{
  propertyId: string | number;
  input: AmenitiesInput;
}>;


export type SaveAmenitiesMutation = { __typename: 'Mutation', saveAmenities: (
    { __typename: 'PropertyAmenities', id: string, property: { __typename: 'Property', id: string, amenities: { __typename: 'PropertyAmenities', id: string } | null } }
    & { ' $fragmentRefs'?: { 'AmenitiesForm_AmenitiesFragment': AmenitiesForm_AmenitiesFragment } }
  ) };

export type BedroomsEditor_PropertyFragment = { __typename: 'Property', id: string, bedrooms: Array<(
    { __typename: 'Bedroom', id: string }
    & { ' $fragmentRefs'?: { 'BedroomRow_BedroomFragment': BedroomRow_BedroomFragment } }
  )> } & { ' $fragmentName'?: 'BedroomsEditor_PropertyFragment' };

export type BedroomRow_BedroomFragment = { __typename: 'Bedroom', id: string, doubleBeds: number, singleBeds: number } & { ' $fragmentName'?: 'BedroomRow_BedroomFragment' };

export type SaveBedroomMutationVariables = Exact<{
  input: BedroomInput;
}>;


export type SaveBedroomMutation = { __typename: 'Mutation', saveBedroom: (
    { __typename: 'Bedroom', id: string, property: (
      { __typename: 'Property', id: string }
      & { ' $fragmentRefs'?: { 'BedroomsEditor_PropertyFragment': BedroomsEditor_PropertyFragment } }
    ) }
    & { ' $fragmentRefs'?: { 'BedroomRow_BedroomFragment': BedroomRow_BedroomFragment } }
  ) };

export type RemoveBedroomMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveBedroomMutation = { __typename: 'Mutation', removeBedroom: { __typename: 'RemovePropertyItemPayload', removedId: string, property: (
      { __typename: 'Property', id: string }
      & { ' $fragmentRefs'?: { 'BedroomsEditor_PropertyFragment': BedroomsEditor_PropertyFragment } }
    ) | null } };

export type PropertyDetailsSection_PropertyFragment = (
  { __typename: 'Property', id: string }
  & { ' $fragmentRefs'?: { 'PropertyDetailsSection_DetailsFragment': PropertyDetailsSection_DetailsFragment;'BedroomsEditor_PropertyFragment': BedroomsEditor_PropertyFragment;'AmenitiesForm_PropertyFragment': AmenitiesForm_PropertyFragment } }
) & { ' $fragmentName'?: 'PropertyDetailsSection_PropertyFragment' };

export type PropertyDetailsSection_DetailsFragment = { __typename: 'Property', id: string, name: string, description: string | null, type: string | null, floor: number | null, space: number | null, numberOfBathrooms: number | null, licenceNumber: string | null, licenceExempt: boolean, legalToOperate: boolean } & { ' $fragmentName'?: 'PropertyDetailsSection_DetailsFragment' };

export type UpdatePropertyDetailsMutationVariables = Exact<{
  id: string | number;
  input: PropertyDetailsInput;
}>;


export type UpdatePropertyDetailsMutation = { __typename: 'Mutation', updatePropertyDetails: (
    { __typename: 'Property', id: string }
    & { ' $fragmentRefs'?: { 'PropertyDetailsSection_DetailsFragment': PropertyDetailsSection_DetailsFragment;'PropertySections_PropertyFragment': PropertySections_PropertyFragment } }
  ) };

export type PropertyHeader_PropertyFragment = { __typename: 'Property', id: string, name: string, isActive: boolean, isArchived: boolean, lastSyncedAt: string | null } & { ' $fragmentName'?: 'PropertyHeader_PropertyFragment' };

export type SwitchPropertyActivationMutationVariables = Exact<{
  id: string | number;
}>;


export type SwitchPropertyActivationMutation = { __typename: 'Mutation', switchPropertyActivation: { __typename: 'Property', id: string, isActive: boolean, lastSyncedAt: string | null } };

export type SetPropertyArchivedMutationVariables = Exact<{
  id: string | number;
  archived: boolean;
}>;


export type SetPropertyArchivedMutation = { __typename: 'Mutation', setPropertyArchived: { __typename: 'Property', id: string, isArchived: boolean, isActive: boolean } };

export type PropertySections_PropertyFragment = { __typename: 'Property', id: string, completeness: { __typename: 'PropertyCompleteness', details: boolean, address: boolean, pricing: boolean, bookingSettings: boolean, photos: boolean, icalLinks: boolean, checkInOut: boolean, complete: boolean } } & { ' $fragmentName'?: 'PropertySections_PropertyFragment' };

export type GuestAppLinks_PropertyFragment = { __typename: 'Property', id: string, addressLatitude: number | null } & { ' $fragmentName'?: 'GuestAppLinks_PropertyFragment' };

export type GuestServicesSection_PropertyFragment = { __typename: 'Property', id: string, serviceIds: Array<string> } & { ' $fragmentName'?: 'GuestServicesSection_PropertyFragment' };

export type GuestServicesSection_ServiceFragment = { __typename: 'Service', id: string, title: string, price: number, currencySymbol: string } & { ' $fragmentName'?: 'GuestServicesSection_ServiceFragment' };

export type UpdatePropertyServicesMutationVariables = Exact<{
  id: string | number;
  serviceIds?: Array<string | number> | string | number | null | undefined;
}>;


export type UpdatePropertyServicesMutation = { __typename: 'Mutation', updateGuestApp: (
    { __typename: 'Property', id: string }
    & { ' $fragmentRefs'?: { 'GuestServicesSection_PropertyFragment': GuestServicesSection_PropertyFragment } }
  ) };

export type WelcomeMessageSection_PropertyFragment = { __typename: 'Property', id: string, welcomeMessage: string | null, welcomeMessageYoutubeId: string | null, autoMessageEnabled: boolean, autoMessageContent: string | null } & { ' $fragmentName'?: 'WelcomeMessageSection_PropertyFragment' };

export type UpdateGuestAppMutationVariables = Exact<{
  id: string | number;
  input: GuestAppInput;
}>;


export type UpdateGuestAppMutation = { __typename: 'Mutation', updateGuestApp: (
    { __typename: 'Property', id: string }
    & { ' $fragmentRefs'?: { 'WelcomeMessageSection_PropertyFragment': WelcomeMessageSection_PropertyFragment } }
  ) };

export type AddIcalLinkMutationVariables = Exact<{
  propertyId: string | number;
  url: string;
}>;


export type AddIcalLinkMutation = { __typename: 'Mutation', addIcalLink: (
    { __typename: 'IcalLink', id: string, property: (
      { __typename: 'Property', id: string, icalLinks: Array<(
        { __typename: 'IcalLink', id: string }
        & { ' $fragmentRefs'?: { 'IcalLinkRow_LinkFragment': IcalLinkRow_LinkFragment } }
      )> }
      & { ' $fragmentRefs'?: { 'PropertySections_PropertyFragment': PropertySections_PropertyFragment } }
    ) }
    & { ' $fragmentRefs'?: { 'IcalLinkRow_LinkFragment': IcalLinkRow_LinkFragment } }
  ) };

export type RemoveIcalLinkMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveIcalLinkMutation = { __typename: 'Mutation', removeIcalLink: { __typename: 'RemovePropertyItemPayload', removedId: string, property: (
      { __typename: 'Property', id: string }
      & { ' $fragmentRefs'?: { 'PropertySections_PropertyFragment': PropertySections_PropertyFragment } }
    ) | null } };

export type SyncIcalLinkMutationVariables = Exact<{
  id: string | number;
}>;


export type SyncIcalLinkMutation = { __typename: 'Mutation', syncIcalLink: (
    { __typename: 'IcalLink', id: string }
    & { ' $fragmentRefs'?: { 'IcalLinkRow_LinkFragment': IcalLinkRow_LinkFragment } }
  ) };

export type RotateIcalExportUrlMutationVariables = Exact<{
  propertyId: string | number;
}>;


export type RotateIcalExportUrlMutation = { __typename: 'Mutation', rotateIcalExportUrl: { __typename: 'Property', id: string, icalExportUrl: string | null } };

export type IcalSection_PropertyFragment = { __typename: 'Property', id: string, icalExportUrl: string | null, icalLinks: Array<(
    { __typename: 'IcalLink', id: string, provider: { __typename: 'Provider', name: string } }
    & { ' $fragmentRefs'?: { 'IcalLinkRow_LinkFragment': IcalLinkRow_LinkFragment } }
  )> } & { ' $fragmentName'?: 'IcalSection_PropertyFragment' };

export type IcalLinkRow_LinkFragment = { __typename: 'IcalLink', id: string, url: string, lastSyncedAt: string | null, lastSyncError: string | null, lastSyncAttemptAt: string | null, lastSyncWarning: string | null, bookingsCount: number, provider: { __typename: 'Provider', slug: string, name: string }, conflicts: Array<{ __typename: 'IcalLinkConflict', startDate: string, endDate: string }> } & { ' $fragmentName'?: 'IcalLinkRow_LinkFragment' };

export type PropertiesTable_PropertyFragment = { __typename: 'Property', id: string, name: string, addressTown: string | null, airbnbUrl: string | null, baseRate: number | null, minNights: number | null, isActive: boolean, isArchived: boolean, channels: Array<{ __typename: 'PropertyChannel', ota: string, active: boolean }>, owner: { __typename: 'User', id: string, currencySymbol: string } } & { ' $fragmentName'?: 'PropertiesTable_PropertyFragment' };

export type PropertyTiles_PropertyFragment = { __typename: 'Property', id: string, name: string, isActive: boolean, isArchived: boolean, addressTown: string | null, baseRate: number | null, minNights: number | null, owner: { __typename: 'User', id: string, currencySymbol: string }, image: { __typename: 'ImageSizes', mediumUrl: string | null } | null } & { ' $fragmentName'?: 'PropertyTiles_PropertyFragment' };

export type PhotoMutations_ListingFragment = (
  { __typename: 'Property', id: string, images: Array<(
    { __typename: 'PropertyImage', id: string, propertyPhotoType: PropertyPhotoType | null }
    & { ' $fragmentRefs'?: { 'PhotoTile_ImageFragment': PhotoTile_ImageFragment } }
  )> }
  & { ' $fragmentRefs'?: { 'PropertySections_PropertyFragment': PropertySections_PropertyFragment } }
) & { ' $fragmentName'?: 'PhotoMutations_ListingFragment' };

export type UpdatePropertyImageMutationVariables = Exact<{
  id: string | number;
  input: PropertyImageInput;
}>;


export type UpdatePropertyImageMutation = { __typename: 'Mutation', updatePropertyImage: (
    { __typename: 'PropertyImage', id: string, property: (
      { __typename: 'Property' }
      & { ' $fragmentRefs'?: { 'PhotoMutations_ListingFragment': PhotoMutations_ListingFragment } }
    ) | null }
    & { ' $fragmentRefs'?: { 'PhotoTile_ImageFragment': PhotoTile_ImageFragment } }
  ) };

export type ReorderPropertyImagesMutationVariables = Exact<{
  propertyId: string | number;
  imageIds: Array<string | number> | string | number;
}>;


export type ReorderPropertyImagesMutation = { __typename: 'Mutation', reorderPropertyImages: { __typename: 'Property', id: string, images: Array<(
      { __typename: 'PropertyImage', id: string, propertyPhotoType: PropertyPhotoType | null }
      & { ' $fragmentRefs'?: { 'PhotoTile_ImageFragment': PhotoTile_ImageFragment } }
    )> } };

export type RemovePropertyImageMutationVariables = Exact<{
  id: string | number;
}>;


export type RemovePropertyImageMutation = { __typename: 'Mutation', removePropertyImage: { __typename: 'RemovePropertyItemPayload', removedId: string, property: (
      { __typename: 'Property', id: string }
      & { ' $fragmentRefs'?: { 'PropertySections_PropertyFragment': PropertySections_PropertyFragment } }
    ) | null } };

export type UploadedPropertyImageQueryVariables = Exact<{
  id: string | number;
}>;


export type UploadedPropertyImageQuery = { __typename: 'Query', propertyImage: (
    { __typename: 'PropertyImage', id: string, property: (
      { __typename: 'Property' }
      & { ' $fragmentRefs'?: { 'PhotoMutations_ListingFragment': PhotoMutations_ListingFragment } }
    ) | null }
    & { ' $fragmentRefs'?: { 'PhotoTile_ImageFragment': PhotoTile_ImageFragment } }
  ) | null };

export type PhotosSection_PropertyFragment = { __typename: 'Property', id: string, iri: string, images: Array<(
    { __typename: 'PropertyImage', id: string, propertyPhotoType: PropertyPhotoType | null }
    & { ' $fragmentRefs'?: { 'PhotoTile_ImageFragment': PhotoTile_ImageFragment } }
  )> } & { ' $fragmentName'?: 'PhotosSection_PropertyFragment' };

export type PhotoTile_ImageFragment = { __typename: 'PropertyImage', id: string, propertyPhotoType: PropertyPhotoType | null, caption: string | null, position: number, sizes: { __typename: 'ImageSizes', squareSmallUrl: string | null, mediumUrl: string | null } } & { ' $fragmentName'?: 'PhotoTile_ImageFragment' };

export type PricingSection_PropertyFragment = { __typename: 'Property', id: string, baseRate: number | null, lengthOfStayEnabled: boolean, weeklyDiscount: number | null, fortnightlyDiscount: number | null, monthlyDiscount: number | null, quarterlyDiscount: number | null, earlyBirdEnabled: boolean, earlyBirdMinDaysBeforeArrival: number | null, earlyBirdDiscount: number | null, lastMinuteEnabled: boolean, lastMinuteMaxDaysBeforeArrival: number | null, lastMinuteDiscount: number | null, weekendEnabled: boolean, weekendMarkup: number | null, orphanNightsEnabled: boolean, orphanNightsMinNights: number | null, orphanNightsMarkup: number | null, seasonalEnabled: boolean, extraChargesEnabled: boolean, securityDeposit: number | null, cleaningFee: number | null, linenFee: number | null, managementFee: number | null, cityTax: number | null, extraGuestPrice: number | null, standardGuests: number | null, canSleepMax: number | null, owner: { __typename: 'User', id: string, currency: Currency | null, currencySymbol: string }, seasonalRates: Array<(
    { __typename: 'SeasonalRate', id: string }
    & { ' $fragmentRefs'?: { 'SeasonalRates_RateFragment': SeasonalRates_RateFragment } }
  )> } & { ' $fragmentName'?: 'PricingSection_PropertyFragment' };

export type SeasonalRates_RateFragment = { __typename: 'SeasonalRate', id: string, fromDate: string, toDate: string, rateChange: number, repeatYearly: boolean } & { ' $fragmentName'?: 'SeasonalRates_RateFragment' };

export type SaveSeasonalRateMutationVariables = Exact<{
  input: SeasonalRateInput;
}>;


export type SaveSeasonalRateMutation = { __typename: 'Mutation', saveSeasonalRate: (
    { __typename: 'SeasonalRate', id: string, property: { __typename: 'Property', id: string, seasonalRates: Array<(
        { __typename: 'SeasonalRate', id: string }
        & { ' $fragmentRefs'?: { 'SeasonalRates_RateFragment': SeasonalRates_RateFragment } }
      )> } }
    & { ' $fragmentRefs'?: { 'SeasonalRates_RateFragment': SeasonalRates_RateFragment } }
  ) };

export type RemoveSeasonalRateMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveSeasonalRateMutation = { __typename: 'Mutation', removeSeasonalRate: { __typename: 'RemovePropertyItemPayload', removedId: string, property: { __typename: 'Property', id: string } | null } };

export type PropertyEdit_CompletenessFragment = { __typename: 'PropertyCompleteness', details: boolean, address: boolean, pricing: boolean, bookingSettings: boolean, photos: boolean, icalLinks: boolean, checkInOut: boolean, complete: boolean } & { ' $fragmentName'?: 'PropertyEdit_CompletenessFragment' };

export type UpdatePropertyPricingMutationVariables = Exact<{
  id: string | number;
  input: PropertyPricingInput;
}>;


export type UpdatePropertyPricingMutation = { __typename: 'Mutation', updatePropertyPricing: (
    { __typename: 'Property', id: string }
    & { ' $fragmentRefs'?: { 'PricingSection_PropertyFragment': PricingSection_PropertyFragment;'PropertySections_PropertyFragment': PropertySections_PropertyFragment } }
  ) };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename: 'Query', me: (
    { __typename: 'User', id: string }
    & { ' $fragmentRefs'?: { 'Gate_UserFragment': Gate_UserFragment;'AppHeader_UserFragment': AppHeader_UserFragment } }
  ) };

export type Gate_UserFragment = { __typename: 'User', id: string, onboardModeSelection: AppMode | null, activeSubscription: { __typename: 'PlanSubscription', id: string, planIdentifier: string } | null } & { ' $fragmentName'?: 'Gate_UserFragment' };

export type AnalyticsQueryVariables = Exact<{
  today: string;
  timeZone: string;
  propertyId?: string | number | null | undefined;
  month?: string | null | undefined;
}>;


export type AnalyticsQuery = { __typename: 'Query', me: { __typename: 'User', id: string, currencySymbol: string }, properties: Array<{ __typename: 'Property', id: string, name: string }>, analytics: { __typename: 'Analytics', today: string, currency: Currency, propertyId: string | null, sales: Array<{ __typename: 'SalesMonth', month: string, quoted: number, estimated: number, services: number }>, servicesSold: { __typename: 'ServicesSold', month: { __typename: 'PeriodChange', current: number, previous: number, change: number | null }, year: { __typename: 'PeriodChange', current: number, previous: number, change: number | null } }, services: Array<{ __typename: 'ServiceSales', serviceId: string, name: string, sold: number, revenue: number }>, ratings: { __typename: 'RatingAverages', count: number, cleanliness: number | null, condition: number | null, app: number | null, overall: number | null }, listings: Array<{ __typename: 'ListingRating', propertyId: string, name: string, count: number, overall: number | null }>, transactions: { __typename: 'TransactionMonth', month: string, entries: Array<{ __typename: 'Transaction', purchaseId: string, createdAt: string, name: string, bookingId: string, propertyId: string, propertyName: string, guestName: string | null, currency: string, items: number, amount: number }>, totals: Array<{ __typename: 'CurrencyTotal', currency: string, purchases: number, amount: number }> } } };

export type PlansQueryVariables = Exact<{ [key: string]: never; }>;


export type PlansQuery = { __typename: 'Query', plans: Array<(
    { __typename: 'Plan', identifier: string, trialDays: number }
    & { ' $fragmentRefs'?: { 'PlanCard_PlanFragment': PlanCard_PlanFragment } }
  )> };

export type PropertyCalendarPageQueryVariables = Exact<{
  id: string | number;
  from: string;
  to: string;
  bookingId: string | number;
  withBooking: boolean;
}>;


export type PropertyCalendarPageQuery = { __typename: 'Query', property: { __typename: 'Property', id: string, name: string, baseRate: number | null, minNights: number | null, owner: { __typename: 'User', id: string, currencySymbol: string } } | null, propertyCalendarDays: Array<(
    { __typename: 'CalendarDay', id: string, date: string }
    & { ' $fragmentRefs'?: { 'MonthGrid_DayFragment': MonthGrid_DayFragment;'SelectedDatesPanel_DayFragment': SelectedDatesPanel_DayFragment } }
  )>, bookings: Array<(
    { __typename: 'Booking', id: string }
    & { ' $fragmentRefs'?: { 'MonthGrid_BookingFragment': MonthGrid_BookingFragment;'SelectedDatesPanel_BookingFragment': SelectedDatesPanel_BookingFragment } }
  )>, booking?: (
    { __typename: 'Booking', id: string, startDate: string, endDate: string }
    & { ' $fragmentRefs'?: { 'BookingDetail_BookingFragment': BookingDetail_BookingFragment } }
  ) | null };

export type ChannelsQueryVariables = Exact<{ [key: string]: never; }>;


export type ChannelsQuery = { __typename: 'Query', properties: Array<(
    { __typename: 'Property', id: string }
    & { ' $fragmentRefs'?: { 'ChannelsListing_PropertyFragment': ChannelsListing_PropertyFragment } }
  )> };

export type DashboardQueryVariables = Exact<{
  today: string;
  timeZone: string;
  from: string;
  to: string;
}>;


export type DashboardQuery = { __typename: 'Query', me: { __typename: 'User', id: string, firstName: string, currencySymbol: string }, dashboard: { __typename: 'Dashboard', today: string, currency: Currency, weekStart: string, bookings: { __typename: 'MonthTrend', thisMonth: number, lastMonth: number, change: number | null }, serviceRevenue: { __typename: 'MonthTrend', thisMonth: number, lastMonth: number, change: number | null }, popularService: { __typename: 'PopularService', serviceId: string, name: string, sold: number } | null, popularListing: { __typename: 'PopularListing', propertyId: string, name: string, nights: number } | null, agenda: Array<{ __typename: 'AgendaEntry', kind: AgendaKind, date: string, time: string | null, bookingId: string, propertyId: string, propertyName: string, guestName: string | null }>, feedback: Array<{ __typename: 'FeedbackEntry', bookingId: string, propertyId: string, propertyName: string, guestName: string | null, overall: number, ratedAt: string }> }, properties: Array<(
    { __typename: 'Property', id: string }
    & { ' $fragmentRefs'?: { 'ChannelStatus_PropertyFragment': ChannelStatus_PropertyFragment } }
  )>, propertyCalendars: Array<{ __typename: 'PropertyCalendar', propertyId: string, name: string, from: string, blocked: Array<boolean>, bookings: Array<{ __typename: 'Booking', id: string, startDate: string, endDate: string, deletedAt: string | null, name: string | null }> }> };

export type PropertiesQueryVariables = Exact<{ [key: string]: never; }>;


export type PropertiesQuery = { __typename: 'Query', properties: Array<(
    { __typename: 'Property', id: string }
    & { ' $fragmentRefs'?: { 'PropertiesTable_PropertyFragment': PropertiesTable_PropertyFragment;'PropertyTiles_PropertyFragment': PropertyTiles_PropertyFragment } }
  )> };

export type PropertyPageQueryVariables = Exact<{
  id: string | number;
}>;


export type PropertyPageQuery = { __typename: 'Query', property: (
    { __typename: 'Property', id: string }
    & { ' $fragmentRefs'?: { 'PropertyHeader_PropertyFragment': PropertyHeader_PropertyFragment;'PropertySections_PropertyFragment': PropertySections_PropertyFragment;'PropertyDetailsSection_PropertyFragment': PropertyDetailsSection_PropertyFragment;'AddressSection_PropertyFragment': AddressSection_PropertyFragment;'PricingSection_PropertyFragment': PricingSection_PropertyFragment;'BookingSettingsSection_PropertyFragment': BookingSettingsSection_PropertyFragment;'PhotosSection_PropertyFragment': PhotosSection_PropertyFragment;'IcalSection_PropertyFragment': IcalSection_PropertyFragment;'CheckInOutSection_PropertyFragment': CheckInOutSection_PropertyFragment;'WelcomeMessageSection_PropertyFragment': WelcomeMessageSection_PropertyFragment;'GuestAppLinks_PropertyFragment': GuestAppLinks_PropertyFragment;'GuestServicesSection_PropertyFragment': GuestServicesSection_PropertyFragment } }
  ) | null, services: Array<(
    { __typename: 'Service', id: string }
    & { ' $fragmentRefs'?: { 'GuestServicesSection_ServiceFragment': GuestServicesSection_ServiceFragment } }
  )> };

export type SearchQueryVariables = Exact<{
  query: string;
}>;


export type SearchQuery = { __typename: 'Query', search: { __typename: 'SearchResults', properties: Array<{ __typename: 'SearchResult', id: string, title: string | null, description: string | null, bookingId: string | null, propertyId: string | null, propertyName: string | null, propertyAddress: string | null, startDate: string | null, endDate: string | null }>, services: Array<{ __typename: 'SearchResult', id: string, title: string | null, description: string | null, bookingId: string | null, propertyId: string | null, propertyName: string | null, propertyAddress: string | null, startDate: string | null, endDate: string | null }>, bookings: Array<{ __typename: 'SearchResult', id: string, title: string | null, description: string | null, bookingId: string | null, propertyId: string | null, propertyName: string | null, propertyAddress: string | null, startDate: string | null, endDate: string | null }>, messages: Array<{ __typename: 'SearchResult', id: string, title: string | null, description: string | null, bookingId: string | null, propertyId: string | null, propertyName: string | null, propertyAddress: string | null, startDate: string | null, endDate: string | null }> } };

export type PublicSiteListingQueryVariables = Exact<{
  slug: string;
  listingId: string | number;
}>;


export type PublicSiteListingQuery = { __typename: 'Query', publicSiteListing: { __typename: 'PublicSiteListing', host: { __typename: 'SiteHost', slug: string, name: string, currency: Currency }, listing: { __typename: 'SiteListing', id: string, name: string, town: string | null, country: string | null, type: string | null, description: string | null, bedroomCount: number, numberOfBathrooms: number | null, canSleepMax: number | null, minNights: number | null, arriveAfter: string | null, departBefore: string | null, cancellationPolicyMode: string | null, photos: Array<{ __typename: 'SitePhoto', url: string, largeUrl: string, caption: string | null }>, bedrooms: Array<{ __typename: 'SiteBedroom', doubleBeds: number, singleBeds: number }>, amenities: Array<{ __typename: 'SiteAmenity', key: string, label: string }> }, nights: Array<{ __typename: 'SiteNight', date: string, available: boolean, rate: number | null, minNights: number | null }> } };

export type PublicSiteQueryVariables = Exact<{
  slug: string;
}>;


export type PublicSiteQuery = { __typename: 'Query', publicSite: { __typename: 'PublicSite', host: { __typename: 'SiteHost', slug: string, name: string, currency: Currency }, listings: Array<{ __typename: 'SiteListing', id: string, name: string, town: string | null, bedroomCount: number, canSleepMax: number | null, baseRate: number | null, cover: { __typename: 'SitePhoto', url: string, caption: string | null } | null }> } };

export type MyBookingSiteQueryVariables = Exact<{ [key: string]: never; }>;


export type MyBookingSiteQuery = { __typename: 'Query', myBookingSite: { __typename: 'BookingSite', slug: string, path: string } };

export type SearchColumn_ResultFragment = { __typename: 'SearchResult', id: string, title: string | null, description: string | null, bookingId: string | null, propertyId: string | null, propertyName: string | null, propertyAddress: string | null, startDate: string | null, endDate: string | null } & { ' $fragmentName'?: 'SearchColumn_ResultFragment' };

export type NewGuestServiceQueryVariables = Exact<{ [key: string]: never; }>;


export type NewGuestServiceQuery = { __typename: 'Query', me: { __typename: 'User', id: string, currency: Currency | null, currencySymbol: string } };

export type GuestServiceQueryVariables = Exact<{
  id: string | number;
}>;


export type GuestServiceQuery = { __typename: 'Query', me: { __typename: 'User', id: string, currency: Currency | null, currencySymbol: string }, service: (
    { __typename: 'Service', id: string }
    & { ' $fragmentRefs'?: { 'ServiceEditor_ServiceFragment': ServiceEditor_ServiceFragment } }
  ) | null };

export type ServiceEditor_ServiceFragment = { __typename: 'Service', id: string, title: string, price: number, currencySymbol: string, description: string | null, imageRef: string | null, terms: string | null, image: { __typename: 'ImageSizes', mediumUrl: string | null } | null } & { ' $fragmentName'?: 'ServiceEditor_ServiceFragment' };

export type CreateServiceMutationVariables = Exact<{
  input: ServiceInput;
}>;


export type CreateServiceMutation = { __typename: 'Mutation', createService: (
    { __typename: 'Service', id: string }
    & { ' $fragmentRefs'?: { 'ServiceCard_ServiceFragment': ServiceCard_ServiceFragment;'ServiceEditor_ServiceFragment': ServiceEditor_ServiceFragment } }
  ) };

export type UpdateServiceMutationVariables = Exact<{
  id: string | number;
  input: ServiceInput;
}>;


export type UpdateServiceMutation = { __typename: 'Mutation', updateService: (
    { __typename: 'Service', id: string }
    & { ' $fragmentRefs'?: { 'ServiceCard_ServiceFragment': ServiceCard_ServiceFragment;'ServiceEditor_ServiceFragment': ServiceEditor_ServiceFragment } }
  ) };

export type RemoveServiceMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveServiceMutation = { __typename: 'Mutation', removeService: { __typename: 'RemoveServicePayload', removedId: string } };

export type GuestServicesQueryVariables = Exact<{ [key: string]: never; }>;


export type GuestServicesQuery = { __typename: 'Query', me: { __typename: 'User', id: string, currency: Currency | null }, services: Array<(
    { __typename: 'Service', id: string }
    & { ' $fragmentRefs'?: { 'ServiceCard_ServiceFragment': ServiceCard_ServiceFragment } }
  )> };

export type ServiceCard_ServiceFragment = { __typename: 'Service', id: string, title: string, price: number, currencySymbol: string, description: string | null, image: { __typename: 'ImageSizes', mediumUrl: string | null } | null } & { ' $fragmentName'?: 'ServiceCard_ServiceFragment' };

export type HostAssistQueryVariables = Exact<{ [key: string]: never; }>;


export type HostAssistQuery = { __typename: 'Query', me: { __typename: 'User', id: string, currency: Currency | null }, helpContact: { __typename: 'HelpContact', email: string | null } };

export type SettingsPageQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsPageQuery = { __typename: 'Query', me: (
    { __typename: 'User', id: string, notificationSettings: (
      { __typename: 'NotificationSettings', id: string }
      & { ' $fragmentRefs'?: { 'NotificationsSection_SettingsFragment': NotificationsSection_SettingsFragment } }
    ) }
    & { ' $fragmentRefs'?: { 'SubscriptionSection_UserFragment': SubscriptionSection_UserFragment;'CurrencySection_UserFragment': CurrencySection_UserFragment } }
  ), helpContact: { __typename: 'HelpContact', mailConfigured: boolean } };

export type SubscriptionSection_UserFragment = { __typename: 'User', id: string, activeSubscription: { __typename: 'PlanSubscription', id: string, planIdentifier: string, platform: SubscriptionPlatform, status: string, trialEndsAt: string | null, renewsAt: string | null, cancelsAt: string | null } | null } & { ' $fragmentName'?: 'SubscriptionSection_UserFragment' };

export type CurrencySection_UserFragment = { __typename: 'User', id: string, currency: Currency | null } & { ' $fragmentName'?: 'CurrencySection_UserFragment' };

export type SetCurrencyMutationVariables = Exact<{
  currency: Currency;
}>;


export type SetCurrencyMutation = { __typename: 'Mutation', updateUser: { __typename: 'User', id: string, currency: Currency | null, currencySymbol: string } };

export type SendHelpEmailMutationVariables = Exact<{
  subject: string;
  content: string;
}>;


export type SendHelpEmailMutation = { __typename: 'Mutation', sendHelpEmail: boolean };

export type NotificationsSection_SettingsFragment = { __typename: 'NotificationSettings', id: string, offlineMessages: boolean, channelBookings: boolean, mailConfigured: boolean } & { ' $fragmentName'?: 'NotificationsSection_SettingsFragment' };

export type UpdateNotificationSettingsMutationVariables = Exact<{
  input: NotificationSettingsInput;
}>;


export type UpdateNotificationSettingsMutation = { __typename: 'Mutation', updateNotificationSettings: (
    { __typename: 'NotificationSettings', id: string }
    & { ' $fragmentRefs'?: { 'NotificationsSection_SettingsFragment': NotificationsSection_SettingsFragment } }
  ) };

export type ListingCard_ListingFragment = { __typename: 'SiteListing', id: string, name: string, town: string | null, bedroomCount: number, canSleepMax: number | null, baseRate: number | null, cover: { __typename: 'SitePhoto', url: string, caption: string | null } | null } & { ' $fragmentName'?: 'ListingCard_ListingFragment' };

export type PublicStayQuoteQueryVariables = Exact<{
  slug: string;
  listingId: string | number;
  startDate: string;
  endDate: string;
  numberOfGuest?: number | null | undefined;
}>;


export type PublicStayQuoteQuery = { __typename: 'Query', publicStayQuote: { __typename: 'StayQuotePreview', available: boolean, quote: { __typename: 'StayQuote', nights: number, guests: number, subtotal: number, discountTotal: number, feesTotal: number, total: number, securityDeposit: number | null, lengthOfStayDiscount: { __typename: 'StayDiscount', kind: string, percent: number, amount: number } | null, bookingWindowDiscount: { __typename: 'StayDiscount', kind: string, percent: number, amount: number } | null, fees: Array<{ __typename: 'StayFee', kind: string, amount: number, quantity: number | null, unitPrice: number | null }> } } };

export type RequestBookingMutationVariables = Exact<{
  slug: string;
  listingId: string | number;
  input: BookingRequestInput;
}>;


export type RequestBookingMutation = { __typename: 'Mutation', requestBooking: { __typename: 'BookingRequestResult', message: string, startDate: string, endDate: string } };

export type StayQueryVariables = Exact<{
  bookingId: string | number;
}>;


export type StayQuery = { __typename: 'Query', stay: { __typename: 'Stay', id: string, startDate: string, endDate: string, numberOfGuest: number | null, cancelled: boolean, ratingOpen: boolean, paysOnline: boolean, listing: { __typename: 'StayListing', id: string, name: string, arriveAfter: string | null, arriveBefore: string | null, departBefore: string | null, welcomeMessage: string | null, welcomeMessageYoutubeId: string | null, checkInYoutubeId: string | null, checkOutYoutubeId: string | null, mainImage: { __typename: 'ImageSizes', squareSmallUrl: string | null, mediumUrl: string | null, largeUrl: string | null } | null, address: { __typename: 'StayAddress', houseNumber: string | null, houseName: string | null, street: string | null, town: string | null, postcode: string | null, country: string | null, latitude: number | null, longitude: number | null } }, checkInSteps: Array<{ __typename: 'GuideStep', description: string, imageUrl: string | null }>, checkOutSteps: Array<{ __typename: 'GuideStep', description: string, imageUrl: string | null }>, wifi: { __typename: 'StayWifi', name: string | null, code: string | null, details: string | null } | null, homeGuides: Array<{ __typename: 'HomeGuide', id: string, type: HomeGuideType, title: string, description: string | null, imageUrl: string | null, youtubeId: string | null }>, localGuides: Array<{ __typename: 'LocalGuide', id: string, type: LocalGuideType, name: string, description: string | null, websiteUrl: string | null, latitude: number | null, longitude: number | null, imageUrl: string | null }>, services: Array<{ __typename: 'Service', id: string, title: string, price: number, currency: Currency, currencySymbol: string, description: string | null, terms: string | null, image: { __typename: 'ImageSizes', mediumUrl: string | null } | null }>, purchases: Array<{ __typename: 'Purchase', id: string, payment: PurchasePayment, createdAt: string, name: string, checkoutUrl: string | null, lineItems: Array<{ __typename: 'LineItem', id: string, name: string, quantity: number, price: number, currency: Currency }> }>, rating: { __typename: 'StayRating', cleanliness: number, condition: number, app: number, overall: number } | null }, messages: Array<{ __typename: 'Message', id: string, content: string, createdAt: string, sender: { __typename: 'MessageSender', id: string, fullName: string }, booking: { __typename: 'Booking', id: string } }> };

export type StayMessages_MessageFragment = { __typename: 'Message', id: string, content: string, createdAt: string, sender: { __typename: 'MessageSender', id: string, fullName: string }, booking: { __typename: 'Booking', id: string } } & { ' $fragmentName'?: 'StayMessages_MessageFragment' };

export type StaySendMessageMutationVariables = Exact<{
  bookingId: string | number;
  content: string;
}>;


export type StaySendMessageMutation = { __typename: 'Mutation', sendMessage: { __typename: 'Message', id: string, content: string, createdAt: string, sender: { __typename: 'MessageSender', id: string, fullName: string }, booking: { __typename: 'Booking', id: string } } };

export type StayMessageAddedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type StayMessageAddedSubscription = { __typename: 'Subscription', messageAdded: { __typename: 'Message', id: string, content: string, createdAt: string, sender: { __typename: 'MessageSender', id: string, fullName: string }, booking: { __typename: 'Booking', id: string } } };

export type RateStayMutationVariables = Exact<{
  bookingId: string | number;
  input: StayRatingInput;
}>;


export type RateStayMutation = { __typename: 'Mutation', rateStay: { __typename: 'Stay', id: string, ratingOpen: boolean, rating: { __typename: 'StayRating', cleanliness: number, condition: number, app: number, overall: number } | null } };

export type StayOrders_PurchaseFragment = { __typename: 'Purchase', id: string, createdAt: string, name: string, payment: PurchasePayment, checkoutUrl: string | null, lineItems: Array<{ __typename: 'LineItem', id: string, name: string, quantity: number, price: number, currency: Currency }> } & { ' $fragmentName'?: 'StayOrders_PurchaseFragment' };

export type JoinStayMutationVariables = Exact<{
  bookingId: string | number;
  inviteCode: string;
}>;


export type JoinStayMutation = { __typename: 'Mutation', joinBooking: { __typename: 'Booking', id: string } };

export type PurchaseServicesMutationVariables = Exact<{
  bookingId: string | number;
  lineItems: Array<PurchaseLineInput> | PurchaseLineInput;
}>;


export type PurchaseServicesMutation = { __typename: 'Mutation', purchaseServices: { __typename: 'Purchase', id: string, checkoutUrl: string | null, createdAt: string, name: string, payment: PurchasePayment, lineItems: Array<{ __typename: 'LineItem', id: string, name: string, quantity: number, price: number, currency: Currency }> } };

export type LoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type LoginMutation = { __typename: 'Mutation', login: { __typename: 'AuthPayload', token: string, user: { __typename: 'User', id: string, email: string } } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { __typename: 'Mutation', logout: boolean };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { __typename: 'Mutation', register: { __typename: 'AuthPayload', token: string, user: { __typename: 'User', id: string, email: string } } };

export type UpdateAppModeMutationVariables = Exact<{
  mode: AppMode;
}>;


export type UpdateAppModeMutation = { __typename: 'Mutation', updateUser: { __typename: 'User', id: string, onboardModeSelection: AppMode | null } };

export type WebhookEndpointsQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhookEndpointsQuery = { __typename: 'Query', webhookEndpoints: Array<(
    { __typename: 'WebhookEndpoint', id: string }
    & { ' $fragmentRefs'?: { 'WebhookEndpointRow_EndpointFragment': WebhookEndpointRow_EndpointFragment } }
  )> };

export type WebhookEndpointRow_EndpointFragment = { __typename: 'WebhookEndpoint', id: string, url: string, events: Array<string>, createdAt: string, lastDeliveryStatus: WebhookDeliveryStatus | null } & { ' $fragmentName'?: 'WebhookEndpointRow_EndpointFragment' };

export type WebhookDeliveriesQueryVariables = Exact<{
  endpointId: string | number;
}>;


export type WebhookDeliveriesQuery = { __typename: 'Query', webhookDeliveries: Array<{ __typename: 'WebhookDelivery', id: string, eventType: string, status: WebhookDeliveryStatus, createdAt: string, nextAttemptAt: string | null, attempts: Array<{ __typename: 'WebhookAttempt', attemptedAt: string, statusCode: number | null, durationMs: number, responseBody: string, error: string | null }> }> };

export type CreateWebhookEndpointMutationVariables = Exact<{
  url: string;
  events: Array<string> | string;
}>;


export type CreateWebhookEndpointMutation = { __typename: 'Mutation', createWebhookEndpoint: { __typename: 'CreatedWebhookEndpoint', secret: string, endpoint: (
      { __typename: 'WebhookEndpoint', id: string }
      & { ' $fragmentRefs'?: { 'WebhookEndpointRow_EndpointFragment': WebhookEndpointRow_EndpointFragment } }
    ) } };

export type DeleteWebhookEndpointMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteWebhookEndpointMutation = { __typename: 'Mutation', deleteWebhookEndpoint: string };

export type SendWebhookTestEventMutationVariables = Exact<{
  id: string | number;
}>;


export type SendWebhookTestEventMutation = { __typename: 'Mutation', sendWebhookTestEvent: { __typename: 'WebhookEndpoint', id: string, lastDeliveryStatus: WebhookDeliveryStatus | null } };

export * from './documents/access-tokens/AccessTokens';
export * from './documents/analytics/Ratings';
export * from './documents/analytics/SalesChart';
export * from './documents/analytics/ServicesSold';
export * from './documents/analytics/Transactions';
export * from './documents/billing/PlanCard';
export * from './documents/calendars/PropertyCalendar';
export * from './documents/calendars/StayQuote';
export * from './documents/calendars/multi/MultiCalendar';
export * from './documents/channels/ChannelsListing';
export * from './documents/components/AppShell/AppHeader';
export * from './documents/dashboard/ChannelStatus';
export * from './documents/dashboard/DashboardTiles';
export * from './documents/dashboard/LatestFeedback';
export * from './documents/dashboard/ListingMonth';
export * from './documents/dashboard/WeekAgenda';
export * from './documents/guides/home/HomeGuide';
export * from './documents/guides/local/LocalGuide';
export * from './documents/guides/wifi/Wifi';
export * from './documents/messages/panel/messaging';
export * from './documents/messages/templates/MessageTemplates';
export * from './documents/places/PlaceSearch';
export * from './documents/profile/Profile';
export * from './documents/properties/add/AddProperty';
export * from './documents/properties/address/AddressSection';
export * from './documents/properties/booking/BookingSettingsSection';
export * from './documents/properties/checkinout/CheckInOutSection';
export * from './documents/properties/checkinout/UpdateCheckInOut';
export * from './documents/properties/copy/CopySettingsDialog';
export * from './documents/properties/details/AmenitiesForm';
export * from './documents/properties/details/BedroomsEditor';
export * from './documents/properties/details/PropertyDetailsSection';
export * from './documents/properties/frame/PropertyHeader';
export * from './documents/properties/frame/PropertySections';
export * from './documents/properties/guestapp/GuestAppLinks';
export * from './documents/properties/guestapp/GuestServicesSection';
export * from './documents/properties/guestapp/WelcomeMessageSection';
export * from './documents/properties/ical/IcalLinks';
export * from './documents/properties/ical/IcalSection';
export * from './documents/properties/list/PropertiesTable';
export * from './documents/properties/list/PropertyTiles';
export * from './documents/properties/photos/PhotoMutations';
export * from './documents/properties/photos/PhotosSection';
export * from './documents/properties/pricing/PricingSection';
export * from './documents/properties/pricing/SeasonalRates';
export * from './documents/properties/pricing/SectionCompleteness';
export * from './documents/properties/pricing/UpdatePropertyPricing';
export * from './documents/routes/Gate';
export * from './documents/routes/analytics/AnalyticsPage';
export * from './documents/routes/billing/Plans';
export * from './documents/routes/calendar/PropertyCalendarPage';
export * from './documents/routes/channels/ChannelsPage';
export * from './documents/routes/dashboard/Dashboard';
export * from './documents/routes/properties/PropertiesPage';
export * from './documents/routes/properties/PropertyPage';
export * from './documents/routes/search/SearchPage';
export * from './documents/routes/sites/SiteListingPage';
export * from './documents/routes/sites/SitePage';
export * from './documents/routes/white-label/WhiteLabelPage';
export * from './documents/search/SearchColumn';
export * from './documents/services/GuestService';
export * from './documents/services/GuestServices';
export * from './documents/services/HostAssist';
export * from './documents/settings/SettingsSections';
export * from './documents/sites/ListingCard';
export * from './documents/sites/SiteQuote';
export * from './documents/stays/Stay';
export * from './documents/users/Login';
export * from './documents/users/Logout';
export * from './documents/users/Register';
export * from './documents/users/UpdateAppMode';
export * from './documents/webhooks/Webhooks';
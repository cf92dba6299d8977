/** Business constants and limits of spec §9, shared by api, gateway and web. */

export const PASSWORD_MIN_LENGTH = 8;
/** Longest new password (OWASP ASVS 2.1.2 asks for at least 64 to be accepted). */
export const PASSWORD_MAX_LENGTH = 128;
/** Prices travel in minor units (pence, cents); 100 is the smallest accepted price. */
export const MIN_PRICE_MINOR_UNITS = 100;
export const MINOR_UNITS_PER_MAJOR = 100;

export const CURRENCIES = ['gbp', 'eur', 'usd', 'cad'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'gbp';
const CURRENCY_SYMBOLS: Record<Currency, string> = { usd: '$', eur: '€', cad: '$', gbp: '£' };
/** usd $, eur €, cad $, otherwise £ (spec §9). */
export function currencySymbol(currency: string | null | undefined): string {
  return CURRENCY_SYMBOLS[currency as Currency] ?? '£';
}

export const APP_MODES = ['guest', 'host'] as const;
export type AppMode = (typeof APP_MODES)[number];

export const DEFAULT_PHONE_PREFIX = '+44';

export const MESSAGE_REFRESH_MS = 10_000;
export const PLACE_SEARCH_DEBOUNCE_MS = 500;
/** Place photos are served this many pixels wide (spec §9 local guide photo width). */
export const LOCAL_GUIDE_PHOTO_WIDTH = 500;
export const FLASH_SHOW_DELAY_MS = 300;
export const FLASH_HIDE_AFTER_MS = 10_000;

/** 1 = Monday (ISO weekday). */
export const WEEK_STARTS_ON = 1;

/** Guests rate a stay 1 to 5 stars (spec §9). */
export const RATING_MIN = 1;
export const RATING_MAX = 5;

export const CALENDAR_LAYOUT = {
  cellWidth: 80,
  rowHeight: 100,
  namesPanelWidth: 240,
  minVisibleDays: 7,
  bufferMultiplier: 3,
  initialDaysBefore: 30,
  initialDaysAfter: 50,
  earliestDate: '2021-01-01',
} as const;

export const LOCAL_GUIDE_PRICE_LEVELS = [1, 2, 3, 4, 5] as const;
export const HOME_GUIDE_TITLE_MAX = 50;
export const HOME_GUIDE_DESCRIPTION_MAX = 1000;
export const WIFI_NAME_MAX = 50;
export const WIFI_CODE_MAX = 50;
export const WIFI_DETAILS_MAX = 255;

export const MAX_MESSAGE_TEMPLATES = 5;
export const MIN_PHOTOS_PER_LISTING = 10;
export const AIRBNB_NAME_HINT_LENGTH = 50;

export const TRIAL_DAYS = 30;

/** The Settings 'Get Help' form (POST /help-email). */
export const HELP_EMAIL_LIMITS = { subjectMax: 200, contentMax: 5000 } as const;

export type PlanIdentifier = 'starter' | 'premium' | 'professional' | 'business';
export interface Plan {
  identifier: PlanIdentifier;
  name: string;
  /** Pence per unit per month; 0 for the free plan. */
  pricePerUnitMonthly: number;
  comingSoon: boolean;
  features: string[];
}
/** The plan cards of spec §2 and §6, cheapest first. */
export const PLANS: readonly Plan[] = [
  {
    identifier: 'starter',
    name: 'Starter',
    pricePerUnitMonthly: 0,
    comingSoon: false,
    features: ['iCal calendar', 'Guest app', 'Guest web app', 'Upsell platform', 'Services marketplace'],
  },
  {
    identifier: 'premium',
    name: 'Premium',
    pricePerUnitMonthly: 499,
    comingSoon: false,
    features: ['Everything in Starter', 'API channel manager', 'Two-way sync with channels'],
  },
  {
    identifier: 'professional',
    name: 'Professional',
    pricePerUnitMonthly: 1499,
    comingSoon: true,
    features: ['Everything in Premium', 'Dynamic pricing', 'Team access'],
  },
  {
    identifier: 'business',
    name: 'Business',
    pricePerUnitMonthly: 1999,
    comingSoon: true,
    features: ['Everything in Professional', 'Dedicated account manager', 'Custom integrations'],
  },
];

/** Booking channels of spec §1; `bookingcom` is the spec's `{host}` (design card). */
export const CHANNELS = [
  { slug: 'airbnb', name: 'Airbnb' },
  { slug: 'bookingcom', name: 'Booking.com' },
  { slug: 'homeaway', name: 'HomeAway' },
  { slug: 'tripadvisor', name: 'TripAdvisor' },
] as const;

/** Property photo types of spec §3 (Image), in the spec's order. */
export const PROPERTY_PHOTO_TYPES = [
  'main',
  'bathroom',
  'bedroom',
  'dining room',
  'entrance',
  'exterior',
  'garden',
  'interior',
  'kitchen',
  'living room',
  'other',
  'parking',
  'street',
  'terrace',
  'toilet',
] as const;
export type PropertyPhotoType = (typeof PROPERTY_PHOTO_TYPES)[number];
/** The one photo type a listing needs (the cover photo). */
export const MAIN_PHOTO_TYPE: PropertyPhotoType = 'main';

/** Spec §3 Property.cancellationPolicyMode. */
export const CANCELLATION_POLICY_MODES = ['Flexible', 'Moderate', 'Strict'] as const;
export type CancellationPolicyMode = (typeof CANCELLATION_POLICY_MODES)[number];

/**
 * Property types (the spec leaves the list 'not shown'): the common types channel managers know. Stored as the label.
 */
export const PROPERTY_TYPES = [
  'Apartment',
  'House',
  'Cottage',
  'Villa',
  'Bungalow',
  'Cabin',
  'Chalet',
  'Studio',
  'Loft',
  'Townhouse',
  'Guest house',
  'Farmhouse',
  'Boat',
  'Other',
] as const;

/**
 * The amenity flags of a listing (the spec shows bbq and tv and leaves the rest 'not shown'). `key` is the field
 * name on the REST item and in forms; `label` is what hosts read.
 */
export const AMENITIES = [
  { key: 'wifi', label: 'Wifi' },
  { key: 'tv', label: 'TV' },
  { key: 'kitchen', label: 'Kitchen' },
  { key: 'washer', label: 'Washing machine' },
  { key: 'dryer', label: 'Tumble dryer' },
  { key: 'dishwasher', label: 'Dishwasher' },
  { key: 'oven', label: 'Oven' },
  { key: 'microwave', label: 'Microwave' },
  { key: 'fridge', label: 'Fridge' },
  { key: 'freezer', label: 'Freezer' },
  { key: 'coffeeMaker', label: 'Coffee maker' },
  { key: 'kettle', label: 'Kettle' },
  { key: 'toaster', label: 'Toaster' },
  { key: 'heating', label: 'Heating' },
  { key: 'airConditioning', label: 'Air conditioning' },
  { key: 'fireplace', label: 'Fireplace' },
  { key: 'iron', label: 'Iron' },
  { key: 'hairDryer', label: 'Hair dryer' },
  { key: 'essentials', label: 'Towels, bed linen and toiletries' },
  { key: 'workspace', label: 'Dedicated workspace' },
  { key: 'parking', label: 'Free parking' },
  { key: 'evCharger', label: 'EV charger' },
  { key: 'elevator', label: 'Lift' },
  { key: 'pool', label: 'Pool' },
  { key: 'hotTub', label: 'Hot tub' },
  { key: 'gym', label: 'Gym' },
  { key: 'bbq', label: 'BBQ' },
  { key: 'garden', label: 'Garden' },
  { key: 'balcony', label: 'Balcony or terrace' },
  { key: 'cot', label: 'Cot' },
  { key: 'highChair', label: 'High chair' },
  { key: 'petsAllowed', label: 'Pets allowed' },
  { key: 'wheelchairAccessible', label: 'Wheelchair accessible' },
  { key: 'smokeAlarm', label: 'Smoke alarm' },
  { key: 'carbonMonoxideAlarm', label: 'Carbon monoxide alarm' },
  { key: 'firstAidKit', label: 'First aid kit' },
  { key: 'fireExtinguisher', label: 'Fire extinguisher' },
] as const;
export type AmenityKey = (typeof AMENITIES)[number]['key'];
export const AMENITY_KEYS: readonly AmenityKey[] = AMENITIES.map((amenity) => amenity.key);

/** Bounds of the listing fields (sensible limits; the spec gives none). */
export const PROPERTY_LIMITS = {
  nameMax: 255,
  descriptionMaxWords: 500,
  descriptionMaxChars: 10_000,
  floor: { min: -10, max: 200 },
  /** Floor area in square metres. */
  space: { min: 1, max: 100_000 },
  numberOfBathrooms: { min: 0, max: 50 },
  /** Prices in minor units: 100 (spec §9) to 1,000,000.00. */
  price: { min: MIN_PRICE_MINOR_UNITS, max: 100_000_000 },
  percent: { min: 0, max: 100 },
  markupPercent: { min: 0, max: 500 },
  earlyBirdDays: { min: 1, max: 730 },
  lastMinuteDays: { min: 0, max: 365 },
  orphanNightsMinNights: { min: 1, max: 30 },
  minNights: { min: 1, max: 365 },
  guests: { min: 1, max: 100 },
  daysBeforeArrival: { min: 0, max: 365 },
  stepDescriptionMax: 1000,
  welcomeMessageMax: 5000,
  autoMessageMax: 2000,
  servicesMax: 100,
  urlMax: 2000,
  beds: { min: 0, max: 20 },
  /** Seasonal rate change in percent: more than -100, at most 500. */
  rateChange: { moreThan: -100, max: 500 },
  photoCaptionMax: 255,
  syncChangedMax: 255,
} as const;

/**
 * Value an image field holds while its file is uploading (spec §4 Image upload): forms put it in the field and
 * the validation refuses it with 'Image is still uploading'.
 */
export const IMAGE_UPLOADING = '__uploading__';
/** Accepted image types for photos and uploads (spec §5). */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png'] as const;

/** The providers an iCal import link may come from (spec §5 Calendar URL); `vrbo` belongs to the HomeAway family. */
export const CALENDAR_PROVIDERS = [
  { slug: 'airbnb', name: 'Airbnb' },
  { slug: 'bookingcom', name: 'Booking.com' },
  { slug: 'homeaway', name: 'HomeAway' },
  { slug: 'vrbo', name: 'Vrbo' },
  { slug: 'tripadvisor', name: 'TripAdvisor' },
] as const;
export type CalendarProviderSlug = (typeof CALENDAR_PROVIDERS)[number]['slug'];

/** The longest stay a channel sells when it does not say otherwise (CALENDAR_IMPORT_RULES). */
export const DEFAULT_LONGEST_STAY_NIGHTS = 90;

/**
 * How the iCal import reads each channel's events that do not say whether they are a stay or closed dates (every
 * Booking.com event is `CLOSED - Not available`; elsewhere, a summary that is neither `Reserved…` nor `Blocked…`):
 * one longer than `longestStayNights`, or ending within 2 days of the end of the `feedWindowMonths` the channel
 * exports (its rolling closure from the booking horizon on), is imported as blocked dates, not as a booking.
 * Events a channel marks as stays (Airbnb's `Reserved`, `Reserved - Name` …) are bookings whatever their length.
 */
export const CALENDAR_IMPORT_RULES: Record<
  CalendarProviderSlug,
  { longestStayNights: number; feedWindowMonths: number | null }
> = {
  airbnb: { longestStayNights: DEFAULT_LONGEST_STAY_NIGHTS, feedWindowMonths: null },
  // Booking.com sells stays of up to 90 nights and exports 18 months from today.
  bookingcom: { longestStayNights: 90, feedWindowMonths: 18 },
  homeaway: { longestStayNights: DEFAULT_LONGEST_STAY_NIGHTS, feedWindowMonths: null },
  vrbo: { longestStayNights: DEFAULT_LONGEST_STAY_NIGHTS, feedWindowMonths: null },
  tripadvisor: { longestStayNights: DEFAULT_LONGEST_STAY_NIGHTS, feedWindowMonths: null },
};

/** Calendars and direct bookings. */
export const CALENDAR_LIMITS = {
  /** Longest range of one override or block request (toDate included). */
  rangeMaxDays: 731,
  /** Longest window of one GET /property-calendars. */
  windowMaxDays: 400,
  /** Longest direct booking. */
  stayMaxNights: 365,
  /** iCal import links of one listing. */
  linksPerListing: 20,
} as const;

/** Bounds of the REST API (and the GraphQL arguments that reach it), the same for every client. */
export const API_LIMITS = {
  /** Values one list filter takes: `?id[]=`, `?property[]=`, `?propertyId[]=`, GraphQL `propertyIds`. */
  filterValuesMax: 100,
  /**
   * The largest record id (the databases' 32-bit integer keys): a larger id names nothing (404 in a path, no match
   * in a filter, 'does not exist' in a body).
   */
  recordIdMax: 2_147_483_647,
  /** Largest JSON body of the REST API and of the gateway's /graphql by default (1 MiB). */
  jsonBodyMaxBytes: 1_048_576,
} as const;

/** True for an integer that can be a record id (1 to API_LIMITS.recordIdMax). */
export const isRecordId = (value: number) => Number.isInteger(value) && value >= 1 && value <= API_LIMITS.recordIdMax;

/** Bounds of a guest service (the spec gives none but the price). */
export const SERVICE_LIMITS = {
  titleMax: 100,
  descriptionMax: 2000,
  termsMax: 5000,
} as const;

/** What a personal access token may do (issue 16): read or write one area of the account each. */
export const ACCESS_TOKEN_SCOPES = [
  'read:listings',
  'write:listings',
  'read:bookings',
  'write:bookings',
  'read:messages',
  'write:messages',
] as const;
export type AccessTokenScope = (typeof ACCESS_TOKEN_SCOPES)[number];

/** Bounds of personal access tokens. */
export const ACCESS_TOKEN_LIMITS = {
  /** Every token's secret starts with it, so a leaked one is recognisable (secret scanners, logs). */
  prefix: 'hp_',
  nameMax: 100,
  /** Live tokens one user may hold at once. */
  perUser: 20,
  /** The longest expiry a token may be given, in days (or none at all). */
  expiresInDaysMax: 366,
  /** last_used_at is written at most this often per token. */
  lastUsedResolutionSeconds: 60,
} as const;

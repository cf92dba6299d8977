/** Business constants and limits of spec §9, shared by api, gateway and web. */

export const PASSWORD_MIN_LENGTH = 8;
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
export const DEFAULT_LANGUAGE = 'English';

export const MESSAGE_REFRESH_MS = 10_000;
export const PLACE_SEARCH_DEBOUNCE_MS = 500;
export const PLACE_SEARCH_RADIUS_METRES = 10_000;
export const FLASH_SHOW_DELAY_MS = 300;
export const FLASH_HIDE_AFTER_MS = 10_000;

/** 1 = Monday (ISO weekday). */
export const WEEK_STARTS_ON = 1;
export const ANNUAL_SALES_MONTHS = 12;
export const LATEST_FEEDBACK_LIMIT = 3;
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

export const DEFAULT_MAP_CENTER = { latitude: 51.5074, longitude: -0.1278, zoom: 17 } as const;
export const LOCAL_GUIDE_PHOTO_WIDTH = 500;
export const LOCAL_GUIDE_PRICE_LEVELS = [1, 2, 3, 4, 5] as const;

export const HOME_GUIDE_TITLE_MAX = 50;
export const HOME_GUIDE_DESCRIPTION_MAX = 1000;
export const WIFI_NAME_MAX = 50;
export const WIFI_CODE_MAX = 50;
export const WIFI_DETAILS_MAX = 255;
export const IMAGE_MODAL_MAX = { width: 600, height: 500 } as const;

export const MAX_MESSAGE_TEMPLATES = 5;
export const MIN_PHOTOS_PER_LISTING = 10;
export const AIRBNB_NAME_HINT_LENGTH = 50;

export const TRIAL_DAYS = 30;

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

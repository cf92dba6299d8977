import * as yup from 'yup';
import {
  AMENITIES,
  CALENDAR_PROVIDERS,
  CANCELLATION_POLICY_MODES,
  IMAGE_UPLOADING,
  isRecordId,
  PROPERTY_LIMITS as L,
  PROPERTY_PHOTO_TYPES,
  PROPERTY_TYPES,
  WIFI_CODE_MAX,
  WIFI_DETAILS_MAX,
  WIFI_NAME_MAX,
  type CalendarProviderSlug,
} from '../constants.js';
import { MESSAGES, PROPERTY_MESSAGES as M, betweenMessage } from '../messages.js';
import { TIME_PATTERN } from './common.js';

/*
 * Listings (spec §3 Property and its sub-resources, §5 rules). Every field rule is written once here:
 * - `propertyUpdateSchema` is what PUT /properties/{id} accepts: every field optional, `null` or '' clears it;
 * - the section schemas (`propertyDetailsSchema` …) are the web forms' rules: the same fields plus what §5 requires.
 */

const blankToNull = (value: unknown) => (value === '' ? null : value);

/** Optional text; '' (after trimming) becomes null, which clears the field. */
export const text = (max: number) => yup.string().trim().transform(blankToNull).max(max, M.tooLong).nullable();

/** A whole number in [min, max]; '' becomes null (forms). */
export const wholeNumber = (min: number, max: number) =>
  yup
    .number()
    .transform((value: unknown, original: unknown) => (original === '' ? null : value))
    .typeError(M.mustBeNumber)
    .integer(M.mustBeWholeNumber)
    .min(min, betweenMessage(min, max))
    .max(max, betweenMessage(min, max))
    .nullable();

const percent = () => wholeNumber(L.percent.min, L.percent.max);
const markup = () => wholeNumber(L.markupPercent.min, L.markupPercent.max);

/** A price in minor units: at least 100 ('Price cannot be less than 1:00'). */
export const optionalPrice = () =>
  yup
    .number()
    .transform((value: unknown, original: unknown) => (original === '' ? null : value))
    .typeError(M.mustBeNumber)
    .integer(M.mustBeWholeNumber)
    .min(L.price.min, MESSAGES.priceTooLow)
    .max(L.price.max, M.priceTooHigh)
    .nullable();

/** The base rate: a price in minor units holding a whole amount (spec §5 'Base rate holds whole numbers'). */
const baseRate = () =>
  optionalPrice().test('whole-amount', M.wholeAmount, (value) => value == null || value % 100 === 0);

export const oneOf = <T extends string>(values: readonly T[]) =>
  yup
    .string()
    .trim()
    .transform(blankToNull)
    .oneOf([...values], M.notInList)
    .nullable();

/** HH:MM, 24-hour (spec §5 Time). */
const time = () => yup.string().trim().transform(blankToNull).matches(TIME_PATTERN, MESSAGES.timeFormat).nullable();

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = /^(?:www\.|m\.|music\.)?(?:youtube\.com|youtube-nocookie\.com)$/;

/**
 * The video id of an 11-character id or a YouTube link (watch?v=, youtu.be/, embed/, shorts/, live/, v/);
 * null when there is none.
 */
export function youtubeVideoId(input: string): string | null {
  const value = input.trim();
  if (YOUTUBE_ID.test(value)) return value;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  let candidate: string | null | undefined;
  if (host === 'youtu.be' || host === 'www.youtu.be') candidate = url.pathname.split('/')[1];
  else if (YOUTUBE_HOSTS.test(host)) {
    const [, first, second] = url.pathname.split('/');
    candidate =
      first === 'watch'
        ? url.searchParams.get('v')
        : ['embed', 'shorts', 'live', 'v'].includes(first ?? '')
          ? second
          : null;
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}

/** A YouTube link or id, stored as the 11-character id. */
export const youtube = () =>
  yup
    .string()
    .trim()
    .transform((value: unknown) =>
      value === '' ? null : typeof value === 'string' ? (youtubeVideoId(value) ?? value) : value,
    )
    .matches(YOUTUBE_ID, M.youtube)
    .nullable();

const IMAGE_REFERENCE =
  /^\/(?:images\/([1-9]\d{0,9})|uploads\/([A-Za-z0-9][A-Za-z0-9_-]*(?:\/[A-Za-z0-9][A-Za-z0-9_.-]*)*))$/;

/** `/images/5` (a photo) or `/uploads/files/…` (a file from POST /upload); null for anything else. */
export function parseImageReference(reference: string): { image: number } | { upload: string } | null {
  const match = IMAGE_REFERENCE.exec(reference);
  if (!match || reference.includes('..')) return null;
  if (!match[1]) return { upload: match[2] as string };
  const image = Number(match[1]);
  return isRecordId(image) ? { image } : null;
}

/** An image field of a form: refused while its file is still uploading (spec §5 Image fields). */
export const imageReference = () =>
  yup
    .string()
    .trim()
    .transform(blankToNull)
    .test('uploading', MESSAGES.imageUploading, (value) => value !== IMAGE_UPLOADING)
    .test('reference', M.imageReference, (value) => value == null || parseImageReference(value) !== null)
    .nullable();

const countWords = (value: string) => value.split(/\s+/).filter(Boolean).length;

const airbnbUrl = () =>
  text(L.urlMax).test('airbnb', M.airbnbUrl, (value) => {
    if (value == null) return true;
    try {
      const url = new URL(value);
      return /^https?:$/.test(url.protocol) && /(^|\.)airbnb\.[a-z]{2,3}(\.[a-z]{2})?$/i.test(url.hostname);
    } catch {
      return false;
    }
  });

const SERVICE_ID = /^(?:\/services\/)?([1-9]\d{0,9})$/;
/** Service ids as numbers or `/services/{id}` IRIs, kept as numbers. */
const serviceIds = () =>
  yup
    .array()
    .of(
      yup
        .number()
        .transform((value: unknown, original: unknown) =>
          typeof original === 'string' ? Number(SERVICE_ID.exec(original.trim())?.[1] ?? Number.NaN) : value,
        )
        .typeError(M.serviceIds)
        .integer(M.serviceIds)
        .positive(M.serviceIds)
        .required(M.serviceIds),
    )
    .max(L.servicesMax, M.tooLong)
    .nullable();

/** A listing name: never blank. */
const name = () =>
  yup
    .string()
    .trim()
    .test('not-blank', MESSAGES.required, (value) => value === undefined || value.length > 0)
    .max(L.nameMax, M.tooLong);

/**
 * Every writable field of a listing with its type and bounds, none required: PUT /properties/{id} takes any
 * subset. Nullable fields are cleared with null or ''.
 */
export const propertyFieldRules = {
  // Property Details
  name: name(),
  description: text(L.descriptionMaxChars).test(
    'words',
    M.descriptionTooLong,
    (value) => value == null || countWords(value) <= L.descriptionMaxWords,
  ),
  type: oneOf(PROPERTY_TYPES),
  floor: wholeNumber(L.floor.min, L.floor.max),
  /** Floor area in square metres. */
  space: wholeNumber(L.space.min, L.space.max),
  numberOfBathrooms: wholeNumber(L.numberOfBathrooms.min, L.numberOfBathrooms.max),
  licenceNumber: text(100),
  licenceExempt: yup.boolean(),
  legalToOperate: yup.boolean(),
  // Property Address
  addressCountry: text(100),
  addressPostcode: text(20),
  addressHouseNumber: text(50),
  addressHouseName: text(100),
  addressStreet: text(200),
  addressTown: text(100),
  addressLatitude: yup.number().typeError(M.mustBeNumber).min(-90, M.latitude).max(90, M.latitude).nullable(),
  addressLongitude: yup.number().typeError(M.mustBeNumber).min(-180, M.longitude).max(180, M.longitude).nullable(),
  // Manage Pricing (minor units; percentages are whole numbers)
  baseRate: baseRate(),
  lengthOfStayEnabled: yup.boolean(),
  weeklyDiscount: percent(),
  fortnightlyDiscount: percent(),
  monthlyDiscount: percent(),
  quarterlyDiscount: percent(),
  earlyBirdEnabled: yup.boolean(),
  earlyBirdMinDaysBeforeArrival: wholeNumber(L.earlyBirdDays.min, L.earlyBirdDays.max),
  earlyBirdDiscount: percent(),
  lastMinuteEnabled: yup.boolean(),
  lastMinuteMaxDaysBeforeArrival: wholeNumber(L.lastMinuteDays.min, L.lastMinuteDays.max),
  lastMinuteDiscount: percent(),
  weekendEnabled: yup.boolean(),
  weekendMarkup: markup(),
  orphanNightsEnabled: yup.boolean(),
  orphanNightsMinNights: wholeNumber(L.orphanNightsMinNights.min, L.orphanNightsMinNights.max),
  orphanNightsMarkup: markup(),
  seasonalEnabled: yup.boolean(),
  extraChargesEnabled: yup.boolean(),
  securityDeposit: optionalPrice(),
  cleaningFee: optionalPrice(),
  linenFee: optionalPrice(),
  managementFee: optionalPrice(),
  cityTax: optionalPrice(),
  extraGuestPrice: optionalPrice(),
  // Booking Settings
  minNights: wholeNumber(L.minNights.min, L.minNights.max),
  standardGuests: wholeNumber(L.guests.min, L.guests.max),
  canSleepMax: wholeNumber(L.guests.min, L.guests.max).test('at-least-standard', M.canSleepMax, function (value) {
    const standard = (this.parent as { standardGuests?: number | null }).standardGuests;
    return value == null || standard == null || value >= standard;
  }),
  daysBeforeArrival: wholeNumber(L.daysBeforeArrival.min, L.daysBeforeArrival.max),
  cancellationPolicyMode: oneOf(CANCELLATION_POLICY_MODES),
  // Check-In/Out Guides
  arriveAfter: time(),
  arriveBefore: time(),
  departBefore: time(),
  checkInYoutubeId: youtube(),
  checkInStep1Description: text(L.stepDescriptionMax),
  checkInStep1Image: imageReference(),
  checkInStep2Description: text(L.stepDescriptionMax),
  checkInStep2Image: imageReference(),
  checkInStep3Description: text(L.stepDescriptionMax),
  checkInStep3Image: imageReference(),
  checkOutYoutubeId: youtube(),
  checkOutStep1Description: text(L.stepDescriptionMax),
  checkOutStep1Image: imageReference(),
  checkOutStep2Description: text(L.stepDescriptionMax),
  checkOutStep2Image: imageReference(),
  checkOutStep3Description: text(L.stepDescriptionMax),
  checkOutStep3Image: imageReference(),
  // Guest app
  welcomeMessage: text(L.welcomeMessageMax),
  welcomeMessageYoutubeId: youtube(),
  autoMessageEnabled: yup.boolean(),
  autoMessageContent: text(L.autoMessageMax),
  wifiName: text(WIFI_NAME_MAX),
  wifiCode: text(WIFI_CODE_MAX),
  wifiDetails: text(WIFI_DETAILS_MAX),
  services: serviceIds(),
  airbnbUrl: airbnbUrl(),
  isArchived: yup.boolean(),
};
export type PropertyFieldName = keyof typeof propertyFieldRules;

/** PUT /properties/{id}: any subset of the fields. */
export const propertyUpdateSchema = yup.object(propertyFieldRules);
export type PropertyUpdateValues = yup.InferType<typeof propertyUpdateSchema>;

/** POST /properties (spec §5 Add property): a name; the 50-character airbnb hint is not enforced. */
export const addPropertySchema = yup.object({ name: name().required(MESSAGES.required) });
export type AddPropertyValues = yup.InferType<typeof addPropertySchema>;

const r = propertyFieldRules;
const required = <S extends yup.Schema>(schema: S) => schema.required(MESSAGES.required) as S;
const requiredWhen = <S extends yup.Schema>(flag: string, schema: S) =>
  schema.when(flag, { is: true, then: (s) => s.required(MESSAGES.required) }) as S;

/** Property Details form (spec §5): name, description, type, floor, space and licence number (unless exempt). */
export const propertyDetailsSchema = yup.object({
  name: required(r.name),
  description: required(r.description),
  type: required(r.type),
  floor: required(r.floor),
  space: required(r.space),
  numberOfBathrooms: r.numberOfBathrooms,
  licenceExempt: r.licenceExempt,
  licenceNumber: r.licenceNumber.when('licenceExempt', {
    is: (exempt: unknown) => exempt !== true,
    then: (s) => s.required(MESSAGES.required),
  }),
  legalToOperate: r.legalToOperate,
});

/** Property Address form: street, town, postcode and country; the coordinates come from the place search. */
export const propertyAddressSchema = yup.object({
  addressHouseNumber: r.addressHouseNumber,
  addressHouseName: r.addressHouseName,
  addressStreet: required(r.addressStreet),
  addressTown: required(r.addressTown),
  addressPostcode: required(r.addressPostcode),
  addressCountry: required(r.addressCountry),
  addressLatitude: r.addressLatitude,
  addressLongitude: r.addressLongitude,
});

/** Manage Pricing form: the base rate always; an enabled block needs its values. */
export const propertyPricingSchema = yup.object({
  baseRate: required(r.baseRate),
  lengthOfStayEnabled: r.lengthOfStayEnabled,
  weeklyDiscount: r.weeklyDiscount,
  fortnightlyDiscount: r.fortnightlyDiscount,
  monthlyDiscount: r.monthlyDiscount,
  quarterlyDiscount: r.quarterlyDiscount,
  earlyBirdEnabled: r.earlyBirdEnabled,
  earlyBirdMinDaysBeforeArrival: requiredWhen('earlyBirdEnabled', r.earlyBirdMinDaysBeforeArrival),
  earlyBirdDiscount: requiredWhen('earlyBirdEnabled', r.earlyBirdDiscount),
  lastMinuteEnabled: r.lastMinuteEnabled,
  lastMinuteMaxDaysBeforeArrival: requiredWhen('lastMinuteEnabled', r.lastMinuteMaxDaysBeforeArrival),
  lastMinuteDiscount: requiredWhen('lastMinuteEnabled', r.lastMinuteDiscount),
  weekendEnabled: r.weekendEnabled,
  weekendMarkup: requiredWhen('weekendEnabled', r.weekendMarkup),
  orphanNightsEnabled: r.orphanNightsEnabled,
  orphanNightsMinNights: requiredWhen('orphanNightsEnabled', r.orphanNightsMinNights),
  orphanNightsMarkup: requiredWhen('orphanNightsEnabled', r.orphanNightsMarkup),
  seasonalEnabled: r.seasonalEnabled,
  extraChargesEnabled: r.extraChargesEnabled,
  securityDeposit: r.securityDeposit,
  cleaningFee: r.cleaningFee,
  linenFee: r.linenFee,
  managementFee: r.managementFee,
  cityTax: r.cityTax,
  extraGuestPrice: r.extraGuestPrice,
});

/** Booking Settings form: every field required (spec §5). */
export const bookingSettingsSchema = yup.object({
  minNights: required(r.minNights),
  standardGuests: required(r.standardGuests),
  canSleepMax: required(r.canSleepMax),
  daysBeforeArrival: required(r.daysBeforeArrival),
  cancellationPolicyMode: required(r.cancellationPolicyMode),
});

/** Check-In/Out Guides form: arrive after, arrive before, step 1 description and depart before are required. */
export const checkInOutSchema = yup.object({
  arriveAfter: required(r.arriveAfter),
  arriveBefore: required(r.arriveBefore),
  departBefore: required(r.departBefore),
  checkInYoutubeId: r.checkInYoutubeId,
  checkInStep1Description: required(r.checkInStep1Description),
  checkInStep1Image: r.checkInStep1Image,
  checkInStep2Description: r.checkInStep2Description,
  checkInStep2Image: r.checkInStep2Image,
  checkInStep3Description: r.checkInStep3Description,
  checkInStep3Image: r.checkInStep3Image,
  checkOutYoutubeId: r.checkOutYoutubeId,
  checkOutStep1Description: r.checkOutStep1Description,
  checkOutStep1Image: r.checkOutStep1Image,
  checkOutStep2Description: r.checkOutStep2Description,
  checkOutStep2Image: r.checkOutStep2Image,
  checkOutStep3Description: r.checkOutStep3Description,
  checkOutStep3Image: r.checkOutStep3Image,
});

/** Welcome Message form; the automatic message needs its text when it is on. */
export const welcomeMessageSchema = yup.object({
  welcomeMessage: r.welcomeMessage,
  welcomeMessageYoutubeId: r.welcomeMessageYoutubeId,
  autoMessageEnabled: r.autoMessageEnabled,
  autoMessageContent: requiredWhen('autoMessageEnabled', r.autoMessageContent),
});

/** Wifi form (spec §5): name and code at most 50 characters, details at most 255. */
export const wifiSchema = yup.object({ wifiName: r.wifiName, wifiCode: r.wifiCode, wifiDetails: r.wifiDetails });

// ---------------------------------------------------------------------------------------------------------------
// Sub-resources

const PROPERTY_IRI = /^(?:\/properties\/)?([1-9]\d{0,9})$/;
/** `/properties/12` (or `12`) → 12; null when it is neither, or beyond the largest record id (no such listing). */
export function propertyIdFromIri(value: string): number | null {
  const match = PROPERTY_IRI.exec(value.trim());
  const id = match ? Number(match[1]) : null;
  return id !== null && isRecordId(id) ? id : null;
}

/** A listing reference in a body: `/properties/{id}`. */
export const propertyReference = () =>
  yup
    .string()
    .trim()
    .test('iri', M.listingNotFound, (value) => value == null || value === '' || propertyIdFromIri(value) !== null);

const beds = () => wholeNumber(L.beds.min, L.beds.max).nonNullable(M.mustBeNumber);

/** POST /property-bedrooms (spec §3 Bedroom): bed counts default to 0. */
export const bedroomSchema = yup.object({
  property: propertyReference().required(MESSAGES.required),
  doubleBeds: beds().default(0),
  singleBeds: beds().default(0),
});
export type BedroomValues = yup.InferType<typeof bedroomSchema>;
/** PUT /property-bedrooms/{id}: fields left out keep their value. */
export const bedroomUpdateSchema = yup.object({
  property: propertyReference().optional(),
  doubleBeds: beds().optional(),
  singleBeds: beds().optional(),
});

const amenityFlags = (withDefault: boolean) =>
  Object.fromEntries(
    AMENITIES.map(({ key }) => [key, withDefault ? yup.boolean().default(false) : yup.boolean().optional()]),
  ) as Record<(typeof AMENITIES)[number]['key'], yup.BooleanSchema<boolean | undefined>>;

/** POST /property-amenities: one flag per amenity of AMENITIES (absent = false). */
export const amenitiesSchema = yup.object({
  property: propertyReference().required(MESSAGES.required),
  ...amenityFlags(true),
});
/** PUT /property-amenities/{id}: flags left out keep their value. */
export const amenitiesUpdateSchema = yup.object({ property: propertyReference().optional(), ...amenityFlags(false) });

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** True for an existing calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
export const isoDate = () =>
  yup
    .string()
    .trim()
    .test('date', M.invalidDate, (value) => value == null || value === '' || isIsoDate(value));

/** Days from `from` to `to` (YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

const rateChange = () =>
  yup
    .number()
    .typeError(M.mustBeNumber)
    .integer(M.mustBeWholeNumber)
    .moreThan(L.rateChange.moreThan, M.rateChange)
    .max(L.rateChange.max, M.rateChange);

/** Rules that need both dates (also applied by the API to a partial update merged with the stored rate). */
export function seasonalRateDatesViolation(values: {
  fromDate?: string | null;
  toDate?: string | null;
  repeatYearly?: boolean | null;
}): string | null {
  const { fromDate, toDate } = values;
  if (!fromDate || !toDate || !isIsoDate(fromDate) || !isIsoDate(toDate)) return null;
  if (toDate < fromDate) return M.dateOrder;
  if (values.repeatYearly && daysBetween(fromDate, toDate) >= 365) return M.yearlySeasonTooLong;
  return null;
}

const toDate = () =>
  isoDate().test('order', function (value) {
    const message = seasonalRateDatesViolation({ ...(this.parent as object), toDate: value });
    return message ? this.createError({ message }) : true;
  });

/** POST /seasonal-rates (spec §3 Seasonal rate): rateChange in percent, may be negative. */
export const seasonalRateSchema = yup.object({
  property: propertyReference().required(MESSAGES.required),
  fromDate: isoDate().required(MESSAGES.required),
  toDate: toDate().required(MESSAGES.required),
  rateChange: rateChange().required(MESSAGES.required),
  repeatYearly: yup.boolean().default(false),
});
export type SeasonalRateValues = yup.InferType<typeof seasonalRateSchema>;
/** PUT /seasonal-rates/{id}: fields left out keep their value. */
export const seasonalRateUpdateSchema = yup.object({
  property: propertyReference().optional(),
  fromDate: isoDate().optional(),
  toDate: toDate().optional(),
  rateChange: rateChange().optional(),
  repeatYearly: yup.boolean().optional(),
});

/** `brand.<tld>` for each of `tld`, `brand.co.<cc>` for each of `co` and `brand.com.<cc>` for each of `com`. */
const countrySites = (brand: string, sites: { tld: string; co?: string; com?: string }) => [
  ...sites.tld.split(' ').map((tld) => `${brand}.${tld}`),
  ...(sites.co?.split(' ') ?? []).map((country) => `${brand}.co.${country}`),
  ...(sites.com?.split(' ') ?? []).map((country) => `${brand}.com.${country}`),
];

/**
 * The registrable domains each portal serves its iCal exports from (its country sites included). A link's host must
 * be one of them or a subdomain of one (`www.airbnb.co.uk`, `admin.booking.com`): `airbnb.com.evil.io` and
 * look-alikes such as `stayz.xyz` are not. Lists, not patterns, so a new look-alike domain never matches.
 */
export const CALENDAR_DOMAINS: Record<CalendarProviderSlug, readonly string[]> = {
  // Airbnb's own country sites (the set password managers treat as one site).
  airbnb: countrySites('airbnb', {
    tld: 'com at be ca ch cl cz de dk es fi fr gr gy hu ie is it jp mx nl no pl pt ru se',
    co: 'cr id in kr nz uk ve',
    com: 'ar au bo br bz co ec gt hk hn mt my ni pa pe py sg sv tr tw',
  }),
  bookingcom: ['booking.com'],
  vrbo: ['vrbo.com'],
  // HomeAway's country sites and the family's other brands (Abritel, FeWo-direkt, Stayz, Bookabach, Homelidays).
  homeaway: [
    ...countrySites('homeaway', { tld: 'com at ca de dk es fi fr it jp nl no pl pt se', co: 'nz uk', com: 'au br mx' }),
    'abritel.fr',
    'fewo-direkt.de',
    'stayz.com.au',
    'bookabach.co.nz',
    'homelidays.com',
  ],
  tripadvisor: countrySites('tripadvisor', {
    tld: 'com at be ca ch cl cn co cz de dk es fr ie in it jp nl pt ru se sk',
    co: 'hu id il kr nz uk za',
    com: 'ar au br eg gr hk mx my pe ph sg tr tw ve vn',
  }),
};

/** `host` is `domain` or one of its subdomains. */
const onDomain = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);
const onDomainOf = (slug: CalendarProviderSlug, host: string) =>
  CALENDAR_DOMAINS[slug].some((domain) => onDomain(host, domain));

/** Each portal's export addresses: its domains and the path (and query) its iCal exports have. */
const CALENDAR_URL_RULES: { slug: CalendarProviderSlug; matches: (url: URL) => boolean }[] = [
  {
    // https://www.airbnb.com/calendar/ical/12345678.ics?s=… (any country site: airbnb.co.uk, airbnb.com.au …)
    slug: 'airbnb',
    matches: (url) => onDomainOf('airbnb', url.hostname) && /^\/calendar\/ical\/\d+\.ics$/.test(url.pathname),
  },
  {
    // https://admin.booking.com/hotel/hoteladmin/ical.html?t=… and https://ical.booking.com/v1/export?t=…
    slug: 'bookingcom',
    matches: (url) =>
      Boolean(url.searchParams.get('t')) &&
      ((url.hostname === 'admin.booking.com' && url.pathname === '/hotel/hoteladmin/ical.html') ||
        (url.hostname === 'ical.booking.com' && /^\/v\d+\/export\/?$/.test(url.pathname))),
  },
  {
    // https://www.vrbo.com/icalendar/<hex>.ics?nonTentative
    slug: 'vrbo',
    matches: (url) => onDomainOf('vrbo', url.hostname) && /\.ics$/i.test(url.pathname),
  },
  {
    // https://www.homeaway.com/icalendar/<hex>.ics and the family's country sites (Abritel, FeWo-direkt, Stayz …)
    slug: 'homeaway',
    matches: (url) => onDomainOf('homeaway', url.hostname) && /\.ics$/i.test(url.pathname),
  },
  {
    // https://rentals.tripadvisor.com/calendar/ical/7084141.ics?s=… and www.tripadvisor.*/…ical…
    slug: 'tripadvisor',
    matches: (url) => onDomainOf('tripadvisor', url.hostname) && /ical/i.test(url.pathname + url.search),
  },
];

/**
 * The portal an iCal link belongs to (spec §5 Calendar URL), or null when it is none of the supported ones: https on
 * the default port, no user name or password, a host on one of the portal's domains and the path of its exports.
 */
export function calendarProviderOf(input: string): { slug: CalendarProviderSlug; name: string } | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.port !== '' || url.username || url.password) return null;
  const rule = CALENDAR_URL_RULES.find((candidate) => candidate.matches(url));
  return rule ? (CALENDAR_PROVIDERS.find((provider) => provider.slug === rule.slug) ?? null) : null;
}

const calendarUrl = () =>
  yup
    .string()
    .trim()
    .max(L.urlMax, MESSAGES.calendarUrl)
    .test(
      'portal',
      MESSAGES.calendarUrl,
      (value) => value == null || value === '' || calendarProviderOf(value) !== null,
    );

/** POST /calendars (spec §5 Calendar URL: required on the import form). */
export const calendarSchema = yup.object({
  property: propertyReference().required(MESSAGES.required),
  url: calendarUrl().required(MESSAGES.required),
});
export type CalendarValues = yup.InferType<typeof calendarSchema>;
/** PUT /calendars/{id}. */
export const calendarUpdateSchema = yup.object({
  property: propertyReference().optional(),
  url: calendarUrl().optional(),
});

const photoType = () =>
  yup
    .string()
    .trim()
    .transform(blankToNull)
    .oneOf([...PROPERTY_PHOTO_TYPES], M.notInList)
    .nullable();

/** The fields of POST /images (multipart) and PUT /images/{id}: a photo of a listing needs its room type. */
export const imageFieldsSchema = yup.object({
  property: propertyReference().transform(blankToNull).nullable(),
  propertyPhotoType: photoType().when('property', {
    is: (property: unknown) => typeof property === 'string' && property !== '',
    then: (s) => s.required(MESSAGES.required),
  }),
  caption: text(L.photoCaptionMax),
  position: wholeNumber(0, 10_000),
});
export type ImageFieldsValues = yup.InferType<typeof imageFieldsSchema>;

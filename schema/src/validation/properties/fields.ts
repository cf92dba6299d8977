import * as yup from 'yup';
import {
  CANCELLATION_POLICY_MODES,
  IMAGE_UPLOADING,
  isRecordId,
  PROPERTY_LIMITS as L,
  PROPERTY_TYPES,
  WIFI_CODE_MAX,
  WIFI_DETAILS_MAX,
  WIFI_NAME_MAX,
} from '../../constants.js';
import { isIsoDate } from '../../dates.js';
import { MESSAGES, PROPERTY_MESSAGES as M, betweenMessage } from '../../messages.js';
import { TIME_PATTERN } from '../common.js';

/*
 * Listings (spec §3 Property and its sub-resources, §5 rules). Every field rule is written once here:
 * - `propertyUpdateSchema` is what PUT /properties/{id} accepts: every field optional, `null` or '' clears it;
 * - the section schemas (`propertyDetailsSchema` …) are the web forms' rules: the same fields plus what §5 requires.
 */

export const blankToNull = (value: unknown) => (value === '' ? null : value);

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

export const required = <S extends yup.Schema>(schema: S) => schema.required(MESSAGES.required) as S;
export const requiredWhen = <S extends yup.Schema>(flag: string, schema: S) =>
  schema.when(flag, { is: true, then: (s) => s.required(MESSAGES.required) }) as S;

/** A form of listing fields: their rules in this order (the form's field order), those in `requiredKeys` required. */
export function propertyFieldsForm<K extends PropertyFieldName>(keys: readonly K[], requiredKeys: readonly K[]) {
  const rules = keys.map((key) => [
    key,
    requiredKeys.includes(key) ? required(propertyFieldRules[key]) : propertyFieldRules[key],
  ]);
  return yup.object(Object.fromEntries(rules) as Pick<typeof propertyFieldRules, K>);
}

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

export const isoDate = () =>
  yup
    .string()
    .trim()
    .test('date', M.invalidDate, (value) => value == null || value === '' || isIsoDate(value));

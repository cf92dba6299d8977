/** The REST API's listing shapes, as the resolvers receive them (codegen maps Property and its parts here). */
import type { AmenityKey } from '@portal/schema';
import type { ImageSizesDto } from '@portal/contract';

export interface PropertyChannelDto {
  ota: string;
  active: boolean;
}

export interface PropertyCompletenessDto {
  details: boolean;
  address: boolean;
  pricing: boolean;
  bookingSettings: boolean;
  photos: boolean;
  calendars: boolean;
  checkInOut: boolean;
}

/** Section fields of PUT /properties/{id}: every one optional (partial update). */
export interface PropertyFields {
  name: string;
  description: string | null;
  type: string | null;
  floor: number | null;
  /** Floor area in square metres. */
  space: number | null;
  numberOfBathrooms: number | null;
  licenceNumber: string | null;
  licenceExempt: boolean;
  legalToOperate: boolean;
  airbnbUrl: string | null;
  isArchived: boolean;

  minNights: number | null;
  standardGuests: number | null;
  canSleepMax: number | null;
  daysBeforeArrival: number | null;
  cancellationPolicyMode: 'Flexible' | 'Moderate' | 'Strict' | null;

  baseRate: number | null;
  lengthOfStayEnabled: boolean;
  weeklyDiscount: number | null;
  fortnightlyDiscount: number | null;
  monthlyDiscount: number | null;
  quarterlyDiscount: number | null;
  earlyBirdEnabled: boolean;
  earlyBirdMinDaysBeforeArrival: number | null;
  earlyBirdDiscount: number | null;
  lastMinuteEnabled: boolean;
  lastMinuteMaxDaysBeforeArrival: number | null;
  lastMinuteDiscount: number | null;
  weekendEnabled: boolean;
  weekendMarkup: number | null;
  orphanNightsEnabled: boolean;
  orphanNightsMinNights: number | null;
  orphanNightsMarkup: number | null;
  seasonalEnabled: boolean;
  extraChargesEnabled: boolean;
  securityDeposit: number | null;
  cleaningFee: number | null;
  linenFee: number | null;
  managementFee: number | null;
  cityTax: number | null;
  extraGuestPrice: number | null;

  addressCountry: string | null;
  addressPostcode: string | null;
  addressHouseNumber: string | null;
  addressHouseName: string | null;
  addressStreet: string | null;
  addressTown: string | null;
  addressLatitude: number | null;
  addressLongitude: number | null;

  arriveAfter: string | null;
  arriveBefore: string | null;
  departBefore: string | null;
  checkInYoutubeId: string | null;
  checkInStep1Description: string | null;
  checkInStep2Description: string | null;
  checkInStep3Description: string | null;
  checkOutYoutubeId: string | null;
  checkOutStep1Description: string | null;
  checkOutStep2Description: string | null;
  checkOutStep3Description: string | null;

  welcomeMessage: string | null;
  welcomeMessageYoutubeId: string | null;
  autoMessageEnabled: boolean;
  autoMessageContent: string | null;
  wifiName: string | null;
  wifiCode: string | null;
  wifiDetails: string | null;
}

/** Step image fields hold an image reference: `/images/{id}` (a photo) or `/uploads/…` (a POST /upload file). */
export type StepImageField =
  | 'checkInStep1Image'
  | 'checkInStep2Image'
  | 'checkInStep3Image'
  | 'checkOutStep1Image'
  | 'checkOutStep2Image'
  | 'checkOutStep3Image';

/** GET /properties/{id} and the members of GET /properties. */
export type PropertyDto = PropertyFields &
  Record<StepImageField, string | null> &
  /** The browser URL of each step image (a photo's medium size, or the uploaded file). */
  Record<`${StepImageField}Url`, string | null> & {
    '@id': string;
    id: number;
    isActive: boolean;
    /** Ids of the offered guest services. */
    services: number[];
    /** The cover photo's sizes: the main photo, else the first. */
    image: ImageSizesDto | null;
    /** IRIs of the sub-resources (the gateway reads them through the per-listing loaders instead). */
    images: string[];
    bedrooms: string[];
    amenities: string | null;
    seasonalRates: string[];
    calendars: string[];
    /** The secret iCal export feed; null without a token. */
    icalExportUrl: string | null;
    channels: PropertyChannelDto[];
    completeness: PropertyCompletenessDto;
    /** When the newest push was recorded. */
    lastSyncedAt: string | null;
    lastPush: PropertySyncLogDto | null;
    owner: { '@id': string; id: number; currency: string | null };
    createdAt: string;
    updatedAt: string;
  };

/** PUT /properties/{id}: any subset of the fields; null clears a field (booleans and name ignore null). */
export type PropertyBody = { [F in keyof PropertyFields]?: PropertyFields[F] | null } & {
  [F in StepImageField]?: string | null;
} & {
  /** Service ids or `/services/{id}` IRIs. */
  services?: (number | string)[] | null;
};

export interface BedroomDto {
  '@id': string;
  id: number;
  property: string;
  doubleBeds: number;
  singleBeds: number;
}

export interface BedroomBody {
  property?: string;
  doubleBeds?: number;
  singleBeds?: number;
}

/** One record per listing: a flag per key of AMENITIES (@portal/schema). */
export type AmenitiesDto = {
  '@id': string;
  id: number;
  property: string;
} & Record<AmenityKey, boolean>;

/** POST (property required) and PUT /property-amenities: flags left out keep their value (false on create). */
export type AmenitiesBody = { property?: string } & Partial<Record<AmenityKey, boolean | null>>;

export interface SeasonalRateDto {
  '@id': string;
  id: number;
  property: string;
  fromDate: string;
  toDate: string;
  rateChange: number;
  repeatYearly: boolean;
}

/** POST and PUT /seasonal-rates: null counts as not given. */
export interface SeasonalRateBody {
  property?: string;
  fromDate?: string;
  toDate?: string;
  rateChange?: number;
  repeatYearly?: boolean | null;
}

/** A recorded push of a listing to the channels (POST /properties/{id}/content|rad/push, GET /property-sync-logs). */
export interface PropertySyncLogDto {
  '@id': string;
  id: number;
  property: string;
  kind: 'content' | 'rad';
  /** What the push was for, as the caller said (`pricing`, `photos` …). */
  changed: string | null;
  outcome: string;
  /** The outcome in words. */
  detail: string | null;
  createdAt: string;
}

/** Body of the push routes. */
export interface PushBody {
  changed?: string;
}

/** What a removal resolver returns: the removed item's id and the id of its listing (null: it had none). */
export interface RemovedItem {
  removedId: number;
  propertyId: number | null;
}

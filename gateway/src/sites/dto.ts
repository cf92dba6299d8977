import type { StayQuoteDto } from '@portal/contract';

/** REST /sites/mine. */
export interface BookingSiteDto {
  slug: string;
  path: string;
}

export interface SiteHostDto {
  slug: string;
  name: string;
  currency: 'gbp' | 'eur' | 'usd' | 'cad';
}

export interface SitePhotoDto {
  url: string;
  largeUrl: string;
  caption: string | null;
  type: string | null;
}

export interface SiteListingDto {
  id: number;
  name: string;
  type: string | null;
  town: string | null;
  country: string | null;
  bedroomCount: number;
  canSleepMax: number | null;
  baseRate: number | null;
  minNights: number | null;
  cover: SitePhotoDto | null;
  description?: string | null;
  numberOfBathrooms?: number | null;
  standardGuests?: number | null;
  arriveAfter?: string | null;
  departBefore?: string | null;
  cancellationPolicyMode?: string | null;
  photos?: SitePhotoDto[];
  bedrooms?: { doubleBeds: number; singleBeds: number }[];
  amenities?: { key: string; label: string }[];
}

/** REST GET /public/sites/{slug}. */
export interface PublicSiteDto {
  host: SiteHostDto;
  listings: SiteListingDto[];
}

/** REST GET /public/sites/{slug}/properties/{id}. */
export interface PublicSiteListingDto {
  host: SiteHostDto;
  listing: SiteListingDto;
  nights: { date: string; available: boolean; rate: number | null; minNights: number | null }[];
}

export type SiteStayQuoteDto = StayQuoteDto & { available: boolean };

export interface BookingRequestBody {
  guestName: string;
  email: string;
  startDate: string;
  endDate: string;
  numberOfGuest: number;
}

export interface BookingRequestDto {
  message: string;
  startDate: string;
  endDate: string;
}

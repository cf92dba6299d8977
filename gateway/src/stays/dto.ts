import type { HomeGuideDto, LocalGuideDto } from '@portal/contract';
import type { ServiceDto } from '@portal/contract';

/** A line of a purchase (REST Purchase.lineItems). */
export interface LineItemDto {
  id: number;
  name: string;
  quantity: number;
  price: number;
  currency: string;
  /** `/services/{id}`; null once the host deleted the service. */
  service: string | null;
}

/** GET /purchases, POST /purchases. */
export interface PurchaseDto {
  '@id': string;
  id: number;
  booking: string;
  createdAt: string;
  name: string;
  payment: string;
  lineItems: LineItemDto[];
}

export interface PurchaseBody {
  booking: string;
  lineItems: { service: string; quantity: number }[];
}

interface GuideStepDto {
  description: string;
  imageUrl: string | null;
}

/** GET /bookings/{id}/guest-view. */
export interface StayDto {
  '@id': string;
  id: number;
  booking: string;
  startDate: string;
  endDate: string;
  numberOfGuest: number | null;
  cancelled: boolean;
  listing: StayListingDto;
  checkInSteps: GuideStepDto[];
  checkOutSteps: GuideStepDto[];
  wifi: { name: string | null; code: string | null; details: string | null } | null;
  homeGuides: HomeGuideDto[];
  localGuides: LocalGuideDto[];
  services: ServiceDto[];
  rating: StayRatingDto | null;
  ratingOpen: boolean;
}

export interface StayRatingDto {
  cleanliness: number;
  condition: number;
  app: number;
  overall: number;
  ratedAt: string;
}

/** The listing of a guest view. */
export interface StayListingDto {
  id: number;
  name: string;
  mainImage: { squareSmallUrl: string; mediumUrl: string; largeUrl: string } | null;
  address: {
    houseNumber: string | null;
    houseName: string | null;
    street: string | null;
    town: string | null;
    postcode: string | null;
    country: string | null;
    latitude: number | null;
    longitude: number | null;
  };
  arriveAfter: string | null;
  arriveBefore: string | null;
  departBefore: string | null;
  welcomeMessage: string | null;
  welcomeMessageYoutubeId: string | null;
  checkInYoutubeId: string | null;
  checkOutYoutubeId: string | null;
}

export type StayRatingBody = Omit<StayRatingDto, 'ratedAt'>;

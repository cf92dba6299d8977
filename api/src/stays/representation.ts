import { homeGuideItemSchema, localGuideItemSchema } from '@portal/contract';
import { toHomeGuideItem } from '../guides/home-representation.js';
import { toLocalGuideItem } from '../guides/local-representation.js';
import { iri, item } from '../plugins/json-ld.js';
import { integer, jsonLd, optionalInteger, optionalText, text } from '../plugins/schemas.js';
import { serviceItemSchema } from '@portal/contract';
import { toServiceItem } from '../services/representation.js';
import type { Booking } from '../bookings/repository.js';
import type { GuestView } from './service.js';

const optionalNumber = { type: ['number', 'null'] } as const;

/** GET /bookings/{id}/guest-view: the stay as its joined guest sees it (issue 13), none of the host's own data. */
export function toGuestViewItem(view: GuestView) {
  const { booking, property } = view;
  return item('GuestView', `${iri('bookings', booking.id)}/guest-view`, {
    id: booking.id,
    booking: iri('bookings', booking.id),
    startDate: booking.startDate,
    endDate: booking.endDate,
    numberOfGuest: booking.numberOfGuest,
    cancelled: booking.deletedAt !== null,
    host: { id: booking.ownerId },
    listing: {
      id: property.id,
      name: property.name,
      mainImage: view.mainImage,
      address: {
        houseNumber: property.addressHouseNumber,
        houseName: property.addressHouseName,
        street: property.addressStreet,
        town: property.addressTown,
        postcode: property.addressPostcode,
        country: property.addressCountry,
        latitude: property.addressLatitude,
        longitude: property.addressLongitude,
      },
      arriveAfter: property.arriveAfter,
      arriveBefore: property.arriveBefore,
      departBefore: property.departBefore,
      welcomeMessage: property.welcomeMessage,
      welcomeMessageYoutubeId: property.welcomeMessageYoutubeId,
      checkInYoutubeId: property.checkInYoutubeId,
      checkOutYoutubeId: property.checkOutYoutubeId,
    },
    checkInSteps: view.checkInSteps,
    checkOutSteps: view.checkOutSteps,
    wifi: view.wifi,
    homeGuides: view.homeGuides.map(toHomeGuideItem),
    localGuides: view.localGuides.map(toLocalGuideItem),
    services: view.services.map((service) => toServiceItem(service, view.serviceImages.get(service.id) ?? null)),
    rating: ratingOf(booking),
    /** From the checkout day on, until rated (then `rating` is set). */
    ratingOpen: view.ratingOpen && booking.ratedAt === null,
  });
}

/** The guest's four ratings once given, else null. */
export function ratingOf(booking: Booking) {
  if (booking.ratedAt === null) return null;
  return {
    cleanliness: booking.ratingCleanliness,
    condition: booking.ratingCondition,
    app: booking.ratingApp,
    overall: booking.ratingOverall,
    ratedAt: booking.ratedAt,
  };
}

export const ratingSchema = {
  type: ['object', 'null'],
  properties: {
    cleanliness: optionalInteger,
    condition: optionalInteger,
    app: optionalInteger,
    overall: optionalInteger,
    ratedAt: text,
  },
} as const;

const stepSchema = { type: 'object', properties: { description: text, imageUrl: optionalText } } as const;
const mainImageSchema = {
  type: ['object', 'null'],
  properties: { squareSmallUrl: text, mediumUrl: text, largeUrl: text },
} as const;

export const guestViewSchema = {
  type: 'object',
  properties: {
    ...jsonLd,
    id: integer,
    booking: text,
    startDate: text,
    endDate: text,
    numberOfGuest: optionalInteger,
    cancelled: { type: 'boolean' },
    host: { type: 'object', properties: { id: integer } },
    listing: {
      type: 'object',
      properties: {
        id: integer,
        name: text,
        mainImage: mainImageSchema,
        address: {
          type: 'object',
          properties: {
            houseNumber: optionalText,
            houseName: optionalText,
            street: optionalText,
            town: optionalText,
            postcode: optionalText,
            country: optionalText,
            latitude: optionalNumber,
            longitude: optionalNumber,
          },
        },
        arriveAfter: optionalText,
        arriveBefore: optionalText,
        departBefore: optionalText,
        welcomeMessage: optionalText,
        welcomeMessageYoutubeId: optionalText,
        checkInYoutubeId: optionalText,
        checkOutYoutubeId: optionalText,
      },
    },
    checkInSteps: { type: 'array', items: stepSchema },
    checkOutSteps: { type: 'array', items: stepSchema },
    wifi: {
      type: ['object', 'null'],
      properties: { name: optionalText, code: optionalText, details: optionalText },
    },
    homeGuides: { type: 'array', items: homeGuideItemSchema },
    localGuides: { type: 'array', items: localGuideItemSchema },
    services: { type: 'array', items: serviceItemSchema },
    rating: ratingSchema,
    ratingOpen: { type: 'boolean' },
  },
} as const;

import type { StayDto, StayRatingDto } from '@portal/contract';
import { toHomeGuideItem } from '../guides/home-representation.js';
import { toLocalGuideItem } from '../guides/local-representation.js';
import { iri, item } from '../plugins/json-ld.js';
import { toServiceItem } from '../services/representation.js';
import type { Booking } from '../bookings/repository.js';
import type { GuestView } from './service.js';

/** GET /bookings/{id}/guest-view: the stay as its joined guest sees it (issue 13), none of the host's own data. */
export function toGuestViewItem(view: GuestView, paysOnline: boolean): StayDto {
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
      // A listing has a name; a missing one was always serialised as '' (the schema says string).
      name: property.name ?? '',
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
    paysOnline,
  });
}

/** The guest's four ratings once given, else null. */
export function ratingOf(booking: Booking): StayRatingDto | null {
  if (booking.ratedAt === null) return null;
  return {
    cleanliness: booking.ratingCleanliness,
    condition: booking.ratingCondition,
    app: booking.ratingApp,
    overall: booking.ratingOverall,
    ratedAt: booking.ratedAt,
  };
}

import {
  GUEST_APP_MESSAGES,
  MAIN_PHOTO_TYPE,
  ratingOpen,
  ratingOpensOn,
  RATING_MAX,
  RATING_MIN,
  STAY_RATINGS,
  todayUtc,
  wifiVisible,
  type StayRatingName,
} from '@portal/schema';
import type { Db } from '../db/database.js';
import { findBookingOfParticipant, type Booking } from '../bookings/repository.js';
import { listHomeGuides } from '../guides/home-repository.js';
import { withImageUrls } from '../guides/images.js';
import { listLocalGuides } from '../guides/local-repository.js';
import { imageUrlsOf } from '../images/references.js';
import { listImagesOfProperties } from '../images/repository.js';
import type { Storage } from '../integrations/storage/storage.js';
import { COLLECTION_CAPS } from '../plugins/collection-caps.js';
import { notFound, ValidationFailed, violation } from '../plugins/errors.js';
import { findProperty, type Property } from '../properties/repository.js';
import { listServices } from '../services/repository.js';
import { imageUrlsOf as serviceImageUrlsOf } from '../services/service.js';
import type { User } from '../users/repository.js';

/** The booking, when the caller is its joined guest; for anyone else (its host included) it does not exist. */
export async function guestBooking(db: Db, caller: User, id: number): Promise<Booking> {
  const booking = await findBookingOfParticipant(db, caller.id, id);
  if (!booking || booking.mainGuestId !== caller.id) throw notFound();
  return booking;
}

export interface GuideStep {
  description: string;
  imageUrl: string | null;
}

/**
 * Everything the guest app shows of a stay, read with the host's rights in one place: the listing, its photo, the
 * guides, the wifi (only around the stay) and the services on offer.
 */
export async function guestView(db: Db, storage: Storage, caller: User, id: number, now = new Date()) {
  const booking = await guestBooking(db, caller, id);
  const { ownerId, propertyId } = booking;
  const property = (await findProperty(db, ownerId, propertyId))!;
  const filter = { propertyIds: [propertyId] };
  const [images, homeGuides, localGuides, services] = await Promise.all([
    listImagesOfProperties(db, [propertyId]),
    listHomeGuides(db, ownerId, filter, COLLECTION_CAPS.subResources),
    listLocalGuides(db, ownerId, filter, COLLECTION_CAPS.subResources),
    listServices(db, ownerId, filter, COLLECTION_CAPS.subResources),
  ]);
  const main = images.find((image) => image.propertyPhotoType === MAIN_PHOTO_TYPE) ?? images[0];
  const showWifi = booking.deletedAt === null && wifiVisible(booking, todayUtc(now));
  return {
    booking,
    property,
    mainImage: main
      ? {
          squareSmallUrl: storage.url(main.squareSmallKey),
          mediumUrl: storage.url(main.mediumKey),
          largeUrl: storage.url(main.largeKey),
        }
      : null,
    checkInSteps: await stepsOf(db, storage, property, 'checkIn'),
    checkOutSteps: await stepsOf(db, storage, property, 'checkOut'),
    wifi: showWifi ? { name: property.wifiName, code: property.wifiCode, details: property.wifiDetails } : null,
    homeGuides: await withImageUrls(db, storage, homeGuides.rows),
    localGuides: await withImageUrls(db, storage, localGuides.rows),
    services: services.rows,
    ratingOpen: booking.deletedAt === null && ratingOpen(booking, todayUtc(now)),
    serviceImages: await serviceImageUrlsOf(db, storage, services.rows),
  };
}

export type GuestView = Awaited<ReturnType<typeof guestView>>;

const STEPS = [1, 2, 3] as const;

/** The written steps of the check-in or check-out guide, in order, with their images' URLs. */
async function stepsOf(db: Db, storage: Storage, property: Property, guide: 'checkIn' | 'checkOut') {
  const steps = STEPS.map((n) => ({
    description: property[`${guide}Step${n}Description`],
    image: property[`${guide}Step${n}Image`],
  })).filter((step) => step.description || step.image);
  const urls = await imageUrlsOf(
    db,
    storage,
    steps.map((step) => ({ reference: step.image, ownerId: property.ownerId })),
  );
  return steps.map((step, index): GuideStep => ({
    description: step.description ?? '',
    imageUrl: urls[index] ?? null,
  }));
}

const RATING_COLUMNS = {
  cleanliness: 'ratingCleanliness',
  condition: 'ratingCondition',
  app: 'ratingApp',
  overall: 'ratingOverall',
} as const satisfies Record<StayRatingName, string>;

/**
 * POST /bookings/{id}/rating: the joined guest rates the stay once, from the checkout day on, 1 to 5 stars for each
 * of cleanliness, condition, app and overall. The dashboard's latest feedback and the analytics read them.
 */
export async function rateStay(db: Db, caller: User, id: number, body: unknown, now = new Date()): Promise<Booking> {
  const booking = await guestBooking(db, caller, id);
  if (booking.deletedAt !== null) throw violation('booking', GUEST_APP_MESSAGES.stayCancelled);
  if (!ratingOpen(booking, todayUtc(now))) throw violation('overall', ratingOpensOn(booking.endDate));
  const input = (body ?? {}) as Record<string, unknown>;
  const bad = STAY_RATINGS.filter((name) => {
    const value = input[name];
    return typeof value !== 'number' || !Number.isInteger(value) || value < RATING_MIN || value > RATING_MAX;
  });
  if (bad.length > 0) {
    throw new ValidationFailed(bad.map((name) => ({ propertyPath: name, message: GUEST_APP_MESSAGES.ratingRange })));
  }
  const values = Object.fromEntries(STAY_RATINGS.map((name) => [RATING_COLUMNS[name], input[name] as number]));
  const result = await db
    .updateTable('bookings')
    .set({ ...values, ratedAt: now.toISOString() })
    .where('id', '=', booking.id)
    .where('ratedAt', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw violation('overall', GUEST_APP_MESSAGES.alreadyRated);
  return (await findBookingOfParticipant(db, caller.id, booking.id))!;
}

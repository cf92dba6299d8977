import type { PublicSiteDto, PublicSiteListingDto, SiteHostDto } from '@portal/contract';
import { AMENITIES, CURRENCIES, DEFAULT_CURRENCY, type AmenityKey } from '@portal/schema';
import type { Amenities } from '../amenities/repository.js';
import type { Bedroom } from '../bedrooms/repository.js';
import type { Image } from '../images/repository.js';
import type { Storage } from '../integrations/storage/storage.js';
import type { Property } from '../properties/repository.js';
import type { SiteHost } from './repository.js';
import type { SiteNight } from './service.js';

/*
 * The public booking site's answers: what a guest may see of a host and their open listings. Never the host's
 * email, address, ids of other rows (calendars, bookings, owner), notes, wifi, guides or pricing rules.
 */

export interface ListingExtras {
  images: Image[];
  bedrooms: Bedroom[];
  amenities: Amenities | undefined;
}

const photoOf = (image: Image, storage: Storage) => ({
  url: storage.url(image.mediumKey),
  largeUrl: storage.url(image.largeKey),
  caption: image.caption,
  type: image.propertyPhotoType,
});

/** The main photo first, then the host's order. */
const ordered = (images: Image[]) =>
  [...images].sort((a, b) => Number(b.propertyPhotoType === 'main') - Number(a.propertyPhotoType === 'main'));

const hostOf = (host: SiteHost): SiteHostDto => ({
  slug: host.slug,
  name: host.name,
  currency: CURRENCIES.find((currency) => currency === host.currency) ?? DEFAULT_CURRENCY,
});

function summaryOf(property: Property, extras: ListingExtras, storage: Storage) {
  const [cover] = ordered(extras.images);
  return {
    id: property.id,
    name: property.name ?? '',
    type: property.type,
    town: property.addressTown,
    country: property.addressCountry,
    bedroomCount: extras.bedrooms.length,
    canSleepMax: property.canSleepMax,
    baseRate: property.baseRate,
    minNights: property.minNights,
    cover: cover ? photoOf(cover, storage) : null,
  };
}

export function toSiteItem(
  host: SiteHost,
  listings: { property: Property; extras: ListingExtras }[],
  storage: Storage,
): PublicSiteDto {
  return {
    host: hostOf(host),
    listings: listings.map(({ property, extras }) => summaryOf(property, extras, storage)),
  };
}

export function toSiteListingItem(
  host: SiteHost,
  property: Property,
  extras: ListingExtras,
  nights: SiteNight[],
  storage: Storage,
): PublicSiteListingDto {
  const on = extras.amenities?.on ?? new Set<AmenityKey>();
  return {
    host: hostOf(host),
    listing: {
      ...summaryOf(property, extras, storage),
      description: property.description,
      numberOfBathrooms: property.numberOfBathrooms,
      standardGuests: property.standardGuests,
      arriveAfter: property.arriveAfter,
      departBefore: property.departBefore,
      cancellationPolicyMode: property.cancellationPolicyMode,
      photos: ordered(extras.images).map((image) => photoOf(image, storage)),
      bedrooms: extras.bedrooms.map(({ doubleBeds, singleBeds }) => ({ doubleBeds, singleBeds })),
      amenities: AMENITIES.filter(({ key }) => on.has(key)).map(({ key, label }) => ({ key, label })),
    },
    nights,
  };
}

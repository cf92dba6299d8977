import { seedDemoGuides } from '../guides/demo.js';
import { createAmenities } from '../amenities/service.js';
import { createBedroom } from '../bedrooms/service.js';
import { createCalendar } from '../calendars/service.js';
import type { Db } from '../db/database.js';
import { gradientJpeg } from '../images/demo-picture.js';
import type { ImageLimits } from '../images/processing.js';
import { createImage, createUpload } from '../images/service.js';
import type { Storage } from '../integrations/storage/storage.js';
import { iri } from '../plugins/json-ld.js';
import { createSeasonalRate } from '../seasonal-rates/service.js';
import type { User } from '../users/repository.js';
import { listProperties, type Property } from './repository.js';
import { createProperty, recordPush, switchActivation, updatePropertyFields } from './service.js';

interface Photo {
  type: string;
  caption: string;
  colours: [string, string];
}

/** A 1600 × 1067 JPEG: a two-colour gradient with a simple house, sun and horizon, so each photo looks different. */
async function photoJpeg({ colours }: Photo, index: number): Promise<Buffer> {
  const sunX = 300 + ((index * 137) % 1000);
  return gradientJpeg(
    1600,
    1067,
    colours,
    'vertical',
    `<circle cx="${sunX}" cy="240" r="110" fill="#fff6d5" opacity="0.85"/>
    <rect y="760" width="1600" height="307" fill="#2f4f3a" opacity="0.55"/>
    <polygon points="560,520 800,340 1040,520" fill="#7a3b2e"/>
    <rect x="600" y="520" width="400" height="280" fill="#efe6d8"/>
    <rect x="760" y="640" width="80" height="160" fill="#2c5d8a"/>`,
  );
}

const COTTAGE_PHOTOS: Photo[] = [
  { type: 'main', caption: 'The cottage from the harbour steps', colours: ['#5d9cec', '#f5d3a6'] },
  { type: 'living room', caption: 'Living room with wood burner', colours: ['#c59d5f', '#6b4226'] },
  { type: 'kitchen', caption: 'Kitchen', colours: ['#d8e2dc', '#8d99ae'] },
  { type: 'bedroom', caption: 'Main bedroom with sea view', colours: ['#a3c4f3', '#e7c6ff'] },
  { type: 'bedroom', caption: 'Twin bedroom', colours: ['#ffd6a5', '#caffbf'] },
  { type: 'bathroom', caption: 'Shower room', colours: ['#bde0fe', '#ffffff'] },
  { type: 'dining room', caption: 'Dining table for six', colours: ['#e9c46a', '#264653'] },
  { type: 'garden', caption: 'Walled garden', colours: ['#90be6d', '#43aa8b'] },
  { type: 'terrace', caption: 'Terrace at sunset', colours: ['#f94144', '#f9c74f'] },
  { type: 'street', caption: 'Church Street', colours: ['#adb5bd', '#495057'] },
];

/**
 * The demo host's listings, in the states a host meets: one complete and open (10 photos), one complete but closed
 * (no photos yet), one half filled, one archived. Made through the same services as the API, so every rule applies.
 * Any listings the demo host had are removed first, with their files.
 */
export async function seedDemoListings(db: Db, storage: Storage, limits: ImageLimits, user: User): Promise<Property[]> {
  await removeListingsOf(db, storage, user);
  const services = { db, storage, limits, quota: null };
  const create = async (name: string, fields: Record<string, unknown>) => {
    const property = await createProperty(db, user, { name });
    return updatePropertyFields(db, user, property, fields);
  };
  const address = (street: string, town: string, postcode: string, latitude: number, longitude: number) => ({
    addressStreet: street,
    addressTown: town,
    addressPostcode: postcode,
    addressCountry: 'United Kingdom',
    addressLatitude: latitude,
    addressLongitude: longitude,
  });
  const bookingSettings = {
    minNights: 2,
    standardGuests: 4,
    canSleepMax: 6,
    daysBeforeArrival: 1,
    cancellationPolicyMode: 'Moderate',
  };

  // 1. Complete and open.
  const stepImage = await createUpload(services, user, await photoJpeg(COTTAGE_PHOTOS[0]!, 99));
  let cottage = await create('Harbour View Cottage', {
    description:
      'A whitewashed fisherman’s cottage above Whitby harbour, with views of the abbey and the sea. Two bedrooms, ' +
      'a wood burner, a walled garden and a terrace for evening drinks; the beach is a five-minute walk.',
    type: 'Cottage',
    floor: 1,
    space: 78,
    numberOfBathrooms: 1,
    licenceExempt: true,
    legalToOperate: true,
    addressHouseNumber: '12',
    ...address('Church Street', 'Whitby', 'YO22 4AE', 54.4866, -0.6114),
    baseRate: 14500,
    lengthOfStayEnabled: true,
    weeklyDiscount: 10,
    monthlyDiscount: 25,
    weekendEnabled: true,
    weekendMarkup: 15,
    seasonalEnabled: true,
    extraChargesEnabled: true,
    cleaningFee: 5500,
    securityDeposit: 20000,
    ...bookingSettings,
    arriveAfter: '15:00',
    arriveBefore: '21:00',
    departBefore: '10:00',
    checkInStep1Description: 'The key safe is to the left of the blue door; its code comes with your booking.',
    checkInStep1Image: stepImage.path,
    checkInStep2Description: 'Parking permits are on the hall table: display one on the dashboard.',
    checkOutStep1Description: 'Please leave the keys in the key safe and close the garden gate.',
    welcomeMessage: 'Welcome to Harbour View! Fresh milk and scones are in the fridge.',
    autoMessageEnabled: true,
    autoMessageContent: 'Your stay starts tomorrow: check-in is from 15:00. Safe travels!',
    wifiName: 'HarbourView',
    wifiCode: 'kippers-and-tea',
    wifiDetails: 'The router is in the cupboard under the stairs.',
    airbnbUrl: 'https://www.airbnb.co.uk/rooms/40656947',
  });
  for (const [index, photo] of COTTAGE_PHOTOS.entries()) {
    await createImage(services, user, await photoJpeg(photo, index), {
      property: iri('properties', cottage.id),
      propertyPhotoType: photo.type,
      caption: photo.caption,
    });
  }
  await createBedroom(db, user, { property: iri('properties', cottage.id), doubleBeds: 1 });
  await createBedroom(db, user, { property: iri('properties', cottage.id), singleBeds: 2 });
  await createAmenities(db, user, {
    property: iri('properties', cottage.id),
    ...Object.fromEntries(
      ['wifi', 'tv', 'kitchen', 'washer', 'heating', 'fireplace', 'garden', 'bbq', 'essentials', 'cot'].map((key) => [
        key,
        true,
      ]),
    ),
  });
  const year = new Date().getUTCFullYear() + 1;
  await createSeasonalRate(db, user, {
    property: iri('properties', cottage.id),
    fromDate: `${year}-07-01`,
    toDate: `${year}-08-31`,
    rateChange: 30,
    repeatYearly: true,
  });
  await createSeasonalRate(db, user, {
    property: iri('properties', cottage.id),
    fromDate: `${year}-01-05`,
    toDate: `${year}-02-28`,
    rateChange: -20,
    repeatYearly: true,
  });
  await createCalendar(db, null, user, {
    property: iri('properties', cottage.id),
    url: 'https://www.airbnb.co.uk/calendar/ical/40656947.ics?s=32a0a26548f45a0cfd7ceef309386670',
  });
  await seedDemoGuides(db, user, cottage);
  cottage = await switchActivation(db, storage, cottage);
  await recordPush(db, cottage, 'content', 'photos, pricing');

  // 2. Complete but for its photos: closed.
  const studio = await create('Seaside Studio', {
    description: 'A bright studio on the North Bay promenade, made for two.',
    type: 'Studio',
    floor: 2,
    space: 32,
    numberOfBathrooms: 1,
    licenceNumber: 'SBC-STR-2026-0311',
    addressHouseNumber: 'Flat 4, 21',
    ...address('Queen’s Parade', 'Scarborough', 'YO12 7HY', 54.2885, -0.4006),
    baseRate: 8500,
    ...bookingSettings,
    standardGuests: 2,
    canSleepMax: 2,
    cancellationPolicyMode: 'Flexible',
    arriveAfter: '16:00',
    arriveBefore: '22:00',
    departBefore: '10:30',
    checkInStep1Description: 'Collect the keys from the lockbox by the lift.',
  });
  await createBedroom(db, user, { property: iri('properties', studio.id), doubleBeds: 1 });
  await createCalendar(db, null, user, {
    property: iri('properties', studio.id),
    url: 'https://admin.booking.com/hotel/hoteladmin/ical.html?t=150369dd-8bfb-4802-a4b0-e80cecf98e15',
  });

  // 3. Half filled: details, address and a base rate; no booking settings yet.
  const loft = await create('Old Town Loft', {
    description: 'A converted warehouse loft inside the city walls.',
    type: 'Loft',
    floor: 3,
    space: 64,
    licenceNumber: 'YRK-2026-0007',
    ...address('Fossgate', 'York', 'YO1 9TA', 53.9583, -1.0803),
    baseRate: 11000,
  });
  for (const [index, photo] of COTTAGE_PHOTOS.slice(1, 3).entries()) {
    await createImage(services, user, await photoJpeg(photo, index + 20), {
      property: iri('properties', loft.id),
      propertyPhotoType: photo.type,
    });
  }

  // 4. Archived.
  await create('Moorland Barn', {
    description: 'A stone barn on the edge of the moors (no longer let).',
    type: 'Farmhouse',
    ...address('Goathland Road', 'Goathland', 'YO22 5AN', 54.3995, -0.7205),
    isArchived: true,
  });

  return listProperties(db, user.id);
}

/** Deletes a user's listings (their rows cascade), photos and uploads, files included. */
async function removeListingsOf(db: Db, storage: Storage, user: User): Promise<void> {
  const images = await db.selectFrom('images').selectAll().where('ownerId', '=', user.id).execute();
  const uploads = await db.selectFrom('uploads').select('key').where('ownerId', '=', user.id).execute();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('images').where('ownerId', '=', user.id).execute();
    await trx.deleteFrom('uploads').where('ownerId', '=', user.id).execute();
    await trx.deleteFrom('properties').where('ownerId', '=', user.id).execute();
  });
  const keys = [
    ...images.flatMap((image) => [image.originalKey, image.squareSmallKey, image.mediumKey, image.largeKey]),
    ...uploads.map((upload) => upload.key),
  ];
  await Promise.allSettled(keys.map((key) => storage.delete(key)));
}

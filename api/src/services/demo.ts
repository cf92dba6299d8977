import type { Db } from '../db/database.js';
import { gradientJpeg } from '../images/demo-picture.js';
import type { ImageLimits } from '../images/processing.js';
import { createImage } from '../images/service.js';
import type { Storage } from '../integrations/storage/storage.js';
import type { Property } from '../properties/repository.js';
import { updatePropertyFields } from '../properties/service.js';
import type { User } from '../users/repository.js';
import { deleteService, listServices, type Service } from './repository.js';
import { createService } from './service.js';

/** A 1200 × 675 JPEG: a gradient with a round emblem, so each service card has its own picture. */
async function serviceJpeg(top: string, bottom: string, emblem: string): Promise<Buffer> {
  return gradientJpeg(
    1200,
    675,
    [top, bottom],
    'diagonal',
    `<circle cx="600" cy="337" r="150" fill="${emblem}" opacity="0.9"/>
    <circle cx="600" cy="337" r="90" fill="#ffffff" opacity="0.35"/>`,
  );
}

const DEMO_SERVICES = [
  {
    title: 'Airport transfer',
    price: 4500,
    description:
      'A private car from Heathrow or Gatwick straight to the door, with a driver who waits for late flights.',
    terms: 'Book at least 48 hours before arrival. Free cancellation up to 24 hours before pick-up.',
    colours: ['#1d3557', '#457b9d', '#f1faee'],
  },
  {
    title: 'Welcome breakfast hamper',
    price: 3000,
    description: 'Fresh bread, local butter and jam, eggs, juice and ground coffee, waiting in the kitchen.',
    terms: 'Order by 6pm the day before arrival.',
    colours: ['#e76f51', '#f4a261', '#fff3b0'],
  },
  {
    title: 'Late checkout (2pm)',
    price: 2500,
    description: 'Stay until 2pm on your last day instead of 10am.',
    terms: 'Subject to availability: we confirm the day before departure.',
    colours: ['#2a9d8f', '#264653', '#e9c46a'],
  },
] as const;

/**
 * The demo host's three guest services, each with a picture, offered at the first open listing. Any services the
 * demo host had are removed first. Made through the same services as the API, so every rule applies.
 */
export async function seedDemoServices(
  db: Db,
  storage: Storage,
  limits: ImageLimits,
  user: User,
  listings: Property[],
): Promise<Service[]> {
  const existing = await listServices(db, user.id, {}, 1000);
  for (const service of existing.rows) await deleteService(db, service);
  const images = { db, storage, limits, quota: null };
  const created: Service[] = [];
  for (const { colours, ...fields } of DEMO_SERVICES) {
    const image = await createImage(images, user, await serviceJpeg(colours[0], colours[1], colours[2]), {});
    created.push(await createService(db, user, { ...fields, image: `/images/${image.id}` }));
  }
  const open = listings.find((listing) => listing.isActive) ?? listings[0];
  if (open) await updatePropertyFields(db, user, open, { services: created.map((service) => service.id) });
  return created;
}

import {
  SERVICE_MESSAGES,
  parseImageReference,
  serviceSchema,
  serviceUpdateSchema,
  type ServiceValues,
} from '@portal/schema';
import type { Db } from '../db/database.js';
import { findImagesByIds } from '../images/repository.js';
import { ensureOwnImage } from '../images/references.js';
import { imageSizes } from '../images/representation.js';
import type { Storage } from '../integrations/storage/storage.js';
import { ValidationFailed, violation } from '../plugins/errors.js';
import type { User } from '../users/repository.js';
import { validInput } from '../users/service.js';
import {
  deleteService,
  insertService,
  ownServiceIds,
  updateService,
  type Service,
  type ServiceFields,
} from './repository.js';
import type { ImageUrls } from './representation.js';

/** POST /services: priced in the caller's currency, which must be chosen first (Settings). */
export async function createService(db: Db, caller: User, input: unknown): Promise<Service> {
  const values = await validInput<ServiceValues>(serviceSchema, input);
  if (!caller.currency) throw violation('currency', SERVICE_MESSAGES.currencyFirst);
  await ensureOwnImage(db, caller.id, values.image);
  return insertService(db, caller.id, {
    title: values.title,
    price: values.price,
    currency: caller.currency,
    description: values.description ?? null,
    image: values.image ?? null,
    terms: values.terms ?? null,
  });
}

/** PUT /services/{id}: fields left out keep their value; the currency stays the one it was priced in. */
export async function updateServiceFields(db: Db, caller: User, service: Service, input: unknown): Promise<Service> {
  const values = await validInput<Partial<ServiceValues>>(serviceUpdateSchema, input);
  const given = input as Record<string, unknown>;
  const changes: Partial<ServiceFields> = {};
  if (values.title !== undefined) changes.title = values.title;
  if (values.price !== undefined) changes.price = values.price;
  for (const field of ['description', 'image', 'terms'] as const) {
    if (field in given) changes[field] = values[field] ?? null;
  }
  await ensureOwnImage(db, caller.id, changes.image);
  return Object.keys(changes).length === 0 ? service : updateService(db, service.id, changes);
}

export async function removeService(db: Db, service: Service): Promise<void> {
  await deleteService(db, service);
}

/** The `services` of PUT /properties/{id}: each one the caller's own service ('This service does not exist'). */
export async function checkOwnServices(db: Db, caller: User, ids: number[]): Promise<void> {
  const own = await ownServiceIds(db, caller.id, ids);
  if (ids.some((id) => !own.has(id))) {
    throw new ValidationFailed([{ propertyPath: 'services', message: SERVICE_MESSAGES.serviceNotFound }]);
  }
}

/** The image URLs of these services, with one query for all their photos. */
export async function imageUrlsOf(db: Db, storage: Storage, services: Service[]): Promise<Map<number, ImageUrls>> {
  const parsed = services.flatMap((service) => {
    const reference = service.image ? parseImageReference(service.image) : null;
    return reference ? [{ service, reference }] : [];
  });
  const imageIds = parsed.flatMap(({ reference }) => ('image' in reference ? [reference.image] : []));
  const images = new Map((await findImagesByIds(db, [...new Set(imageIds)])).map((image) => [image.id, image]));
  const urls = new Map<number, ImageUrls>();
  for (const { service, reference } of parsed) {
    if ('upload' in reference) {
      const url = storage.url(reference.upload);
      urls.set(service.id, { squareSmallUrl: url, mediumUrl: url, largeUrl: url, originalUrl: url });
      continue;
    }
    const image = images.get(reference.image);
    if (image && image.ownerId === service.ownerId) urls.set(service.id, imageSizes(image, storage));
  }
  return urls;
}

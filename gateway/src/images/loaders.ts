import DataLoader from 'dataloader';
import { notFoundError } from '../errors.js';
import { forProperties } from '../properties/loaders.js';
import { BATCH, readAllOf } from '../rest/batch.js';
import type { RestCaller } from '../rest/client.js';
import { groupByProperty } from '../rest/iri.js';
import type { PropertyImageDto } from '@portal/contract';

/** Per request: photos by id (one `GET /images?id[]=…`) and by listing (one `GET /images?property[]=…`). */
export function createImageLoaders(rest: RestCaller) {
  const imagesById = new DataLoader<number, PropertyImageDto>(async (ids) => {
    const { 'hydra:member': images } = await rest.get('/images', { 'id[]': ids });
    const byId = new Map(images.map((image) => [image.id, image]));
    return ids.map((id) => byId.get(id) ?? notFoundError(`Image ${id} not found`));
  }, BATCH);
  // The REST API answers a listing's photos in display order (position, then id).
  const imagesByProperty = new DataLoader<number, PropertyImageDto[]>(async (ids) => {
    const images = await readAllOf(ids, (some) => rest.get('/images', forProperties(some)));
    for (const image of images) imagesById.prime(image.id, image);
    return groupByProperty(
      ids,
      images.filter((image): image is PropertyImageDto & { property: string } => image.property !== null),
    );
  }, BATCH);
  return { imagesById, imagesByProperty };
}

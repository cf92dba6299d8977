import DataLoader from 'dataloader';
import { forProperties } from '../properties/loaders.js';
import { BATCH, loaderById, readAllOf } from '../rest/batch.js';
import type { RestCaller } from '../rest/client.js';
import { groupByProperty } from '../rest/iri.js';
import type { PropertyImageDto } from '@portal/contract';

/** Per request: photos by id (one `GET /images?id[]=…`) and by listing (one `GET /images?property[]=…`). */
export function createImageLoaders(rest: RestCaller) {
  const imagesById = loaderById('Image', (ids) => rest.get('/images', { 'id[]': ids }));
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

import {
  homeGuideSchema,
  homeGuideUpdateSchema,
  type HomeGuideUpdateValues,
  type HomeGuideValues,
} from '@portal/schema';
import type { Db } from '../db/database.js';
import { propertyOfBody } from '../properties/ownership.js';
import type { User } from '../users/repository.js';
import { validInput } from '../users/service.js';
import { ensureOwnImage } from '../images/references.js';
import { validUpdate } from './images.js';
import {
  deleteHomeGuide,
  insertHomeGuide,
  updateHomeGuide,
  type HomeGuide,
  type HomeGuideFields,
} from './home-repository.js';

/** POST /home-guides: the youtubeId may be given as any YouTube link; the 11-character id is stored. */
export async function createHomeGuide(db: Db, caller: User, input: unknown): Promise<HomeGuide> {
  const values = await validInput<HomeGuideValues>(homeGuideSchema, input);
  const property = await propertyOfBody(db, caller.id, values.property);
  await ensureOwnImage(db, caller.id, values.image);
  return insertHomeGuide(db, caller.id, {
    propertyId: property.id,
    type: values.type,
    title: values.title,
    description: values.description ?? null,
    image: values.image ?? null,
    youtubeId: values.youtubeId ?? null,
  });
}

/** PUT /home-guides/{id}: fields left out keep their value; null clears an optional one. */
export async function updateHomeGuideFields(
  db: Db,
  caller: User,
  guide: HomeGuide,
  input: unknown,
): Promise<HomeGuide> {
  const values = await validUpdate<HomeGuideUpdateValues>(homeGuideUpdateSchema, input);
  await ensureOwnImage(db, caller.id, values.image);
  const changes: Partial<HomeGuideFields> = {};
  if (values.type) changes.type = values.type;
  if (values.title) changes.title = values.title;
  if (values.description !== undefined) changes.description = values.description;
  if (values.image !== undefined) changes.image = values.image;
  if (values.youtubeId !== undefined) changes.youtubeId = values.youtubeId;
  return Object.keys(changes).length === 0 ? guide : updateHomeGuide(db, guide, changes);
}

export async function removeHomeGuide(db: Db, _caller: User, guide: HomeGuide): Promise<void> {
  await deleteHomeGuide(db, guide.id);
}

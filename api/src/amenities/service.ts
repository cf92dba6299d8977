import {
  AMENITY_KEYS,
  PROPERTY_MESSAGES,
  amenitiesSchema,
  amenitiesUpdateSchema,
  type AmenityKey,
} from '@portal/schema';
import { isUniqueViolation, type Db } from '../db/database.js';
import { violation } from '../plugins/errors.js';
import { propertyOfBody } from '../properties/ownership.js';
import type { User } from '../users/repository.js';
import { validInput } from '../users/service.js';
import { insertAmenities, listAmenitiesOf, updateAmenities, type Amenities } from './repository.js';

type Flags = Partial<Record<AmenityKey, boolean>> & { property?: string };
const alreadyThere = () => violation('property', PROPERTY_MESSAGES.amenitiesExist);

/** POST /property-amenities: one row per listing; a second POST answers 422 on `property`. */
export async function createAmenities(db: Db, caller: User, input: unknown): Promise<Amenities> {
  const values = await validInput<Flags & { property: string }>(amenitiesSchema, input);
  const property = await propertyOfBody(db, caller.id, values.property);
  if ((await listAmenitiesOf(db, [property.id])).length > 0) throw alreadyThere();
  try {
    return await insertAmenities(db, property.id, new Set(AMENITY_KEYS.filter((key) => values[key] === true)));
  } catch (error) {
    throw isUniqueViolation(error) ? alreadyThere() : error; // created meanwhile by a concurrent request
  }
}

/** PUT /property-amenities/{id}: flags left out keep their value. */
export async function updateAmenityFlags(
  db: Db,
  caller: User,
  amenities: Amenities,
  input: unknown,
): Promise<Amenities> {
  const values = await validInput<Flags>(amenitiesUpdateSchema, input);
  let propertyId: number | undefined;
  if (values.property) {
    propertyId = (await propertyOfBody(db, caller.id, values.property)).id;
    if (propertyId !== amenities.propertyId && (await listAmenitiesOf(db, [propertyId])).length > 0)
      throw alreadyThere();
  }
  const on = new Set(amenities.on);
  for (const key of AMENITY_KEYS) {
    if (values[key] === true) on.add(key);
    if (values[key] === false) on.delete(key);
  }
  try {
    return await updateAmenities(db, amenities.id, { propertyId, on });
  } catch (error) {
    throw isUniqueViolation(error) ? alreadyThere() : error;
  }
}

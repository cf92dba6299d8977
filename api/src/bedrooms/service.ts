import { bedroomSchema, bedroomUpdateSchema, type BedroomValues } from '@portal/schema';
import type { Db } from '../db/database.js';
import { propertyOfBody } from '../properties/ownership.js';
import type { User } from '../users/repository.js';
import { validInput } from '../users/service.js';
import { deleteBedroom, insertBedroom, updateBedroom, type Bedroom } from './repository.js';

/** POST /property-bedrooms: the listing must be the caller's; bed counts default to 0. */
export async function createBedroom(db: Db, caller: User, input: unknown): Promise<Bedroom> {
  const values = await validInput<BedroomValues>(bedroomSchema, input);
  const property = await propertyOfBody(db, caller.id, values.property);
  return insertBedroom(db, { propertyId: property.id, doubleBeds: values.doubleBeds, singleBeds: values.singleBeds });
}

/** PUT /property-bedrooms/{id}: fields left out keep their value; `property` may move it to another own listing. */
export async function updateBedroomFields(db: Db, caller: User, bedroom: Bedroom, input: unknown): Promise<Bedroom> {
  const values = await validInput<Partial<BedroomValues>>(bedroomUpdateSchema, input);
  const propertyId = values.property ? (await propertyOfBody(db, caller.id, values.property)).id : undefined;
  const changes = { propertyId, doubleBeds: values.doubleBeds, singleBeds: values.singleBeds };
  const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  return Object.keys(given).length === 0 ? bedroom : updateBedroom(db, bedroom.id, given);
}

export async function removeBedroom(db: Db, _caller: User, bedroom: Bedroom): Promise<void> {
  await deleteBedroom(db, bedroom.id);
}

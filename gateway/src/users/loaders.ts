import DataLoader from 'dataloader';
import { notFoundError } from '../errors.js';
import { BATCH } from '../rest/batch.js';
import type { RestCaller } from '../rest/client.js';
import type { UserDto } from '@portal/contract';

/** Per request: users by id in one `GET /users?id[]=…` per batch; ids the REST API leaves out are NOT_FOUND. */
export function createUserLoaders(rest: RestCaller) {
  const usersById = new DataLoader<number, UserDto>(async (ids) => {
    const { 'hydra:member': users } = await rest.get('/users', { 'id[]': ids });
    const byId = new Map(users.map((user) => [user.id, user]));
    return ids.map((id) => byId.get(id) ?? notFoundError(`User ${id} not found`));
  }, BATCH);
  // The signed-in user (GET /me) once per request, whoever asks for it.
  const viewer = new DataLoader<'me', UserDto>(async (keys) => {
    const me = await rest.get('/me');
    usersById.prime(me.id, me);
    return keys.map(() => me);
  });
  return { usersById, viewer };
}

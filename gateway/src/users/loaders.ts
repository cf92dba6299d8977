import DataLoader from 'dataloader';
import { loaderById } from '../rest/batch.js';
import type { RestCaller } from '../rest/client.js';
import type { UserDto } from '@portal/contract';

/** Per request: users by id in one `GET /users?id[]=…` per batch; ids the REST API leaves out are NOT_FOUND. */
export function createUserLoaders(rest: RestCaller) {
  const usersById = loaderById('User', (ids) => rest.get('/users', { 'id[]': ids }));
  // The signed-in user (GET /me) once per request, whoever asks for it.
  const viewer = new DataLoader<'me', UserDto>(async (keys) => {
    const me = await rest.get('/me');
    usersById.prime(me.id, me);
    return keys.map(() => me);
  });
  return { usersById, viewer };
}

import { describe, expect, it } from 'vitest';
import { createLoaders } from './context.js';
import type { RestCaller } from './rest/client.js';

/** A REST caller that records the paths it is asked for and answers the users asked for by id. */
function recordingCaller() {
  const paths: string[] = [];
  const get = async (path: string, query?: Record<string, unknown>) => {
    paths.push(path);
    const ids = (query?.['id[]'] ?? []) as number[];
    return { 'hydra:member': ids.map((id) => ({ id, firstName: `User ${id}` })), 'hydra:totalItems': ids.length };
  };
  const refuse = () => Promise.reject(new Error('not in this test'));
  return { paths, rest: { get, post: refuse, put: refuse, delete: refuse } as unknown as RestCaller };
}

describe('createLoaders', () => {
  it("gives every domain's loaders, one instance per request, each batching as before", async () => {
    const { paths, rest } = recordingCaller();
    const loaders = createLoaders(rest);
    expect(loaders.usersById).toBe(loaders.usersById);
    const [one, two] = await Promise.all([loaders.usersById.load(1), loaders.usersById.load(2)]);
    expect([one.id, two.id]).toEqual([1, 2]);
    expect(paths).toEqual(['/users']);
    for (const name of ['propertiesById', 'imagesByProperty', 'icalLinksByProperty', 'viewer', 'syncLogs'] as const) {
      expect(typeof loaders[name].load).toBe('function');
    }
  });

  it('keeps each request to its own loaders: nothing loaded for one is served to another', async () => {
    const first = recordingCaller();
    const second = recordingCaller();
    await createLoaders(first.rest).usersById.load(7);
    await createLoaders(second.rest).usersById.load(7);
    expect([first.paths, second.paths]).toEqual([['/users'], ['/users']]);
  });
});

import { describe, expect, it } from 'vitest';
import { withTestStack, graphql, graphqlOk, type TestUser } from '../test/harness.js';
import { png } from '../test/listings.js';

const stack = withTestStack({ users: ['Ada', 'Bob'] });
const [ada, bob] = stack.users;

const putAvatar = (user: TestUser, id: string) => {
  const form = new FormData();
  form.set('cropX', '0');
  form.set('cropY', '0');
  form.set('cropSize', '6');
  form.set('file', new Blob([new Uint8Array(png())], { type: 'image/png' }), 'me.png');
  return fetch(`${stack.gateway.url}/api/users/${id}/avatar`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${user.token}` },
    body: form,
  });
};

const ME = 'query { me { id avatarImage { squareSmallUrl } } }';

describe('the avatar through the gateway', () => {
  it('is uploaded through the proxy, read as me.avatarImage, and removed by removeAvatar', async () => {
    const response = await putAvatar(ada, ada.id);
    expect(response.status, await response.clone().text()).toBe(200);
    const { avatarImage } = (await response.json()) as { avatarImage: { squareSmallUrl: string } };
    const me = await graphqlOk(stack.gateway.url, ada, ME);
    expect(me).toEqual({ me: { id: ada.id, avatarImage: { squareSmallUrl: avatarImage.squareSmallUrl } } });
    const file = await fetch(`${stack.gateway.url}${avatarImage.squareSmallUrl}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');

    const removed = await graphqlOk(
      stack.gateway.url,
      ada,
      'mutation { removeAvatar { id avatarImage { squareSmallUrl } } }',
    );
    expect(removed).toEqual({ removeAvatar: { id: ada.id, avatarImage: null } });
    expect(await graphqlOk(stack.gateway.url, ada, ME)).toEqual({ me: { id: ada.id, avatarImage: null } });
  });

  it("another user's avatar is a 404; removeAvatar without a token is UNAUTHENTICATED", async () => {
    expect((await putAvatar(bob, ada.id)).status).toBe(404);
    const anonymous = await graphql(stack.gateway.url, 'mutation { removeAvatar { id } }');
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

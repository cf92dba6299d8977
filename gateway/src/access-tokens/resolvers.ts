import type {
  AccessTokenResolvers,
  MutationResolvers,
  QueryResolvers,
  RevokeAccessTokenPayloadResolvers,
} from '../__generated__/resolvers.js';
import { restId } from '../rest/iri.js';

export const Query: QueryResolvers = {
  accessTokens: async (_parent, _args, { rest }) => (await rest.get('/access-tokens'))['hydra:member'],
};

export const Mutation: MutationResolvers = {
  createAccessToken: async (_parent, { input }, { rest }) => {
    const { token, ...accessToken } = await rest.post('/access-tokens', {
      name: input.name,
      scopes: input.scopes,
      expiresInDays: input.expiresInDays ?? null,
    });
    return { accessToken, token };
  },
  revokeAccessToken: async (_parent, { id }, { rest }) => {
    const tokenId = restId(id, 'AccessToken');
    await rest.delete(`/access-tokens/${tokenId}`);
    return { revokedId: String(tokenId) };
  },
};

export const AccessToken: AccessTokenResolvers = {
  id: (token) => String(token.id),
};

export const RevokeAccessTokenPayload: RevokeAccessTokenPayloadResolvers = {
  revokedId: (payload) => payload.revokedId,
};

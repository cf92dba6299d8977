import type { MutationResolvers, QueryResolvers } from '../__generated__/resolvers.js';

export const Query: QueryResolvers = {
  helpContact: (_parent, _args, { rest }) => rest.get('/help-contact'),
};

export const Mutation: MutationResolvers = {
  sendHelpEmail: async (_parent, { subject, content }, { rest }) =>
    (await rest.post('/help-email', { subject, content })).success,
};

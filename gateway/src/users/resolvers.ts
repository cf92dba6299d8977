import { currencySymbol } from '@portal/schema';
import type {
  MutationResolvers,
  PlanSubscriptionResolvers,
  QueryResolvers,
  UserResolvers,
} from '../__generated__/resolvers.js';
import { internalError, notFoundError } from '../errors.js';

export const Query: QueryResolvers = {
  me: (_parent, _args, { loaders }) => loaders.viewer.load('me'),
  user: (_parent, { id }, { loaders }) => {
    const userId = Number(id);
    if (!Number.isSafeInteger(userId) || userId <= 0) throw notFoundError(`User ${id} not found`);
    return loaders.usersById.load(userId);
  },
};

export const Mutation: MutationResolvers = {
  login: async (_parent, { email, password }, { rest, restAs }) => {
    const { token } = await rest.post('/login', { email, password });
    return { token, user: await restAs(token).get('/me') };
  },
  register: async (_parent, { input }, { rest }) => {
    const user = await rest.post('/register', input);
    try {
      const { token } = await rest.post('/login', { email: input.email, password: input.plainPassword });
      return { token, user };
    } catch (error) {
      // The account exists but cannot sign in: a server fault, not the user's (spec §8).
      throw internalError(error);
    }
  },
  logout: async (_parent, { everywhere }, { rest }) => {
    await rest.post('/logout', { everywhere: everywhere === true });
    return true;
  },
  updateUser: async (_parent, { input }, { rest, loaders }) => {
    const me = await loaders.viewer.load('me');
    return rest.put(`/users/${me.id}`, input);
  },
  updateProfile: async (_parent, { input }, { rest, loaders }) => {
    const me = await loaders.viewer.load('me');
    return rest.put(`/users/${me.id}/profile`, input);
  },
  updateCompany: async (_parent, { input }, { rest, loaders }) => {
    const me = await loaders.viewer.load('me');
    return rest.put(`/users/${me.id}/company`, input);
  },
  removeAvatar: async (_parent, _args, { rest, loaders }) => {
    const me = await loaders.viewer.load('me');
    return rest.delete(`/users/${me.id}/avatar`);
  },
};

export const User: UserResolvers = {
  id: (user) => String(user.id),
  fullName: (user) => [user.firstName, user.lastName].filter(Boolean).join(' '),
  currencySymbol: (user) => currencySymbol(user.currency),
  activeSubscription: (user) => user.activeSubscription,
  avatarImage: (user) => user.avatarImage,
};

export const PlanSubscription: PlanSubscriptionResolvers = {
  id: (subscription) => String(subscription.id),
};

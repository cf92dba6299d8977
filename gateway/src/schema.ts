import { makeExecutableSchema } from '@graphql-tools/schema';
import { loadTypeDefs } from '@portal/schema/sdl';
import type { Resolvers } from './__generated__/resolvers.js';
import * as billing from './billing/resolvers.js';
import { createMessageResolvers } from './messages/resolvers.js';
import type { GatewayPubSub } from './pubsub.js';
import { DateScalar, DateTimeScalar } from './scalars.js';
import * as users from './users/resolvers.js';

/** The executable schema: the shared SDL with each domain's resolvers. */
export function createSchema(pubsub: GatewayPubSub) {
  const messages = createMessageResolvers(pubsub);
  const resolvers: Resolvers = {
    Date: DateScalar,
    DateTime: DateTimeScalar,
    Query: { ...users.Query, ...billing.Query },
    Mutation: users.Mutation,
    Subscription: messages.Subscription,
    User: users.User,
    PlanSubscription: users.PlanSubscription,
    Message: messages.Message,
  };
  return makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers });
}

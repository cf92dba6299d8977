import { ApolloServer } from '@apollo/server';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { jitGateway } from './jit.js';

const schema = makeExecutableSchema({
  typeDefs: /* GraphQL */ `
    enum Channel {
      AIRBNB
      VRBO
    }
    interface Named {
      name: String!
    }
    type Stay implements Named {
      id: ID!
      name: String!
      channel: Channel
      nights: Int!
    }
    type Block implements Named {
      name: String!
    }
    type Query {
      stays(channel: Channel, first: Int = 2): [Stay!]!
      items: [Named!]!
      broken: Stay
      me(name: String!): String!
    }
  `,
  resolvers: {
    Query: {
      stays: (_: unknown, { channel, first }: { channel?: string; first: number }) =>
        [
          { id: '1', name: 'Ada', channel: 'AIRBNB', nights: 2 },
          { id: '2', name: 'Grace', channel: 'VRBO', nights: 3 },
          { id: '3', name: 'Alan', channel: 'AIRBNB', nights: 1 },
        ]
          .filter((stay) => !channel || stay.channel === channel)
          .slice(0, first),
      items: () => [
        { __typename: 'Stay', id: '9', name: 'Mary', nights: 4 },
        { __typename: 'Block', name: 'Repairs' },
      ],
      broken: () => {
        throw new GraphQLError('Not yours', { extensions: { code: 'NOT_FOUND' } });
      },
      me: (_: unknown, { name }: { name: string }, context: { greeting: string }) => `${context.greeting} ${name}`,
    },
    Named: { __resolveType: (value: { __typename: string }) => value.__typename },
  },
});

const QUERY = /* GraphQL */ `
  query Calendar($channel: Channel, $first: Int) {
    stays(channel: $channel, first: $first) {
      ...StayFields
      later: nights
    }
    items {
      __typename
      name
      ... on Stay {
        nights
      }
    }
    me(name: "Ada")
  }
  fragment StayFields on Stay {
    id
    name
    channel
  }
`;

let servers: ApolloServer<{ greeting: string }>[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  servers = [];
});

async function serve(server: ApolloServer<{ greeting: string }>) {
  servers.push(server);
  await server.start();
  return async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await server.executeOperation({ query, variables }, { contextValue: { greeting: 'Hello' } });
    if (response.body.kind !== 'single') throw new Error('one answer expected');
    return { status: response.http.status, ...response.body.singleResult };
  };
}

describe('graphql-jit through Apollo Server', () => {
  it('answers exactly as graphql-js does, compiled from the n-th sighting of an operation', async () => {
    const gateway = jitGateway(schema, { compileOnSighting: 2 });
    const jit = await serve(new ApolloServer({ gateway }));
    const plain = await serve(new ApolloServer({ schema }));
    const cases = [{}, { channel: 'AIRBNB' }, { channel: 'VRBO', first: 5 }, { first: 0 }];
    for (const variables of cases) {
      const expected = await plain(QUERY, variables);
      expect(expected.errors).toBeUndefined();
      expect(await jit(QUERY, variables)).toEqual(expected);
    }
    expect(gateway.stats).toEqual({ compiled: 1, compiledRuns: 3, graphqlJsRuns: 1 });
  });

  it('answers a resolver’s error with its code and path, the rest of the data kept', async () => {
    const gateway = jitGateway(schema, { compileOnSighting: 1 });
    const jit = await serve(new ApolloServer({ gateway }));
    const plain = await serve(new ApolloServer({ schema }));
    const query = '{ broken { id } me(name: "Grace") }';
    const answer = await jit(query);
    expect(answer.data).toEqual({ broken: null, me: 'Hello Grace' });
    expect(answer.errors).toEqual([expect.objectContaining({ message: 'Not yours', path: ['broken'] })]);
    expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(answer).toEqual(await plain(query));
    expect(gateway.stats.compiledRuns).toBe(1);
  });

  it('refuses variables that do not fit as graphql-js does: BAD_USER_INPUT with status 400', async () => {
    const gateway = jitGateway(schema, { compileOnSighting: 1 });
    const jit = await serve(new ApolloServer({ gateway }));
    const plain = await serve(new ApolloServer({ schema }));
    for (const variables of [{ channel: 'BOOKING' }, { first: 'ten' }]) {
      const answer = await jit(QUERY, variables);
      expect(answer.status).toBe(400);
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(answer).toEqual(await plain(QUERY, variables));
    }
    expect(gateway.stats.graphqlJsRuns).toBe(2);
  });

  it('keeps a bounded number of compiled operations, the least recently used dropped first', async () => {
    const gateway = jitGateway(schema, { compileOnSighting: 1, maxCompiled: 2 });
    const jit = await serve(new ApolloServer({ gateway }));
    const queries = ['{ me(name: "a") }', '{ me(name: "b") }', '{ me(name: "c") }'];
    await jit(queries[0]!);
    await jit(queries[1]!);
    await jit(queries[0]!); // a is now the most recently used
    await jit(queries[2]!); // drops b
    expect(gateway.stats.compiled).toBe(3);
    await jit(queries[0]!);
    expect(gateway.stats.compiled).toBe(3);
    await jit(queries[1]!);
    expect(gateway.stats.compiled).toBe(4);
  });
});

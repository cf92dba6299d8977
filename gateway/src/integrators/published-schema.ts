import type { FastifyInstance } from 'fastify';
import { printSchema, type GraphQLSchema } from 'graphql';

/** Where integrators (and their code generators) read the schema without running an introspection query. */
export const PUBLISHED_SCHEMA_PATH = '/graphql/schema.graphql';

/** `GET /graphql/schema.graphql`: the gateway's SDL as text, printed once. */
export async function publishedSchemaRoute(app: FastifyInstance, { schema }: { schema: GraphQLSchema }) {
  const sdl = `${printSchema(schema)}\n`;
  app.get(PUBLISHED_SCHEMA_PATH, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=300').send(sdl),
  );
}

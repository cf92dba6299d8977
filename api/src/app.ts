import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { billingRoutes } from './billing/routes.js';
import type { ApiConfig } from './config.js';
import type { Db } from './db/database.js';
import { authPlugin } from './plugins/auth.js';
import { errorsPlugin } from './plugins/errors.js';
import { usersRoutes } from './users/routes.js';

export interface AppDependencies {
  db: Db;
  config: ApiConfig;
  /** Fastify logger options; off by default (tests). */
  logger?: FastifyServerOptions['logger'];
}

/** The REST API as a Fastify instance, not listening: tests use `app.inject`, server.ts listens. */
export function buildApp({ db, config, logger = false }: AppDependencies): FastifyInstance {
  const app = Fastify({ logger, routerOptions: { ignoreTrailingSlash: true } });
  app.register(errorsPlugin);
  // A request without a body is validated as an empty object: each missing field gets its own violation.
  app.addHook('preValidation', async (request) => {
    request.body ??= {};
  });
  app.register(authPlugin, { db, config });
  app.get('/health', async () => ({ status: 'ok' }));
  app.register(usersRoutes, { db, config });
  app.register(billingRoutes, { config });
  return app;
}

import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from './app.js';
import { startScheduler } from './calendars/sync/scheduler.js';
import { loadConfig, type ApiConfig } from './config.js';
import { createDb } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { isMainModule } from './main-module.js';

export { loadConfig, type ApiConfig };

export interface RunningApi {
  app: FastifyInstance;
  /** e.g. http://127.0.0.1:4001 (the real port when API_PORT is 0). */
  url: string;
  /** Stops listening, then closes the database. */
  close(): Promise<void>;
}

/** Bearer tokens ride in some URLs (`?bearer=`): keep them out of the request log. */
const redactBearer = (url: string) => url.replace(/([?&]bearer=)[^&#]*/gi, '$1[redacted]');

const logger: FastifyServerOptions['logger'] = {
  level: process.env.LOG_LEVEL ?? 'info',
  serializers: {
    req: (request) => ({ method: request.method, url: redactBearer(request.url), remoteAddress: request.ip }),
  },
};

export async function startApi(config: ApiConfig = loadConfig(), options: { log?: boolean } = {}): Promise<RunningApi> {
  const db = createDb(config);
  try {
    await migrateToLatest(db);
    const app = buildApp({ db, config, logger: options.log === false ? false : logger });
    const url = await app.listen({ port: config.port, host: config.host });
    const { intervalMinutes } = config.calendarSync;
    const scheduler = intervalMinutes > 0 ? startScheduler(db, app.calendarSync, { intervalMinutes }) : null;
    return {
      app,
      url,
      close: async () => {
        await scheduler?.stop();
        await app.close();
        await db.destroy();
      },
    };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

if (isMainModule(import.meta.url)) {
  const api = await startApi();
  console.info(`API listening on ${api.url}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      api.close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
}

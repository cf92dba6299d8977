import { closeOnSignals, isMainModule } from '@portal/server-kit';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { startSyncScan } from './calendars/sync/scheduler.js';
import { loadConfig, type ApiConfig } from './config.js';
import { createDb } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { createEvents, type InProcessEvents } from './integrations/events/index.js';
import { repeatOnQueue } from './integrations/jobs/index.js';
import { startNightlyRoll } from './nightly-rates/roll.js';
import { NOTICE_SCAN_JOB } from './notices/offline-messages.js';
import { requestLogger } from './plugins/logging.js';

export { loadConfig, type ApiConfig };
export { adminQuery, withSearchPath } from './db/postgres-schemas.js';
export { API_EVENTS, type ApiEvent, type MessageAddedEvent } from './integrations/events/index.js';

export interface RunningApi {
  app: FastifyInstance;
  /** e.g. http://127.0.0.1:4001 (the real port when API_PORT is 0). */
  url: string;
  /**
   * Message events for a gateway in this process (`startGateway({ apiEvents })`): emitted as 'api-events' when
   * REDIS_URL is unset; with REDIS_URL they go to Redis only and this emitter stays silent.
   */
  events: InProcessEvents;
  /** Stops listening, then closes the database. */
  close(): Promise<void>;
}

/** The server's log: request lines without tokens or other secrets. */
const logger = requestLogger({ level: process.env.LOG_LEVEL ?? 'info' });

export async function startApi(config: ApiConfig = loadConfig(), options: { log?: boolean } = {}): Promise<RunningApi> {
  const db = createDb(config);
  const events = createEvents(config.events);
  try {
    await migrateToLatest(db);
    const app = buildApp({
      db,
      config,
      logger: options.log === false ? false : logger,
      events: events.publisher,
    });
    const url = await app.listen({ port: config.port, host: config.host });
    if (config.jobs.runWorker) app.jobs.start();
    const { intervalMinutes } = config.calendarSync;
    // Any instance may scan (it only enqueues); the syncs run where JOBS_WORKER is on.
    const onError = (error: unknown) => app.log.error({ err: error }, 'calendar sync scan failed');
    const scan = intervalMinutes > 0 ? startSyncScan(db, app.jobs, { intervalMinutes, onError }) : null;
    const { noticeScanIntervalMs } = config.mail;
    // Like the sync scan, these only enqueue (one job at a time across instances); a worker runs them.
    const notices =
      noticeScanIntervalMs > 0 && app.messageNotices
        ? repeatOnQueue(app.jobs, NOTICE_SCAN_JOB, noticeScanIntervalMs, (error) =>
            app.log.error({ err: error }, 'message notice scan failed'),
          )
        : null;
    const nightly = startNightlyRoll(app.jobs, (error) =>
      app.log.error({ err: error }, 'nightly rates roll-forward failed'),
    );
    return {
      app,
      url,
      events: events.local,
      close: async () => {
        await scan?.stop();
        await notices?.stop();
        await nightly?.stop();
        await app.close();
        await events.publisher.close();
        await events.local.close();
        await db.destroy();
      },
    };
  } catch (error) {
    await events.publisher.close();
    await db.destroy();
    throw error;
  }
}

if (isMainModule(import.meta.url)) {
  const api = await startApi();
  console.info(`API listening on ${api.url}`);
  closeOnSignals(api);
}

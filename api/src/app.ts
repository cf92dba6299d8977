import { API_LIMITS } from '@portal/schema';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { accessTokensRoutes } from './access-tokens/routes.js';
import { amenitiesRoutes } from './amenities/routes.js';
import { analyticsRoutes } from './analytics/routes.js';
import { bedroomsRoutes } from './bedrooms/routes.js';
import { billingRoutes } from './billing/routes.js';
import { bookingsRoutes } from './bookings/routes.js';
import { calendarsRoutes } from './calendars/routes.js';
import { handleSyncJobs } from './calendars/sync/scheduler.js';
import { CalendarSync } from './calendars/sync/service.js';
import type { ApiConfig } from './config.js';
import type { Db } from './db/database.js';
import { imagesRoutes } from './images/routes.js';
import { helpRoutes } from './help/routes.js';
import { InProcessEvents, type EventPublisher } from './integrations/events/index.js';
import { createJobQueue, type JobQueue } from './integrations/jobs/index.js';
import { createMailer, type Mailer } from './integrations/mail/index.js';
import { createPaymentsProvider, type PaymentsProvider } from './integrations/payments/index.js';
import { createPlacesProvider, type PlacesProvider } from './integrations/places/index.js';
import { createStorage, type Storage } from './integrations/storage/index.js';
import { messagesRoutes } from './messages/routes.js';
import { handleNightlyRoll } from './nightly-rates/roll.js';
import { mailChannelChanges } from './notices/channel-bookings.js';
import { emitChannelChanges } from './webhooks/channel-events.js';
import { NOTICE_SCAN_JOB, OfflineMessageNotices } from './notices/offline-messages.js';
import { noticesRoutes } from './notices/routes.js';
import { sendWelcomeMessages } from './messages/service.js';
import { placesRoutes } from './places/routes.js';
import { authPlugin } from './plugins/auth.js';
import { deltaBaseStore } from './plugins/deltas.js';
import { errorsPlugin } from './plugins/errors.js';
import { inputGuards } from './plugins/input-guards.js';
import { securityHeaders } from './plugins/security-headers.js';
import { docsRoutes, openApiPlugin } from './plugins/openapi.js';
import { overloadPlugin } from './plugins/overload.js';
import { rateLimitsPlugin } from './plugins/rate-limits.js';
import { propertiesRoutes } from './properties/routes.js';
import { propertyCalendarsRoutes } from './property-calendars/routes.js';
import { purchasesRoutes } from './purchases/routes.js';
import { searchRoutes } from './search/routes.js';
import { seasonalRatesRoutes } from './seasonal-rates/routes.js';
import { homeGuidesRoutes } from './guides/home-routes.js';
import { localGuidePhotoRoute } from './guides/local-photo-route.js';
import { localGuidesRoutes } from './guides/local-routes.js';
import { servicesRoutes } from './services/routes.js';
import { staysRoutes } from './stays/routes.js';
import { sitesRoutes } from './sites/routes.js';
import { usersRoutes } from './users/routes.js';
import { webhooksRoutes } from './webhooks/routes.js';
import { Webhooks } from './webhooks/service.js';

export interface AppDependencies {
  db: Db;
  config: ApiConfig;
  /** Fastify logger options; off by default (tests). */
  logger?: FastifyServerOptions['logger'];
  /** Where uploaded files go; by default from config (S3 with S3_BUCKET, else the local disk under DATA_DIR/uploads). */
  storage?: Storage;
  /** Place search; by default from config (Google with a key, else OpenStreetMap). */
  places?: PlacesProvider;
  /** Where message events go (the gateway's subscriptions); by default an in-process emitter nobody listens to. */
  events?: EventPublisher;
  /** Checkout, customer portal and webhooks; by default from config (Stripe with STRIPE_SECRET_KEY), else none. */
  payments?: PaymentsProvider | null;
  /** Outgoing mail; by default from config (SMTP with SMTP_URL), else none. */
  mailer?: Mailer | null;
  /** Background jobs; by default from config (BullMQ with REDIS_URL, else the database's `jobs` table). */
  jobs?: JobQueue;
  /** The clock of webhook deliveries (tests move it); milliseconds since the epoch. */
  now?: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The iCal import of this app: routes and the `ical.sync` jobs share it, so a calendar syncs once at a time. */
    calendarSync: CalendarSync;
    /** The host's offline-message mail (null without SMTP_URL): server.ts scans on a schedule, tests call `scan`. */
    messageNotices: OfflineMessageNotices | null;
    /** The job queue: server.ts starts its worker (JOBS_WORKER); closed with the app. */
    jobs: JobQueue;
    /** Webhook events: routes emit them after their change committed. */
    webhooks: Webhooks;
  }
}

/** The storage of config: S3 with S3_BUCKET, else the local disk (integrations/storage). */
export function defaultStorage(config: ApiConfig): Storage {
  return createStorage(config.uploads);
}

/** The REST API as a Fastify instance, not listening: tests use `app.inject`, server.ts listens. */
export function buildApp({
  db,
  config,
  logger = false,
  storage = defaultStorage(config),
  places = createPlacesProvider(config.places),
  events = new InProcessEvents(),
  payments = createPaymentsProvider(config.payments),
  mailer = createMailer(config.mail),
  jobs,
  now,
}: AppDependencies): FastifyInstance {
  const app = Fastify({
    logger,
    bodyLimit: API_LIMITS.jsonBodyMaxBytes,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  });
  const queue = jobs ?? createJobQueue(config.jobs, db, (error) => app.log.error(`job failed: ${error.message}`));
  const webhooks = new Webhooks(db, queue, { ...config.webhooks, now }, { error: (message) => app.log.error(message) });
  const sync = new CalendarSync(
    db,
    {
      ...config.calendarSync,
      origin: config.calendarSync.fetchOrigin,
      userAgent: config.places.userAgent,
      publicUrl: config.publicUrl,
    },
    app.log,
    undefined,
    // New bookings of the listing get its automatic welcome message.
    (propertyId) => sendWelcomeMessages(db, events, propertyId),
    // The host's mail and the webhook events of the stays a channel added or cancelled.
    async (run) => {
      await emitChannelChanges(db, webhooks, run);
      if (mailer) await mailChannelChanges(db, mailer, config.publicUrl, run);
    },
  );
  app.decorate('calendarSync', sync);
  handleSyncJobs(queue, sync);
  const notices = mailer ? new OfflineMessageNotices(db, mailer, config.publicUrl, app.log) : null;
  app.decorate('messageNotices', notices);
  if (notices) {
    queue.handle(NOTICE_SCAN_JOB, async () => {
      await notices.scan();
    });
  }
  handleNightlyRoll(queue, db);
  app.addHook('onClose', () => sync.close());
  app.decorate('jobs', queue);
  app.decorate('webhooks', webhooks);
  app.addHook('onClose', () => queue.close());
  // First: the OpenAPI document records every route added after it.
  app.register(openApiPlugin);
  app.register(errorsPlugin);
  app.register(securityHeaders);
  app.register(inputGuards);
  app.register(overloadPlugin, { settings: config.overload });
  app.register(rateLimitsPlugin, { config: config.rateLimits });
  // A request without a body is validated as an empty object: each missing field gets its own violation.
  app.addHook('preValidation', async (request) => {
    request.body ??= {};
  });
  app.register(authPlugin, { db, config });
  app.register(docsRoutes);
  app.register(usersRoutes, { db, config, events, storage });
  app.register(accessTokensRoutes, { db });
  app.register(billingRoutes, { db, config, payments, events });
  app.register(helpRoutes, { db, mailer, helpEmailTo: config.mail.helpEmailTo });
  app.register(noticesRoutes, { db, mailConfigured: mailer !== null });
  // One store of delta bases (and one Redis connection) for the calendar and the list: each awaits it.
  const deltaBases = deltaBaseStore(app, config.deltas);
  app.register(propertiesRoutes, { db, storage, publicUrl: config.publicUrl, deltaBases });
  app.register(bedroomsRoutes, { db });
  app.register(amenitiesRoutes, { db });
  app.register(seasonalRatesRoutes, { db });
  app.register(homeGuidesRoutes, { db, storage });
  app.register(localGuidesRoutes, { db, storage, places, uploads: config.uploads });
  app.register(localGuidePhotoRoute, { db, places });
  app.register(servicesRoutes, { db, storage });
  app.register(staysRoutes, { db, storage, paysOnline: payments !== null });
  app.register(purchasesRoutes, { db, events, payments, publicUrl: config.publicUrl });
  app.register(calendarsRoutes, { db, sync, publicUrl: config.publicUrl });
  app.register(analyticsRoutes, { db });
  app.register(searchRoutes, { db });
  app.register(bookingsRoutes, { db, events });
  app.register(messagesRoutes, { db, events });
  app.register(propertyCalendarsRoutes, { db, deltaBases });
  app.register(imagesRoutes, { db, storage, uploads: config.uploads });
  app.register(placesRoutes, { places });
  app.register(webhooksRoutes, { db, webhooks });
  app.register(sitesRoutes, { db, storage, events, publicUrl: config.publicUrl });
  return app;
}

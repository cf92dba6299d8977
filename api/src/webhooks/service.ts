import { randomBytes } from 'node:crypto';
import {
  WEBHOOK_LIMITS,
  WEBHOOK_MESSAGES,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TEST_EVENT,
  webhookEndpointSchema,
  type WebhookEndpointValues,
  type WebhookEventType,
} from '@portal/schema';
import { isIP } from 'node:net';
import type { WebhooksConfig } from '../config.js';
import type { Db } from '../db/database.js';
import type { WebhookEndpointRow } from '../db/tables.js';
import type { JobQueue } from '../integrations/jobs/index.js';
import { violation } from '../plugins/errors.js';
import type { User } from '../users/repository.js';
import { validInput } from '../users/service.js';
import {
  bookingHostId,
  countEndpoints,
  findDelivery,
  insertDelivery,
  insertEndpoint,
  pruneDeliveries,
  recordAttempt,
  subscribedEndpoints,
} from './repository.js';
import { addressPolicy, sendWebhook, type SendSettings } from './sender.js';
import { newSecret, signatureHeader } from './signature.js';

export const DELIVER_JOB = 'webhook.deliver';
const HOUR_MS = 60 * 60 * 1000;
/** Retries wait 30 s, 1 min, 2 min, … up to an hour between attempts, for 24 hours. */
const RETRY_CAP_MS = HOUR_MS;

/** The delay before the attempt after attempt `n` (1-based). */
export function retryDelayAfter(attempt: number): number {
  return Math.min(WEBHOOK_LIMITS.firstRetrySeconds * 1000 * 2 ** (attempt - 1), RETRY_CAP_MS);
}

export interface WebhookSettings extends WebhooksConfig {
  /** The clock (tests move it); milliseconds since the epoch. */
  now?: () => number;
  /** Tests only: how names resolve and how long a receiver may take. */
  send?: Omit<SendSettings, 'allowLoopback'>;
}

/**
 * Webhooks: a host's endpoints and the events sent to them. `emit` only stores a delivery per subscribed endpoint
 * and enqueues its job (a request never waits for a receiver); the job makes one signed attempt, stores it, and
 * schedules the next one with back-off until a 2xx answer or the end of the 24-hour window.
 */
export class Webhooks {
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
    private readonly settings: WebhookSettings,
    private readonly log: { error(message: string): void } = console,
  ) {
    this.now = settings.now ?? Date.now;
    jobs.handle(DELIVER_JOB, async (payload) => this.deliver(Number(payload.deliveryId)));
  }

  /** POST /webhook-endpoints: https only (or 127.0.0.1 when tests allow it), no literal private address, 10 at most. */
  async createEndpoint(caller: User, body: unknown): Promise<WebhookEndpointRow> {
    const values = await validInput<WebhookEndpointValues>(webhookEndpointSchema, body);
    const url = this.checkUrl(values.url);
    if ((await countEndpoints(this.db, caller.id)) >= WEBHOOK_LIMITS.endpointsMax) {
      throw violation('url', WEBHOOK_MESSAGES.tooMany);
    }
    return insertEndpoint(this.db, {
      userId: caller.id,
      url,
      events: [...new Set(values.events)],
      secret: newSecret(),
    });
  }

  /** "Send test event": a `webhook.test` delivery to this endpoint, whatever it subscribed to. */
  async sendTest(endpoint: WebhookEndpointRow): Promise<void> {
    await this.enqueue(endpoint, WEBHOOK_TEST_EVENT, { message: 'A test event from Host Portal' });
  }

  /**
   * An event of the host's, after its transaction committed: a delivery per subscribed endpoint. Never throws (the
   * change is committed whatever happens here); a failure is logged.
   */
  async emit(hostId: number, type: WebhookEventType, data: object): Promise<void> {
    try {
      const endpoints = await subscribedEndpoints(this.db, hostId, type);
      await Promise.all(endpoints.map((endpoint) => this.enqueue(endpoint, type, data)));
    } catch (error) {
      this.log.error(`webhook event ${type} not queued: ${(error as Error).message}`);
    }
  }

  /**
   * An event of a booking's host (found from the booking); `unlessFrom`: not when the host did it (a message the
   * host sent is not one they received).
   */
  async emitForBooking(bookingId: number, type: WebhookEventType, data: object, unlessFrom?: number): Promise<void> {
    try {
      const hostId = await bookingHostId(this.db, bookingId);
      if (hostId !== undefined && hostId !== unlessFrom) await this.emit(hostId, type, data);
    } catch (error) {
      this.log.error(`webhook event ${type} not queued: ${(error as Error).message}`);
    }
  }

  /** One attempt of a delivery (the job's work). */
  async deliver(deliveryId: number): Promise<void> {
    const delivery = await findDelivery(this.db, deliveryId);
    if (!delivery || delivery.status !== 'pending') return;
    const timestamp = Math.floor(this.now() / 1000);
    const attemptedAt = new Date(this.now()).toISOString();
    const result = await sendWebhook(
      delivery.url,
      delivery.payload,
      { [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(delivery.secret, timestamp, delivery.payload) },
      { ...this.settings.send, allowLoopback: this.settings.allowLoopback },
    );
    const succeeded = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
    const delay = retryDelayAfter(delivery.attempts + 1);
    const nextAt = this.now() + delay;
    const windowEnd = Date.parse(delivery.createdAt) + WEBHOOK_LIMITS.retryWindowHours * HOUR_MS;
    const retry = !succeeded && nextAt <= windowEnd;
    await recordAttempt(
      this.db,
      deliveryId,
      { attemptedAt, ...result },
      {
        status: succeeded ? 'succeeded' : retry ? 'pending' : 'failed',
        nextAttemptAt: retry ? new Date(nextAt).toISOString() : null,
      },
    );
    if (retry) await this.jobs.enqueue(DELIVER_JOB, { deliveryId }, { delayMs: delay, ...JOB_OPTIONS });
  }

  private async enqueue(endpoint: WebhookEndpointRow, type: string, data: object): Promise<void> {
    const createdAt = new Date(this.now()).toISOString();
    const eventId = `evt_${randomBytes(12).toString('hex')}`;
    const payload = JSON.stringify({ id: eventId, type, createdAt, data });
    const delivery = await insertDelivery(this.db, {
      endpointId: endpoint.id,
      eventId,
      eventType: type,
      payload,
      createdAt,
    });
    await this.jobs.enqueue(DELIVER_JOB, { deliveryId: delivery.id }, JOB_OPTIONS);
    await pruneDeliveries(this.db, endpoint.id);
  }

  private checkUrl(raw: string): string {
    const url = URL.canParse(raw) ? new URL(raw) : null;
    if (!url || url.username || url.password) throw violation('url', WEBHOOK_MESSAGES.urlInvalid);
    const loopback = url.hostname === '127.0.0.1';
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback && this.settings.allowLoopback)) {
      throw violation('url', WEBHOOK_MESSAGES.urlInvalid);
    }
    const bare = url.hostname.replace(/^\[(.*)\]$/, '$1');
    if (isIP(bare) && !addressPolicy(this.settings.allowLoopback)(bare)) {
      throw violation('url', WEBHOOK_MESSAGES.urlPrivate);
    }
    if (url.hostname === 'localhost' && !this.settings.allowLoopback)
      throw violation('url', WEBHOOK_MESSAGES.urlPrivate);
    return url.toString();
  }
}

/** A delivery job retried by the queue only when the attempt itself could not run (say, the database was down). */
const JOB_OPTIONS = { attempts: 3, backoffMs: 5_000 };

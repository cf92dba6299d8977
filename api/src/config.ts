import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { overloadSettings, trustProxySetting, type OverloadSettings } from '@portal/schema';
import { rateLimitsConfig, type RateLimitsConfig } from './plugins/rate-limits.js';

export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

export interface ApiConfig {
  port: number;
  host: string;
  /** Absolute path; created when missing. Holds the SQLite file and secrets.json. */
  dataDir: string;
  database: DatabaseConfig;
  jwtSecret: string;
  jwtTtlSeconds: number;
  /** The web portal's address, without a trailing slash (used for links back). */
  publicUrl: string;
  uploads: UploadsConfig;
  places: PlacesConfig;
  calendarSync: CalendarSyncConfig;
  events: EventsConfig;
  /** Background jobs (integrations/jobs): BullMQ with REDIS_URL, else the database's `jobs` table. */
  jobs: JobsConfig;
  webhooks: WebhooksConfig;
  payments: PaymentsConfig;
  mail: MailConfig;
  /**
   * API_TRUST_PROXY, default 'loopback' (the gateway of `npm start`): the proxies whose X-Forwarded-For gives the
   * client's address (rate limits per address, logs); comma-separated addresses, CIDRs or 'loopback', or 'false'.
   */
  trustProxy: false | string[];
  /** RATE_LIMITS (plugins/rate-limits.ts), counted in Redis when REDIS_URL is set. */
  rateLimits: RateLimitsConfig;
  deltas: DeltasConfig;
  /** OVERLOAD_* (plugins/overload.ts): when to answer 503 instead of queueing. */
  overload: OverloadSettings;
}

export interface PaymentsConfig {
  /** STRIPE_SECRET_KEY: set, checkout and the customer portal go through Stripe; unset, the billing links say so. */
  stripeSecretKey: string | null;
  /** STRIPE_WEBHOOK_SECRET (`whsec_…`): required with the key; POST /billing/stripe/webhook checks signatures with it. */
  stripeWebhookSecret: string | null;
  /** STRIPE_API_URL: where the Stripe client sends its calls (tests: the local fake); unset, api.stripe.com. */
  stripeApiUrl: string | null;
}

/** Background jobs (integrations/jobs). */
export interface JobsConfig {
  /** REDIS_URL: BullMQ on Redis; unset, the `jobs` table of the database. */
  redisUrl: string | null;
  /** `${REDIS_CHANNEL_PREFIX}bull`. */
  redisPrefix: string;
  /** JOBS_POLL_MS, default 1000: how often the embedded queue looks for due jobs. */
  pollMs: number;
  /** JOBS_WORKER, default on: the API process runs jobs (0: it only enqueues, another process runs them). */
  runWorker: boolean;
}

export interface WebhooksConfig {
  /**
   * WEBHOOKS_ALLOW_LOOPBACK, tests and demos only (off by default): endpoints may be http(s)://127.0.0.1 URLs and
   * deliveries may connect to 127.0.0.1 (every other private or local address stays refused).
   */
  allowLoopback: boolean;
}

export interface MailConfig {
  /** SMTP_URL (`smtp://user:pass@host:587`, `smtps://…`): set, mail goes out through it; unset, nothing is sent. */
  smtpUrl: string | null;
  /** MAIL_FROM, default `Host Portal <no-reply@{PUBLIC_URL's host}>`. */
  from: string;
  /** HELP_EMAIL_TO: where POST /help-email sends hosts' questions; unset, the help form says it is not configured. */
  helpEmailTo: string | null;
  /**
   * NOTICE_SCAN_INTERVAL_MS, default 60000: how often each API instance looks for hosts' message notices that are due
   * (mail configured only); 0 turns the scan off.
   */
  noticeScanIntervalMs: number;
}

/** The deltas of the columnar calendar and of the list of listings (plugins/deltas.ts). */
export interface DeltasConfig {
  /** REDIS_URL: the tags answered are remembered in Redis, for every API instance; unset: in this process. */
  redisUrl: string | null;
  /** Redis keys start with `${REDIS_CHANNEL_PREFIX}listings-delta:`. */
  keyPrefix: string;
}

export interface EventsConfig {
  /** REDIS_URL: message events go to Redis pub/sub (for any number of gateways); unset: in-process only. */
  redisUrl: string | null;
  /** REDIS_CHANNEL_PREFIX, default 'portal:' (the gateway's too): events go on `${prefix}api-events`. */
  channelPrefix: string;
}

export interface CalendarSyncConfig {
  /**
   * CALENDAR_FETCH_ORIGIN, tests and demos only (off by default): fetch every feed URL's path and query from this
   * origin (e.g. http://127.0.0.1:8080) instead of the portal's host; the private-address guard is then off.
   */
  fetchOrigin: string | null;
  /** CALENDAR_SYNC_INTERVAL_MINUTES, default 15; 0 disables the schedule (links still sync when added or asked). */
  intervalMinutes: number;
  /** CALENDAR_FETCH_MAX_BYTES, default 5 MB. */
  maxBytes: number;
  /** CALENDAR_FETCH_TIMEOUT_MS, default 15000: connecting, and the whole fetch. */
  timeoutMs: number;
  /**
   * CALENDAR_PARSE_WORKER, default on: feeds are read and diffed in a worker thread; `0` does it in the request
   * thread (every other request then waits while a big feed is read: for comparisons and debugging only).
   */
  parseInWorker: boolean;
}

export interface UploadsConfig {
  /** Where the local-disk storage keeps files: DATA_DIR/uploads. */
  dir: string;
  /** Largest accepted file (UPLOAD_MAX_BYTES, default 10 MB). */
  maxBytes: number;
  /** Largest accepted image in pixels, width × height (UPLOAD_MAX_PIXELS, default 40 MP). */
  maxPixels: number;
  /** What the browser puts before a storage key to load a file (PUBLIC_UPLOADS_PREFIX, default /api/uploads). */
  publicPrefix: string;
  /** What one user may store: photos and uploads together (UPLOAD_QUOTA_BYTES, UPLOAD_QUOTA_FILES). */
  quota: UploadQuota;
  /** S3_BUCKET set: files go to that S3-compatible bucket instead of `dir`. */
  s3: S3Config | null;
}

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2) for uploads: the S3_* variables. */
export interface S3Config {
  /** S3_BUCKET */
  bucket: string;
  /** S3_REGION, default us-east-1 (MinIO's; R2 takes 'auto'). */
  region: string;
  /** S3_ENDPOINT: MinIO, R2 or another S3-compatible store; unset, AWS S3 itself. */
  endpoint: string | null;
  /** S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, both or neither; neither: the SDK's own (AWS_* variables, roles). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** S3_FORCE_PATH_STYLE, default off: `<endpoint>/<bucket>/<key>` URLs (MinIO) instead of `<bucket>.<host>`. */
  forcePathStyle: boolean;
  /**
   * S3_PUBLIC_URL: where browsers load files from (a CDN or the bucket's public address), so items link there;
   * unset, items keep PUBLIC_UPLOADS_PREFIX and GET /uploads/* streams from the (private) bucket.
   */
  publicUrl: string | null;
}

export interface UploadQuota {
  /** Bytes of the stored files (UPLOAD_QUOTA_BYTES, default 2 GiB). */
  bytes: number;
  /** Number of photos and uploads (UPLOAD_QUOTA_FILES, default 5,000). */
  files: number;
}

export interface PlacesConfig {
  /** GOOGLE_MAPS_API_KEY: when set, Google Places answers; otherwise OpenStreetMap (Photon + Nominatim). */
  googleApiKey: string | null;
  /** PLACES_GOOGLE_URL, default https://maps.googleapis.com (tests point it at the fake server). */
  googleUrl: string;
  /** PLACES_PHOTON_URL, default https://photon.komoot.io */
  photonUrl: string;
  /** PLACES_NOMINATIM_URL, default https://nominatim.openstreetmap.org */
  nominatimUrl: string;
  /** OVERPASS_URL, default https://overpass-api.de/api/interpreter ("cafés near here" by a category's tags) */
  overpassUrl: string;
  /** Sent to OpenStreetMap's services, which ask every application to identify itself. */
  userAgent: string;
}

export const DEFAULT_JWT_TTL_SECONDS = 7 * 24 * 60 * 60;
export const DEFAULT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const DEFAULT_UPLOAD_MAX_PIXELS = 40_000_000;
export const DEFAULT_UPLOAD_QUOTA_BYTES = 2 * 1024 * 1024 * 1024;
export const DEFAULT_UPLOAD_QUOTA_FILES = 5_000;
export const DEFAULT_CALENDAR_SYNC_INTERVAL_MINUTES = 15;
export const DEFAULT_CALENDAR_FETCH_MAX_BYTES = 5 * 1024 * 1024;
export const DEFAULT_CALENDAR_FETCH_TIMEOUT_MS = 15_000;
export const DEFAULT_NOTICE_SCAN_INTERVAL_MS = 60_000;
const MIN_JWT_SECRET_LENGTH = 32;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const dataDir = resolve(env.DATA_DIR || './data');
  mkdirSync(dataDir, { recursive: true });
  const publicUrl = withoutTrailingSlash(env.PUBLIC_URL || 'http://localhost:4000');
  return {
    port: integer(env, 'API_PORT', 4001),
    host: env.API_HOST || '127.0.0.1',
    dataDir,
    database: databaseConfig(env.DATABASE_URL, dataDir),
    jwtSecret: jwtSecret(env.JWT_SECRET, dataDir),
    jwtTtlSeconds: integer(env, 'JWT_TTL_SECONDS', DEFAULT_JWT_TTL_SECONDS),
    publicUrl,
    uploads: {
      dir: join(dataDir, 'uploads'),
      maxBytes: positiveInteger(env, 'UPLOAD_MAX_BYTES', DEFAULT_UPLOAD_MAX_BYTES),
      maxPixels: positiveInteger(env, 'UPLOAD_MAX_PIXELS', DEFAULT_UPLOAD_MAX_PIXELS),
      publicPrefix: withoutTrailingSlash(env.PUBLIC_UPLOADS_PREFIX || '/api/uploads'),
      quota: {
        bytes: positiveInteger(env, 'UPLOAD_QUOTA_BYTES', DEFAULT_UPLOAD_QUOTA_BYTES),
        files: positiveInteger(env, 'UPLOAD_QUOTA_FILES', DEFAULT_UPLOAD_QUOTA_FILES),
      },
      s3: s3Config(env),
    },
    places: {
      googleApiKey: env.GOOGLE_MAPS_API_KEY || null,
      googleUrl: withoutTrailingSlash(env.PLACES_GOOGLE_URL || 'https://maps.googleapis.com'),
      photonUrl: withoutTrailingSlash(env.PLACES_PHOTON_URL || 'https://photon.komoot.io'),
      nominatimUrl: withoutTrailingSlash(env.PLACES_NOMINATIM_URL || 'https://nominatim.openstreetmap.org'),
      overpassUrl: env.OVERPASS_URL || 'https://overpass-api.de/api/interpreter',
      userAgent: `HostPortal/1.0 (+${publicUrl})`,
    },
    calendarSync: {
      fetchOrigin: fetchOrigin(env.CALENDAR_FETCH_ORIGIN),
      intervalMinutes: integer(env, 'CALENDAR_SYNC_INTERVAL_MINUTES', DEFAULT_CALENDAR_SYNC_INTERVAL_MINUTES),
      maxBytes: positiveInteger(env, 'CALENDAR_FETCH_MAX_BYTES', DEFAULT_CALENDAR_FETCH_MAX_BYTES),
      timeoutMs: positiveInteger(env, 'CALENDAR_FETCH_TIMEOUT_MS', DEFAULT_CALENDAR_FETCH_TIMEOUT_MS),
      parseInWorker: flag(env, 'CALENDAR_PARSE_WORKER', true),
    },
    events: { redisUrl: env.REDIS_URL || null, channelPrefix: env.REDIS_CHANNEL_PREFIX || 'portal:' },
    jobs: {
      redisUrl: env.REDIS_URL || null,
      redisPrefix: `${env.REDIS_CHANNEL_PREFIX || 'portal:'}bull`,
      pollMs: positiveInteger(env, 'JOBS_POLL_MS', 1000),
      runWorker: flag(env, 'JOBS_WORKER', true),
    },
    webhooks: { allowLoopback: flag(env, 'WEBHOOKS_ALLOW_LOOPBACK', false) },
    payments: paymentsConfig(env),
    mail: {
      smtpUrl: smtpUrl(env.SMTP_URL),
      from: env.MAIL_FROM || `Host Portal <no-reply@${new URL(publicUrl).hostname}>`,
      helpEmailTo: env.HELP_EMAIL_TO || null,
      noticeScanIntervalMs: integer(env, 'NOTICE_SCAN_INTERVAL_MS', DEFAULT_NOTICE_SCAN_INTERVAL_MS),
    },
    trustProxy: trustProxySetting('API_TRUST_PROXY', env.API_TRUST_PROXY, ['loopback']),
    rateLimits: rateLimitsConfig(env),
    deltas: {
      redisUrl: env.REDIS_URL || null,
      keyPrefix: `${env.REDIS_CHANNEL_PREFIX || 'portal:'}listings-delta:`,
    },
    overload: overloadSettings(env),
  };
}

function paymentsConfig(env: NodeJS.ProcessEnv): PaymentsConfig {
  const stripeSecretKey = env.STRIPE_SECRET_KEY || null;
  const stripeWebhookSecret = env.STRIPE_WEBHOOK_SECRET || null;
  // Without the webhook secret no payment could ever be recorded: refuse to start rather than take money blindly.
  if (stripeSecretKey && !stripeWebhookSecret) {
    throw new Error('STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set');
  }
  return { stripeSecretKey, stripeWebhookSecret, stripeApiUrl: httpUrl(env, 'STRIPE_API_URL') };
}

function s3Config(env: NodeJS.ProcessEnv): S3Config | null {
  if (!env.S3_BUCKET) return null;
  const accessKeyId = env.S3_ACCESS_KEY_ID || null;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || null;
  // Names only: the values are credentials.
  if (!accessKeyId !== !secretAccessKey) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    endpoint: httpUrl(env, 'S3_ENDPOINT'),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
    forcePathStyle: flag(env, 'S3_FORCE_PATH_STYLE', false),
    publicUrl: httpUrl(env, 'S3_PUBLIC_URL'),
  };
}

/** An http(s) URL without its trailing slash, or null when unset. */
function httpUrl(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = env[name];
  if (!raw) return null;
  if (!/^https?:$/.test(URL.canParse(raw) ? new URL(raw).protocol : '')) {
    throw new Error(`${name} must be an http(s) URL, got '${raw}'`);
  }
  return withoutTrailingSlash(raw);
}

/** The URL carries the SMTP password: errors name the variable, never its value. */
function smtpUrl(raw: string | undefined): string | null {
  if (!raw) return null;
  const protocol = URL.canParse(raw) ? new URL(raw).protocol : '';
  if (protocol !== 'smtp:' && protocol !== 'smtps:') throw new Error('SMTP_URL must be an smtp:// or smtps:// URL');
  return raw;
}

const withoutTrailingSlash = (value: string) => value.replace(/\/+$/, '');

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = integer(env, name, fallback);
  if (value === 0) throw new Error(`${name} must be a positive integer`);
  return value;
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got '${raw}'`);
  return value;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  throw new Error(`${name} must be 1 or 0, got '${raw}'`);
}

function fetchOrigin(raw: string | undefined): string | null {
  if (!raw) return null;
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(`CALENDAR_FETCH_ORIGIN must be an http(s) origin, got '${raw}'`);
  }
  return url.origin;
}

function databaseConfig(url: string | undefined, dataDir: string): DatabaseConfig {
  if (!url) return { kind: 'sqlite', file: join(dataDir, 'portal.sqlite') };
  if (/^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url };
  throw new Error('DATABASE_URL must start with postgres:// (leave it unset for SQLite)');
}

/** JWT_SECRET, or one generated on first start and kept in DATA_DIR/secrets.json (mode 0600). */
function jwtSecret(fromEnv: string | undefined, dataDir: string): string {
  if (fromEnv) {
    if (fromEnv.length < MIN_JWT_SECRET_LENGTH) {
      throw new Error(`JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters`);
    }
    return fromEnv;
  }
  const file = join(dataDir, 'secrets.json');
  const secrets = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : null;
  if (typeof secrets?.jwtSecret === 'string' && secrets.jwtSecret.length >= MIN_JWT_SECRET_LENGTH) {
    return secrets.jwtSecret;
  }
  const generated = randomBytes(48).toString('base64url');
  const content = JSON.stringify({ ...secrets, jwtSecret: generated }, null, 2) + '\n';
  try {
    // 'wx' fails when another process created the file meanwhile: then use its secret.
    writeFileSync(file, content, { mode: 0o600, flag: secrets ? 'w' : 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return jwtSecret(undefined, dataDir);
    throw error;
  }
  chmodSync(file, 0o600); // the mode option only applies when the file is created
  return generated;
}

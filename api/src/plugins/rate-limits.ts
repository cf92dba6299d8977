import { createHash } from 'node:crypto';
import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import { normalizeEmail, tooManyAttempts } from '@portal/schema';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler, RouteOptions } from 'fastify';
import { HttpError } from './errors.js';
import { connectOptionalRedis } from './redis-client.js';

/**
 * What a class counts by: the client's address, the email a login names, the signed-in user, the path's item, or
 * the personal access token the request came with.
 */
export type RateLimitKey = 'address' | 'account' | 'user' | 'resource' | 'token';

export interface RateLimitClass {
  max: number;
  windowSeconds: number;
  key: RateLimitKey;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Every rate-limited kind of request, in one table. The defaults are far above what a real host does and far below
 * what a script does; RATE_LIMITS tunes them (see `rateLimitsConfig`). A route counts against classes with one line
 * of its options: `config: { rateLimits: ['messages'] }`.
 */
export const RATE_LIMIT_CLASSES = {
  /** POST /login, per email: guessing one account's password from many addresses. */
  'login-account': { max: 10, windowSeconds: 15 * MINUTE, key: 'account' },
  /** POST /login, per address: guessing many accounts' passwords from one. */
  'login-address': { max: 30, windowSeconds: MINUTE, key: 'address' },
  /** POST /register, per address. */
  register: { max: 20, windowSeconds: HOUR, key: 'address' },
  /** PUT /users/{id}/profile, per user: it checks and sets passwords. */
  'password-check': { max: 20, windowSeconds: 15 * MINUTE, key: 'user' },
  /** GET /users/{id}/conversations, per user: the messages page reads every conversation at once. */
  conversations: { max: 300, windowSeconds: MINUTE, key: 'user' },
  /**
   * The listing's saves that may push in the same write (`?push=`): PUT /properties/{id}, the settings copies,
   * POST, PUT, DELETE of bedrooms, amenities and seasonal rates, PUT, DELETE /images/{id}, the calendar's overrides
   * and blocks, POST /bookings, DELETE /bookings/{id} and POST /bookings/{id}/cancel, per user.
   */
  'listing-saves': { max: 600, windowSeconds: 10 * MINUTE, key: 'user' },
  /** PUT /properties/{id}/images/order, per user: a photo drag moves the whole order in one write. */
  'photo-order': { max: 300, windowSeconds: 10 * MINUTE, key: 'user' },
  /** POST /messages, per user. */
  messages: { max: 30, windowSeconds: MINUTE, key: 'user' },
  /** POST /images, POST /upload and PUT, DELETE /users/{id}/avatar, per user. */
  uploads: { max: 120, windowSeconds: 10 * MINUTE, key: 'user' },
  /** Writes of guest content (POST, PUT, DELETE /services, /home-guides, /local-guides), per user. */
  'content-writes': { max: 300, windowSeconds: 10 * MINUTE, key: 'user' },
  /** POST /help-email, per user: each one sends a mail to the help address. */
  'help-email': { max: 10, windowSeconds: HOUR, key: 'user' },
  /** POST /bookings/{id}/messages-read, per user: sent as a host's open conversation shows new messages. */
  'message-reads': { max: 300, windowSeconds: MINUTE, key: 'user' },
  /** PUT /users/{id}/notification-settings, per user: a switch flipped now and then. */
  'settings-writes': { max: 60, windowSeconds: 10 * MINUTE, key: 'user' },
  /** 'Sync now' (POST /calendars/{id}/sync), per user: every fetch goes out to a channel. */
  'sync-user': { max: 60, windowSeconds: 10 * MINUTE, key: 'user' },
  /** 'Sync now', per iCal link. */
  'sync-link': { max: 10, windowSeconds: 10 * MINUTE, key: 'resource' },
  /** GET /booking-invoice/pdf/{id}, per address: each one renders a PDF. */
  'invoice-download': { max: 60, windowSeconds: MINUTE, key: 'address' },
  /** POST /copy-local-guides/{source}/{target}, per user: each copies a whole guide. */
  'guide-copy': { max: 30, windowSeconds: 10 * MINUTE, key: 'user' },
  /** GET /bookings/dashboard and /bookings/analytics, per user: each answer aggregates all the host's rows. */
  figures: { max: 120, windowSeconds: MINUTE, key: 'user' },
  /** GET /search/{query}, per user: the header box searches as the host types (debounced). */
  search: { max: 300, windowSeconds: MINUTE, key: 'user' },
  /** GET /places/autocomplete and /places/{placeId}, per user: each one asks the maps provider (debounced typing). */
  'place-search': { max: 300, windowSeconds: MINUTE, key: 'user' },
  /** GET /local-guides/{id}/photo, per user: each one fetches a photo from the maps provider (browsers cache it). */
  'place-photos': { max: 600, windowSeconds: 10 * MINUTE, key: 'user' },
  /** GET /bookings/{id}/guest-view and GET /purchases, per user: the guest app reads a whole stay at once. */
  'guest-reads': { max: 300, windowSeconds: MINUTE, key: 'user' },
  /** POST /purchases and POST /bookings/{id}/rating, per user: each order posts a message to the host. */
  'guest-writes': { max: 30, windowSeconds: 10 * MINUTE, key: 'user' },
  /** GET /openapi.json and the /docs page with its files, per address: documents for people and code generators. */
  docs: { max: 300, windowSeconds: MINUTE, key: 'address' },
  /** GET /ical/{token}.ics, per token: the channels poll it every few minutes at most. */
  'ical-export': { max: 240, windowSeconds: HOUR, key: 'resource' },
  /** GET /sites/mine and /ru/generate-white-label, per user: the first one gives the host a site address. */
  'site-address': { max: 60, windowSeconds: MINUTE, key: 'user' },
  /** Reads of the public booking sites (/public/sites/…), per address: anonymous, so strict. */
  'public-site': { max: 120, windowSeconds: MINUTE, key: 'address' },
  /** A request to book on a public booking site, per address: each one writes a booking. */
  'booking-request': { max: 10, windowSeconds: HOUR, key: 'address' },
  /** GET, POST /access-tokens and DELETE /access-tokens/{id} (Settings → API access), per user. */
  'access-tokens': { max: 120, windowSeconds: 10 * MINUTE, key: 'user' },
  /**
   * Every request made with a personal access token, per token (on top of the route's own classes); its answers
   * carry x-ratelimit-limit, -remaining and -reset (seconds).
   */
  'access-token': { max: 600, windowSeconds: MINUTE, key: 'token' },
  /** Every /webhook-endpoints route, per user. */
  webhooks: { max: 120, windowSeconds: MINUTE, key: 'user' },
  /** POST /webhook-endpoints/{id}/test, per user: each one sends a request to the host's receiver. */
  'webhook-tests': { max: 20, windowSeconds: 10 * MINUTE, key: 'user' },
} as const satisfies Record<string, RateLimitClass>;

export type RateLimitClassName = keyof typeof RATE_LIMIT_CLASSES;
const CLASS_NAMES = Object.keys(RATE_LIMIT_CLASSES) as RateLimitClassName[];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The rate-limit classes (RATE_LIMIT_CLASSES) this route counts against, checked in order after its preHandlers. */
    rateLimits?: readonly RateLimitClassName[];
  }
  interface FastifyInstance {
    /** The check of one class, for routes a plugin declares (swagger-ui's): add it as a preHandler hook. */
    rateLimitCheck(name: RateLimitClassName): preHandlerHookHandler;
    /** Counts a request made with a personal access token ('access-token' class), with the x-ratelimit-* headers. */
    accessTokenBudget(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

export interface RateLimitsConfig {
  /** Each class's limit; null when RATE_LIMITS turned it off. */
  classes: Record<RateLimitClassName, RateLimitClass | null>;
  /** REDIS_URL: the counts live in Redis, so every API instance counts together; unset: in this process. */
  redisUrl: string | null;
  /** Redis keys start with `${REDIS_CHANNEL_PREFIX}rate-limit:`. */
  keyPrefix: string;
}

/**
 * RATE_LIMITS: a JSON object overriding the table by class name, `"*"` for every class:
 * `{"login-account": {"max": 5, "windowSeconds": 600}, "ical-export": false}` (false turns a class off).
 */
export function rateLimitsConfig(env: NodeJS.ProcessEnv): RateLimitsConfig {
  const overrides = parseOverrides(env.RATE_LIMITS);
  const classes = Object.fromEntries(
    CLASS_NAMES.map((name) => {
      const override = name in overrides ? overrides[name] : overrides['*'];
      const limit = override === false ? null : { ...RATE_LIMIT_CLASSES[name], ...override };
      return [name, limit];
    }),
  ) as RateLimitsConfig['classes'];
  return {
    classes,
    redisUrl: env.REDIS_URL || null,
    keyPrefix: `${env.REDIS_CHANNEL_PREFIX || 'portal:'}rate-limit:`,
  };
}

type Override = false | Partial<Pick<RateLimitClass, 'max' | 'windowSeconds'>>;

function parseOverrides(raw: string | undefined): Record<string, Override | undefined> {
  if (!raw?.trim()) return {};
  const fail = (why: string): never => {
    throw new Error(`RATE_LIMITS: ${why} (e.g. {"login-account": {"max": 5, "windowSeconds": 600}})`);
  };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    fail('not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) fail('must be a JSON object');
  const overrides: Record<string, Override> = {};
  for (const [name, value] of Object.entries(parsed as Record<string, unknown>)) {
    if (name !== '*' && !(CLASS_NAMES as string[]).includes(name)) {
      fail(`unknown class '${name}' (classes: ${CLASS_NAMES.join(', ')})`);
    }
    if (value === false) {
      overrides[name] = false;
      continue;
    }
    if (typeof value !== 'object' || value === null) fail(`'${name}' must be an object or false`);
    const override: Override = {};
    for (const [field, number] of Object.entries(value as Record<string, unknown>)) {
      if (field !== 'max' && field !== 'windowSeconds') fail(`'${name}' has an unknown field '${field}'`);
      if (!Number.isInteger(number) || (number as number) < 1) fail(`'${name}.${field}' must be a positive integer`);
      override[field as 'max' | 'windowSeconds'] = number as number;
    }
    overrides[name] = override;
  }
  return overrides;
}

/** Keys never hold an email or a feed token as such: Redis (and its dumps) only see a digest. */
const digest = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 32);

const KEYS: Record<RateLimitKey, (request: FastifyRequest) => string | null> = {
  address: (request) => normalizeIP(request.ip),
  account: (request) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' && email.trim() !== '' ? digest(normalizeEmail(email)) : null;
  },
  user: (request) => (request.caller ? String(request.caller.id) : null),
  token: (request) => (request.accessToken ? String(request.accessToken.id) : null),
  resource: (request) => {
    const params = Object.values((request.params ?? {}) as Record<string, unknown>).map(String);
    return digest(JSON.stringify([request.caller?.id ?? null, ...params]));
  },
};

/**
 * @fastify/rate-limit under the table above. A request over a class's limit gets 429 with `Retry-After` (seconds)
 * and the API's error body: 'Too many attempts. Try again in 5 minutes.' When Redis cannot be reached the
 * requests go through (fail open: an outage of the counter must not lock every host out); it is logged.
 */
export async function rateLimitsPlugin(app: FastifyInstance, { config }: { config: RateLimitsConfig }) {
  const redis = config.redisUrl
    ? await connectOptionalRedis(app, config.redisUrl, {
        name: 'Rate limits',
        without: 'requests are not limited',
        commandTimeoutMs: 500,
      })
    : null;
  await app.register(fastifyRateLimit, {
    global: false,
    skipOnError: true,
    // In memory: the most keys kept per class (the least recently used go first).
    cache: 20_000,
    ...(redis && { redis, nameSpace: config.keyPrefix }),
  });
  const checks = new Map<RateLimitClassName, preHandlerHookHandler>();
  for (const name of CLASS_NAMES) {
    const limit = config.classes[name];
    if (limit) checks.set(name, classCheck(app, name, limit));
  }

  const budget = config.classes['access-token'];
  const tokenBudget = budget ? classCounter(app, 'access-token', budget) : null;
  app.decorate('accessTokenBudget', async (request: FastifyRequest, reply: FastifyReply) => {
    const state = tokenBudget && (await tokenBudget(request));
    if (!state || state.isAllowed) return;
    reply
      .header('x-ratelimit-limit', String(state.max))
      .header('x-ratelimit-remaining', String(state.remaining))
      .header('x-ratelimit-reset', String(Math.max(0, state.ttlInSeconds)));
    if (state.isExceeded) refuse(request, reply, 'access-token', state.ttlInSeconds);
  });

  const unlimited: preHandlerHookHandler = (_request, _reply, done) => done();
  app.decorate('rateLimitCheck', (name: RateLimitClassName) => checks.get(name) ?? unlimited);

  app.addHook('onRoute', (route: RouteOptions) => {
    const names = route.config?.rateLimits ?? [];
    for (const name of names) {
      if (!CLASS_NAMES.includes(name)) throw new Error(`${route.url}: unknown rate-limit class '${name}'`);
    }
    const added = names.flatMap((name) => checks.get(name) ?? []);
    if (added.length === 0) return;
    const own = route.preHandler === undefined ? [] : [route.preHandler].flat();
    route.preHandler = [...own, ...added];
  });
}
// Not encapsulated: every route of the app may name a class.
Object.assign(rateLimitsPlugin, { [Symbol.for('skip-override')]: true });

/** The counter of one class: each call counts the request (unless it lacks the class's key) and tells the state. */
function classCounter(app: FastifyInstance, name: RateLimitClassName, limit: RateLimitClass) {
  const keyOf = KEYS[limit.key];
  const unkeyed = `${name}:`;
  return app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowSeconds * 1000,
    keyGenerator: (request) => `${name}:${keyOf(request) ?? ''}`,
    // A request without the key (a login without an email) is not counted here: its validation answers it.
    allowList: (_request, key) => key === unkeyed,
  });
}

/** 429 with Retry-After (seconds) and the API's error body. */
function refuse(request: FastifyRequest, reply: FastifyReply, name: RateLimitClassName, ttlInSeconds: number): never {
  const retryAfter = Math.max(1, ttlInSeconds);
  request.log.info({ rateLimit: name, retryAfter }, 'rate limited');
  reply.header('retry-after', String(retryAfter));
  throw new HttpError(429, tooManyAttempts(retryAfter));
}

function classCheck(app: FastifyInstance, name: RateLimitClassName, limit: RateLimitClass): preHandlerHookHandler {
  const count = classCounter(app, name, limit);
  return async function rateLimited(request, reply) {
    const state = await count(request);
    if (state.isAllowed || !state.isExceeded) return;
    refuse(request, reply, name, state.ttlInSeconds);
  } as preHandlerHookHandler;
}

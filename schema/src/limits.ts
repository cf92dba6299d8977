/**
 * What people read when the portal refuses a request for a while: a rate limit (HTTP 429, GraphQL RATE_LIMITED) or
 * overload (HTTP 503, GraphQL SERVICE_UNAVAILABLE). The API words its 429s with these and the web words the codes'
 * `retryAfter` the same way, so both say the same thing.
 */

/** A wait in words, rounded up: '30 seconds', '1 minute', '15 minutes', '2 hours'. */
export function waitInWords(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  const [amount, unit] =
    whole < 60
      ? [whole, 'second']
      : whole <= 90 * 60
        ? [Math.ceil(whole / 60), 'minute']
        : [Math.ceil(whole / 3600), 'hour'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/** 'Too many attempts. Try again in 5 minutes.' */
export const tooManyAttempts = (retryAfterSeconds: number) =>
  `Too many attempts. Try again in ${waitInWords(retryAfterSeconds)}.`;

/** The answer to a request the portal turned away because it is overloaded (it was not carried out). */
export const PORTAL_BUSY = 'The portal is busy right now. Please try again in a few seconds.';

type Env = Record<string, string | undefined>;

/** How the API and the gateway shed load (@fastify/under-pressure), from the same variables for both. */
export interface OverloadSettings {
  /** OVERLOAD_PROTECTION=off turns the 503s off (benches compare with and without); on by default. */
  enabled: boolean;
  /** OVERLOAD_MAX_EVENT_LOOP_DELAY_MS, default 200: mean event-loop delay over a sample that means 'overloaded'. */
  maxEventLoopDelayMs: number;
  /** OVERLOAD_MAX_HEAP_USED_BYTES; 0 (the default) means 90% of the V8 heap limit, worked out at start. */
  maxHeapUsedBytes: number;
  /**
   * OVERLOAD_SAMPLE_INTERVAL_MS, default 1000: the window the mean event-loop delay is taken over. A second, so a
   * single slow task (a big calendar, a garbage collection) does not turn people away; steady overload is the
   * in-flight cap's to catch. At least 100: under-pressure's delay histogram ticks every 10 ms, and a window with no
   * tick reads as an infinite delay (a 503 for as long as the machine is busy), so a window holds ten ticks.
   */
  sampleIntervalMs: number;
  /** OVERLOAD_RETRY_AFTER_SECONDS, default 5: the Retry-After of an overload 503. */
  retryAfterSeconds: number;
  /**
   * OVERLOAD_MAX_IN_FLIGHT, default 64 (gateway only; 0: no cap): the most GraphQL operations one gateway works on
   * at once. More are turned away at once instead of waiting behind the others.
   */
  maxInFlight: number;
  /**
   * OVERLOAD_TARGET_LATENCY_MS, default 500 (gateway only; 0: the cap stays at OVERLOAD_MAX_IN_FLIGHT): the cap
   * adapts below its maximum so that operations are answered within this time on the machine at hand.
   */
  targetLatencyMs: number;
}

export const DEFAULT_OVERLOAD: Omit<OverloadSettings, 'enabled'> = {
  maxEventLoopDelayMs: 200,
  maxHeapUsedBytes: 0,
  sampleIntervalMs: 1000,
  retryAfterSeconds: 5,
  maxInFlight: 64,
  targetLatencyMs: 500,
};

export function overloadSettings(env: Env): OverloadSettings {
  const protection = (env.OVERLOAD_PROTECTION ?? '').trim().toLowerCase();
  if (!['', 'on', 'off'].includes(protection)) {
    throw new Error(`OVERLOAD_PROTECTION must be 'on' or 'off', got '${env.OVERLOAD_PROTECTION}'`);
  }
  return {
    enabled: protection !== 'off',
    maxEventLoopDelayMs: count(env, 'OVERLOAD_MAX_EVENT_LOOP_DELAY_MS', DEFAULT_OVERLOAD.maxEventLoopDelayMs),
    maxHeapUsedBytes: count(env, 'OVERLOAD_MAX_HEAP_USED_BYTES', DEFAULT_OVERLOAD.maxHeapUsedBytes),
    sampleIntervalMs: count(env, 'OVERLOAD_SAMPLE_INTERVAL_MS', DEFAULT_OVERLOAD.sampleIntervalMs, 100),
    retryAfterSeconds: count(env, 'OVERLOAD_RETRY_AFTER_SECONDS', DEFAULT_OVERLOAD.retryAfterSeconds, 1),
    maxInFlight: count(env, 'OVERLOAD_MAX_IN_FLIGHT', DEFAULT_OVERLOAD.maxInFlight),
    targetLatencyMs: count(env, 'OVERLOAD_TARGET_LATENCY_MS', DEFAULT_OVERLOAD.targetLatencyMs),
  };
}

/**
 * Whose X-Forwarded-For to believe (Fastify's `trustProxy`): `false`, or the addresses, CIDR ranges and proxy-addr
 * names ('loopback', 'linklocal', 'uniquelocal') of the proxies in front, comma-separated. 'true' and hop counts are
 * refused: they would let any client choose its own address.
 */
export function trustProxySetting(name: string, raw: string | undefined, fallback: false | string[]): false | string[] {
  const value = (raw ?? '').trim();
  if (value === '') return fallback;
  if (['false', 'off', 'none'].includes(value.toLowerCase())) return false;
  if (value.toLowerCase() === 'true' || /^\d+$/.test(value)) {
    throw new Error(`${name} must list the proxies' addresses (e.g. 'loopback' or '10.0.0.0/8'), got '${value}'`);
  }
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

function count(env: Env, name: string, fallback: number, minimum = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < minimum) {
    throw new Error(`${name} must be an integer of at least ${minimum}, got '${raw}'`);
  }
  return value;
}

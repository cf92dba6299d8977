import type { EventEmitter } from 'node:events';
import { fileURLToPath } from 'node:url';
import { overloadSettings, trustProxySetting, type OverloadSettings } from '@portal/schema';
import { DEFAULT_DEADLINE_MS } from './rest/client.js';

export interface GatewayConfig {
  port: number;
  host: string;
  /** The REST API's base address, without a trailing slash. */
  apiUrl: string;
  /** The built web app (index.html and assets/). */
  webDist: string;
  /** Set to share subscription events between gateway instances; unset means in-process pub/sub. */
  redisUrl: string | undefined;
  /** Namespaces the Redis channels when deployments (or test runs) share one Redis. */
  redisChannelPrefix: string;
  /** pino level; 'silent' turns request logging off. */
  logLevel: string;
  /**
   * The event emitter of a REST API in the same process (`startApi().events`): its message events become
   * subscription events. Ignored when redisUrl is set: the API's events then come through Redis.
   */
  apiEvents?: EventEmitter | undefined;
  /**
   * TRUST_PROXY, default off: the proxies in front of the gateway whose X-Forwarded-For names the client
   * (comma-separated addresses, CIDRs or 'loopback'). Off: the client is the socket's address, whatever it sends.
   */
  trustProxy: false | string[];
  /** API_DEADLINE_MS, default 5000: how long one REST call of a GraphQL operation may take. */
  apiDeadlineMs: number;
  /** OVERLOAD_* (security/overload.ts), the same variables as the API's. */
  overload: OverloadSettings;
}

/** web/dist of this repository, from src/ (tests, tsx) and from dist/ (built) alike. */
const REPO_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return {
    port: port(env.PORT, 4000),
    host: env.HOST || 'localhost',
    apiUrl: (env.API_URL || `http://127.0.0.1:${env.API_PORT || 4001}`).replace(/\/+$/, ''),
    webDist: env.WEB_DIST || REPO_WEB_DIST,
    redisUrl: env.REDIS_URL || undefined,
    redisChannelPrefix: env.REDIS_CHANNEL_PREFIX || 'portal:',
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: trustProxySetting('TRUST_PROXY', env.TRUST_PROXY, false),
    apiDeadlineMs: positive(env.API_DEADLINE_MS, 'API_DEADLINE_MS', DEFAULT_DEADLINE_MS),
    overload: overloadSettings(env),
  };
}

function positive(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got '${raw}'`);
  return value;
}

function port(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) throw new Error(`PORT must be 0-65535, got '${raw}'`);
  return value;
}

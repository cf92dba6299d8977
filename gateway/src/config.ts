import type { EventEmitter } from 'node:events';
import { fileURLToPath } from 'node:url';
import { loadQueryLimits, loadSocketLimits, type QueryLimits, type SocketLimits } from './security/limits.js';
import { API_LIMITS } from '@portal/schema';
import { overloadSettings, trustProxySetting, type OverloadSettings } from '@portal/schema';
import { DEFAULT_DEADLINE_MS } from './rest/client.js';

export interface GatewayConfig {
  port: number;
  host: string;
  /** The REST API's base address, without a trailing slash. */
  apiUrl: string;
  /** The built web app (index.html and assets/). */
  webDist: string;
  /** The markdown files of the /docs/api page (API_DOCS_DIR; docs/api of the repository by default). */
  apiDocsDir: string;
  /** Set to share subscription events between gateway instances; unset means in-process pub/sub. */
  redisUrl: string | undefined;
  /** Namespaces the Redis channels when deployments (or test runs) share one Redis. */
  redisChannelPrefix: string;
  /** pino level; 'silent' turns request logging off. */
  logLevel: string;
  /** Where log lines go; stdout when unset (tests read them from a stream). */
  logStream?: NodeJS.WritableStream | undefined;
  /** GRAPHQL_MAX_BODY_BYTES, default 1 MiB: a larger POST /graphql answers 413. */
  graphqlMaxBodyBytes: number;
  /** UPLOAD_MAX_BYTES, the REST API's own (default 10 MiB): a larger upload through /api answers 413 here. */
  uploadMaxBytes: number;
  /**
   * Origins besides this one that images load from: that of PUBLIC_UPLOADS_PREFIX when it is a URL (a CDN), that
   * of S3_PUBLIC_URL (the uploads bucket's public address), and that of the map tiles.
   */
  imageOrigins: string[];
  /** MAP_TILE_URL and MAP_TILE_ATTRIBUTION: the local guide map's raster tiles (OpenStreetMap's by default). */
  mapTiles: MapTilesConfig;
  /**
   * The event emitter of a REST API in the same process (`startApi().events`): its message events become
   * subscription events. Ignored when redisUrl is set: the API's events then come through Redis.
   */
  apiEvents?: EventEmitter | undefined;
  /** PUBLIC_URL: the address browsers use; WebSocket connections from any other page origin are refused. */
  publicUrl: string;
  queryLimits: QueryLimits;
  socketLimits: SocketLimits;
  /**
   * GRAPHIQL=development: answers keep graphql-js's 'Did you mean …' hints, which tell a stranger the schema's
   * field names. Off by default (GraphiQL itself reads the schema by introspection and needs no hints).
   */
  graphqlSuggestions: boolean;
  /**
   * TRUST_PROXY, default off: the proxies in front of the gateway whose X-Forwarded-For names the client and whose
   * X-Forwarded-Proto: https earns HSTS (comma-separated addresses, CIDRs or 'loopback'). Off: the client is the
   * socket's address, whatever it sends.
   */
  trustProxy: false | string[];
  /** API_DEADLINE_MS, default 5000: how long one REST call of a GraphQL operation may take. */
  apiDeadlineMs: number;
  /** OVERLOAD_* (security/overload.ts), the same variables as the API's. */
  overload: OverloadSettings;
  /**
   * GRAPHQL_JIT, default 2: an operation is compiled by graphql-jit (execution/jit.ts) on its n-th sighting, graphql-js
   * runs it before; `off`: graphql-js only.
   */
  graphqlJit: number | 'off';
}

export interface MapTilesConfig {
  /** A `{z}/{x}/{y}` template; a self-hosted or commercial tile server for heavy use (OSM's tile usage policy). */
  urlTemplate: string;
  attribution: string;
}

export const DEFAULT_MAP_TILES: MapTilesConfig = {
  urlTemplate: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
};

/** web/dist of this repository, from src/ (tests, tsx) and from dist/ (built) alike. */
const REPO_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** docs/api of this repository, from src/ and dist/ alike. */
const REPO_API_DOCS = fileURLToPath(new URL('../../docs/api', import.meta.url));

export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const mapTiles = mapTilesConfig(env);
  return {
    port: port(env.PORT, 4000),
    host: env.HOST || 'localhost',
    apiUrl: (env.API_URL || `http://127.0.0.1:${env.API_PORT || 4001}`).replace(/\/+$/, ''),
    webDist: env.WEB_DIST || REPO_WEB_DIST,
    apiDocsDir: env.API_DOCS_DIR || REPO_API_DOCS,
    redisUrl: env.REDIS_URL || undefined,
    redisChannelPrefix: env.REDIS_CHANNEL_PREFIX || 'portal:',
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    publicUrl: (env.PUBLIC_URL || 'http://localhost:4000').replace(/\/+$/, ''),
    queryLimits: loadQueryLimits(env),
    socketLimits: loadSocketLimits(env),
    graphqlSuggestions: env.GRAPHIQL === 'development',
    graphqlMaxBodyBytes: positiveInteger(env, 'GRAPHQL_MAX_BODY_BYTES', API_LIMITS.jsonBodyMaxBytes),
    uploadMaxBytes: positiveInteger(env, 'UPLOAD_MAX_BYTES', 10 * 1024 * 1024),
    imageOrigins: [
      ...[env.PUBLIC_UPLOADS_PREFIX, env.S3_PUBLIC_URL].flatMap((url) =>
        URL.canParse(url ?? '') ? [new URL(url!).origin] : [],
      ),
      new URL(mapTiles.urlTemplate).origin,
    ],
    mapTiles,
    trustProxy: trustProxySetting('TRUST_PROXY', env.TRUST_PROXY, false),
    apiDeadlineMs: positiveInteger(env, 'API_DEADLINE_MS', DEFAULT_DEADLINE_MS),
    overload: overloadSettings(env),
    graphqlJit: env.GRAPHQL_JIT === 'off' ? 'off' : positiveInteger(env, 'GRAPHQL_JIT', 2),
  };
}

function mapTilesConfig(env: NodeJS.ProcessEnv): MapTilesConfig {
  const urlTemplate = env.MAP_TILE_URL || DEFAULT_MAP_TILES.urlTemplate;
  const ok =
    URL.canParse(urlTemplate) &&
    ['http:', 'https:'].includes(new URL(urlTemplate).protocol) &&
    ['{z}', '{x}', '{y}'].every((part) => urlTemplate.includes(part));
  if (!ok) throw new Error(`MAP_TILE_URL must be an http(s) URL with {z}, {x} and {y}, got '${urlTemplate}'`);
  return { urlTemplate, attribution: env.MAP_TILE_ATTRIBUTION || DEFAULT_MAP_TILES.attribution };
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got '${raw}'`);
  return value;
}

function port(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) throw new Error(`PORT must be 0-65535, got '${raw}'`);
  return value;
}

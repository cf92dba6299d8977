import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_JWT_TTL_SECONDS, loadConfig } from './config.js';

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'portal-config-test-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('has defaults for everything but DATA_DIR, and uses SQLite in DATA_DIR without DATABASE_URL', () => {
    const dataDir = join(tempDir(), 'nested', 'data');
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 4001,
      host: '127.0.0.1',
      dataDir,
      database: { kind: 'sqlite', file: join(dataDir, 'portal.sqlite') },
      jwtTtlSeconds: DEFAULT_JWT_TTL_SECONDS,
      publicUrl: 'http://localhost:4000',
    });
    expect(statSync(dataDir).isDirectory()).toBe(true);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      API_PORT: '5001',
      API_HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://app@db:5432/portal',
      JWT_SECRET: 'x'.repeat(40),
      JWT_TTL_SECONDS: '60',
      PUBLIC_URL: 'https://portal.example.com/',
    });
    expect(config).toMatchObject({
      port: 5001,
      host: '0.0.0.0',
      database: { kind: 'postgres', url: 'postgres://app@db:5432/portal' },
      jwtSecret: 'x'.repeat(40),
      jwtTtlSeconds: 60,
      publicUrl: 'https://portal.example.com',
    });
  });

  it('has upload and place search settings, with defaults', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({
      uploads: {
        dir: join(dataDir, 'uploads'),
        maxBytes: 10 * 1024 * 1024,
        maxPixels: 40_000_000,
        publicPrefix: '/api/uploads',
        quota: { bytes: 2 * 1024 * 1024 * 1024, files: 5_000 },
      },
      places: {
        googleApiKey: null,
        googleUrl: 'https://maps.googleapis.com',
        photonUrl: 'https://photon.komoot.io',
        nominatimUrl: 'https://nominatim.openstreetmap.org',
        userAgent: 'HostPortal/1.0 (+http://localhost:4000)',
      },
    });
    const config = loadConfig({
      DATA_DIR: dataDir,
      UPLOAD_MAX_BYTES: '5000000',
      UPLOAD_MAX_PIXELS: '1000000',
      PUBLIC_UPLOADS_PREFIX: 'https://cdn.example.com/uploads/',
      UPLOAD_QUOTA_BYTES: '1000000',
      UPLOAD_QUOTA_FILES: '3',
      GOOGLE_MAPS_API_KEY: 'key',
      PLACES_PHOTON_URL: 'http://photon.local/',
      PLACES_NOMINATIM_URL: 'http://nominatim.local',
      PUBLIC_URL: 'https://portal.example.com',
    });
    expect(config.uploads).toMatchObject({
      maxBytes: 5_000_000,
      maxPixels: 1_000_000,
      publicPrefix: 'https://cdn.example.com/uploads',
      quota: { bytes: 1_000_000, files: 3 },
    });
    expect(config.places).toMatchObject({
      googleApiKey: 'key',
      photonUrl: 'http://photon.local',
      nominatimUrl: 'http://nominatim.local',
      userAgent: 'HostPortal/1.0 (+https://portal.example.com)',
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, UPLOAD_MAX_BYTES: '0' })).toThrow(/UPLOAD_MAX_BYTES/);
    expect(() => loadConfig({ DATA_DIR: dataDir, UPLOAD_QUOTA_FILES: 'many' })).toThrow(/UPLOAD_QUOTA_FILES/);
  });

  it('refuses nonsense', () => {
    const DATA_DIR = tempDir();
    expect(() => loadConfig({ DATA_DIR, API_PORT: 'eighty' })).toThrow(/API_PORT/);
    expect(() => loadConfig({ DATA_DIR, DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ DATA_DIR, JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('generates the JWT secret once into DATA_DIR/secrets.json (mode 0600) and reuses it', () => {
    const DATA_DIR = tempDir();
    const first = loadConfig({ DATA_DIR });
    const file = join(DATA_DIR, 'secrets.json');
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ jwtSecret: first.jwtSecret });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR }).jwtSecret).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR, JWT_SECRET: 'y'.repeat(32) }).jwtSecret).toBe('y'.repeat(32));
  });

  it('keeps other entries of secrets.json when it adds the JWT secret', () => {
    const DATA_DIR = tempDir();
    writeFileSync(join(DATA_DIR, 'secrets.json'), JSON.stringify({ other: 'kept' }));
    const { jwtSecret } = loadConfig({ DATA_DIR });
    expect(JSON.parse(readFileSync(join(DATA_DIR, 'secrets.json'), 'utf8'))).toEqual({ other: 'kept', jwtSecret });
    expect(statSync(join(DATA_DIR, 'secrets.json')).mode & 0o777).toBe(0o600);
  });

  it('reads the calendar sync settings, refusing an origin that is not http(s)', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).calendarSync).toEqual({
      fetchOrigin: null,
      intervalMinutes: 15,
      maxBytes: 5 * 1024 * 1024,
      timeoutMs: 15_000,
      parseInWorker: true,
    });
    const config = loadConfig({
      DATA_DIR: tempDir(),
      CALENDAR_FETCH_ORIGIN: 'http://127.0.0.1:8080/ignored',
      CALENDAR_SYNC_INTERVAL_MINUTES: '0',
      CALENDAR_FETCH_MAX_BYTES: '1000',
      CALENDAR_FETCH_TIMEOUT_MS: '500',
      CALENDAR_PARSE_WORKER: '0',
    });
    expect(config.calendarSync).toEqual({
      fetchOrigin: 'http://127.0.0.1:8080',
      intervalMinutes: 0,
      maxBytes: 1000,
      timeoutMs: 500,
      parseInWorker: false,
    });
    expect(() => loadConfig({ DATA_DIR: tempDir(), CALENDAR_PARSE_WORKER: 'yes' })).toThrow(/CALENDAR_PARSE_WORKER/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), CALENDAR_FETCH_ORIGIN: 'ftp://x' })).toThrow(
      /CALENDAR_FETCH_ORIGIN/,
    );
  });

  it('reads the payment and mail settings: none by default, the webhook secret required with the key', () => {
    const defaults = loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: 'https://portal.example.com' });
    expect(defaults.payments).toEqual({ stripeSecretKey: null, stripeWebhookSecret: null, stripeApiUrl: null });
    expect(defaults.mail).toEqual({
      smtpUrl: null,
      from: 'Host Portal <no-reply@portal.example.com>',
      helpEmailTo: null,
      noticeScanIntervalMs: 60_000,
    });
    const config = loadConfig({
      DATA_DIR: tempDir(),
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_API_URL: 'http://127.0.0.1:12111/',
      SMTP_URL: 'smtps://mailer:p%40ss@smtp.example.com:465',
      MAIL_FROM: 'Portal <hello@example.com>',
      HELP_EMAIL_TO: 'help@example.com',
      NOTICE_SCAN_INTERVAL_MS: '0',
    });
    expect(config.payments).toEqual({
      stripeSecretKey: 'sk_test_1',
      stripeWebhookSecret: 'whsec_1',
      stripeApiUrl: 'http://127.0.0.1:12111',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://mailer:p%40ss@smtp.example.com:465',
      from: 'Portal <hello@example.com>',
      helpEmailTo: 'help@example.com',
      noticeScanIntervalMs: 0,
    });
    expect(() => loadConfig({ DATA_DIR: tempDir(), NOTICE_SCAN_INTERVAL_MS: '1.5' })).toThrow(
      /NOTICE_SCAN_INTERVAL_MS/,
    );
  });

  it('refuses payment and mail settings that cannot work, without repeating a secret', () => {
    const DATA_DIR = tempDir();
    expect(() => loadConfig({ DATA_DIR, STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      'STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set',
    );
    expect(() =>
      loadConfig({ DATA_DIR, STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'w', STRIPE_API_URL: 'localhost' }),
    ).toThrow(/STRIPE_API_URL/);
    const refused = (() => {
      try {
        loadConfig({ DATA_DIR, SMTP_URL: 'http://mailer:hunter2@smtp.example.com' });
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(refused).toBe('SMTP_URL must be an smtp:// or smtps:// URL');
  });

  it('reads the S3 settings: none without S3_BUCKET, credentials both or neither, never repeating a secret', () => {
    const DATA_DIR = tempDir();
    expect(loadConfig({ DATA_DIR, S3_ENDPOINT: 'http://minio:9000' }).uploads.s3).toBeNull();
    expect(loadConfig({ DATA_DIR, S3_BUCKET: 'photos' }).uploads.s3).toEqual({
      bucket: 'photos',
      region: 'us-east-1',
      endpoint: null,
      credentials: null,
      forcePathStyle: false,
      publicUrl: null,
    });
    const minio = {
      DATA_DIR,
      S3_BUCKET: 'portal-uploads',
      S3_REGION: 'eu-west-3',
      S3_ENDPOINT: 'http://minio:9000/',
      S3_ACCESS_KEY_ID: 'portal',
      S3_SECRET_ACCESS_KEY: 'minio-secret-value',
      S3_FORCE_PATH_STYLE: '1',
      S3_PUBLIC_URL: 'https://cdn.example.com/uploads/',
    };
    expect(loadConfig(minio).uploads.s3).toEqual({
      bucket: 'portal-uploads',
      region: 'eu-west-3',
      endpoint: 'http://minio:9000',
      credentials: { accessKeyId: 'portal', secretAccessKey: 'minio-secret-value' },
      forcePathStyle: true,
      publicUrl: 'https://cdn.example.com/uploads',
    });
    expect(() => loadConfig({ ...minio, S3_ACCESS_KEY_ID: '' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
    expect(() => loadConfig({ ...minio, S3_SECRET_ACCESS_KEY: '' })).toThrow(/must be set together/);
    expect(() => loadConfig({ ...minio, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT must be an http\(s\) URL/);
    expect(() => loadConfig({ ...minio, S3_PUBLIC_URL: 'ftp://cdn' })).toThrow(/S3_PUBLIC_URL/);
    expect(() => loadConfig({ ...minio, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});

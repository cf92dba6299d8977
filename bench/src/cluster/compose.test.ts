// docker/compose.yaml, its Dockerfiles and Caddyfile read as text (Docker does not run here): the shape of issue 16
// point 7 holds, every long-running service has a health check, the portal's images run as `node` on Node 24, and
// uploads go to MinIO over the S3 API.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const DOCKER = fileURLToPath(new URL('../../../docker/', import.meta.url));
const read = (file: string) => readFileSync(`${DOCKER}${file}`, 'utf8');

interface Service {
  image?: string;
  restart?: string;
  command?: string[];
  depends_on?: Record<string, { condition: string }>;
  build?: { dockerfile: string };
  user?: string;
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  healthcheck?: { test: string[] | string };
}
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service> };
const services = compose.services;
const named = (prefix: string) => Object.keys(services).filter((name) => name.startsWith(prefix));
const API_PROCESSES = ['worker', 'api-1', 'api-2'];

/** The final stage of a Dockerfile: its base image and the user it runs as. */
function finalStage(dockerfile: string) {
  const text = read(dockerfile.replace(/^docker\//, ''));
  const stage = text.slice(text.lastIndexOf('\nFROM '));
  return { from: /FROM (\S+)/.exec(stage)?.[1], users: [...stage.matchAll(/^USER (\S+)/gm)].map((match) => match[1]) };
}

describe('docker/compose.yaml', () => {
  it('runs PostgreSQL, Redis, MinIO, a worker, two API instances, two gateways and Caddy', () => {
    expect(Object.keys(services).sort()).toEqual(
      [
        'api-1',
        'api-2',
        'caddy',
        'gateway-1',
        'gateway-2',
        'minio',
        'minio-setup',
        'postgres',
        'redis',
        'worker',
      ].sort(),
    );
    for (const api of named('api-')) expect(services[api]!.environment?.JOBS_WORKER).toBe('0');
    expect(services.worker!.environment?.JOBS_WORKER).toBe('1');
    for (const gateway of named('gateway-')) expect(services[gateway]!.environment?.API_URL).toBe('http://caddy:4001');
  });

  it('gives every long-running service a health check; the one-shot setup is awaited until it exits', () => {
    const oneShots = Object.keys(services).filter((name) => services[name]!.restart === 'no');
    expect(oneShots).toEqual(['minio-setup']);
    for (const name of API_PROCESSES) {
      expect(services[name]!.depends_on?.['minio-setup']).toEqual({ condition: 'service_completed_successfully' });
    }
    for (const [name, service] of Object.entries(services)) {
      if (oneShots.includes(name)) continue;
      expect(service.healthcheck?.test, name).toBeTruthy();
      expect(service.healthcheck?.test.length, name).toBeGreaterThan(1);
    }
  });

  it('builds the portal images on node:24-slim, running as node', () => {
    const built = Object.entries(services).filter(([, service]) => service.build);
    expect(built.map(([name]) => name).sort()).toEqual(['api-1', 'api-2', 'gateway-1', 'gateway-2', 'worker']);
    for (const [name, service] of built) {
      const { from, users } = finalStage(service.build!.dockerfile);
      expect(from, name).toBe('node:24-slim');
      expect(users.at(-1), name).toBe('node');
      expect(service.user, name).toBeUndefined();
    }
  });

  it('publishes only Caddy', () => {
    for (const [name, service] of Object.entries(services)) {
      if (name !== 'caddy') expect(service.ports, name).toBeUndefined();
    }
  });

  it('keeps uploads in a MinIO bucket the API processes reach over the S3 API, path-style', () => {
    const { minio, 'minio-setup': setup } = services;
    expect(minio!.image).toMatch(/^minio\/minio(:|$)/);
    expect(minio!.volumes).toEqual(['miniodata:/data']);
    expect(minio!.healthcheck?.test).toEqual(['CMD', 'mc', 'ready', 'local']);
    expect(setup!.image).toMatch(/^minio\/mc(:|$)/);
    expect(setup!.depends_on?.minio).toEqual({ condition: 'service_healthy' });
    for (const name of API_PROCESSES) {
      const environment = services[name]!.environment!;
      expect(environment, name).toMatchObject({
        S3_BUCKET: 'portal-uploads',
        S3_ENDPOINT: 'http://minio:9000',
        S3_FORCE_PATH_STYLE: '1',
        S3_ACCESS_KEY_ID: 'portal-api',
      });
      expect(environment.S3_SECRET_ACCESS_KEY, name).toBe('${S3_SECRET_ACCESS_KEY:?set S3_SECRET_ACCESS_KEY}');
      expect(services[name]!.volumes, name).toBeUndefined();
    }
    // The setup creates that very bucket, and the APIs' own user with the secret they are given.
    const script = setup!.command!.join(' ');
    expect(script).toContain(`mc mb --ignore-existing portal/${services.worker!.environment!.S3_BUCKET}`);
    expect(script).toContain(
      `mc admin user add portal ${services.worker!.environment!.S3_ACCESS_KEY_ID} "$$S3_SECRET_ACCESS_KEY"`,
    );
  });
});

describe('docker/Caddyfile', () => {
  const caddyfile = read('Caddyfile');
  const site = (address: string) => caddyfile.slice(caddyfile.indexOf(`${address} {`)).split(/\n}\n/)[0]!;

  it('serves TLS from its own CA and spreads requests over both gateways, checking their health', () => {
    const front = site('{$SITE_ADDRESS:localhost}');
    expect(front).toMatch(/^\s*tls internal$/m);
    expect(front).toMatch(/reverse_proxy gateway-1:4000 gateway-2:4000 \{/);
    expect(front).toMatch(/lb_policy round_robin/);
    expect(front).toMatch(/health_uri \/health/);
  });

  it('spreads the gateways’ API calls over both API instances on :4001, checking their health', () => {
    const internal = site('http://:4001');
    expect(internal).toMatch(/reverse_proxy api-1:4001 api-2:4001 \{/);
    expect(internal).toMatch(/health_uri \/health/);
  });
});

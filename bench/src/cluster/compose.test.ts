// docker/compose.yaml, its Dockerfiles and Caddyfile read as text (Docker does not run here): the shape of issue 16
// point 7 holds, every service has a health check, and the portal's images run as `node` on Node 24.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const DOCKER = fileURLToPath(new URL('../../../docker/', import.meta.url));
const read = (file: string) => readFileSync(`${DOCKER}${file}`, 'utf8');

interface Service {
  image?: string;
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

/** The final stage of a Dockerfile: its base image and the user it runs as. */
function finalStage(dockerfile: string) {
  const text = read(dockerfile.replace(/^docker\//, ''));
  const stage = text.slice(text.lastIndexOf('\nFROM '));
  return { from: /FROM (\S+)/.exec(stage)?.[1], users: [...stage.matchAll(/^USER (\S+)/gm)].map((match) => match[1]) };
}

describe('docker/compose.yaml', () => {
  it('runs PostgreSQL, Redis, a worker, two API instances, two gateways and Caddy', () => {
    expect(Object.keys(services).sort()).toEqual(
      ['api-1', 'api-2', 'caddy', 'gateway-1', 'gateway-2', 'postgres', 'redis', 'worker'].sort(),
    );
    for (const api of named('api-')) expect(services[api]!.environment?.JOBS_WORKER).toBe('0');
    expect(services.worker!.environment?.JOBS_WORKER).toBe('1');
    for (const gateway of named('gateway-')) expect(services[gateway]!.environment?.API_URL).toBe('http://caddy:4001');
  });

  it('gives every service a health check', () => {
    for (const [name, service] of Object.entries(services)) {
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

  it('publishes only Caddy, and shares one uploads volume between the API processes', () => {
    for (const [name, service] of Object.entries(services)) {
      if (name !== 'caddy') expect(service.ports, name).toBeUndefined();
    }
    for (const name of ['worker', 'api-1', 'api-2']) expect(services[name]!.volumes).toContain('uploads:/data');
    expect(read('api.Dockerfile')).toMatch(/DATA_DIR=\/data/);
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

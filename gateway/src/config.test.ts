import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('gateway config: limits and proxies', () => {
  it('has defaults', () => {
    expect(loadConfig({})).toMatchObject({
      graphqlMaxBodyBytes: 1_048_576,
      uploadMaxBytes: 10 * 1024 * 1024,
      trustProxy: false,
      imageOrigins: ['https://tile.openstreetmap.org'],
      mapTiles: {
        urlTemplate: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: '© OpenStreetMap contributors',
      },
    });
  });

  it('reads the map tiles (MAP_TILE_URL, MAP_TILE_ATTRIBUTION), whose origin images may load from', () => {
    const config = loadConfig({
      MAP_TILE_URL: 'https://tiles.example.com/osm/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© Example Maps, © OpenStreetMap contributors',
    });
    expect(config.mapTiles).toEqual({
      urlTemplate: 'https://tiles.example.com/osm/{z}/{x}/{y}.png',
      attribution: '© Example Maps, © OpenStreetMap contributors',
    });
    expect(config.imageOrigins).toEqual(['https://tiles.example.com']);
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.com/tile.png' })).toThrow(/MAP_TILE_URL/);
    expect(() => loadConfig({ MAP_TILE_URL: 'file:///{z}/{x}/{y}.png' })).toThrow(/MAP_TILE_URL/);
  });

  it('reads GRAPHQL_MAX_BODY_BYTES, UPLOAD_MAX_BYTES, TRUST_PROXY and the uploads’ CDN', () => {
    expect(
      loadConfig({
        GRAPHQL_MAX_BODY_BYTES: '65536',
        UPLOAD_MAX_BYTES: '5000000',
        TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
        PUBLIC_UPLOADS_PREFIX: 'https://cdn.example.com/uploads/',
      }),
    ).toMatchObject({
      graphqlMaxBodyBytes: 65_536,
      uploadMaxBytes: 5_000_000,
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      imageOrigins: ['https://cdn.example.com', 'https://tile.openstreetmap.org'],
    });
    expect(loadConfig({ PUBLIC_UPLOADS_PREFIX: '/api/uploads' }).imageOrigins).toEqual([
      'https://tile.openstreetmap.org',
    ]);
  });

  it('lets images load from the uploads bucket’s public address (S3_PUBLIC_URL)', () => {
    expect(loadConfig({ S3_PUBLIC_URL: 'https://photos.example.net/portal/' }).imageOrigins).toEqual([
      'https://photos.example.net',
      'https://tile.openstreetmap.org',
    ]);
  });

  it('shares subscription executions unless WS_SHARE_EXECUTIONS is 0', () => {
    expect(loadConfig({}).socketLimits.shareExecutions).toBe(true);
    expect(loadConfig({ WS_SHARE_EXECUTIONS: '1' }).socketLimits.shareExecutions).toBe(true);
    expect(loadConfig({ WS_SHARE_EXECUTIONS: '0' }).socketLimits.shareExecutions).toBe(false);
  });

  it('compiles an operation on its second sighting unless GRAPHQL_JIT says another or off', () => {
    expect(loadConfig({}).graphqlJit).toBe(2);
    expect(loadConfig({ GRAPHQL_JIT: '1' }).graphqlJit).toBe(1);
    expect(loadConfig({ GRAPHQL_JIT: 'off' }).graphqlJit).toBe('off');
    expect(process.env.GRAPHQL_JIT).toBe('1'); // this suite runs every operation compiled (vitest.config.ts)
  });

  it('refuses nonsense', () => {
    expect(() => loadConfig({ GRAPHQL_JIT: '0' })).toThrow(/GRAPHQL_JIT/);
    expect(() => loadConfig({ GRAPHQL_MAX_BODY_BYTES: '0' })).toThrow(/GRAPHQL_MAX_BODY_BYTES/);
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: 'ten' })).toThrow(/UPLOAD_MAX_BYTES/);
  });
});

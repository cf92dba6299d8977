import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('gateway config: limits', () => {
  it('has defaults', () => {
    expect(loadConfig({})).toMatchObject({
      graphqlMaxBodyBytes: 1_048_576,
      uploadMaxBytes: 10 * 1024 * 1024,
    });
  });

  it('reads GRAPHQL_MAX_BODY_BYTES and UPLOAD_MAX_BYTES', () => {
    expect(
      loadConfig({
        GRAPHQL_MAX_BODY_BYTES: '65536',
        UPLOAD_MAX_BYTES: '5000000',
      }),
    ).toMatchObject({
      graphqlMaxBodyBytes: 65_536,
      uploadMaxBytes: 5_000_000,
    });
  });

  it('refuses nonsense', () => {
    expect(() => loadConfig({ GRAPHQL_MAX_BODY_BYTES: '0' })).toThrow(/GRAPHQL_MAX_BODY_BYTES/);
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: 'ten' })).toThrow(/UPLOAD_MAX_BYTES/);
  });
});

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'undici';
import { describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES } from './compression.js';
import { withTestStack } from './test/harness.js';

const stack = withTestStack();

/** The raw answer: undici's request does not decode, so the bytes are those on the wire. */
async function post(query: string, acceptEncoding?: string) {
  const response = await request(`${stack.gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(acceptEncoding && { 'accept-encoding': acceptEncoding }) },
    body: JSON.stringify({ query }),
  });
  const body = Buffer.from(await response.body.arrayBuffer());
  return { status: response.statusCode, headers: response.headers, body };
}

// Introspection: a large answer that needs no signed-in user.
const LARGE = '{ __schema { types { name description fields { name description } } } }';

describe('compressed GraphQL answers', () => {
  it('sends a large answer brotli-compressed, else gzipped, and the same JSON as uncompressed', async () => {
    const plain = await post(LARGE);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(20 * COMPRESS_THRESHOLD_BYTES);
    const data = JSON.parse(plain.body.toString('utf8'));

    const brotli = await post(LARGE, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(brotli.body).toString('utf8'))).toEqual(data);
    expect(brotli.body.length).toBeLessThan(plain.body.length / 4);

    const gzip = await post(LARGE, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString('utf8'))).toEqual(data);
  });

  it('sends a small answer as it is', async () => {
    const small = await post('{ plans { identifier } }', 'br, gzip');
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8')).data.plans.length).toBeGreaterThan(0);
  });

  it('leaves the other routes of the gateway as they were (the web app’s index, the REST proxy)', async () => {
    const proxied = await request(`${stack.gateway.url}/api/openapi.json`, { headers: { 'accept-encoding': 'br' } });
    const body = Buffer.from(await proxied.body.arrayBuffer());
    expect(proxied.statusCode).toBe(200);
    expect(proxied.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(body.toString('utf8')).openapi).toMatch(/^3\./);
  });
});

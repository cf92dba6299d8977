import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { closeServer, listenLocally } from './http-server.js';

/**
 * A local stand-in for an S3-compatible store (as MinIO answers it) on 127.0.0.1: path-style buckets
 * (`/<bucket>/<key>`), PUT, GET, HEAD and DELETE of objects, kept in memory. Like S3 it checks every request's
 * AWS Signature V4 (the `Authorization` header) against the one secret it knows and answers 403
 * SignatureDoesNotMatch otherwise, so a client's signing is really tested. Node's own modules only.
 */

export interface FakeS3Object {
  body: Buffer;
  contentType: string;
  cacheControl: string | null;
}

export interface FakeS3 {
  /** The endpoint (S3_ENDPOINT), e.g. http://127.0.0.1:39123. */
  url: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Objects by `<bucket>/<key>`. */
  objects: Map<string, FakeS3Object>;
  /** Every request as `<METHOD> <path>`, in order, with its answer's status. */
  requests: { request: string; status: number }[];
  close(): Promise<void>;
}

export interface FakeS3Options {
  /** The buckets that exist; default ['portal-uploads']. */
  buckets?: string[];
  accessKeyId?: string;
  secretAccessKey?: string;
}

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;
const UNSIGNED = 'UNSIGNED-PAYLOAD';

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
/** RFC 3986 encoding, as SigV4 wants it. */
const encode = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );

function canonicalQuery(search: string): string {
  return [...new URLSearchParams(search)]
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .sort()
    .join('&');
}

/** The signature of a request under SigV4, from what it says it signed. */
function signature(request: IncomingMessage, body: Buffer, secret: string, match: RegExpExecArray): string | null {
  const [, , date = '', region = '', signedHeaders = ''] = match;
  const amzDate = request.headers['x-amz-date'];
  const payloadHash = request.headers['x-amz-content-sha256'];
  if (typeof amzDate !== 'string' || !amzDate.startsWith(date) || typeof payloadHash !== 'string') return null;
  // As S3: the host and the date must be among the signed headers.
  if (!['host', 'x-amz-date'].every((name) => signedHeaders.split(';').includes(name))) return null;
  if (payloadHash !== UNSIGNED && payloadHash !== sha256(body)) return null;
  const headers = signedHeaders.split(';').map((name) => {
    const value = request.headers[name];
    return `${name}:${String(Array.isArray(value) ? value.join(',') : (value ?? ''))
      .trim()
      .replace(/\s+/g, ' ')}\n`;
  });
  const [path, search = ''] = request.url!.split('?');
  const canonical = [request.method, path, canonicalQuery(search), headers.join(''), signedHeaders, payloadHash];
  const scope = `${date}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical.join('\n'))].join('\n');
  const key = ['aws4_request', 's3', region, date].reduceRight<Buffer | string>(
    (signingKey, part) => hmac(signingKey, part),
    `AWS4${secret}`,
  );
  return createHmac('sha256', key).update(toSign).digest('hex');
}

function sendError(response: ServerResponse, status: number, code: string, message: string): void {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
}

export async function startFakeS3(options: FakeS3Options = {}): Promise<FakeS3> {
  const buckets = new Set(options.buckets ?? ['portal-uploads']);
  const accessKeyId = options.accessKeyId ?? 'fake-access-key';
  const secretAccessKey = options.secretAccessKey ?? 'fake-secret-key-0123456789';
  const objects = new Map<string, FakeS3Object>();
  const requests: FakeS3['requests'] = [];

  function answer(request: IncomingMessage, body: Buffer, response: ServerResponse): void {
    const match = AUTHORIZATION.exec(request.headers.authorization ?? '');
    if (!match) return sendError(response, 403, 'AccessDenied', 'Access Denied.');
    if (match[1] !== accessKeyId) {
      return sendError(response, 403, 'InvalidAccessKeyId', 'The Access Key Id you provided does not exist.');
    }
    if (signature(request, body, secretAccessKey, match) !== match[5]) {
      return sendError(response, 403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match.');
    }
    const path = decodeURIComponent(request.url!.split('?')[0]!);
    const [, bucket = '', key = ''] = /^\/([^/]+)\/?(.*)$/.exec(path) ?? [];
    if (!buckets.has(bucket)) return sendError(response, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    if (!key) return sendError(response, 501, 'NotImplemented', 'Only object calls are implemented.');
    const name = `${bucket}/${key}`;
    const object = objects.get(name);
    switch (request.method) {
      case 'PUT':
        objects.set(name, {
          body,
          contentType: request.headers['content-type'] ?? 'binary/octet-stream',
          cacheControl: request.headers['cache-control'] ?? null,
        });
        response.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
        return;
      case 'DELETE':
        objects.delete(name);
        response.writeHead(204).end();
        return;
      case 'GET':
      case 'HEAD':
        if (!object) return sendError(response, 404, 'NoSuchKey', 'The specified key does not exist.');
        response.writeHead(200, {
          'content-type': object.contentType,
          'content-length': object.body.length,
          ...(object.cacheControl ? { 'cache-control': object.cacheControl } : {}),
        });
        response.end(request.method === 'GET' ? object.body : undefined);
        return;
      default:
        sendError(response, 405, 'MethodNotAllowed', 'The specified method is not allowed.');
    }
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      response.on('finish', () =>
        requests.push({ request: `${request.method} ${request.url}`, status: response.statusCode }),
      );
      answer(request, Buffer.concat(chunks), response);
    });
  });
  const url = await listenLocally(server);
  return {
    url,
    accessKeyId,
    secretAccessKey,
    objects,
    requests,
    close: () => closeServer(server),
  };
}

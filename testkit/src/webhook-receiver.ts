import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A webhook receiver on 127.0.0.1 for tests: keeps every request it gets (headers and raw body, so a test checks
 * the signature on the exact bytes) and answers with the statuses it was told, in order, then `fallback`. It can
 * also hold its answer (a slow receiver) or redirect. Depends on no API code.
 */
export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface WebhookAnswer {
  status: number;
  body?: string;
  /** Answer only after this many milliseconds. */
  delayMs?: number;
  headers?: Record<string, string>;
}

export interface WebhookReceiver {
  port: number;
  /** `http://127.0.0.1:port` */
  origin: string;
  received: ReceivedWebhook[];
  /** The next requests' answers, in order (each used once); then the fallback (200 'ok'). */
  answer(...answers: WebhookAnswer[]): void;
  /** Resolves once `count` requests arrived in all. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(
  options: { port?: number; fallback?: WebhookAnswer } = {},
): Promise<WebhookReceiver> {
  const fallback = options.fallback ?? { status: 200, body: 'ok' };
  const received: ReceivedWebhook[] = [];
  const queued: WebhookAnswer[] = [];
  const waiters = new Set<() => void>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '/',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      for (const wake of waiters) wake();
      const answer = queued.shift() ?? fallback;
      const send = () => {
        if (response.destroyed) return;
        response.writeHead(answer.status, { 'content-type': 'text/plain', ...answer.headers });
        response.end(answer.body ?? '');
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    received,
    answer: (...answers) => queued.push(...answers),
    waitFor: (count, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(received.slice());
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${received.length} of ${count} webhooks received`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

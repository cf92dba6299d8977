// A small round-robin HTTP and WebSocket proxy for `scripts/cluster.mjs` (what Caddy does in docker/compose.yaml):
// each request or upgrade goes to the next healthy upstream. An upstream is healthy while its GET /health answers
// 200 (checked every second) and it accepts connections: a refused connection marks it down at once and the request
// goes to the next one (its body is only sent once a connection stands, so nothing is sent twice). A request whose
// upstream dies after it was sent gets a 502: it may or may not have been carried out, as behind any proxy.
import http from 'node:http';
import net from 'node:net';

const HEALTH_EVERY_MS = 1000;
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer'];

/**
 * Listens on host:port (port 0: any free port) and spreads requests over `upstreams` (http://host:port origins;
 * `setUpstreams` replaces them). Resolves to { url, setUpstreams, close }.
 */
export async function startRoundRobinProxy({ host = '127.0.0.1', port = 0, upstreams = [] } = {}) {
  /** @type {{ origin: URL, healthy: boolean }[]} */
  let targets = [];
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const tunnels = new Set();

  const setUpstreams = (origins) => {
    targets = origins.map((origin) => ({ origin: new URL(origin), healthy: true }));
  };
  setUpstreams(upstreams);

  /** The healthy upstreams from the next one on (all of them when none is healthy: one may be back). */
  const order = () => {
    const start = next++ % Math.max(1, targets.length);
    const rotated = [...targets.slice(start), ...targets.slice(0, start)];
    const healthy = rotated.filter((target) => target.healthy);
    return healthy.length > 0 ? healthy : rotated;
  };

  const forwardedHeaders = (request) => {
    const headers = { ...request.headers };
    for (const name of HOP_BY_HOP) delete headers[name];
    const client = request.socket.remoteAddress ?? '';
    headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${client}` : client;
    headers['x-forwarded-proto'] ??= 'http';
    headers['x-forwarded-host'] ??= request.headers.host ?? '';
    return headers;
  };

  const server = http.createServer((request, response) => {
    const candidates = order();
    const attempt = () => {
      const target = candidates.shift();
      if (!target) return fail(response, 502, 'No upstream answered');
      let sent = false;
      const upstream = http.request({
        agent,
        host: target.origin.hostname,
        port: target.origin.port,
        method: request.method,
        path: request.url,
        headers: forwardedHeaders(request),
      });
      const send = () => {
        sent = true;
        request.pipe(upstream);
      };
      upstream.on('socket', (socket) => (socket.connecting ? socket.once('connect', send) : send()));
      // The client gave up (or its socket broke): so does the request upstream.
      response.on('close', () => {
        if (!response.writableFinished) upstream.destroy();
      });
      upstream.on('response', (answer) => {
        const headers = { ...answer.headers };
        for (const name of HOP_BY_HOP) delete headers[name];
        response.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(response);
        answer.on('error', () => response.destroy());
      });
      upstream.on('error', (error) => {
        if (!sent) {
          if (isRefused(error)) target.healthy = false;
          return attempt();
        }
        if (response.headersSent) response.destroy();
        else fail(response, 502, 'The upstream closed the connection');
      });
    };
    attempt();
  });

  server.on('upgrade', (request, client, head) => {
    const candidates = order();
    const attempt = () => {
      const target = candidates.shift();
      if (!target) return client.destroy();
      tunnels.add(client);
      client.once('close', () => tunnels.delete(client));
      const upstream = net.connect(Number(target.origin.port), target.origin.hostname);
      let connected = false;
      upstream.once('connect', () => {
        connected = true;
        const headers = { ...forwardedHeaders(request), connection: 'Upgrade', upgrade: request.headers.upgrade };
        const lines = [`${request.method} ${request.url} HTTP/1.1`];
        for (const [name, value] of Object.entries(headers)) {
          for (const one of Array.isArray(value) ? value : [value])
            if (one !== undefined) lines.push(`${name}: ${one}`);
        }
        upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
        if (head.length > 0) upstream.write(head);
        upstream.pipe(client);
        client.pipe(upstream);
      });
      upstream.on('error', (error) => {
        if (!connected) {
          if (isRefused(error)) target.healthy = false;
          return attempt();
        }
        client.destroy();
      });
      upstream.on('close', () => client.destroy());
      client.on('error', () => upstream.destroy());
      client.on('close', () => upstream.destroy());
    };
    attempt();
  });

  const checks = setInterval(() => {
    for (const target of targets) {
      const check = http.get(new URL('/health', target.origin), { timeout: HEALTH_EVERY_MS }, (answer) => {
        target.healthy = answer.statusCode === 200;
        answer.resume();
      });
      check.on('timeout', () => check.destroy(new Error('health check timed out')));
      check.on('error', () => (target.healthy = false));
    }
  }, HEALTH_EVERY_MS);
  checks.unref();

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = server.address();
  const url = `http://${host}:${typeof address === 'object' && address ? address.port : port}`;
  return {
    url,
    setUpstreams,
    close: async () => {
      clearInterval(checks);
      server.closeAllConnections();
      for (const tunnel of tunnels) tunnel.destroy();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
      agent.destroy();
    },
  };
}

function isRefused(error) {
  return ['ECONNREFUSED', 'EHOSTUNREACH', 'ENOTFOUND'].includes(/** @type {{ code?: string }} */ (error).code ?? '');
}

function fail(response, status, message) {
  if (response.headersSent) return response.destroy();
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify({ statusCode: status, error: 'Bad Gateway', message }));
}

import type { Server } from 'node:http';

/** Closes a fake's HTTP server, its keep-alive connections too (an open one would hold `close` up). */
export function closeServer(server: Server): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.closeAllConnections();
    server.close((error) => (error ? reject(error) : resolve()));
  });
}

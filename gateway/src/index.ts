import { closeOnSignals, isMainModule } from '@portal/server-kit';
import { loadConfig, type GatewayConfig } from './config.js';
import { buildGateway, type Gateway } from './server.js';

export { buildGateway, type Gateway } from './server.js';
export { loadConfig, type GatewayConfig } from './config.js';
export { createPubSub, type GatewayPubSub } from './pubsub.js';
export { publishMessageAdded } from './messages/resolvers.js';
export type { MessageDto } from '@portal/contract';
export { webOperations } from './security/web-operations.js';

export interface RunningGateway extends Gateway {
  /** e.g. http://localhost:4000 (the real port when PORT is 0). */
  url: string;
}

/** The gateway listening on config.port (PORT); unset options come from the environment. */
export async function startGateway(config: Partial<GatewayConfig> = {}): Promise<RunningGateway> {
  const full = { ...loadConfig(), ...config };
  const gateway = await buildGateway(full);
  try {
    await gateway.app.listen({ port: full.port, host: full.host });
  } catch (error) {
    await gateway.close();
    throw error;
  }
  const address = gateway.app.server.address();
  const port = typeof address === 'object' && address ? address.port : full.port;
  const host = ['0.0.0.0', '::'].includes(full.host) ? 'localhost' : full.host;
  return { ...gateway, url: `http://${host.includes(':') ? `[${host}]` : host}:${port}` };
}

if (isMainModule(import.meta.url)) {
  const gateway = await startGateway();
  console.info(`Gateway listening on ${gateway.url} (GraphiQL ${gateway.url}/graphiql)`);
  closeOnSignals(gateway);
}

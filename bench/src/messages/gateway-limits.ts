import { loadConfig, type GatewayConfig } from '@portal/gateway';

/**
 * The gateways' limits in this bench: no shedding (latency under a fixed load is measured here; shedding is the
 * overload bench's subject), and room for the host's sockets: every subscriber here is a socket of its own, and a
 * user may open only 20 by default (WS_MAX_SOCKETS_PER_USER).
 */
export function benchGatewayLimits(env: NodeJS.ProcessEnv = {}): Pick<GatewayConfig, 'overload' | 'socketLimits'> {
  const { overload, socketLimits } = loadConfig({
    OVERLOAD_PROTECTION: 'off',
    WS_MAX_SOCKETS_PER_USER: '2000',
    ...env,
  });
  return { overload, socketLimits };
}

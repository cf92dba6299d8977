import type { RunningApi } from '@portal/api';
import { startGateway, type RunningGateway } from '@portal/gateway';

type GatewaySettings = NonNullable<Parameters<typeof startGateway>[0]>;

/**
 * A gateway in this process in front of `api` (and its events), on a free loopback port, silent and without Redis,
 * as `npm start` runs its single instance; `settings` adds to or overrides that.
 */
export function startLocalGateway(
  api: Pick<RunningApi, 'url' | 'events'>,
  settings: GatewaySettings = {},
): Promise<RunningGateway> {
  return startGateway({
    apiUrl: api.url,
    apiEvents: api.events,
    port: 0,
    host: '127.0.0.1',
    logLevel: 'silent',
    redisUrl: undefined,
    ...settings,
  });
}

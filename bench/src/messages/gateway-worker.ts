// One gateway instance on a thread of its own, as separate gateway processes would be deployed behind Redis: their
// fan-outs then run side by side instead of one after the other on a shared event loop.
import { parentPort, workerData } from 'node:worker_threads';
import { startGateway } from '@portal/gateway';
import { benchGatewayLimits } from './gateway-limits.js';

export interface GatewayWorkerData {
  apiUrl: string;
  redisUrl: string;
  channelPrefix: string;
}

const { apiUrl, redisUrl, channelPrefix } = workerData as GatewayWorkerData;
const gateway = await startGateway({
  apiUrl,
  port: 0,
  host: '127.0.0.1',
  logLevel: 'silent',
  redisUrl,
  redisChannelPrefix: channelPrefix,
  ...benchGatewayLimits(),
});
parentPort!.once('message', () => {
  void gateway.close().then(() => parentPort!.postMessage('closed'));
});
parentPort!.postMessage(gateway.url);

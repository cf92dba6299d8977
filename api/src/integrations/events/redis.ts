import { Redis } from 'ioredis';
import { API_EVENTS, type ApiEvent, type EventPublisher } from './events.js';

/** Events for any number of gateways: PUBLISH on `${channelPrefix}api-events`, the event as JSON. */
export class RedisEvents implements EventPublisher {
  private readonly redis: Redis;
  readonly channel: string;

  constructor(redisUrl: string, channelPrefix: string) {
    this.redis = new Redis(redisUrl);
    // ioredis reconnects by itself; its errors are logged instead of crashing the process.
    this.redis.on('error', (error: Error) => console.error(`Redis events: ${error.message}`));
    this.channel = `${channelPrefix}${API_EVENTS}`;
  }

  async publish(event: ApiEvent): Promise<void> {
    await this.redis.publish(this.channel, JSON.stringify(event));
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}

import { API_EVENTS, userEventsChannel } from '@portal/schema';
import { Redis } from 'ioredis';
import type { ApiEvent, EventPublisher } from './events.js';

/**
 * Events for any number of gateways, as JSON. A new message goes to each participant's channel
 * (`${channelPrefix}api-events:user:{id}`, which only the gateways holding that user's subscriptions listen to);
 * events for every gateway (revoked tokens) go to `${channelPrefix}api-events`.
 */
export class RedisEvents implements EventPublisher {
  private readonly redis: Redis;
  readonly channel: string;

  constructor(
    redisUrl: string,
    private readonly channelPrefix: string,
  ) {
    this.redis = new Redis(redisUrl);
    // ioredis reconnects by itself; its errors are logged instead of crashing the process.
    this.redis.on('error', (error: Error) => console.error(`Redis events: ${error.message}`));
    this.channel = `${channelPrefix}${API_EVENTS}`;
  }

  async publish(event: ApiEvent): Promise<void> {
    const payload = JSON.stringify(event);
    if (event.type !== 'message.added') {
      await this.redis.publish(this.channel, payload);
      return;
    }
    const participants = [...new Set(event.participantIds)];
    await Promise.all(
      participants.map((id) => this.redis.publish(`${this.channelPrefix}${userEventsChannel(id)}`, payload)),
    );
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}

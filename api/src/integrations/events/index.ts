import type { EventsConfig } from '../../config.js';
import type { EventPublisher } from './events.js';
import { InProcessEvents } from './in-process.js';
import { RedisEvents } from './redis.js';

export {
  API_EVENTS,
  type ApiEvent,
  type EventPublisher,
  type MessageAddedEvent,
  type TokensRevokedEvent,
} from './events.js';
export { InProcessEvents } from './in-process.js';
export { RedisEvents } from './redis.js';

/**
 * The publisher from config: Redis when REDIS_URL is set (every gateway instance subscribes there), else the
 * in-process emitter. `local` is always returned for a gateway in the same process; with Redis nothing is emitted
 * on it, so a gateway that also listens to Redis never gets an event twice.
 */
export function createEvents(config: EventsConfig): { publisher: EventPublisher; local: InProcessEvents } {
  const local = new InProcessEvents();
  const publisher = config.redisUrl ? new RedisEvents(config.redisUrl, config.channelPrefix) : local;
  return { publisher, local };
}

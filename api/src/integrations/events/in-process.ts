import { EventEmitter } from 'node:events';
import { API_EVENTS, type ApiEvent, type EventPublisher } from './events.js';

/**
 * Events for a gateway in the same process (`npm start`): it listens with `events.on('api-events', …)`.
 * Listeners run after the request's own work, so a slow or failing listener never fails the request.
 */
export class InProcessEvents extends EventEmitter implements EventPublisher {
  async publish(event: ApiEvent): Promise<void> {
    setImmediate(() => this.emit(API_EVENTS, event));
  }

  async close(): Promise<void> {
    this.removeAllListeners();
  }
}

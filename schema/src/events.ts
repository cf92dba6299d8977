/**
 * The names the REST API publishes its events under and the gateways listen to: the EventEmitter event in one
 * process, and after the Redis channel prefix, the channels. Events for everyone (a token revoked) go on
 * `API_EVENTS`; a new message goes on each participant's own channel, so a gateway instance hears only about the
 * users with a live subscription on it.
 */
export const API_EVENTS = 'api-events';

/** One user's events (new messages for them): `api-events:user:{id}`. */
export const userEventsChannel = (userId: number | string) => `${API_EVENTS}:user:${userId}`;

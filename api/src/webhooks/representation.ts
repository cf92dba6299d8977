import type { CreatedWebhookEndpointDto, WebhookDeliveryDto, WebhookEndpointDto } from '@portal/contract';
import type { WebhookEndpointRow } from '../db/tables.js';
import { iri } from '../plugins/json-ld.js';
import { eventsOf, type DeliveryWithAttempts, type EndpointWithStatus } from './repository.js';

export function toWebhookEndpointItem(row: EndpointWithStatus): WebhookEndpointDto {
  return {
    '@id': iri('webhook-endpoints', row.id),
    '@type': 'WebhookEndpoint',
    id: row.id,
    url: row.url,
    events: eventsOf(row),
    createdAt: row.createdAt,
    lastDeliveryStatus: row.lastDeliveryStatus,
  };
}

/** The answer of POST /webhook-endpoints: the only one that carries the secret. */
export function toCreatedWebhookEndpoint(row: WebhookEndpointRow): CreatedWebhookEndpointDto {
  return { ...toWebhookEndpointItem({ ...row, lastDeliveryStatus: null }), secret: row.secret };
}

export function toWebhookDeliveryItem(row: DeliveryWithAttempts): WebhookDeliveryDto {
  return {
    '@id': iri('webhook-deliveries', row.id),
    '@type': 'WebhookDelivery',
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType,
    status: row.status,
    createdAt: row.createdAt,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt : null,
    payload: row.payload,
    attempts: row.attemptRows.map(({ attemptedAt, statusCode, durationMs, responseBody, error }) => ({
      attemptedAt,
      statusCode,
      durationMs,
      responseBody,
      error,
    })),
  };
}

import { WEBHOOK_MESSAGES } from '@portal/schema';
import { screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import {
  CreateWebhookEndpointDocument,
  SendWebhookTestEventDocument,
  WebhookDeliveriesDocument,
  WebhookEndpointsDocument,
} from '../__generated__/graphql';
import { mockOf } from '../test/graphql-mocks';
import { flashed } from '../test/property-fixtures';
import { renderSettings } from '../test/settings-fixtures';

const URL = 'https://hooks.example.org/portal';
const endpoint = {
  __typename: 'WebhookEndpoint',
  id: '3',
  url: URL,
  events: ['booking.created', 'message.received'],
  createdAt: '2026-12-06T10:00:00.000Z',
  lastDeliveryStatus: null,
} as const;

const renderAt = (mocks: MockLink.MockedResponse[]) =>
  renderSettings(mocks, { route: '/settings#webhooks', testing: 'webhooks' });

describe('Settings → Webhooks', { timeout: 60_000 }, () => {
  it('checks the form, adds an endpoint and shows its secret once', async () => {
    const { user } = renderAt([
      mockOf(WebhookEndpointsDocument, {}, { webhookEndpoints: [] }),
      mockOf(
        CreateWebhookEndpointDocument,
        { url: URL, events: ['booking.created', 'message.received'] },
        { createWebhookEndpoint: { __typename: 'CreatedWebhookEndpoint', secret: 'whsec_abc123', endpoint } },
      ),
    ]);
    const section = await screen.findByRole('region', { name: 'Webhooks' });
    expect(await within(section).findByText(/No webhook endpoints yet/)).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a webhook endpoint' });
    await user.type(within(dialog).getByRole('textbox', { name: /Endpoint URL/ }), 'ftp://x');
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText(WEBHOOK_MESSAGES.urlInvalid)).toBeTruthy();
    await user.clear(within(dialog).getByRole('textbox', { name: /Endpoint URL/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Endpoint URL/ }), URL);
    await user.click(within(dialog).getByRole('checkbox', { name: /Message received/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    const secret = await screen.findByRole('dialog', { name: 'Your signing secret' });
    expect(within(secret).getByText('whsec_abc123')).toBeTruthy();
    await user.click(within(secret).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText('whsec_abc123')).toBeNull());
    expect(await within(section).findByText(URL)).toBeTruthy();
    expect(within(section).getByText('Message received')).toBeTruthy();
  });

  it('sends a test event and shows the deliveries with their attempts', async () => {
    const { user } = renderAt([
      mockOf(WebhookEndpointsDocument, {}, { webhookEndpoints: [endpoint] }),
      mockOf(
        SendWebhookTestEventDocument,
        { id: '3' },
        { sendWebhookTestEvent: { __typename: 'WebhookEndpoint', id: '3', lastDeliveryStatus: 'pending' } },
      ),
      mockOf(
        WebhookDeliveriesDocument,
        { endpointId: '3' },
        {
          webhookDeliveries: [
            {
              __typename: 'WebhookDelivery',
              id: '8',
              eventType: 'webhook.test',
              status: 'succeeded',
              createdAt: '2026-12-06T10:01:00.000Z',
              nextAttemptAt: null,
              attempts: [
                {
                  __typename: 'WebhookAttempt',
                  attemptedAt: '2026-12-06T10:01:01.000Z',
                  statusCode: 200,
                  durationMs: 35,
                  responseBody: 'thanks',
                  error: null,
                },
              ],
            },
          ],
        },
        { maxUsageCount: 10 },
      ),
    ]);
    const section = await screen.findByRole('region', { name: 'Webhooks' });
    await user.click(await within(section).findByRole('button', { name: 'Send test event' }));
    expect(await flashed('Test event queued')).toBeTruthy();
    const list = await within(section).findByRole('list', { name: 'Recent deliveries' });
    expect(within(list).getByText('webhook.test')).toBeTruthy();
    expect(within(list).getByText('Delivered')).toBeTruthy();
    expect(within(list).getByText('thanks')).toBeTruthy();
    expect(within(section).getByText('Pending')).toBeTruthy();
  });
});

import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import {
  useDeleteWebhookEndpointMutation,
  useSendWebhookTestEventMutation,
  WebhookEndpointRow_EndpointFragmentDoc,
  type WebhookEndpointRow_EndpointFragment,
} from '../__generated__/graphql';
import { evictRemoved } from '../apollo/evictRemoved';
import { useFragmentData, type FragmentRef } from '../apollo/fragments';
import { ConfirmDialog } from '../components/Dialog/ConfirmDialog';
import { ActionFailure } from '../components/ErrorBoundary/ActionError';
import { useFlash } from '../components/Flash/useFlash';
import { EVENT_LABELS, STATUS_COLORS, STATUS_LABELS, WEBHOOKS } from './copy';
import { WebhookDeliveries } from './WebhookDeliveries';

const labelOf = (event: string) => EVENT_LABELS[event as keyof typeof EVENT_LABELS] ?? event;

/** One endpoint: its URL, events and last status; 'Send test event', its deliveries, 'Delete'. */
export function WebhookEndpointRow(props: { endpoint: FragmentRef<WebhookEndpointRow_EndpointFragment> }) {
  const endpoint = useFragmentData(WebhookEndpointRow_EndpointFragmentDoc, props.endpoint);
  const flash = useFlash();
  const [showDeliveries, setShowDeliveries] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [sendTest, test] = useSendWebhookTestEventMutation();
  const [remove, removal] = useDeleteWebhookEndpointMutation({
    update: evictRemoved('WebhookEndpoint', (data) => data.deleteWebhookEndpoint),
  });
  if (!endpoint) return null;
  const onTest = async () => {
    await sendTest({ variables: { id: endpoint.id } });
    flash.show(WEBHOOKS.testSent);
    setShowDeliveries(true);
  };
  const onDelete = async () => {
    await remove({ variables: { id: endpoint.id } });
    setConfirming(false);
    flash.show(WEBHOOKS.deleted);
  };
  const status = endpoint.lastDeliveryStatus;
  return (
    <Stack as="li" gap="3" py="4" borderTopWidth="thin" _first={{ borderTopWidth: '0', pt: '0' }}>
      <HStack justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <Stack gap="1.5" minW="0" flex="1">
          <HStack gap="2" minW="0">
            <Text fontWeight="semibold" truncate title={endpoint.url}>
              {endpoint.url}
            </Text>
            {status && <Badge colorPalette={STATUS_COLORS[status]}>{STATUS_LABELS[status]}</Badge>}
          </HStack>
          <HStack gap="1.5" wrap="wrap">
            {endpoint.events.map((event) => (
              <Badge key={event} variant="outline">
                {labelOf(event)}
              </Badge>
            ))}
          </HStack>
        </Stack>
        <HStack gap="2" wrap="wrap">
          <Button
            size="sm"
            variant="outline"
            onClick={() => void onTest().catch(() => undefined)}
            loading={test.loading}
          >
            {WEBHOOKS.sendTest}
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-expanded={showDeliveries}
            onClick={() => setShowDeliveries((shown) => !shown)}
          >
            {showDeliveries ? WEBHOOKS.hideDeliveries : WEBHOOKS.deliveries}
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
            {WEBHOOKS.delete}
          </Button>
        </HStack>
      </HStack>
      {test.error && <ActionFailure error={test.error} />}
      {showDeliveries && <WebhookDeliveries endpointId={endpoint.id} />}
      <ConfirmDialog
        title={WEBHOOKS.deleteTitle}
        open={confirming}
        onClose={() => setConfirming(false)}
        confirmLabel={WEBHOOKS.delete}
        onConfirm={() => void onDelete().catch(() => undefined)}
        loading={removal.loading}
        error={removal.error && <ActionFailure error={removal.error} />}
      >
        {WEBHOOKS.deleteBody(endpoint.url)}
      </ConfirmDialog>
    </Stack>
  );
}

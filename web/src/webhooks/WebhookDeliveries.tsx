import { Badge, Box, Code, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useWebhookDeliveriesQuery } from '../__generated__/graphql';
import { QueryErrorView } from '../components/ErrorBoundary/QueryErrorView';
import { STATUS_COLORS, STATUS_LABELS, WEBHOOKS } from './copy';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
/** While open, the list refreshes itself: deliveries are sent in the background. */
const POLL_MS = 2000;

/** An endpoint's 20 newest deliveries: event, status, and each attempt's status code, duration and answer. */
export function WebhookDeliveries({ endpointId }: { endpointId: string }) {
  const { data, loading, error, refetch } = useWebhookDeliveriesQuery({
    variables: { endpointId },
    fetchPolicy: 'cache-and-network',
    pollInterval: POLL_MS,
  });
  const deliveries = data?.webhookDeliveries;
  if (loading && !deliveries) {
    return (
      <Stack gap="2" role="status" aria-label="Loading deliveries">
        <Skeleton h="10" />
      </Stack>
    );
  }
  if (error && !deliveries) return <QueryErrorView error={error} onRetry={() => void refetch()} />;
  if (!deliveries || deliveries.length === 0) return <Text color="fg.muted">{WEBHOOKS.noDeliveries}</Text>;
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label={WEBHOOKS.deliveries}>
      {deliveries.map((delivery) => (
        <Box as="li" key={delivery.id} borderWidth="thin" rounded="l2" p="3">
          <HStack justify="space-between" gap="3" wrap="wrap">
            <HStack gap="2">
              <Code>{delivery.eventType}</Code>
              <Badge colorPalette={STATUS_COLORS[delivery.status]}>{STATUS_LABELS[delivery.status]}</Badge>
            </HStack>
            <Text textStyle="sm" color="fg.muted">
              {when(delivery.createdAt)}
            </Text>
          </HStack>
          {delivery.nextAttemptAt && (
            <Text textStyle="sm" color="fg.muted" mt="1">
              {WEBHOOKS.nextAttempt(when(delivery.nextAttemptAt))}
            </Text>
          )}
          <Stack gap="2" mt="2">
            {delivery.attempts.map((attempt) => (
              <Stack key={attempt.attemptedAt} gap="1" borderTopWidth="thin" pt="2">
                <Text textStyle="sm">
                  <Text as="span" fontWeight="semibold">
                    {attempt.statusCode ?? WEBHOOKS.noAnswer}
                  </Text>{' '}
                  · {attempt.durationMs} ms · {when(attempt.attemptedAt)}
                </Text>
                {attempt.error && (
                  <Text textStyle="sm" color="fg.error">
                    {attempt.error}
                  </Text>
                )}
                {attempt.responseBody && (
                  <Code display="block" whiteSpace="pre-wrap" wordBreak="break-all" p="2" textStyle="xs">
                    {attempt.responseBody}
                  </Code>
                )}
              </Stack>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

import { Box, Button, Heading, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { WEBHOOK_LIMITS } from '@portal/schema';
import { useState } from 'react';
import { useWebhookEndpointsQuery } from '../__generated__/graphql';
import { QueryErrorView } from '../components/ErrorBoundary/QueryErrorView';
import { AddWebhookDialog } from './AddWebhookDialog';
import { WEBHOOKS } from './copy';
import { WebhookEndpointRow } from './WebhookEndpointRow';

/** The Webhooks section of /settings (#webhooks): the host's endpoints, 'Add endpoint', and each one's actions. */
export function WebhooksCard() {
  const { data, loading, error, refetch } = useWebhookEndpointsQuery();
  const [adding, setAdding] = useState(false);
  const endpoints = data?.webhookEndpoints;
  const full = (endpoints?.length ?? 0) >= WEBHOOK_LIMITS.endpointsMax;
  return (
    <Box
      as="section"
      id="webhooks"
      aria-labelledby="webhooks-title"
      bg="bg.panel"
      borderWidth="thin"
      rounded="l3"
      shadow="card"
      p={{ base: '5', md: '6' }}
    >
      <HStack justify="space-between" align="flex-start" gap="4" wrap="wrap" mb="4">
        <Stack gap="1" maxW="2xl">
          <Heading as="h2" size="lg" id="webhooks-title">
            {WEBHOOKS.title}
          </Heading>
          <Text color="fg.muted">
            {WEBHOOKS.description}{' '}
            <Link href="/docs/api#webhooks" colorPalette="brand" variant="underline">
              {WEBHOOKS.docsLink}
            </Link>
          </Text>
        </Stack>
        {endpoints && (
          <Stack gap="1" align="flex-end">
            <Button colorPalette="brand" onClick={() => setAdding(true)} disabled={full}>
              {WEBHOOKS.add}
            </Button>
            {full && (
              <Text textStyle="sm" color="fg.muted">
                {WEBHOOKS.full}
              </Text>
            )}
          </Stack>
        )}
      </HStack>
      {loading && !endpoints ? (
        <Stack gap="3" role="status" aria-label="Loading webhooks">
          <Skeleton h="12" />
        </Stack>
      ) : error && !endpoints ? (
        <QueryErrorView error={error} onRetry={() => void refetch()} />
      ) : endpoints && endpoints.length === 0 ? (
        <Text color="fg.muted">{WEBHOOKS.empty}</Text>
      ) : (
        <Stack as="ul" gap="0" listStyleType="none" aria-label={WEBHOOKS.title}>
          {endpoints?.map((endpoint) => (
            <WebhookEndpointRow key={endpoint.id} endpoint={endpoint} />
          ))}
        </Stack>
      )}
      <AddWebhookDialog open={adding} onClose={() => setAdding(false)} />
    </Box>
  );
}

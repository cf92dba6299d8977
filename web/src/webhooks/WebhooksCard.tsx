import { Button, Link, Text } from '@chakra-ui/react';
import { WEBHOOK_LIMITS } from '@portal/schema';
import { useState } from 'react';
import { useWebhookEndpointsQuery } from '../__generated__/graphql';
import { SettingsCard, SettingsCardAction } from '../settings/SettingsCard';
import { SettingsList } from '../settings/SettingsList';
import { AddWebhookDialog } from './AddWebhookDialog';
import { WEBHOOKS } from './copy';
import { WebhookEndpointRow } from './WebhookEndpointRow';

/** The Webhooks section of /settings (#webhooks): the host's endpoints, 'Add endpoint', and each one's actions. */
export function WebhooksCard() {
  const query = useWebhookEndpointsQuery();
  const [adding, setAdding] = useState(false);
  const endpoints = query.data?.webhookEndpoints;
  const full = (endpoints?.length ?? 0) >= WEBHOOK_LIMITS.endpointsMax;
  return (
    <SettingsCard
      id="webhooks"
      title={WEBHOOKS.title}
      description={
        <Text color="fg.muted">
          {WEBHOOKS.description}{' '}
          <Link href="/docs/api#webhooks" colorPalette="brand" variant="underline">
            {WEBHOOKS.docsLink}
          </Link>
        </Text>
      }
      action={
        endpoints && (
          <SettingsCardAction note={full && WEBHOOKS.full}>
            <Button colorPalette="brand" onClick={() => setAdding(true)} disabled={full}>
              {WEBHOOKS.add}
            </Button>
          </SettingsCardAction>
        )
      }
    >
      <SettingsList
        items={endpoints}
        query={query}
        loadingLabel="Loading webhooks"
        skeletons={1}
        empty={WEBHOOKS.empty}
        label={WEBHOOKS.title}
      >
        {(endpoint) => <WebhookEndpointRow key={endpoint.id} endpoint={endpoint} />}
      </SettingsList>
      <AddWebhookDialog open={adding} onClose={() => setAdding(false)} />
    </SettingsCard>
  );
}

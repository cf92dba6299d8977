import { Skeleton, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSettingsPageQuery } from '../../__generated__/graphql';
import { AccessTokensCard } from '../../access-tokens/AccessTokensCard';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { PAGES } from '../../copy';
import { QueryStates } from '../../layout/QueryStates';
import { MessageTemplatesCard } from '../../messages/templates/MessageTemplatesCard';
import { SETTINGS } from '../../settings/copy';
import { CurrencySection } from '../../settings/CurrencySection';
import { GetHelpSection } from '../../settings/GetHelpSection';
import { NotificationsSection } from '../../settings/NotificationsSection';
import { SettingsCard } from '../../settings/SettingsCard';
import { SubscriptionSection } from '../../settings/SubscriptionSection';
import { WebhooksCard } from '../../webhooks/WebhooksCard';

/**
 * `/settings` (spec §2): Subscription, Currency, Message Templates, Notifications, API access, Webhooks, Get Help;
 * the hash scrolls to a section (`#notifications`, `#api-access`, `#webhooks`).
 */
export function SettingsPage() {
  const { hash } = useLocation();
  const query = useSettingsPageQuery();
  const ready = Boolean(query.data);
  useEffect(() => {
    if (!hash || !ready) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.({ block: 'start' });
  }, [hash, ready]);
  return (
    <>
      <PageHeader title={PAGES.settings.title} />
      <QueryStates
        data={query.data}
        query={query}
        skeleton={
          <Stack gap="6" role="status" aria-label="Loading settings">
            <Skeleton h="32" rounded="l3" />
            <Skeleton h="32" rounded="l3" />
          </Stack>
        }
      >
        {(data) => (
          <Stack gap="8">
            <SettingsCard id="subscription" title={SETTINGS.subscriptionTitle}>
              <SubscriptionSection user={data.me} />
            </SettingsCard>
            <SettingsCard id="currency" title={SETTINGS.currencyTitle} description={SETTINGS.currencyDescription}>
              <CurrencySection user={data.me} />
            </SettingsCard>
            <MessageTemplatesCard />
            <SettingsCard
              id="notifications"
              title={SETTINGS.notificationsTitle}
              description={SETTINGS.notificationsDescription}
            >
              <NotificationsSection settings={data.me.notificationSettings} />
            </SettingsCard>
            <AccessTokensCard />
            <WebhooksCard />
            <SettingsCard id="help" title={SETTINGS.helpTitle} description={SETTINGS.helpDescription}>
              <GetHelpSection mailConfigured={data.helpContact.mailConfigured} />
            </SettingsCard>
          </Stack>
        )}
      </QueryStates>
    </>
  );
}

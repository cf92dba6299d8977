import { Button, DataList, HStack, Stack, Text } from '@chakra-ui/react';
import { PLANS } from '@portal/schema';
import { useNavigate } from 'react-router-dom';
import { SubscriptionSection_UserFragmentDoc, type SubscriptionSection_UserFragment } from '../__generated__/graphql';
import { useFragmentData, type FragmentRef } from '../apollo/fragments';
import { useSession, useSessionStore } from '../state/useSession';
import { SETTINGS } from './copy';

const DAY = 24 * 60 * 60 * 1000;
const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** Whole days from now until `iso` (0 once it has passed). */
export function daysLeft(iso: string, now = Date.now()): number {
  return Math.max(0, Math.ceil((new Date(iso).getTime() - now) / DAY));
}

/** Settings' Subscription: the plan, trial days left, renewal date; upgrade (the plan page) and the billing portal. */
export function SubscriptionSection(props: { user: FragmentRef<SubscriptionSection_UserFragment> }) {
  const user = useFragmentData(SubscriptionSection_UserFragmentDoc, props.user);
  const { setDismissedSelectPlan } = useSession();
  const store = useSessionStore();
  const navigate = useNavigate();
  if (!user) return null;
  const subscription = user.activeSubscription;
  const plan = PLANS.find((candidate) => candidate.identifier === subscription?.planIdentifier);
  const trialing = subscription?.trialEndsAt && subscription.status === 'trialing';
  const upgrade = () => {
    setDismissedSelectPlan(false);
    void navigate('/subscription/plans');
  };
  const manageBilling = () => {
    window.location.assign(`/api/billing/portal-session?${new URLSearchParams({ bearer: store.token() ?? '' })}`);
  };
  return (
    <Stack gap="4">
      {subscription ? (
        <DataList.Root orientation="horizontal" gap="2">
          <DataList.Item>
            <DataList.ItemLabel>{SETTINGS.plan}</DataList.ItemLabel>
            <DataList.ItemValue>{plan?.name ?? subscription.planIdentifier}</DataList.ItemValue>
          </DataList.Item>
          {trialing && subscription.trialEndsAt && (
            <DataList.Item>
              <DataList.ItemLabel>{SETTINGS.trial}</DataList.ItemLabel>
              <DataList.ItemValue>{SETTINGS.trialDaysLeft(daysLeft(subscription.trialEndsAt))}</DataList.ItemValue>
            </DataList.Item>
          )}
          {(subscription.cancelsAt ?? subscription.renewsAt) && (
            <DataList.Item>
              <DataList.ItemLabel>{subscription.cancelsAt ? SETTINGS.ends : SETTINGS.renews}</DataList.ItemLabel>
              <DataList.ItemValue>{formatDate((subscription.cancelsAt ?? subscription.renewsAt)!)}</DataList.ItemValue>
            </DataList.Item>
          )}
        </DataList.Root>
      ) : (
        <Text color="fg.muted">{SETTINGS.noPlan}</Text>
      )}
      <HStack gap="3" wrap="wrap">
        <Button colorPalette="brand" onClick={upgrade}>
          {SETTINGS.upgrade}
        </Button>
        {subscription?.platform === 'stripe' && (
          <Button variant="outline" onClick={manageBilling}>
            {SETTINGS.manageBilling}
          </Button>
        )}
      </HStack>
    </Stack>
  );
}

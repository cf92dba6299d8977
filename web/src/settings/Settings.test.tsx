import { HELP_MESSAGES, MESSAGES } from '@portal/schema';
import { screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import {
  SendHelpEmailDocument,
  SetCurrencyDocument,
  SettingsPageDocument,
  UpdateNotificationSettingsDocument,
} from '../__generated__/graphql';
import { SIGNED_IN } from '../test/fixtures';
import { mockOf } from '../test/graphql-mocks';
import { errorOf, flashed, graphQLErrorResult } from '../test/property-fixtures';
import { renderSettings } from '../test/settings-fixtures';
import { SETTINGS } from './copy';
import { daysLeft } from './SubscriptionSection';

const DAY = 24 * 60 * 60 * 1000;

function settings({
  currency = null,
  mailConfigured = true,
  trialing = true,
}: { currency?: string | null; mailConfigured?: boolean; trialing?: boolean } = {}) {
  return mockOf(
    SettingsPageDocument,
    {},
    {
      me: {
        __typename: 'User',
        id: SIGNED_IN.id,
        currency,
        activeSubscription: {
          __typename: 'PlanSubscription',
          id: 'sub-1',
          planIdentifier: 'premium',
          platform: 'stripe',
          status: trialing ? 'trialing' : 'active',
          trialEndsAt: new Date(Date.now() + 12 * DAY - 1000).toISOString(),
          renewsAt: '2027-01-15T10:00:00.000Z',
          cancelsAt: null,
        },
        notificationSettings: notices({ mailConfigured }),
      },
      helpContact: { __typename: 'HelpContact', mailConfigured },
    },
  );
}

const notices = (values: { offlineMessages?: boolean; mailConfigured?: boolean } = {}) => ({
  __typename: 'NotificationSettings',
  id: `/users/${SIGNED_IN.id}/notification-settings`,
  offlineMessages: true,
  channelBookings: true,
  mailConfigured: true,
  ...values,
});

const renderAt = (mocks: MockLink.MockedResponse[]) => renderSettings(mocks, { page: null });

const region = (name: string) => screen.getByRole('region', { name });

describe('/settings', { timeout: 60_000 }, () => {
  it('shows the plan, the trial days left and the renewal date; Upgrade opens the plan page', async () => {
    const { user, location } = renderAt([settings()]);
    const subscription = await screen.findByRole('region', { name: 'Subscription' });
    expect(within(subscription).getByText('Premium')).toBeTruthy();
    expect(within(subscription).getByText('12 days left')).toBeTruthy();
    expect(within(subscription).getByText('15 January 2027')).toBeTruthy();
    expect(within(subscription).getByRole('button', { name: 'Manage billing' })).toBeTruthy();
    await user.click(within(subscription).getByRole('button', { name: 'Upgrade your plan' }));
    await waitFor(() => expect(location()).toBe('/subscription/plans'));
  });

  it("sets the currency once: 'Currency set', then it only shows", async () => {
    const { user } = renderAt([
      settings(),
      mockOf(
        SetCurrencyDocument,
        { currency: 'eur' },
        { updateUser: { __typename: 'User', id: SIGNED_IN.id, currency: 'eur', currencySymbol: '€' } },
      ),
    ]);
    const currency = await screen.findByRole('region', { name: 'Currency' });
    await user.click(within(currency).getByRole('button', { name: 'Set currency' }));
    await waitFor(() => expect(within(currency).getByText(MESSAGES.required)).toBeTruthy());
    await user.selectOptions(within(currency).getByRole('combobox', { hidden: true }), 'eur');
    await user.click(within(currency).getByRole('button', { name: 'Set currency' }));
    expect(await flashed(MESSAGES.currencySet)).toBeTruthy();
    expect(await within(region('Currency')).findByText('Euro (€)')).toBeTruthy();
    expect(within(region('Currency')).queryByRole('button', { name: 'Set currency' })).toBeNull();
  });

  it("sends a help message, and says the spec's failure text when it could not be sent", async () => {
    const { user } = renderAt([
      settings({ currency: 'gbp' }),
      {
        request: { query: SendHelpEmailDocument, variables: { subject: 'Sync', content: 'Help me' } },
        result: graphQLErrorResult('sendHelpEmail', 'INTERNAL_SERVER_ERROR'),
      },
      mockOf(SendHelpEmailDocument, { subject: 'Sync', content: 'Help me' }, { sendHelpEmail: true }),
    ]);
    const help = await screen.findByRole('region', { name: 'Get Help' });
    await user.click(within(help).getByRole('button', { name: 'Send' }));
    const subject = within(help).getByRole('textbox', { name: /^Subject/ });
    await waitFor(() => expect(errorOf(subject)).toBe(MESSAGES.required));
    await user.type(subject, 'Sync');
    await user.type(within(help).getByRole('textbox', { name: /^Message/ }), 'Help me');
    await user.click(within(help).getByRole('button', { name: 'Send' }));
    expect(await within(help).findByText(MESSAGES.helpEmailFailed)).toBeTruthy();
    await user.click(within(help).getByRole('button', { name: 'Send' }));
    expect(await flashed(HELP_MESSAGES.sent)).toBeTruthy();
  });

  it('says mail is not configured instead of offering to send', async () => {
    renderAt([settings({ mailConfigured: false })]);
    expect(await screen.findByText(HELP_MESSAGES.mailNotConfigured)).toBeTruthy();
    const notifications = region('Notifications');
    expect(within(notifications).getByText(SETTINGS.notificationsMailOff)).toBeTruthy();
    for (const name of [SETTINGS.offlineMessagesLabel, SETTINGS.channelBookingsLabel]) {
      expect(within(notifications).getByRole('checkbox', { name }).hasAttribute('disabled')).toBe(true);
    }
  });

  it('switches a notice off at once and says so; a failed save says it was not saved', async () => {
    const { user } = renderAt([
      settings(),
      {
        request: { query: UpdateNotificationSettingsDocument, variables: { input: { channelBookings: false } } },
        result: graphQLErrorResult('updateNotificationSettings', 'INTERNAL_SERVER_ERROR'),
      },
      mockOf(
        UpdateNotificationSettingsDocument,
        { input: { offlineMessages: false } },
        { updateNotificationSettings: notices({ offlineMessages: false }) },
      ),
    ]);
    const notifications = await screen.findByRole('region', { name: 'Notifications' });
    const offline = within(notifications).getByRole('checkbox', { name: SETTINGS.offlineMessagesLabel });
    expect((offline as HTMLInputElement).checked).toBe(true);
    await user.click(offline);
    expect(await flashed(SETTINGS.notificationSaved(SETTINGS.offlineMessagesLabel, false))).toBeTruthy();
    expect((offline as HTMLInputElement).checked).toBe(false);
    const channels = within(notifications).getByRole('checkbox', { name: SETTINGS.channelBookingsLabel });
    await user.click(channels);
    expect(await within(notifications).findByText(SETTINGS.notificationFailed)).toBeTruthy();
    await waitFor(() => expect((channels as HTMLInputElement).checked).toBe(true));
  });
});

describe('daysLeft', () => {
  it('counts whole days, never below 0', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(daysLeft('2026-11-27T11:00:00Z', now)).toBe(1);
    expect(daysLeft('2026-12-26T12:00:00Z', now)).toBe(30);
    expect(daysLeft('2026-11-20T12:00:00Z', now)).toBe(0);
  });
});

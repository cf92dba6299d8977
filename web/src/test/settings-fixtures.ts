import type { MockLink } from '@apollo/client/testing';
import { MANUAL_STARTER_SUBSCRIPTION } from '@portal/testkit/host-profile';
import { MessageTemplatesDocument, SettingsPageDocument, WebhookEndpointsDocument } from '../__generated__/graphql';
import { meMock, SIGNED_IN } from './fixtures';
import { mockOf } from './graphql-mocks';
import { renderApp } from './render';

/** /settings' own query: a host on Starter in gbp, without mail. */
export const settingsPageMock = mockOf(
  SettingsPageDocument,
  {},
  {
    me: {
      __typename: 'User',
      id: SIGNED_IN.id,
      currency: 'gbp',
      activeSubscription: {
        __typename: 'PlanSubscription',
        id: 'sub-1',
        ...MANUAL_STARTER_SUBSCRIPTION,
      },
    },
    helpContact: { __typename: 'HelpContact', mailConfigured: false },
  },
  { maxUsageCount: 10 },
);

const emptyLists = {
  templates: mockOf(MessageTemplatesDocument, {}, { messageTemplates: [] }, { maxUsageCount: 10 }),
  webhooks: mockOf(WebhookEndpointsDocument, {}, { webhookEndpoints: [] }, { maxUsageCount: 10 }),
};

/**
 * The signed-in app at a /settings `route` with `mocks`: /settings' own query answers `page` (none: the mocks bring
 * it), the cards' lists other than the one `testing` answer empty.
 */
export function renderSettings(
  mocks: MockLink.MockedResponse[],
  {
    route = '/settings',
    testing,
    page = settingsPageMock,
  }: { route?: string; testing?: keyof typeof emptyLists; page?: MockLink.MockedResponse | null } = {},
) {
  const others = Object.entries(emptyLists).flatMap(([card, mock]) => (card === testing ? [] : [mock]));
  return renderApp({ route, user: SIGNED_IN, mocks: [meMock(), ...(page ? [page] : []), ...others, ...mocks] });
}

import { ACCESS_TOKEN_MESSAGES, MESSAGES } from '@portal/schema';
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccessTokensDocument, CreateAccessTokenDocument, RevokeAccessTokenDocument } from '../__generated__/graphql';
import { mockOf } from '../test/graphql-mocks';
import { errorOf, flashed, graphQLErrorResult } from '../test/property-fixtures';
import { renderSettings } from '../test/settings-fixtures';
import { TOKENS } from './copy';

const SECRET = `hp_${'a'.repeat(43)}`;

const accessToken = (id: string, name: string, scopes: string[], lastUsedAt: string | null = null) => ({
  __typename: 'AccessToken' as const,
  id,
  name,
  scopes,
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: null,
  lastUsedAt,
});

const listMock = (tokens: ReturnType<typeof accessToken>[]) =>
  mockOf(AccessTokensDocument, {}, { accessTokens: tokens });
const input = { name: 'Cleaning app', scopes: ['read:listings', 'read:bookings'], expiresInDays: 90 };

const renderAt = (mocks: MockLink.MockedResponse[]) => renderSettings(mocks, { route: '/settings#api-access' });

const section = () => screen.getByRole('region', { name: TOKENS.title });

describe('Settings → API access', () => {
  it('lists the tokens with their scopes and last use, or says there are none', async () => {
    renderAt([listMock([accessToken('1', 'Channel manager', ['read:bookings'], '2026-11-25T08:00:00.000Z')])]);
    expect(await screen.findByText('Channel manager')).toBeTruthy();
    expect(within(section()).getByText('read:bookings')).toBeTruthy();
    expect(within(section()).getByText(/Last used 25 Nov 2026/)).toBeTruthy();
    expect(within(section()).getByText(/No expiry/)).toBeTruthy();
  });

  it('creates a token, shows its secret once with a copy button, and lists it', async () => {
    const { user } = renderAt([
      listMock([]),
      mockOf(
        CreateAccessTokenDocument,
        { input },
        {
          createAccessToken: {
            __typename: 'CreateAccessTokenPayload',
            token: SECRET,
            accessToken: accessToken('7', 'Cleaning app', input.scopes),
          },
        },
      ),
    ]);
    expect(await screen.findByText(ACCESS_TOKEN_MESSAGES.empty)).toBeTruthy();
    await user.click(within(section()).getByRole('button', { name: TOKENS.create }));
    const form = screen.getByRole('form', { name: TOKENS.createTitle });
    await user.click(within(form).getByRole('button', { name: TOKENS.create }));
    await waitFor(() => expect(errorOf(within(form).getByRole('textbox', { name: /^Name/ }))).toBe(MESSAGES.required));
    expect(within(form).getByText(ACCESS_TOKEN_MESSAGES.scopesRequired)).toBeTruthy();

    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Cleaning app');
    await user.click(within(form).getByText('read:bookings'));
    await user.click(within(form).getByText('read:listings'));
    await user.click(within(form).getByRole('button', { name: TOKENS.create }));
    expect((await screen.findByTestId('new-token-secret')).textContent).toBe(SECRET);
    const list = within(section()).getByRole('list', { name: TOKENS.listLabel });
    expect(within(list).getByText('Cleaning app')).toBeTruthy();
    expect(within(list).getByText(TOKENS.neverUsed, { exact: false })).toBeTruthy();

    await user.click(within(section()).getByRole('button', { name: TOKENS.copy }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    await user.click(within(section()).getByRole('button', { name: TOKENS.done }));
    expect(screen.queryByTestId('new-token-secret')).toBeNull();
  });

  it("puts the server's violations on the fields", async () => {
    const { user } = renderAt([
      listMock([]),
      {
        request: { query: CreateAccessTokenDocument, variables: { input: { ...input, scopes: ['read:listings'] } } },
        result: graphQLErrorResult('createAccessToken', 'BAD_USER_INPUT', [
          { propertyPath: 'name', message: ACCESS_TOKEN_MESSAGES.nameTooLong },
        ]),
      },
    ]);
    await user.click(
      await within(await screen.findByRole('region', { name: TOKENS.title })).findByRole('button', {
        name: TOKENS.create,
      }),
    );
    const form = screen.getByRole('form', { name: TOKENS.createTitle });
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Cleaning app');
    await user.click(within(form).getByText('read:listings'));
    await user.click(within(form).getByRole('button', { name: TOKENS.create }));
    await waitFor(() =>
      expect(errorOf(within(form).getByRole('textbox', { name: /^Name/ }))).toBe(ACCESS_TOKEN_MESSAGES.nameTooLong),
    );
  });

  it('revokes a token after a confirmation and takes it off the list', async () => {
    const { user } = renderAt([
      listMock([accessToken('3', 'Old export', ['read:bookings'])]),
      mockOf(
        RevokeAccessTokenDocument,
        { id: '3' },
        {
          revokeAccessToken: { __typename: 'RevokeAccessTokenPayload', revokedId: '3' },
        },
      ),
    ]);
    await user.click(await screen.findByRole('button', { name: `${TOKENS.revoke} Old export` }));
    const dialog = screen.getByRole('alertdialog', { name: TOKENS.revokeTitle });
    await user.click(within(dialog).getByRole('button', { name: TOKENS.revoke }));
    expect(await flashed(ACCESS_TOKEN_MESSAGES.revoked)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Old export')).toBeNull());
    expect(screen.getByText(ACCESS_TOKEN_MESSAGES.empty)).toBeTruthy();
  });
});

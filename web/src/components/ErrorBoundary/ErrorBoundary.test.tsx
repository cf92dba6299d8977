import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { MESSAGES } from '@portal/schema';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HostAssistDocument } from '../../__generated__/graphql';
import { SERVICES } from '../../services/copy';
import { HostAssist } from '../../services/HostAssist';
import { SIGNED_IN } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { ErrorView } from './ErrorView';

function Thrower({ error }: { error: unknown }): never {
  throw error;
}

describe('ErrorBoundary', () => {
  beforeEach(() => {
    // React and the reporter log caught errors; keep the output readable.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('renders the generic error with Try again, Logout when signed in, and the hint when error info exists', async () => {
    const { store, user } = renderWithProviders(<Thrower error={new Error('boom')} />, { user: SIGNED_IN });
    expect(screen.getByText(MESSAGES.genericError)).toBeTruthy();
    expect(screen.getByText(MESSAGES.errorInfoHint)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Logout' }));
    // After the server was asked to revoke the token (best effort: no answer here).
    await waitFor(() => expect(store.token()).toBeNull());
  });

  it('offers no Logout link when signed out', () => {
    renderWithProviders(<Thrower error={new Error('boom')} />);
    expect(screen.getByText(MESSAGES.genericError)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Logout' })).toBeNull();
  });

  it("renders 'Could not connect' for a network failure", () => {
    renderWithProviders(<Thrower error={new TypeError('Failed to fetch')} />, { user: SIGNED_IN });
    expect(screen.getByRole('heading', { name: MESSAGES.couldNotConnectTitle })).toBeTruthy();
    expect(screen.getByText(MESSAGES.couldNotConnect)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Logout' })).toBeTruthy();
    expect(screen.queryByText(MESSAGES.genericError)).toBeNull();
  });

  it('a read that cannot reach the server shows Could not connect, and Try again reads again', async () => {
    const { user } = renderWithProviders(<HostAssist />, {
      user: SIGNED_IN,
      mocks: [
        { request: { query: HostAssistDocument }, error: new TypeError('Failed to fetch') },
        {
          request: { query: HostAssistDocument },
          result: {
            data: {
              __typename: 'Query',
              me: { __typename: 'User', id: SIGNED_IN.id, currency: 'usd' },
              helpContact: { __typename: 'HelpContact', email: 'help@portal.test' },
            },
          },
        },
      ],
    });
    expect(await screen.findByText(MESSAGES.couldNotConnect)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(SERVICES.notInArea('help@portal.test'))).toBeTruthy();
  });

  it('a read failing on the server shows the generic error', async () => {
    renderWithProviders(<HostAssist />, {
      user: SIGNED_IN,
      mocks: [
        {
          request: { query: HostAssistDocument },
          result: { errors: [{ message: 'Boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] },
        },
      ],
    });
    expect(await screen.findByText(MESSAGES.genericError)).toBeTruthy();
  });

  it('renders nothing for UNAUTHENTICATED (the sign-out is under way)', async () => {
    const error = new CombinedGraphQLErrors({
      data: null,
      errors: [{ message: 'Token expired', extensions: { code: 'UNAUTHENTICATED' } }],
    });
    renderWithProviders(<Thrower error={error} />, { user: SIGNED_IN });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});

describe('ErrorView', () => {
  it('shows only the actions it is given', () => {
    renderWithProviders(<ErrorView kind="generic" />);
    expect(screen.getByText(MESSAGES.genericError)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByText(MESSAGES.errorInfoHint)).toBeNull();
  });
});

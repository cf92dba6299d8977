import { MESSAGES } from '@portal/schema';
import { screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { LoginDocument } from '../../__generated__/graphql';
import { EMAIL_CHANGED_NOTICE, leaveSignedOutNotice } from '../../profile/signedOutNotice';
import { loginMock, meMock, SIGNED_IN } from '../../test/fixtures';
import { renderApp } from '../../test/render';

describe('LoginPage', () => {
  it('is the signed-out home, titled and linked to registration', async () => {
    renderApp({ route: '/' });
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register');
    await waitFor(() => expect(document.title).toBe('Log in · Host Portal'));
  });

  it('says once why the app signed the user out (a changed email)', async () => {
    leaveSignedOutNotice(EMAIL_CHANGED_NOTICE);
    const first = renderApp({ route: '/' });
    expect(screen.getByRole('status').textContent).toBe(EMAIL_CHANGED_NOTICE);
    first.unmount();
    renderApp({ route: '/' });
    expect(screen.queryByText(EMAIL_CHANGED_NOTICE)).toBeNull();
  });

  it('shows the login rules at the fields', async () => {
    const { user } = renderApp({ route: '/' });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(MESSAGES.required)).toBeTruthy();
    expect(screen.getByText(MESSAGES.passwordBlank)).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'short');
    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeTruthy();
    expect(screen.getByText(MESSAGES.passwordTooShort)).toBeTruthy();
  });

  it("shows 'Incorrect email or password' when the gateway refuses the credentials, and stays signed out", async () => {
    const { user, store } = renderApp({
      route: '/',
      mocks: [loginMock('ada@example.com', 'WrongPass1', false)],
    });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'WrongPass1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MESSAGES.loginFailed);
    expect(store.token()).toBeNull();
  });

  it('says how long to wait, not that the password is wrong, when the gateway answers RATE_LIMITED', async () => {
    const limited = new GraphQLError('Too many attempts. Try again in 15 minutes.', {
      path: ['login'],
      extensions: { code: 'RATE_LIMITED', retryAfter: 842 },
    });
    const { user, store } = renderApp({
      route: '/',
      mocks: [
        {
          request: { query: LoginDocument, variables: { email: 'ada@example.com', password: 'RightPass1' } },
          result: { data: null, errors: [limited] },
        },
      ],
    });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'RightPass1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Too many attempts. Try again in 15 minutes.');
    expect(alert.textContent).not.toContain(MESSAGES.loginFailed);
    expect(store.token()).toBeNull();
  });

  it('stores the signed-in user and goes on to the app', async () => {
    const { user, store } = renderApp({
      route: '/',
      mocks: [loginMock('ada@example.com', 'RightPass1'), meMock()],
    });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'RightPass1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(store.getState().auth.user).toEqual(SIGNED_IN));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });
});

import { ACCOUNT_MESSAGES, DEFAULT_PHONE_PREFIX, MESSAGES } from '@portal/schema';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { meMock, registerMock, SIGNED_IN } from '../../test/fixtures';
import { renderApp } from '../../test/render';

/** The error text of a field (Chakra links it to the input with aria-errormessage while invalid). */
function errorOf(label: string): string {
  const input = screen.getByLabelText(label);
  if (input.getAttribute('aria-invalid') !== 'true') return '';
  const id = input.getAttribute('aria-errormessage');
  return (id && document.getElementById(id)?.textContent) || '';
}

const input = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+44 7700 900123',
  plainPassword: 'Analytical1',
  acceptsMarketing: true,
};

async function fillIn(user: ReturnType<typeof renderApp>['user']) {
  await user.type(screen.getByLabelText('First name'), input.firstName);
  await user.type(screen.getByLabelText('Last name'), input.lastName);
  await user.type(screen.getByLabelText('Email'), input.email);
  await user.type(screen.getByLabelText('Phone'), ' 7700 900123');
  await user.type(screen.getByLabelText('Password'), input.plainPassword);
  await user.click(screen.getByLabelText('Send me hosting tips and product news'));
}

describe('RegisterPage', () => {
  it('has the spec fields, the phone prefilled with +44, and a link back to login', () => {
    renderApp({ route: '/register' });
    for (const label of ['First name', 'Last name', 'Email', 'Phone', 'Password']) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe(DEFAULT_PHONE_PREFIX);
    expect(screen.getByRole('checkbox')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/');
  });

  it('shows the required-field messages at their fields', async () => {
    const { user } = renderApp({ route: '/register' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(errorOf('First name')).toBe(MESSAGES.required));
    expect(errorOf('Last name')).toBe(MESSAGES.required);
    expect(errorOf('Email')).toBe(MESSAGES.required);
    expect(errorOf('Password')).toBe(MESSAGES.passwordBlank);
  });

  it('shows each of the password messages, verbatim, in the spec order (too long last, never too short)', async () => {
    const { user } = renderApp({ route: '/register' });
    const password = screen.getByLabelText('Password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(errorOf('Password')).toBe(MESSAGES.passwordBlank));
    await user.type(password, 'alllowercase');
    await waitFor(() => expect(errorOf('Password')).toBe(MESSAGES.passwordFormat));
    await user.clear(password);
    await user.type(password, 'Short1');
    await waitFor(() => expect(errorOf('Password')).toBe(MESSAGES.passwordTooShort));
    await user.clear(password);
    await user.click(password);
    await user.paste(`LongEnough1${'x'.repeat(4086)}`); // 4,097 characters
    await waitFor(() => expect(errorOf('Password')).toBe(ACCOUNT_MESSAGES.passwordTooLong));
    await user.clear(password);
    await user.type(password, 'LongEnough1');
    await waitFor(() => expect(errorOf('Password')).toBe(''));
  });

  it("puts the server's violations on their fields (plainPassword → Password)", async () => {
    const { user, store } = renderApp({
      route: '/register',
      mocks: [
        registerMock(input, {
          violations: [
            { propertyPath: 'email', message: MESSAGES.emailTaken },
            { propertyPath: 'plainPassword', message: ACCOUNT_MESSAGES.passwordTooCommon },
          ],
        }),
      ],
    });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(errorOf('Email')).toBe(MESSAGES.emailTaken));
    expect(errorOf('Password')).toBe(ACCOUNT_MESSAGES.passwordTooCommon);
    expect(store.token()).toBeNull();
    // Editing the field clears the server's message for it.
    await user.type(screen.getByLabelText('Email'), 'x');
    await waitFor(() => expect(errorOf('Email')).toBe(''));
    expect(errorOf('Password')).toBe(ACCOUNT_MESSAGES.passwordTooCommon);
  });

  it('shows a loading state while saving, then signs in and leaves for the app', async () => {
    const mock = { ...registerMock(input, 'ok'), delay: 1_000 }; // long enough to see on a busy machine
    const { user, store } = renderApp({ route: '/register', mocks: [mock, meMock()] });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const submit = await screen.findByRole('button', { name: /Creating account/ });
    expect(submit.hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(store.getState().auth.user).toEqual({ ...SIGNED_IN, email: input.email }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });

  it('sends no phone when only the +44 prefix is left', async () => {
    const { user, store } = renderApp({
      route: '/register',
      mocks: [registerMock({ ...input, phone: null, acceptsMarketing: false }, 'ok'), meMock()],
    });
    await user.type(screen.getByLabelText('First name'), input.firstName);
    await user.type(screen.getByLabelText('Last name'), input.lastName);
    await user.type(screen.getByLabelText('Email'), input.email);
    await user.type(screen.getByLabelText('Password'), input.plainPassword);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(store.token()).not.toBeNull());
  });
});

import { loginSchema, MESSAGES, registerSchema } from '@portal/schema';
import { useState } from 'react';
import { LoginDocument, RegisterDocument, UpdateAppModeDocument } from '../__generated__/guest-operations';
import { hasErrorCode } from './client';
import { STAY } from './copy';
import { FormError, TextField, useGuestForm } from './form';
import { useGuest } from './guest-context';

/** A guest account needs only a name, an email and a password (no phone, no marketing choice). */
export const guestRegisterSchema = registerSchema.pick(['firstName', 'lastName', 'email', 'plainPassword']);

function GuestRegisterForm() {
  const { client, store } = useGuest();
  const form = useGuestForm(
    guestRegisterSchema,
    { firstName: '', lastName: '', email: '', plainPassword: '' },
    async (values) => {
      const { register } = await client.request(RegisterDocument, {
        input: {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          phone: null,
          plainPassword: values.plainPassword,
          acceptsMarketing: false,
        },
      });
      store.login({ id: register.user.id, email: register.user.email, jwt: register.token });
      // A guest account: the host screens show it the app-only page.
      await client.request(UpdateAppModeDocument, { mode: 'guest' }).catch(() => undefined);
      store.setMode('guest');
    },
  );
  return (
    <form
      className="g-stack"
      noValidate
      onSubmit={(event) => void form.onSubmit(event)}
      aria-label={STAY.createAccount}
    >
      <FormError>{form.formError}</FormError>
      <TextField {...form.field('firstName')} label="First name" autoComplete="given-name" />
      <TextField {...form.field('lastName')} label="Last name" autoComplete="family-name" />
      <TextField {...form.field('email')} label="Email" type="email" autoComplete="email" />
      <TextField
        {...form.field('plainPassword')}
        label="Password"
        type="password"
        autoComplete="new-password"
        helperText="At least 8 characters, with a capital letter and a number."
      />
      <button type="submit" className="g-button g-button-primary g-button-lg" disabled={form.submitting}>
        {form.submitting ? 'Creating account…' : STAY.createAccount}
      </button>
    </form>
  );
}

function GuestLoginForm() {
  const { client, store } = useGuest();
  const form = useGuestForm(loginSchema, { email: '', password: '' }, async (values) => {
    try {
      const { login } = await client.request(LoginDocument, { email: values.email.trim(), password: values.password });
      store.login({ id: login.user.id, email: login.user.email, jwt: login.token });
    } catch (error) {
      if (hasErrorCode(error, 'UNAUTHENTICATED')) return MESSAGES.loginFailed;
      throw error;
    }
    return undefined;
  });
  return (
    <form className="g-stack" noValidate onSubmit={(event) => void form.onSubmit(event)} aria-label="Log in">
      <FormError>{form.formError}</FormError>
      <TextField {...form.field('email')} label="Email" type="email" autoComplete="email" />
      <TextField {...form.field('password')} label="Password" type="password" autoComplete="current-password" />
      <button type="submit" className="g-button g-button-primary g-button-lg" disabled={form.submitting}>
        {form.submitting ? 'Logging in…' : STAY.logIn}
      </button>
    </form>
  );
}

/** The invite link opened signed out: create a guest account (the default) or log in. */
export function GuestSignIn() {
  const [mode, setMode] = useState<'register' | 'login'>('register');
  return (
    <div className="g-card g-stack-lg">
      <div>
        <h1 className="g-h1">{STAY.signUpTitle}</h1>
        <p className="g-muted">{STAY.signUpIntro}</p>
      </div>
      {mode === 'register' ? <GuestRegisterForm /> : <GuestLoginForm />}
      <p className="g-center g-small">
        {mode === 'register' ? STAY.haveAccount : STAY.noAccount}{' '}
        <button
          type="button"
          className="g-link-button"
          onClick={() => setMode(mode === 'register' ? 'login' : 'register')}
        >
          {mode === 'register' ? STAY.logIn : STAY.createAccount}
        </button>
      </p>
    </div>
  );
}

import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { registerSchema } from '@portal/schema';
import type { SubmissionErrors } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useUpdateAppModeMutation } from '../__generated__/graphql';
import { FormError } from '../forms/FormError';
import { TextField } from '../forms/TextField';
import { validateWithYup } from '../forms/validateWithYup';
import { useSession } from '../state/useSession';
import { LoginForm } from '../users/LoginForm';
import { useRegister } from '../users/useRegister';
import { useSignIn } from '../users/useSignIn';
import { STAY } from './copy';

/** A guest account needs only a name, an email and a password (no phone, no marketing choice). */
export const guestRegisterSchema = registerSchema.pick(['firstName', 'lastName', 'email', 'plainPassword']);
type GuestRegisterValues = { firstName: string; lastName: string; email: string; plainPassword: string };
const validate = validateWithYup<GuestRegisterValues>(guestRegisterSchema);

/** Presentational: the guest's sign-up form. */
export function GuestRegisterForm({
  onSubmit,
}: {
  onSubmit: (values: GuestRegisterValues) => Promise<SubmissionErrors | void>;
}) {
  return (
    <Form<GuestRegisterValues>
      onSubmit={onSubmit}
      validate={validate}
      render={({ handleSubmit, submitting, submitError }) => (
        <Stack asChild gap="4">
          <form noValidate onSubmit={handleSubmit} aria-label={STAY.createAccount}>
            <FormError>{submitError as string | undefined}</FormError>
            <TextField name="firstName" label="First name" autoComplete="given-name" size="lg" />
            <TextField name="lastName" label="Last name" autoComplete="family-name" size="lg" />
            <TextField name="email" label="Email" type="email" autoComplete="email" size="lg" />
            <TextField
              name="plainPassword"
              label="Password"
              type="password"
              autoComplete="new-password"
              size="lg"
              helperText="At least 8 characters, with a capital letter and a number."
            />
            <Button type="submit" colorPalette="brand" size="lg" loading={submitting} loadingText="Creating account…">
              {STAY.createAccount}
            </Button>
          </form>
        </Stack>
      )}
    />
  );
}

/** The invite link opened signed out: create a guest account (the default) or log in. */
export function GuestSignIn() {
  const [mode, setMode] = useState<'register' | 'login'>('register');
  const register = useRegister();
  const signIn = useSignIn();
  const [updateMode] = useUpdateAppModeMutation();
  const session = useSession();

  async function registerGuest(values: GuestRegisterValues) {
    const errors = await register({ ...values, phone: '', acceptsMarketing: false });
    if (errors) return errors;
    // A guest account: the host screens show it the app-only page.
    await updateMode({ variables: { mode: 'guest' } }).catch(() => undefined);
    session.setMode('guest');
    return undefined;
  }

  return (
    <Card.Root>
      <Card.Body gap="5">
        <Stack gap="1">
          <Heading as="h1" size="xl">
            {STAY.signUpTitle}
          </Heading>
          <Text color="fg.muted">{STAY.signUpIntro}</Text>
        </Stack>
        {mode === 'register' ? <GuestRegisterForm onSubmit={registerGuest} /> : <LoginForm onSubmit={signIn} />}
        <Text textAlign="center" fontSize="sm">
          {mode === 'register' ? STAY.haveAccount : STAY.noAccount}{' '}
          <Button
            variant="plain"
            colorPalette="brand"
            size="sm"
            px="0"
            onClick={() => setMode(mode === 'register' ? 'login' : 'register')}
          >
            {mode === 'register' ? STAY.logIn : STAY.createAccount}
          </Button>
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

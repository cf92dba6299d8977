import { Button, Stack } from '@chakra-ui/react';
import { loginSchema, type LoginValues } from '@portal/schema';
import type { SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { FormError } from '../forms/FormError';
import { TextField } from '../forms/TextField';
import { validateWithYup } from '../forms/validateWithYup';

export { loginSchema, type LoginValues };

const validate = validateWithYup<LoginValues>(loginSchema);

/** Email and password (spec §5 Login). Presentational: the page passes onSubmit. */
export function LoginForm({ onSubmit }: { onSubmit: (values: LoginValues) => Promise<SubmissionErrors | void> }) {
  return (
    <Form<LoginValues>
      onSubmit={onSubmit}
      validate={validate}
      render={({ handleSubmit, submitting, submitError }) => (
        <Stack asChild gap="5">
          <form noValidate onSubmit={handleSubmit} aria-label="Log in">
            <FormError>{submitError as string | undefined}</FormError>
            <TextField name="email" label="Email" type="email" autoComplete="email" size="lg" />
            <TextField name="password" label="Password" type="password" autoComplete="current-password" size="lg" />
            <Button type="submit" colorPalette="brand" size="lg" loading={submitting} loadingText="Logging in…">
              Log in
            </Button>
          </form>
        </Stack>
      )}
    />
  );
}

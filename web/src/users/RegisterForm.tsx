import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { DEFAULT_PHONE_PREFIX, registerSchema, type RegisterValues } from '@portal/schema';
import type { SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { CheckboxField } from '../forms/CheckboxField';
import { FormError } from '../forms/FormError';
import { TextField } from '../forms/TextField';
import { validateWithYup } from '../forms/validateWithYup';

export { registerSchema, type RegisterValues };

/** The form's field names, which are also the API's propertyPaths (violations land on them as they are). */
export const REGISTER_FIELDS = Object.keys(registerSchema.fields) as (keyof RegisterValues)[];

const validate = validateWithYup<RegisterValues>(registerSchema);
const initialValues: Partial<RegisterValues> = { phone: DEFAULT_PHONE_PREFIX, acceptsMarketing: false };

/** Registration (spec §5 Register). Presentational: the page passes onSubmit. */
export function RegisterForm({ onSubmit }: { onSubmit: (values: RegisterValues) => Promise<SubmissionErrors | void> }) {
  return (
    <Form<RegisterValues>
      onSubmit={onSubmit}
      validate={validate}
      initialValues={initialValues}
      render={({ handleSubmit, submitting, submitError }) => (
        <Stack asChild gap="5">
          <form noValidate onSubmit={handleSubmit} aria-label="Create account">
            <FormError>{submitError as string | undefined}</FormError>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
              <TextField name="firstName" label="First name" autoComplete="given-name" />
              <TextField name="lastName" label="Last name" autoComplete="family-name" />
            </SimpleGrid>
            <TextField name="email" label="Email" type="email" autoComplete="email" />
            <TextField name="phone" label="Phone" type="tel" autoComplete="tel" />
            <TextField
              name="plainPassword"
              label="Password"
              type="password"
              autoComplete="new-password"
              helperText="At least 8 characters, with a capital letter and a number."
            />
            <CheckboxField name="acceptsMarketing">Send me hosting tips and product news</CheckboxField>
            <Button type="submit" colorPalette="brand" size="lg" loading={submitting} loadingText="Creating account…">
              Create account
            </Button>
          </form>
        </Stack>
      )}
    />
  );
}

import { Button, HStack } from '@chakra-ui/react';
import { accessTokenSchema, type AccessTokenScope, type AccessTokenValues } from '@portal/schema';
import type { SubmissionErrors } from 'final-form';
import { FormFrame } from '../forms/SchemaForm';
import { SelectField } from '../forms/SelectField';
import { TextField } from '../forms/TextField';
import { validateWithYup } from '../forms/validateWithYup';
import { EXPIRY_OPTIONS, TOKENS } from './copy';
import { ScopesField } from './ScopesField';

/** What the form holds: the expiry as the select's value ('' for never). */
export interface AccessTokenFormValues {
  name: string;
  scopes: AccessTokenScope[];
  expiresInDays: string;
}

/** The form's values as the API takes them (the yup schema's shape). */
export const toAccessTokenInput = (values: AccessTokenFormValues): AccessTokenValues => ({
  name: (values.name ?? '').trim(),
  scopes: values.scopes ?? [],
  expiresInDays: values.expiresInDays ? Number(values.expiresInDays) : null,
});

const validateInput = validateWithYup<AccessTokenValues>(accessTokenSchema);
const validate = (values: AccessTokenFormValues) => validateInput(toAccessTokenInput(values));

const INITIAL: AccessTokenFormValues = { name: '', scopes: [], expiresInDays: '90' };

/** A new token's name, scopes and expiry (presentational: the caller creates the token). */
export function AccessTokenForm({
  onSubmit,
  onCancel,
}: {
  onSubmit: (values: AccessTokenFormValues) => Promise<SubmissionErrors | undefined>;
  onCancel: () => void;
}) {
  return (
    <FormFrame<AccessTokenFormValues>
      onSubmit={onSubmit}
      validate={validate}
      initialValues={INITIAL}
      label={TOKENS.createTitle}
      gap="4"
    >
      {({ submitting }) => (
        <>
          <TextField name="name" label={TOKENS.name} helperText={TOKENS.nameHelp} autoComplete="off" required />
          <ScopesField />
          <SelectField name="expiresInDays" label={TOKENS.expiry} options={EXPIRY_OPTIONS} />
          <HStack justify="flex-end" gap="3">
            <Button variant="outline" onClick={onCancel} disabled={submitting}>
              {TOKENS.cancel}
            </Button>
            <Button type="submit" colorPalette="brand" loading={submitting} loadingText={TOKENS.creating}>
              {TOKENS.create}
            </Button>
          </HStack>
        </>
      )}
    </FormFrame>
  );
}

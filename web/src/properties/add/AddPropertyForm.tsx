import { Button, HStack, Stack } from '@chakra-ui/react';
import { addPropertySchema, AIRBNB_NAME_HINT_LENGTH, type AddPropertyValues } from '@portal/schema';
import type { SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { LISTINGS } from '../../copy';
import { FormError } from '../../forms/FormError';
import { TextField } from '../../forms/TextField';
import { validateWithYup } from '../../forms/validateWithYup';

export { addPropertySchema, type AddPropertyValues };

const validate = validateWithYup<AddPropertyValues>(addPropertySchema);

interface AddPropertyFormProps {
  onSubmit: (values: AddPropertyValues) => Promise<SubmissionErrors | void>;
  onCancel: () => void;
}

/** Spec §5 Add property: a name (required); a hint, not a rule, says Airbnb shows at most 50 characters. */
export function AddPropertyForm({ onSubmit, onCancel }: AddPropertyFormProps) {
  return (
    <Form<AddPropertyValues>
      onSubmit={(values) => onSubmit(addPropertySchema.cast(values))}
      validate={validate}
      render={({ handleSubmit, submitting, submitError, values }) => {
        const length = values.name?.trim().length ?? 0;
        return (
          <Stack asChild gap="5">
            <form noValidate onSubmit={handleSubmit} aria-label={LISTINGS.addPropertyTitle}>
              <FormError>{submitError as string | undefined}</FormError>
              <TextField
                name="name"
                label="Listing name"
                required
                autoFocus
                autoComplete="off"
                placeholder="e.g. Sunny flat by the harbour"
                helperText={
                  length > AIRBNB_NAME_HINT_LENGTH
                    ? `${LISTINGS.nameHint(AIRBNB_NAME_HINT_LENGTH)} This name has ${length}.`
                    : LISTINGS.nameHint(AIRBNB_NAME_HINT_LENGTH)
                }
              />
              <HStack justify="flex-end" gap="3">
                <Button variant="ghost" onClick={onCancel} disabled={submitting}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="brand" loading={submitting} loadingText="Adding…">
                  Add listing
                </Button>
              </HStack>
            </form>
          </Stack>
        );
      }}
    />
  );
}

import { addPropertySchema, AIRBNB_NAME_HINT_LENGTH, type AddPropertyValues } from '@portal/schema';
import type { SubmissionErrors } from 'final-form';
import { LISTINGS } from '../listings-copy';
import { FormActions } from '../../forms/FormActions';
import { SchemaForm } from '../../forms/SchemaForm';
import { TextField } from '../../forms/TextField';

export { addPropertySchema, type AddPropertyValues };

interface AddPropertyFormProps {
  onSubmit: (values: AddPropertyValues) => Promise<SubmissionErrors | void>;
  onCancel: () => void;
}

/** Spec §5 Add property: a name (required); a hint, not a rule, says Airbnb shows at most 50 characters. */
export function AddPropertyForm({ onSubmit, onCancel }: AddPropertyFormProps) {
  return (
    <SchemaForm schema={addPropertySchema} onSubmit={onSubmit} label={LISTINGS.addPropertyTitle}>
      {({ submitting, values }) => {
        const length = values.name?.trim().length ?? 0;
        return (
          <>
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
            <FormActions submitting={submitting} loadingText="Adding…" onCancel={onCancel}>
              Add listing
            </FormActions>
          </>
        );
      }}
    </SchemaForm>
  );
}

import { welcomeMessageSchema } from '@portal/schema';
import type { SubmissionErrors } from 'final-form';
import type { InferType } from 'yup';
import { CheckboxField } from '../../forms/CheckboxField';
import { FormActions } from '../../forms/FormActions';
import { SchemaForm } from '../../forms/SchemaForm';
import { TextareaField } from '../../forms/TextareaField';
import { TextField } from '../../forms/TextField';

export { welcomeMessageSchema };
export type WelcomeMessageValues = InferType<typeof welcomeMessageSchema>;
export const WELCOME_MESSAGE_FIELDS = Object.keys(welcomeMessageSchema.fields) as (keyof WelcomeMessageValues)[];

interface WelcomeMessageFormProps {
  initialValues: Partial<WelcomeMessageValues>;
  onSubmit: (values: WelcomeMessageValues) => Promise<SubmissionErrors | void>;
}

/** The guest app's welcome message, its video and the automatic message. Presentational. */
export function WelcomeMessageForm({ initialValues, onSubmit }: WelcomeMessageFormProps) {
  return (
    <SchemaForm schema={welcomeMessageSchema} initialValues={initialValues} onSubmit={onSubmit} label="Welcome message">
      {({ submitting, values }) => (
        <>
          <TextareaField
            name="welcomeMessage"
            label="Welcome message"
            rows={4}
            helperText="Guests see this when they open the app for their stay."
          />
          <TextField
            name="welcomeMessageYoutubeId"
            label="Welcome video"
            placeholder="https://youtu.be/… or the 11-character video ID"
            autoComplete="off"
            helperText="A YouTube link or video ID"
          />
          <CheckboxField name="autoMessageEnabled">Send guests an automatic message</CheckboxField>
          {values.autoMessageEnabled && (
            <TextareaField name="autoMessageContent" label="Automatic message" rows={3} required />
          )}
          <FormActions submitting={submitting}>Save welcome message</FormActions>
        </>
      )}
    </SchemaForm>
  );
}

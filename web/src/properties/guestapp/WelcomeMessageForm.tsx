import { Button, HStack, Stack } from '@chakra-ui/react';
import { welcomeMessageSchema } from '@portal/schema';
import type { SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import type { InferType } from 'yup';
import { CheckboxField } from '../../forms/CheckboxField';
import { FormError } from '../../forms/FormError';
import { TextareaField } from '../../forms/TextareaField';
import { TextField } from '../../forms/TextField';
import { validateWithYup } from '../../forms/validateWithYup';

export { welcomeMessageSchema };
export type WelcomeMessageValues = InferType<typeof welcomeMessageSchema>;
export const WELCOME_MESSAGE_FIELDS = Object.keys(welcomeMessageSchema.fields) as (keyof WelcomeMessageValues)[];

const validate = validateWithYup<WelcomeMessageValues>(welcomeMessageSchema);

interface WelcomeMessageFormProps {
  initialValues: Partial<WelcomeMessageValues>;
  onSubmit: (values: WelcomeMessageValues) => Promise<SubmissionErrors | void>;
}

/** The guest app's welcome message, its video and the automatic message. Presentational. */
export function WelcomeMessageForm({ initialValues, onSubmit }: WelcomeMessageFormProps) {
  return (
    <Form<WelcomeMessageValues>
      onSubmit={(values) => onSubmit(welcomeMessageSchema.cast(values))}
      validate={validate}
      initialValues={initialValues}
      render={({ handleSubmit, submitting, submitError, values }) => (
        <Stack asChild gap="5">
          <form noValidate onSubmit={handleSubmit} aria-label="Welcome message">
            <FormError>{submitError as string | undefined}</FormError>
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
            <HStack justify="flex-end">
              <Button type="submit" colorPalette="brand" loading={submitting} loadingText="Saving…">
                Save welcome message
              </Button>
            </HStack>
          </form>
        </Stack>
      )}
    />
  );
}

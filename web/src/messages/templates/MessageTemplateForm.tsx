import { Button, HStack, Stack } from '@chakra-ui/react';
import type { SubmissionErrors } from 'final-form';
import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import { FormError } from '../../forms/FormError';
import { TextareaField } from '../../forms/TextareaField';
import { TextField } from '../../forms/TextField';
import { validateWithYup } from '../../forms/validateWithYup';
import { TEMPLATES } from './copy';
import { messageTemplateSchema, type MessageTemplateValues } from './messageTemplateSchema';

const validate = validateWithYup<MessageTemplateValues>(messageTemplateSchema);

interface MessageTemplateFormProps {
  initialValues?: Partial<MessageTemplateValues>;
  onSubmit: (values: MessageTemplateValues) => Promise<SubmissionErrors | void>;
  /** Extra buttons (Delete) at the start of the button row. */
  actions?: ReactNode;
}

/** A message template's name and content. Presentational. */
export function MessageTemplateForm({ initialValues, onSubmit, actions }: MessageTemplateFormProps) {
  return (
    <Form<MessageTemplateValues>
      onSubmit={(values) => onSubmit(messageTemplateSchema.cast(values))}
      validate={validate}
      initialValues={initialValues}
      render={({ handleSubmit, submitting, submitError }) => (
        <Stack asChild gap="5" bg="bg.panel" borderWidth="thin" rounded="l3" p={{ base: '5', md: '6' }}>
          <form noValidate onSubmit={handleSubmit} aria-label="Message template">
            <FormError>{submitError as string | undefined}</FormError>
            <TextField name="name" label="Name" autoComplete="off" maxLength={100} required />
            <TextareaField name="content" label="Content" rows={6} required helperText={TEMPLATES.placeholderHint} />
            <HStack justify="space-between" gap="3">
              <HStack>{actions}</HStack>
              <Button type="submit" colorPalette="brand" loading={submitting} loadingText="Saving…">
                {TEMPLATES.save}
              </Button>
            </HStack>
          </form>
        </Stack>
      )}
    />
  );
}

import { Box } from '@chakra-ui/react';
import type { SubmissionErrors } from 'final-form';
import type { ReactNode } from 'react';
import { EntryFormFooter } from '../../forms/EntryFormFooter';
import { SchemaForm } from '../../forms/SchemaForm';
import { TextareaField } from '../../forms/TextareaField';
import { TextField } from '../../forms/TextField';
import { TEMPLATES } from './copy';
import { messageTemplateSchema, type MessageTemplateValues } from './messageTemplateSchema';

interface MessageTemplateFormProps {
  initialValues?: Partial<MessageTemplateValues>;
  onSubmit: (values: MessageTemplateValues) => Promise<SubmissionErrors | void>;
  /** Extra buttons (Delete) at the start of the button row. */
  actions?: ReactNode;
}

/** A message template's name and content. Presentational. */
export function MessageTemplateForm({ initialValues, onSubmit, actions }: MessageTemplateFormProps) {
  return (
    <Box bg="bg.panel" borderWidth="thin" rounded="l3" p={{ base: '5', md: '6' }}>
      <SchemaForm
        schema={messageTemplateSchema}
        initialValues={initialValues}
        onSubmit={onSubmit}
        label="Message template"
      >
        {({ submitting }) => (
          <>
            <TextField name="name" label="Name" autoComplete="off" maxLength={100} required />
            <TextareaField name="content" label="Content" rows={6} required helperText={TEMPLATES.placeholderHint} />
            <EntryFormFooter submitting={submitting} actions={actions}>
              {TEMPLATES.save}
            </EntryFormFooter>
          </>
        )}
      </SchemaForm>
    </Box>
  );
}

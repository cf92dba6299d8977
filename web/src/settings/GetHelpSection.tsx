import { Alert } from '@chakra-ui/react';
import { HELP_MESSAGES, helpEmailSchema, MESSAGES, type HelpEmailValues } from '@portal/schema';
import { FORM_ERROR, type FormApi } from 'final-form';
import { useSendHelpEmailMutation } from '../__generated__/graphql';
import { violationsOf } from '../apollo/errors';
import { useFlash } from '../components/Flash/useFlash';
import { FormActions } from '../forms/FormActions';
import { FormFrame } from '../forms/SchemaForm';
import { TextareaField } from '../forms/TextareaField';
import { TextField } from '../forms/TextField';
import { validateWithYup } from '../forms/validateWithYup';
import { SETTINGS } from './copy';

const validate = validateWithYup<HelpEmailValues>(helpEmailSchema);

/**
 * Settings' Get Help: subject and content to the help address. Any failure other than the field rules says the
 * spec's 'Something went wrong, and your message may not have been sent.'; without mail on the server, it says so.
 */
export function GetHelpSection({ mailConfigured }: { mailConfigured: boolean }) {
  const [mutate] = useSendHelpEmailMutation();
  const flash = useFlash();
  if (!mailConfigured) {
    return (
      <Alert.Root status="warning" variant="subtle">
        <Alert.Indicator />
        <Alert.Description>{HELP_MESSAGES.mailNotConfigured}</Alert.Description>
      </Alert.Root>
    );
  }
  const submit = async (values: HelpEmailValues, form: FormApi<HelpEmailValues>) => {
    try {
      await mutate({ variables: { subject: values.subject.trim(), content: values.content.trim() } });
    } catch (error) {
      const violations = violationsOf(error);
      if (violations.length > 0) return Object.fromEntries(violations.map((v) => [v.propertyPath, v.message]));
      return { [FORM_ERROR]: MESSAGES.helpEmailFailed };
    }
    flash.show(HELP_MESSAGES.sent);
    setTimeout(() => form.restart());
    return undefined;
  };
  return (
    <FormFrame<HelpEmailValues> onSubmit={submit} validate={validate} label={SETTINGS.helpTitle} gap="4">
      {({ submitting }) => (
        <>
          <TextField name="subject" label="Subject" autoComplete="off" required />
          <TextareaField name="content" label="Message" rows={5} required />
          <FormActions submitting={submitting} loadingText="Sending…">
            {SETTINGS.send}
          </FormActions>
        </>
      )}
    </FormFrame>
  );
}

import { Button, HStack, Stack } from '@chakra-ui/react';
import { WIFI_CODE_MAX, WIFI_DETAILS_MAX, WIFI_NAME_MAX, wifiSchema } from '@portal/schema';
import type { SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import type { InferType } from 'yup';
import { FormError } from '../../forms/FormError';
import { TextareaField } from '../../forms/TextareaField';
import { TextField } from '../../forms/TextField';
import { validateWithYup } from '../../forms/validateWithYup';

export type WifiValues = InferType<typeof wifiSchema>;
export const WIFI_FIELDS = Object.keys(wifiSchema.fields) as (keyof WifiValues)[];

const validate = validateWithYup<WifiValues>(wifiSchema);

interface WifiFormProps {
  initialValues: Partial<WifiValues>;
  onSubmit: (values: WifiValues) => Promise<SubmissionErrors | void>;
}

/** The wifi details guests see (spec §5 Wifi). Presentational. */
export function WifiForm({ initialValues, onSubmit }: WifiFormProps) {
  return (
    <Form<WifiValues>
      onSubmit={(values) => onSubmit(wifiSchema.cast(values))}
      validate={validate}
      initialValues={initialValues}
      render={({ handleSubmit, submitting, submitError }) => (
        <Stack asChild gap="5" maxW="xl">
          <form noValidate onSubmit={handleSubmit} aria-label="Wifi details">
            <FormError>{submitError as string | undefined}</FormError>
            <TextField
              name="wifiName"
              label="Network name"
              autoComplete="off"
              helperText={`At most ${WIFI_NAME_MAX} characters`}
            />
            <TextField
              name="wifiCode"
              label="Password"
              autoComplete="off"
              spellCheck={false}
              helperText={`At most ${WIFI_CODE_MAX} characters`}
            />
            <TextareaField
              name="wifiDetails"
              label="Notes"
              rows={3}
              helperText={`Where the router is, what to do if it drops… At most ${WIFI_DETAILS_MAX} characters.`}
            />
            <HStack justify="flex-end">
              <Button type="submit" colorPalette="brand" loading={submitting} loadingText="Saving…">
                Save wifi details
              </Button>
            </HStack>
          </form>
        </Stack>
      )}
    />
  );
}

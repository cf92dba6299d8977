import { Box } from '@chakra-ui/react';
import { WIFI_CODE_MAX, WIFI_DETAILS_MAX, WIFI_NAME_MAX, wifiSchema } from '@portal/schema';
import type { SubmissionErrors } from 'final-form';
import type { InferType } from 'yup';
import { FormActions } from '../../forms/FormActions';
import { SchemaForm } from '../../forms/SchemaForm';
import { TextareaField } from '../../forms/TextareaField';
import { TextField } from '../../forms/TextField';

export type WifiValues = InferType<typeof wifiSchema>;
export const WIFI_FIELDS = Object.keys(wifiSchema.fields) as (keyof WifiValues)[];

interface WifiFormProps {
  initialValues: Partial<WifiValues>;
  onSubmit: (values: WifiValues) => Promise<SubmissionErrors | void>;
}

/** The wifi details guests see (spec §5 Wifi). Presentational. */
export function WifiForm({ initialValues, onSubmit }: WifiFormProps) {
  return (
    <Box maxW="xl">
      <SchemaForm schema={wifiSchema} initialValues={initialValues} onSubmit={onSubmit} label="Wifi details">
        {({ submitting }) => (
          <>
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
            <FormActions submitting={submitting}>Save wifi details</FormActions>
          </>
        )}
      </SchemaForm>
    </Box>
  );
}

import { SERVICE_LIMITS } from '@portal/schema';
import type { SubmissionErrors } from 'final-form';
import type { ReactNode } from 'react';
import { EntryFormFooter } from '../forms/EntryFormFooter';
import { FormFrame } from '../forms/SchemaForm';
import { TextareaField } from '../forms/TextareaField';
import { TextField } from '../forms/TextField';
import { StepImageField } from '../properties/checkinout/StepImageField';
import { NumberField } from '../properties/pricing/NumberField';
import type { Uploader } from '../properties/photos/uploadImage';
import { SERVICES } from './copy';
import { validateServiceForm, type ServiceFormValues } from './serviceForm';
import { PANEL } from '../components/EmptyPanel/EmptyPanel';

interface ServiceFormProps {
  initialValues?: Partial<ServiceFormValues>;
  /** The host's currency symbol, shown before the price. */
  currencySymbol: string;
  /** The saved image as the browser loads it. */
  savedImageUrl: string | null;
  upload: Uploader;
  onSubmit: (values: ServiceFormValues) => Promise<SubmissionErrors | void>;
  /** Extra buttons (Delete) at the start of the button row. */
  actions?: ReactNode;
}

/** A guest service's title, price, description, image and terms (spec §5 Service). Presentational. */
export function ServiceForm({
  initialValues,
  currencySymbol,
  savedImageUrl,
  upload,
  onSubmit,
  actions,
}: ServiceFormProps) {
  return (
    <FormFrame<ServiceFormValues>
      onSubmit={onSubmit}
      validate={validateServiceForm}
      initialValues={initialValues}
      label="Guest service"
      gap="5"
      {...PANEL}
      p={{ base: '5', md: '6' }}
    >
      {({ submitting }) => (
        <>
          <TextField name="title" label="Title" autoComplete="off" maxLength={SERVICE_LIMITS.titleMax} required />
          <NumberField
            name="price"
            label="Price"
            prefix={currencySymbol}
            inputMode="decimal"
            helperText={SERVICES.priceHint}
            required
          />
          <TextareaField name="description" label="Description" rows={4} maxLength={SERVICE_LIMITS.descriptionMax} />
          <StepImageField name="image" label={SERVICES.imageLabel} savedUrl={savedImageUrl} upload={upload} />
          <TextareaField
            name="terms"
            label="Terms"
            rows={3}
            maxLength={SERVICE_LIMITS.termsMax}
            helperText={SERVICES.termsHint}
          />
          <EntryFormFooter submitting={submitting} actions={actions}>
            {SERVICES.save}
          </EntryFormFooter>
        </>
      )}
    </FormFrame>
  );
}

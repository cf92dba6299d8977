import { Box } from '@chakra-ui/react';
import {
  LOCAL_GUIDE_CATEGORIES,
  LOCAL_GUIDE_PRICE_LEVELS,
  localGuideUpdateSchema,
  localGuideSchema,
  priceSigns,
} from '@portal/schema';
import type { SubmissionErrors } from 'final-form';
import type { ReactNode } from 'react';
import type { InferType } from 'yup';
import { EntryFormFooter } from '../../forms/EntryFormFooter';
import { SchemaForm } from '../../forms/SchemaForm';
import { SelectField } from '../../forms/SelectField';
import { TextareaField } from '../../forms/TextareaField';
import { TextField } from '../../forms/TextField';
import { StepImageField } from '../../properties/checkinout/StepImageField';
import type { Uploader } from '../../properties/photos/uploadImage';
import { CATEGORY_LABELS, LOCAL_GUIDE } from './copy';

/** The form's rules: the API's (spec §5 Local guide: name required), with the type fixed by the screen. */
export const localGuideFormSchema = localGuideSchema
  .pick(['name', 'websiteUrl', 'price', 'description', 'image', 'placeId', 'placesPhotoReference'])
  .shape({
    latitude: localGuideUpdateSchema.fields.latitude,
    longitude: localGuideUpdateSchema.fields.longitude,
    category: localGuideUpdateSchema.fields.category,
  });
export type LocalGuideFormValues = InferType<typeof localGuideFormSchema>;
export const LOCAL_GUIDE_FIELDS = Object.keys(localGuideFormSchema.fields) as (keyof LocalGuideFormValues)[];

const PRICE_OPTIONS = LOCAL_GUIDE_PRICE_LEVELS.map((level) => ({ value: String(level), label: priceSigns(level) }));
const CATEGORY_OPTIONS = LOCAL_GUIDE_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }));

interface LocalGuideFormProps {
  initialValues?: Partial<LocalGuideFormValues>;
  /** Hotspots have a category. */
  hotspot: boolean;
  savedImageUrl: string | null;
  upload: Uploader;
  onSubmit: (values: LocalGuideFormValues) => Promise<SubmissionErrors | void>;
  actions?: ReactNode;
}

/** A local guide entry entered (or corrected) by hand. Presentational. */
export function LocalGuideForm({
  initialValues,
  hotspot,
  savedImageUrl,
  upload,
  onSubmit,
  actions,
}: LocalGuideFormProps) {
  return (
    <Box maxW="2xl">
      <SchemaForm
        schema={localGuideFormSchema}
        initialValues={initialValues}
        onSubmit={onSubmit}
        label="Local guide entry"
      >
        {({ submitting }) => (
          <>
            <TextField name="name" label="Name" required autoComplete="off" />
            {hotspot && (
              <SelectField
                name="category"
                label="Category"
                placeholder="Choose a category"
                options={CATEGORY_OPTIONS}
              />
            )}
            <SelectField name="price" label="Price" placeholder="Not set" options={PRICE_OPTIONS} />
            <TextField name="websiteUrl" label="Website" type="url" placeholder="https://…" autoComplete="off" />
            <TextareaField name="description" label="Why you recommend it" rows={4} />
            <StepImageField name="image" label="Photo" savedUrl={savedImageUrl} upload={upload} />
            <EntryFormFooter submitting={submitting} actions={actions}>
              {LOCAL_GUIDE.save}
            </EntryFormFooter>
          </>
        )}
      </SchemaForm>
    </Box>
  );
}

import { Box } from '@chakra-ui/react';
import { HOME_GUIDE_DESCRIPTION_MAX, HOME_GUIDE_TITLE_MAX, homeGuideSchema, youtubeVideoId } from '@portal/schema';
import type { SubmissionErrors } from 'final-form';
import type { ReactNode } from 'react';
import type { InferType } from 'yup';
import { EntryFormFooter } from '../../forms/EntryFormFooter';
import { SchemaForm } from '../../forms/SchemaForm';
import { TextareaField } from '../../forms/TextareaField';
import { TextField } from '../../forms/TextField';
import { StepImageField } from '../../properties/checkinout/StepImageField';
import { YoutubeField } from '../../properties/checkinout/YoutubeField';
import type { Uploader } from '../../properties/photos/uploadImage';
import { VideoEmbed } from '../VideoEmbed';
import { HOME_GUIDE } from './copy';

/** The form's rules: the API's (spec §5 Home guide). */
export const homeGuideFormSchema = homeGuideSchema.pick(['title', 'description', 'image', 'youtubeId']);
export type HomeGuideFormValues = InferType<typeof homeGuideFormSchema>;
export const HOME_GUIDE_FIELDS = Object.keys(homeGuideFormSchema.fields) as (keyof HomeGuideFormValues)[];

interface HomeGuideFormProps {
  initialValues?: Partial<HomeGuideFormValues>;
  savedImageUrl: string | null;
  upload: Uploader;
  onSubmit: (values: HomeGuideFormValues) => Promise<SubmissionErrors | void>;
  /** Delete, on the edit screen. */
  actions?: ReactNode;
}

/** A home guide entry: title, description, image and a video that plays inline. Presentational. */
export function HomeGuideForm({ initialValues, savedImageUrl, upload, onSubmit, actions }: HomeGuideFormProps) {
  return (
    <Box maxW="2xl">
      <SchemaForm
        schema={homeGuideFormSchema}
        initialValues={initialValues}
        onSubmit={onSubmit}
        label="Home guide entry"
      >
        {({ submitting, values }) => {
          const videoId = values.youtubeId ? youtubeVideoId(values.youtubeId) : null;
          return (
            <>
              <TextField
                name="title"
                label="Title"
                required
                autoComplete="off"
                helperText={`At most ${HOME_GUIDE_TITLE_MAX} characters`}
              />
              <TextareaField
                name="description"
                label="Description"
                rows={6}
                helperText={`At most ${HOME_GUIDE_DESCRIPTION_MAX} characters; new lines are kept.`}
              />
              <StepImageField name="image" label="Image" savedUrl={savedImageUrl} upload={upload} />
              <YoutubeField name="youtubeId" label={HOME_GUIDE.video} />
              {videoId && <VideoEmbed youtubeId={videoId} title={values.title || HOME_GUIDE.video} />}
              <EntryFormFooter submitting={submitting} actions={actions}>
                {HOME_GUIDE.save}
              </EntryFormFooter>
            </>
          );
        }}
      </SchemaForm>
    </Box>
  );
}

import { Button, HStack, Stack } from '@chakra-ui/react';
import { HOME_GUIDE_DESCRIPTION_MAX, HOME_GUIDE_TITLE_MAX, homeGuideSchema, youtubeVideoId } from '@portal/schema';
import type { SubmissionErrors } from 'final-form';
import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import type { InferType } from 'yup';
import { FormError } from '../../forms/FormError';
import { TextareaField } from '../../forms/TextareaField';
import { TextField } from '../../forms/TextField';
import { validateWithYup } from '../../forms/validateWithYup';
import { StepImageField } from '../../properties/checkinout/StepImageField';
import { YoutubeField } from '../../properties/checkinout/YoutubeField';
import type { Uploader } from '../../properties/photos/uploadImage';
import { VideoEmbed } from '../VideoEmbed';
import { HOME_GUIDE } from './copy';

/** The form's rules: the API's (spec §5 Home guide). */
export const homeGuideFormSchema = homeGuideSchema.pick(['title', 'description', 'image', 'youtubeId']);
export type HomeGuideFormValues = InferType<typeof homeGuideFormSchema>;
export const HOME_GUIDE_FIELDS = Object.keys(homeGuideFormSchema.fields) as (keyof HomeGuideFormValues)[];

const validate = validateWithYup<HomeGuideFormValues>(homeGuideFormSchema);

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
    <Form<HomeGuideFormValues>
      onSubmit={(values) => onSubmit(homeGuideFormSchema.cast(values))}
      validate={validate}
      initialValues={initialValues}
      render={({ handleSubmit, submitting, submitError, values }) => {
        const videoId = values.youtubeId ? youtubeVideoId(values.youtubeId) : null;
        return (
          <Stack asChild gap="5" maxW="2xl">
            <form noValidate onSubmit={handleSubmit} aria-label="Home guide entry">
              <FormError>{submitError as string | undefined}</FormError>
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
              <HStack justify="space-between" gap="3" wrap="wrap">
                <div>{actions}</div>
                <Button type="submit" colorPalette="brand" loading={submitting} loadingText="Saving…">
                  {HOME_GUIDE.save}
                </Button>
              </HStack>
            </form>
          </Stack>
        );
      }}
    />
  );
}

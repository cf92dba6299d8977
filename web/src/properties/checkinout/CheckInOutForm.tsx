import { Card, SimpleGrid, Stack } from '@chakra-ui/react';
import type { SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { FormActions } from '../../forms/FormActions';
import { FormError } from '../../forms/FormError';
import { TextareaField } from '../../forms/TextareaField';
import { TextField } from '../../forms/TextField';
import { validateWithYup } from '../../forms/validateWithYup';
import type { Uploader } from '../photos/uploadImage';
import {
  checkInOutSchema,
  descriptionField,
  imageField,
  STEPS,
  type CheckInOutValues,
  type GuideSide,
} from './checkInOutForm';
import { StepImageField } from './StepImageField';
import { YoutubeField } from './YoutubeField';

const validate = validateWithYup<CheckInOutValues>(checkInOutSchema);

interface CheckInOutFormProps {
  initialValues: CheckInOutValues;
  /** The saved step images as the browser loads them, by image field name. */
  savedImageUrls: Partial<Record<string, string | null>>;
  upload: Uploader;
  onSubmit: (values: CheckInOutValues) => Promise<SubmissionErrors | void>;
}

function Guide({
  side,
  title,
  savedImageUrls,
  upload,
}: {
  side: GuideSide;
  title: string;
  savedImageUrls: CheckInOutFormProps['savedImageUrls'];
  upload: Uploader;
}) {
  const headingId = `guide-${side}`;
  const noun = side === 'checkIn' ? 'Check-in' : 'Check-out';
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" rounded="l2">
      <Card.Header pb="3">
        <Card.Title id={headingId} as="h3" fontSize="md">
          {title}
        </Card.Title>
      </Card.Header>
      <Card.Body pt="0" gap="5">
        <YoutubeField name={`${side}YoutubeId`} label={`${noun} video`} />
        {STEPS.map((step) => (
          <SimpleGrid key={step} columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
            <TextareaField
              name={descriptionField(side, step)}
              label={`${noun} step ${step} description`}
              required={side === 'checkIn' && step === 1}
              minH="20"
            />
            <StepImageField
              name={imageField(side, step)}
              label={`${noun} step ${step} image`}
              savedUrl={savedImageUrls[imageField(side, step)] ?? null}
              upload={upload}
            />
          </SimpleGrid>
        ))}
      </Card.Body>
    </Card.Root>
  );
}

const TIME_HINT = '24-hour HH:MM';

/** Check-In/Out Guides (spec §5 Check-in/out). Presentational: the section passes onSubmit and upload. */
export function CheckInOutForm({ initialValues, savedImageUrls, upload, onSubmit }: CheckInOutFormProps) {
  return (
    <Form<CheckInOutValues>
      onSubmit={onSubmit}
      validate={validate}
      initialValues={initialValues}
      render={({ handleSubmit, submitting, submitError, dirtySinceLastSubmit }) => (
        <Stack asChild gap="4">
          <form noValidate onSubmit={handleSubmit} aria-label="Check-In/Out Guides">
            <Card.Root as="section" aria-labelledby="guide-times" variant="outline" rounded="l2">
              <Card.Header pb="3">
                <Card.Title id="guide-times" as="h3" fontSize="md">
                  Arrival and departure
                </Card.Title>
              </Card.Header>
              <Card.Body pt="0">
                <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
                  <TextField
                    name="arriveAfter"
                    label="Arrive after"
                    placeholder="15:00"
                    inputMode="numeric"
                    helperText={TIME_HINT}
                    required
                  />
                  <TextField
                    name="arriveBefore"
                    label="Arrive before"
                    placeholder="22:00"
                    inputMode="numeric"
                    helperText={TIME_HINT}
                    required
                  />
                  <TextField
                    name="departBefore"
                    label="Depart before"
                    placeholder="11:00"
                    inputMode="numeric"
                    helperText={TIME_HINT}
                    required
                  />
                </SimpleGrid>
              </Card.Body>
            </Card.Root>
            <Guide side="checkIn" title="Check-in guide" savedImageUrls={savedImageUrls} upload={upload} />
            <Guide side="checkOut" title="Check-out guide" savedImageUrls={savedImageUrls} upload={upload} />
            {!dirtySinceLastSubmit && <FormError>{submitError as string | undefined}</FormError>}
            <FormActions submitting={submitting}>Save guides</FormActions>
          </form>
        </Stack>
      )}
    />
  );
}

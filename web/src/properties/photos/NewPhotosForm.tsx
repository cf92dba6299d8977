import { Alert, Button, HStack, Heading, List, SimpleGrid, Stack } from '@chakra-ui/react';
import { IMAGE_UPLOADING, PROPERTY_MESSAGES } from '@portal/schema';
import { FORM_ERROR, type FormApi, type SubmissionErrors } from 'final-form';
import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { FormError } from '../../forms/FormError';
import { validateWithYup } from '../../forms/validateWithYup';
import { DropZone } from './DropZone';
import { newPhotosSchema, type NewPhotosValues } from './newPhotosForm';
import { MAIN } from './photoRules';
import { StagedPhotoTile, type StagedUpload } from './StagedPhotoTile';
import { isAcceptedImage, UploadError, type Uploader } from './uploadImage';

export { newPhotosSchema, type NewPhotosValues };

interface NewPhotosFormProps {
  /** Adds the staged photos to the listing; answers errors at `photos.<key>.<field>` for those that failed. */
  onSubmit: (values: NewPhotosValues) => Promise<SubmissionErrors | void>;
  /** Uploads one file (POST /api/images); the form shows its progress. */
  upload: Uploader;
  /** A staged photo was discarded after its upload finished: the uploaded image can go. */
  onDiscard?: (image: string) => void;
  /** The listing has no main photo yet: the first photo picked is offered as the main photo. */
  suggestMain?: boolean;
}

const INITIAL: NewPhotosValues = { photos: {} };
const validate = validateWithYup<NewPhotosValues>(newPhotosSchema);

interface Staged extends StagedUpload {
  controller: AbortController;
}

/**
 * The photos being added (spec §4 Image upload): each file uploads at once behind a placeholder tile with its
 * progress, while its image field holds IMAGE_UPLOADING ('Image is still uploading'); the host picks its room type
 * and caption meanwhile, then adds them all. Presentational: the section passes onSubmit and upload.
 */
export function NewPhotosForm({ onSubmit, upload, onDiscard, suggestMain }: NewPhotosFormProps) {
  const [staged, setStaged] = useState<Record<string, Staged>>({});
  const [refused, setRefused] = useState<string[]>([]);
  const live = useRef(new Map<string, Staged>());
  const sequence = useRef(0);

  useEffect(() => {
    const current = live.current;
    return () => {
      for (const entry of current.values()) {
        entry.controller.abort();
        if (entry.preview) URL.revokeObjectURL?.(entry.preview);
      }
    };
  }, []);

  const patch = (key: string, change: Partial<Staged>) =>
    setStaged((all) => {
      const entry = all[key];
      if (!entry) return all;
      const next = { ...entry, ...change };
      live.current.set(key, next);
      return { ...all, [key]: next };
    });

  function drop(key: string, form: FormApi<NewPhotosValues>, discarded: boolean) {
    const entry = live.current.get(key);
    if (!entry) return;
    live.current.delete(key);
    entry.controller.abort();
    if (entry.preview) URL.revokeObjectURL?.(entry.preview);
    const image = form.getState().values.photos?.[key]?.image;
    if (discarded && image && image !== IMAGE_UPLOADING) onDiscard?.(image);
    form.change(`photos.${key}` as keyof NewPhotosValues, undefined);
    setStaged((all) => {
      const { [key]: _gone, ...rest } = all;
      return rest;
    });
  }

  function addFiles(files: File[], form: FormApi<NewPhotosValues>) {
    const rejected: string[] = [];
    let offerMain =
      suggestMain === true &&
      !Object.values(form.getState().values.photos ?? {}).some((p) => p.propertyPhotoType === MAIN);
    for (const file of files) {
      if (!isAcceptedImage(file)) {
        rejected.push(`${file.name}: ${PROPERTY_MESSAGES.imageType}`);
        continue;
      }
      sequence.current += 1;
      const key = `p${sequence.current}`;
      const entry: Staged = {
        name: file.name,
        preview: typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null,
        progress: 0,
        error: null,
        controller: new AbortController(),
      };
      live.current.set(key, entry);
      setStaged((all) => ({ ...all, [key]: entry }));
      form.change(
        `photos.${key}` as keyof NewPhotosValues,
        {
          image: IMAGE_UPLOADING,
          propertyPhotoType: offerMain ? MAIN : '',
          caption: '',
        } as never,
      );
      offerMain = false;
      upload(file, { signal: entry.controller.signal, onProgress: (fraction) => patch(key, { progress: fraction }) })
        .then((image) => {
          if (!live.current.has(key)) return;
          patch(key, { progress: 1 });
          form.change(`photos.${key}.image` as keyof NewPhotosValues, image['@id'] as never);
        })
        .catch((error: unknown) => {
          if (!live.current.has(key)) return;
          patch(key, { error: error instanceof UploadError ? error.message : PROPERTY_MESSAGES.imageUnreadable });
          form.change(`photos.${key}.image` as keyof NewPhotosValues, null as never);
        });
    }
    setRefused(rejected);
  }

  async function submit(values: NewPhotosValues, form: FormApi<NewPhotosValues>) {
    const errors = await onSubmit(values);
    const failed = (errors as { photos?: Record<string, unknown> } | undefined)?.photos ?? {};
    if (!errors || !(FORM_ERROR in errors)) {
      form.batch(() => {
        for (const key of Object.keys(values.photos)) if (!(key in failed)) drop(key, form, false);
      });
    }
    return errors ?? undefined;
  }

  return (
    <Form<NewPhotosValues>
      onSubmit={submit}
      validate={validate}
      initialValues={INITIAL}
      render={({ handleSubmit, form, submitting, submitError, values }) => {
        const keys = Object.keys(values.photos ?? {}).filter((key) => staged[key]);
        return (
          <Stack asChild gap="4">
            <form noValidate onSubmit={handleSubmit} aria-label="Add photos">
              <DropZone onFiles={(files) => addFiles(files, form)} disabled={submitting} />
              {refused.length > 0 && (
                <Alert.Root status="error" variant="subtle" role="alert">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>Some files were not added</Alert.Title>
                    <Alert.Description>
                      <List.Root ps="4">
                        {refused.map((line) => (
                          <List.Item key={line}>{line}</List.Item>
                        ))}
                      </List.Root>
                    </Alert.Description>
                  </Alert.Content>
                </Alert.Root>
              )}
              {keys.length > 0 && (
                <Stack gap="3">
                  <Heading as="h3" size="sm">
                    New photos
                  </Heading>
                  <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
                    {keys.map((key) => (
                      <StagedPhotoTile
                        key={key}
                        fieldKey={key}
                        upload={staged[key] as Staged}
                        onRemove={() => drop(key, form, true)}
                      />
                    ))}
                  </SimpleGrid>
                  <FormError>{submitError as string | undefined}</FormError>
                  <HStack justify="flex-end">
                    <Button type="submit" colorPalette="brand" loading={submitting} loadingText="Adding…">
                      {keys.length === 1 ? 'Add 1 photo' : `Add ${keys.length} photos`}
                    </Button>
                  </HStack>
                </Stack>
              )}
            </form>
          </Stack>
        );
      }}
    />
  );
}

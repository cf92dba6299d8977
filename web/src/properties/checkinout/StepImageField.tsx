import { Box, Button, Field, HStack, Image, Progress, Stack, Text } from '@chakra-ui/react';
import { IMAGE_UPLOADING, PROPERTY_MESSAGES } from '@portal/schema';
import { useEffect, useRef, useState } from 'react';
import { useField } from 'react-final-form';
import { fieldError } from '../../forms/fieldError';
import { IMAGE_ACCEPT, isAcceptedImage, UploadError, type Uploader } from '../photos/uploadImage';

interface StepImageFieldProps {
  name: string;
  label: string;
  /** The saved image as the browser loads it (the listing's `…ImageUrl`). */
  savedUrl: string | null;
  upload: Uploader;
}

/**
 * A step image (spec §4 Image upload): idle, uploading (the value is IMAGE_UPLOADING, so the form refuses to save
 * with 'Image is still uploading'), done (the value is the upload's `/images/{id}`), or removed (null).
 */
export function StepImageField({ name, label, savedUrl, upload }: StepImageFieldProps) {
  const { input, meta } = useField<string | null>(name, { allowNull: true });
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const value = input.value || null;
  const uploading = value === IMAGE_UPLOADING;
  // The saved URL shows while the value is the saved reference; a fresh upload shows its own.
  const shown = value === null ? null : value === meta.initial ? (preview ?? savedUrl) : preview;
  const error = failure ?? (uploading ? (meta.error as string | undefined) : fieldError(meta));

  async function pick(file: File) {
    setFailure(null);
    if (!isAcceptedImage(file)) {
      setFailure(PROPERTY_MESSAGES.imageType);
      return;
    }
    const previous = value;
    controller.current?.abort();
    controller.current = new AbortController();
    setProgress(0);
    setPreview(null);
    input.onChange(IMAGE_UPLOADING);
    input.onBlur(); // touched: the field shows 'Image is still uploading' at once
    try {
      const image = await upload(file, { signal: controller.current.signal, onProgress: setProgress });
      setPreview(image.mediumUrl ?? image.squareSmallUrl ?? null);
      input.onChange(image['@id']);
    } catch (caught) {
      if (controller.current?.signal.aborted) return;
      setFailure(caught instanceof UploadError ? caught.message : PROPERTY_MESSAGES.imageUnreadable);
      input.onChange(previous);
    }
  }

  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <HStack align="flex-start" gap="3" w="full">
        <Box w="28" flexShrink={0} aspectRatio={4 / 3} rounded="l2" overflow="hidden" bg="bg.muted" borderWidth="thin">
          {shown ? (
            <Image src={shown} alt={label} w="full" h="full" objectFit="cover" />
          ) : (
            <Text h="full" display="flex" alignItems="center" justifyContent="center" fontSize="xs" color="fg.subtle">
              {uploading ? 'Uploading…' : 'No image'}
            </Text>
          )}
        </Box>
        <Stack gap="2" flex="1" minW="0">
          {uploading ? (
            <Progress.Root
              value={Math.round(progress * 100)}
              size="sm"
              colorPalette="brand"
              aria-label={`Uploading ${label}`}
            >
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          ) : (
            <HStack gap="2">
              <Button type="button" size="xs" variant="outline" onClick={() => fileInput.current?.click()}>
                {value ? 'Replace image' : 'Upload image'}
              </Button>
              {value && (
                <Button
                  type="button"
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  onClick={() => {
                    setPreview(null);
                    setFailure(null);
                    input.onChange(null);
                  }}
                >
                  Remove
                </Button>
              )}
            </HStack>
          )}
          {!error && (
            <Text fontSize="xs" color="fg.muted">
              JPG or PNG.
            </Text>
          )}
          <Field.ErrorText>{error}</Field.ErrorText>
        </Stack>
      </HStack>
      <input
        ref={fileInput}
        type="file"
        accept={IMAGE_ACCEPT}
        aria-label={`Upload ${label}`}
        hidden
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void pick(file);
        }}
      />
    </Field.Root>
  );
}

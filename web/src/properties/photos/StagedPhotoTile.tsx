import { Box, Card, CloseButton, HStack, Image, Progress, Stack, Text } from '@chakra-ui/react';
import { IMAGE_UPLOADING } from '@portal/schema';
import { useField } from 'react-final-form';
import { CheckIcon } from '../../components/Icons/icons';
import { SelectField } from '../../forms/SelectField';
import { TextField } from '../../forms/TextField';
import { PHOTO_TYPE_OPTIONS } from './photoRules';

export interface StagedUpload {
  name: string;
  /** A local preview of the file (object URL), null where the browser cannot make one. */
  preview: string | null;
  /** 0 to 1. */
  progress: number;
  /** Why the upload failed. */
  error: string | null;
}

interface StagedPhotoTileProps {
  fieldKey: string;
  upload: StagedUpload;
  onRemove: () => void;
}

/** A photo being added: its placeholder with the upload's progress, then its room type and caption. */
export function StagedPhotoTile({ fieldKey, upload, onRemove }: StagedPhotoTileProps) {
  const base = `photos.${fieldKey}`;
  const { input, meta } = useField<string | null>(`${base}.image`, {
    subscription: { value: true, error: true, submitError: true, dirtySinceLastSubmit: true },
  });
  const uploading = input.value === IMAGE_UPLOADING;
  const percent = Math.round(upload.progress * 100);
  const imageError = upload.error ?? (uploading ? (meta.error as string | undefined) : undefined);
  const submitError = !meta.dirtySinceLastSubmit ? (meta.submitError as string | undefined) : undefined;
  return (
    <Card.Root as="section" aria-label={`New photo ${upload.name}`} variant="outline" rounded="l2" overflow="hidden">
      <Box position="relative" aspectRatio={4 / 3} bg="bg.muted">
        {upload.preview && (
          <Image src={upload.preview} alt="" w="full" h="full" objectFit="cover" opacity={uploading ? 0.5 : 1} />
        )}
        <CloseButton
          position="absolute"
          top="2"
          right="2"
          size="xs"
          variant="solid"
          aria-label={`Discard ${upload.name}`}
          onClick={onRemove}
        />
      </Box>
      <Card.Body gap="3" p="3">
        <Text fontSize="sm" fontWeight="medium" truncate title={upload.name}>
          {upload.name}
        </Text>
        {uploading && (
          <Stack gap="1">
            <Progress.Root value={percent} size="sm" colorPalette="brand" aria-label={`Uploading ${upload.name}`}>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            <HStack justify="space-between" fontSize="xs" color="fg.muted">
              <Text role="status">{imageError}</Text>
              <Text>{percent}%</Text>
            </HStack>
          </Stack>
        )}
        {!uploading && upload.error && (
          <Text role="alert" fontSize="sm" color="fg.error">
            {upload.error}
          </Text>
        )}
        {!uploading && !upload.error && (
          <HStack fontSize="xs" color="fg.success" gap="1">
            <CheckIcon boxSize="3.5" />
            <Text>Uploaded</Text>
          </HStack>
        )}
        {submitError && (
          <Text role="alert" fontSize="sm" color="fg.error">
            {submitError}
          </Text>
        )}
        <SelectField
          name={`${base}.propertyPhotoType`}
          label="Room type"
          placeholder="Choose a room type"
          options={PHOTO_TYPE_OPTIONS}
          required
        />
        <TextField name={`${base}.caption`} label="Caption" size="sm" />
      </Card.Body>
    </Card.Root>
  );
}

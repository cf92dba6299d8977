import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { IMAGE_ACCEPT } from './uploadImage';

interface DropZoneProps {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
}

/** Where photos come in: dropped on it, or picked with the button (several at once). */
export function DropZone({ onFiles, disabled }: DropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  return (
    <Box
      data-testid="photo-drop-zone"
      borderWidth="thick"
      borderStyle="dashed"
      borderColor={over ? 'brand.solid' : 'border'}
      bg={over ? 'brand.subtle' : 'bg.subtle'}
      rounded="l2"
      px="6"
      py="8"
      textAlign="center"
      transition="background 0.15s, border-color 0.15s"
      onDragEnter={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        if (!disabled) onFiles(Array.from(event.dataTransfer.files));
      }}
    >
      <Stack gap="3" align="center">
        <Text fontWeight="medium">Drag photos here</Text>
        <Text fontSize="sm" color="fg.muted">
          JPG or PNG, several at once.
        </Text>
        <Button
          type="button"
          size="sm"
          colorPalette="brand"
          variant="outline"
          disabled={disabled}
          onClick={() => input.current?.click()}
        >
          Choose photos
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          accept={IMAGE_ACCEPT}
          aria-label="Upload photos"
          hidden
          onChange={(event) => {
            const files = Array.from(event.currentTarget.files ?? []);
            event.currentTarget.value = '';
            if (files.length > 0) onFiles(files);
          }}
        />
      </Stack>
    </Box>
  );
}

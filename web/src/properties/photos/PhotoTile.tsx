import { Badge, Box, Card, Field, HStack, IconButton, Image, Input, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/schema';
import { useEffect, useState } from 'react';
import {
  PhotoTile_ImageFragmentDoc,
  type PhotoTile_ImageFragment,
  type PropertyImageInput,
  type PropertyPhotoType,
} from '../../__generated__/graphql';
import { OptionsSelect } from '../../forms/OptionsSelect';
import { useFragmentData, type FragmentRef } from '../../apollo/fragments';
import { RemoveItemButton } from '../../components/Dialog/RemoveItemButton';
import { ActionFailure } from '../../components/ErrorBoundary/ActionError';
import { MAIN, PHOTO_TYPE_OPTIONS } from './photoRules';

interface PhotoTileProps {
  image: FragmentRef<PhotoTile_ImageFragment>;
  index: number;
  total: number;
  onUpdate: (id: string, input: PropertyImageInput) => Promise<unknown>;
  onMove: (id: string, toIndex: number) => Promise<unknown>;
  onRemove: () => void;
  /** Drag and drop between tiles: the parent knows which tile is dragged. */
  dragHandlers: {
    onDragStart: () => void;
    onDragEnd: () => void;
    onDrop: () => void;
    dragging: boolean;
    target: boolean;
    onDragOver: () => void;
  };
}

const ArrowLeft = () => <span aria-hidden>←</span>;
const ArrowRight = () => <span aria-hidden>→</span>;

/** One photo of the listing: thumbnail, room type (required) and caption, saved as they change; move and delete. */
export function PhotoTile(props: PhotoTileProps) {
  const image = useFragmentData(PhotoTile_ImageFragmentDoc, props.image);
  return image && <Tile {...props} image={image} />;
}

function Tile({
  image,
  index,
  total,
  onUpdate,
  onMove,
  onRemove,
  dragHandlers,
}: Omit<PhotoTileProps, 'image'> & { image: PhotoTile_ImageFragment }) {
  const [caption, setCaption] = useState(image.caption ?? '');
  const [error, setError] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => setCaption(image.caption ?? ''), [image.caption]);

  const number = index + 1;
  const main = image.propertyPhotoType === MAIN;
  const untyped = !image.propertyPhotoType;
  const src = image.sizes.mediumUrl ?? image.sizes.squareSmallUrl ?? undefined;

  async function run(action: () => Promise<unknown>) {
    setSaving(true);
    const failure = await action();
    setSaving(false);
    setError(failure);
  }

  const saveCaption = () => {
    const next = caption.trim();
    if (next === (image.caption ?? '')) return;
    void run(() => onUpdate(image.id, { caption: next }));
  };

  return (
    <Card.Root
      as="section"
      aria-label={`Photo ${number}`}
      variant="outline"
      rounded="l2"
      overflow="hidden"
      draggable
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', image.id);
        dragHandlers.onDragStart();
      }}
      onDragEnd={dragHandlers.onDragEnd}
      onDragOver={(event) => {
        event.preventDefault();
        dragHandlers.onDragOver();
      }}
      onDrop={(event) => {
        event.preventDefault();
        dragHandlers.onDrop();
      }}
      opacity={dragHandlers.dragging ? 0.5 : 1}
      borderColor={
        dragHandlers.target ? 'brand.solid' : main ? 'brand.emphasized' : untyped ? 'border.error' : undefined
      }
      borderWidth={dragHandlers.target || main ? 'thick' : 'thin'}
      cursor="grab"
    >
      <Box position="relative" aspectRatio={4 / 3} bg="bg.muted">
        {src && (
          <Image
            src={src}
            alt={image.caption || `Photo ${number}`}
            w="full"
            h="full"
            objectFit="cover"
            draggable={false}
          />
        )}
        <HStack position="absolute" top="2" left="2" gap="1">
          <Badge variant="solid" colorPalette="gray">
            {number}
          </Badge>
          {main && (
            <Badge variant="solid" colorPalette="brand">
              Main photo
            </Badge>
          )}
        </HStack>
      </Box>
      <Card.Body gap="3" p="3">
        <Field.Root invalid={untyped} required disabled={saving}>
          <Field.Label fontSize="sm">Room type</Field.Label>
          <OptionsSelect
            size="sm"
            aria-label={`Room type of photo ${number}`}
            value={image.propertyPhotoType ?? ''}
            placeholder={untyped ? 'Choose a room type' : undefined}
            onChange={(event) => {
              const value = event.currentTarget.value as PropertyPhotoType;
              if (value) void run(() => onUpdate(image.id, { propertyPhotoType: value }));
            }}
            options={PHOTO_TYPE_OPTIONS}
          />
          <Field.ErrorText>{MESSAGES.required}</Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label fontSize="sm">Caption</Field.Label>
          <Input
            size="sm"
            aria-label={`Caption of photo ${number}`}
            value={caption}
            onChange={(event) => setCaption(event.currentTarget.value)}
            onBlur={saveCaption}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                saveCaption();
              }
            }}
          />
        </Field.Root>
        <ActionFailure error={error} />
        <HStack justify="space-between">
          <HStack gap="1">
            <IconButton
              type="button"
              size="xs"
              variant="outline"
              aria-label={`Move photo ${number} earlier`}
              disabled={index === 0 || saving}
              onClick={() => void run(() => onMove(image.id, index - 1))}
            >
              <ArrowLeft />
            </IconButton>
            <IconButton
              type="button"
              size="xs"
              variant="outline"
              aria-label={`Move photo ${number} later`}
              disabled={index === total - 1 || saving}
              onClick={() => void run(() => onMove(image.id, index + 1))}
            >
              <ArrowRight />
            </IconButton>
          </HStack>
          <RemoveItemButton label={`Delete photo ${number}`} onClick={onRemove} />
        </HStack>
        {saving && (
          <Text fontSize="xs" color="fg.muted" role="status">
            Saving…
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

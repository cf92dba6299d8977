import { Box, HStack, List, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { type PhotosSection_PropertyFragment, PhotosSection_PropertyFragmentDoc } from '../../__generated__/graphql';
import { useFragmentData, type FragmentRef } from '../../apollo/fragments';
import { CheckIcon } from '../../components/Icons/icons';
import { RemovalDialog } from '../../components/Dialog/RemovalDialog';
import { ActionFailure } from '../../components/ErrorBoundary/ActionError';
import { NewPhotosForm } from './NewPhotosForm';
import { PhotoTile } from './PhotoTile';
import { photoStatus } from './photoRules';
import { useImageUpload } from './uploadImage';
import { usePhotoActions } from './usePhotoActions';

/** The counter ('N of 10 photos') and what is still missing: photos, the main photo, room types. */
function PhotoCounter({ images }: { images: PhotosSection_PropertyFragment['images'] }) {
  const status = photoStatus(images);
  const done = status.missing.length === 0;
  return (
    <Stack gap="2" aria-label="Photo requirements" role="group">
      <HStack justify="space-between" gap="4">
        <Text fontWeight="semibold" data-testid="photo-counter">
          {status.counter}
        </Text>
        {done && (
          <HStack gap="1" color="fg.success" fontSize="sm">
            <CheckIcon boxSize="4" />
            <Text>Ready</Text>
          </HStack>
        )}
      </HStack>
      <Progress.Root
        value={Math.min(status.count, status.minimum)}
        max={status.minimum}
        size="xs"
        colorPalette={status.count >= status.minimum ? 'green' : 'brand'}
        aria-label={`${status.count} of at least ${status.minimum} photos`}
      >
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      {!done && (
        <List.Root ps="5" fontSize="sm" color="fg.muted" gap="0.5">
          {status.missing.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}

/** Photos: the content of the property page's section card (the frame renders its heading and mark). */
export function PhotosSection(props: { property: FragmentRef<PhotosSection_PropertyFragment> }) {
  const property = useFragmentData(PhotosSection_PropertyFragmentDoc, props.property);
  return property && <PhotosSectionFields property={property} />;
}

function PhotosSectionFields({ property }: { property: PhotosSection_PropertyFragment }) {
  const images = property.images;
  const actions = usePhotoActions(property, images);
  const upload = useImageUpload();
  const [removing, setRemoving] = useState<PhotosSection_PropertyFragment['images'][number] | null>(null);
  const [removeState, setRemoveState] = useState<{ loading: boolean; error: unknown }>({ loading: false, error: null });
  const [dragged, setDragged] = useState<string | null>(null);
  const [target, setTarget] = useState<string | null>(null);
  const [moveError, setMoveError] = useState<unknown>(null);
  const hasMain = photoStatus(images).hasMain;

  const closeRemoval = () => {
    setRemoving(null);
    setRemoveState({ loading: false, error: null });
  };

  return (
    <Stack gap="5">
      <PhotoCounter images={images} />
      <NewPhotosForm
        onSubmit={actions.addPhotos}
        upload={upload}
        onDiscard={actions.discardUpload}
        suggestMain={!hasMain}
      />
      {images.length > 0 && (
        <Stack gap="2">
          <Text fontSize="sm" color="fg.muted">
            Drag photos, or use the arrows, to change their order; the first is shown first. One photo is the main
            photo: choosing Main photo for another one makes the current main photo Other.
          </Text>
          <ActionFailure error={moveError} />
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4" aria-label="Listing photos">
            {images.map((image, index) => (
              <PhotoTile
                key={image.id}
                image={image}
                index={index}
                total={images.length}
                onUpdate={actions.updatePhoto}
                onMove={actions.movePhoto}
                onRemove={() => setRemoving(image)}
                dragHandlers={{
                  dragging: dragged === image.id,
                  target: target === image.id && dragged !== image.id,
                  onDragStart: () => setDragged(image.id),
                  onDragEnd: () => {
                    setDragged(null);
                    setTarget(null);
                  },
                  onDragOver: () => setTarget(image.id),
                  onDrop: () => {
                    const moving = dragged;
                    setDragged(null);
                    setTarget(null);
                    if (moving && moving !== image.id) {
                      void actions.movePhoto(moving, index).then((error) => setMoveError(error));
                    }
                  },
                }}
              />
            ))}
          </SimpleGrid>
        </Stack>
      )}
      {images.length === 0 && (
        <Box textAlign="center" color="fg.muted" fontSize="sm">
          This listing has no photos yet.
        </Box>
      )}
      <RemovalDialog
        item={removing}
        title="Delete photo"
        confirmLabel="Delete"
        loading={removeState.loading}
        error={removeState.error}
        onClose={closeRemoval}
        onConfirm={async (photo) => {
          setRemoveState({ loading: true, error: null });
          const error = await actions.removePhoto(photo.id);
          if (error) setRemoveState({ loading: false, error });
          else closeRemoval();
        }}
      >
        {() =>
          'This photo will be removed from the listing and from the channels at the next sync. This cannot be undone.'
        }
      </RemovalDialog>
    </Stack>
  );
}

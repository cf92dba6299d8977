import { useApolloClient } from '@apollo/client/react';
import { MESSAGES } from '@portal/schema';
import type { SubmissionErrors } from 'final-form';
import {
  UploadedPropertyImageDocument,
  useRemovePropertyImageMutation,
  useReorderPropertyImagesMutation,
  useUpdatePropertyImageMutation,
  PhotoTile_ImageFragmentDoc,
  type PhotosSection_PropertyFragment,
  type PropertyImageInput,
} from '../../__generated__/graphql';
import { useFlash } from '../../components/Flash/useFlash';
import { useSessionStore } from '../../state/useSession';
import type { NewPhotosValues } from './newPhotosForm';
import { moveTo, restPhotoType } from './photoRules';
import { deleteImage, imageIdOf, putImage, UploadError } from './uploadImage';
import { evictRemoved } from '../../apollo/evictRemoved';

/**
 * What the photos section does with the listing's photos: edit one (caption, room type), reorder (optimistic),
 * remove, and add freshly uploaded ones. Every answer carries the listing's `images`, so the grid and the
 * completion mark follow through normalization.
 */
export function usePhotoActions(
  property: { id: string; iri: string },
  images: PhotosSection_PropertyFragment['images'],
) {
  const client = useApolloClient();
  const store = useSessionStore();
  const flash = useFlash();
  const [update] = useUpdatePropertyImageMutation();
  const [reorder] = useReorderPropertyImagesMutation();
  const [remove] = useRemovePropertyImageMutation();

  /** Saves a photo's caption or room type; resolves to the error to show, or null. */
  async function updatePhoto(id: string, input: PropertyImageInput): Promise<unknown> {
    try {
      await update({ variables: { id, input } });
      flash.show(MESSAGES.changesSaved);
      return null;
    } catch (error) {
      return error;
    }
  }

  /** Moves a photo to `toIndex` (0-based); the grid moves at once and settles on the server's order. */
  async function movePhoto(id: string, toIndex: number): Promise<unknown> {
    const ids = moveTo(
      images.map((image) => image.id),
      id,
      toIndex,
    );
    if (ids.every((value, index) => value === images[index]?.id)) return null;
    // The optimistic answer carries each photo whole (the tiles' fields too), as the cache holds it.
    const photo = (imageId: string) =>
      client.cache.readFragment({
        fragment: PhotoTile_ImageFragmentDoc,
        id: client.cache.identify({ __typename: 'PropertyImage', id: imageId }),
      });
    try {
      await reorder({
        variables: { propertyId: property.id, imageIds: ids },
        optimisticResponse: {
          __typename: 'Mutation',
          reorderPropertyImages: {
            __typename: 'Property',
            id: property.id,
            images: ids.map((imageId, position) => ({ ...photo(imageId)!, position })),
          },
        },
      });
      return null;
    } catch (error) {
      return error;
    }
  }

  async function removePhoto(id: string): Promise<unknown> {
    try {
      await remove({
        variables: { id },
        update: evictRemoved('PropertyImage', (data) => data.removePropertyImage.removedId),
      });
      flash.show(MESSAGES.changesSaved);
      return null;
    } catch (error) {
      return error;
    }
  }

  /**
   * Adds the staged uploads to the listing, in the order they were picked: PUT /api/images/{id} with the listing,
   * room type and caption (GraphQL's PropertyImageInput cannot set the listing), then one read of the photo through
   * GraphQL refreshes the listing's photos and completeness.
   */
  async function addPhotos(values: NewPhotosValues): Promise<SubmissionErrors | undefined> {
    const token = store.token();
    const errors: Record<string, Record<string, string>> = {};
    let lastId: string | null = null;
    for (const [key, photo] of Object.entries(values.photos)) {
      const id = imageIdOf(photo.image);
      if (!id) continue;
      try {
        const caption = photo.caption?.trim();
        await putImage(
          id,
          {
            property: property.iri,
            propertyPhotoType: restPhotoType(photo.propertyPhotoType),
            ...(caption ? { caption } : {}),
          },
          token,
        );
        lastId = id;
      } catch (error) {
        if (error instanceof UploadError && error.status === 401) store.logout();
        const violations = (error as { violations?: { propertyPath?: string; message?: string }[] }).violations ?? [];
        const fieldErrors: Record<string, string> = {};
        for (const violation of violations) {
          const field =
            violation.propertyPath === 'caption'
              ? 'caption'
              : violation.propertyPath === 'propertyPhotoType'
                ? 'propertyPhotoType'
                : 'image';
          fieldErrors[field] = [fieldErrors[field], violation.message].filter(Boolean).join(' ');
        }
        if (Object.keys(fieldErrors).length === 0) fieldErrors.image = (error as Error).message;
        errors[key] = fieldErrors;
      }
    }
    if (lastId) {
      try {
        await client.query({
          query: UploadedPropertyImageDocument,
          variables: { id: lastId },
          fetchPolicy: 'network-only',
        });
      } catch {
        // The photos were added; the list refreshes on the next visit.
      }
      flash.show(MESSAGES.changesSaved);
    }
    return Object.keys(errors).length > 0 ? { photos: errors } : undefined;
  }

  /** A staged upload the host discarded: delete the unattached image. */
  function discardUpload(image: string) {
    const id = imageIdOf(image);
    if (id) void deleteImage(id, store.token());
  }

  return { updatePhoto, movePhoto, removePhoto, addPhotos, discardUpload };
}

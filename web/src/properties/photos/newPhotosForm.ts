import { imageReference, MESSAGES, PROPERTY_LIMITS, PROPERTY_MESSAGES } from '@portal/schema';
import * as yup from 'yup';
import { PHOTO_TYPE_OPTIONS } from './photoRules';

/** One photo being added: its upload (`/images/5`, or IMAGE_UPLOADING while it uploads), room type and caption. */
export interface StagedPhotoValues {
  image: string | null;
  propertyPhotoType: string;
  caption: string;
}

/** The 'New photos' form: staged photos by a key of the form's own (`p1`, `p2` …), in the order they were picked. */
export interface NewPhotosValues {
  photos: Record<string, StagedPhotoValues>;
}

const stagedPhotoSchema = yup.object({
  // 'Image is still uploading' while the file uploads (spec §4/§5), 'Please upload an image' when it failed.
  image: imageReference().required(PROPERTY_MESSAGES.imageReference),
  propertyPhotoType: yup
    .string()
    .trim()
    .required(MESSAGES.required)
    .oneOf(
      PHOTO_TYPE_OPTIONS.map((option) => option.value),
      PROPERTY_MESSAGES.notInList,
    ),
  caption: yup.string().trim().max(PROPERTY_LIMITS.photoCaptionMax, PROPERTY_MESSAGES.tooLong),
});

/** The form's rules: each staged photo uploaded, with its room type (spec §5 Photos). */
export const newPhotosSchema = yup.object({
  photos: yup.lazy((photos: Record<string, unknown> | undefined) =>
    yup.object(Object.fromEntries(Object.keys(photos ?? {}).map((key) => [key, stagedPhotoSchema]))),
  ),
});

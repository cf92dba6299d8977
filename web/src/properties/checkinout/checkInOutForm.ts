import { checkInOutSchema, youtubeVideoId } from '@portal/schema';
import type { CheckInOutInput, CheckInOutSection_PropertyFragment } from '../../__generated__/graphql';

/** The form's rules are @portal/schema's (spec §5 Check-in/out, Time, Image fields). */
export { checkInOutSchema };

export type GuideSide = 'checkIn' | 'checkOut';
export const STEPS = [1, 2, 3] as const;
export type StepNumber = (typeof STEPS)[number];

type StepDescription = `${GuideSide}Step${StepNumber}Description`;
type StepImage = `${GuideSide}Step${StepNumber}Image`;
type StepImageUrl = `${GuideSide}Step${StepNumber}ImageUrl`;

export const descriptionField = (side: GuideSide, step: StepNumber) =>
  `${side}Step${step}Description` as StepDescription;
export const imageField = (side: GuideSide, step: StepNumber) => `${side}Step${step}Image` as StepImage;
export const imageUrlField = (side: GuideSide, step: StepNumber) => `${side}Step${step}ImageUrl` as StepImageUrl;

/**
 * Values as typed. Step images hold their reference (`/images/5`), IMAGE_UPLOADING while a new one uploads, or
 * null once removed; the YouTube fields hold a link or an id, sent as the id.
 */
export type CheckInOutValues = {
  arriveAfter: string;
  arriveBefore: string;
  departBefore: string;
  checkInYoutubeId: string;
  checkOutYoutubeId: string;
} & Record<StepDescription, string> &
  Record<StepImage, string | null>;

export const CHECK_IN_OUT_FIELDS: readonly string[] = Object.keys(checkInOutSchema.fields);

/**
 * Times offered when the listing has none yet (spec §9: defaults exist, values not shown): the usual 15:00–22:00
 * arrival window and 11:00 departure. They are saved with the form.
 */
export const DEFAULT_TIMES = { arriveAfter: '15:00', arriveBefore: '22:00', departBefore: '11:00' } as const;

export function checkInOutInitialValues(property: CheckInOutSection_PropertyFragment): CheckInOutValues {
  const values: Record<string, string | null> = {
    arriveAfter: property.arriveAfter ?? DEFAULT_TIMES.arriveAfter,
    arriveBefore: property.arriveBefore ?? DEFAULT_TIMES.arriveBefore,
    departBefore: property.departBefore ?? DEFAULT_TIMES.departBefore,
    checkInYoutubeId: property.checkInYoutubeId ?? '',
    checkOutYoutubeId: property.checkOutYoutubeId ?? '',
  };
  for (const side of ['checkIn', 'checkOut'] as const) {
    for (const step of STEPS) {
      values[descriptionField(side, step)] = property[descriptionField(side, step)] ?? '';
      values[imageField(side, step)] = property[imageField(side, step)] ?? null;
    }
  }
  return values as CheckInOutValues;
}

const textOrNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** The mutation input of valid values: every field (null clears), videos as their 11-character id. */
export function toCheckInOutInput(values: CheckInOutValues): CheckInOutInput {
  const video = (value: string | null | undefined) => {
    const text = textOrNull(value);
    return text === null ? null : (youtubeVideoId(text) ?? text);
  };
  const input: Record<string, string | null> = {
    arriveAfter: textOrNull(values.arriveAfter),
    arriveBefore: textOrNull(values.arriveBefore),
    departBefore: textOrNull(values.departBefore),
    checkInYoutubeId: video(values.checkInYoutubeId),
    checkOutYoutubeId: video(values.checkOutYoutubeId),
  };
  for (const side of ['checkIn', 'checkOut'] as const) {
    for (const step of STEPS) {
      input[descriptionField(side, step)] = textOrNull(values[descriptionField(side, step)]);
      input[imageField(side, step)] = textOrNull(values[imageField(side, step)]);
    }
  }
  return input as CheckInOutInput;
}

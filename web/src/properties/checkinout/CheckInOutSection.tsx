import { MESSAGES } from '@portal/schema';
import { useMemo } from 'react';
import {
  type CheckInOutSection_PropertyFragment,
  CheckInOutSection_PropertyFragmentDoc,
  useUpdateCheckInOutMutation,
} from '../../__generated__/graphql';
import { useFragmentData, type FragmentRef } from '../../apollo/fragments';
import { useFlash } from '../../components/Flash/useFlash';
import { submitErrorsFrom } from '../../forms/submitErrors';
import { useImageUpload } from '../photos/uploadImage';
import {
  CHECK_IN_OUT_FIELDS,
  checkInOutInitialValues,
  imageField,
  imageUrlField,
  STEPS,
  toCheckInOutInput,
  type CheckInOutValues,
} from './checkInOutForm';
import { CheckInOutForm } from './CheckInOutForm';

/** Saves the section; 'Changes saved', or the submit errors (violations on their fields). */
function useUpdateCheckInOut(propertyId: string) {
  const [update] = useUpdateCheckInOutMutation();
  const flash = useFlash();
  return async function saveCheckInOut(values: CheckInOutValues) {
    try {
      await update({ variables: { id: propertyId, input: toCheckInOutInput(values) } });
      flash.show(MESSAGES.changesSaved);
      return undefined;
    } catch (error) {
      return submitErrorsFrom(error, { fields: CHECK_IN_OUT_FIELDS });
    }
  };
}

/** Check-In/Out Guides: the content of the property page's section card (the frame renders its heading and mark). */
export function CheckInOutSection(props: { property: FragmentRef<CheckInOutSection_PropertyFragment> }) {
  const property = useFragmentData(CheckInOutSection_PropertyFragmentDoc, props.property);
  return property && <CheckInOutSectionFields property={property} />;
}

function CheckInOutSectionFields({ property }: { property: CheckInOutSection_PropertyFragment }) {
  const save = useUpdateCheckInOut(property.id);
  const upload = useImageUpload();
  const initialValues = useMemo(() => checkInOutInitialValues(property), [property]);
  const savedImageUrls = useMemo(() => {
    const urls: Record<string, string | null> = {};
    for (const side of ['checkIn', 'checkOut'] as const) {
      for (const step of STEPS) urls[imageField(side, step)] = property[imageUrlField(side, step)];
    }
    return urls;
  }, [property]);
  return (
    <CheckInOutForm initialValues={initialValues} savedImageUrls={savedImageUrls} upload={upload} onSubmit={save} />
  );
}

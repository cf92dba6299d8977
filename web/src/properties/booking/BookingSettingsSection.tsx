import { useMemo } from 'react';
import {
  type BookingSettingsSection_PropertyFragment,
  BookingSettingsSection_PropertyFragmentDoc,
  type CancellationPolicyMode,
  useUpdateBookingSettingsMutation,
} from '../../__generated__/graphql';
import { useFragmentData, type FragmentRef } from '../../apollo/fragments';
import { useSubmitHandler } from '../../forms/useSubmitHandler';
import { BOOKING_SETTINGS_FIELDS, BookingSettingsForm, type BookingSettingsValues } from './BookingSettingsForm';

/** Zero is shown as an empty field for the minimum stay and the guest counts (spec §5). */
const blankZero = (value: number | null) => (value ? value : undefined);

/** Saves the Booking Settings section; the answer refreshes the form and the completion marks. */
export function useUpdateBookingSettings() {
  const [mutate] = useUpdateBookingSettingsMutation();
  return async (id: string, values: BookingSettingsValues) => {
    await mutate({
      variables: {
        id,
        input: {
          minNights: values.minNights,
          standardGuests: values.standardGuests,
          canSleepMax: values.canSleepMax,
          daysBeforeArrival: values.daysBeforeArrival,
          cancellationPolicyMode: values.cancellationPolicyMode as CancellationPolicyMode,
        },
      },
    });
  };
}
export function BookingSettingsSection(props: { property: FragmentRef<BookingSettingsSection_PropertyFragment> }) {
  const property = useFragmentData(BookingSettingsSection_PropertyFragmentDoc, props.property);
  return property && <BookingSettingsSectionFields property={property} />;
}

function BookingSettingsSectionFields({ property }: { property: BookingSettingsSection_PropertyFragment }) {
  const updateSettings = useUpdateBookingSettings();
  const submit = useSubmitHandler((values: BookingSettingsValues) => updateSettings(property.id, values), {
    fields: BOOKING_SETTINGS_FIELDS,
  });
  const initialValues = useMemo<Partial<BookingSettingsValues>>(
    () => ({
      minNights: blankZero(property.minNights),
      standardGuests: blankZero(property.standardGuests),
      canSleepMax: blankZero(property.canSleepMax),
      daysBeforeArrival: property.daysBeforeArrival ?? undefined,
      cancellationPolicyMode: property.cancellationPolicyMode ?? undefined,
    }),
    [property],
  );
  return <BookingSettingsForm initialValues={initialValues} onSubmit={submit} />;
}

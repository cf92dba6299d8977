import type { AmenityKey } from '@portal/schema';
import {
  useRemoveBedroomMutation,
  useSaveAmenitiesMutation,
  useSaveBedroomMutation,
  useUpdatePropertyDetailsMutation,
  type BedroomInput,
} from '../../__generated__/graphql';
import type { PropertyDetailsValues } from './PropertyDetailsForm';
import { evictRemoved } from '../../apollo/evictRemoved';

/** Saves the Property Details section; the answer refreshes the form and the completion marks. */
export function useUpdatePropertyDetails() {
  const [mutate] = useUpdatePropertyDetailsMutation();
  return async (id: string, values: PropertyDetailsValues) => {
    await mutate({
      variables: {
        id,
        input: {
          name: values.name,
          description: values.description ?? null,
          type: values.type ?? null,
          floor: values.floor ?? null,
          space: values.space ?? null,
          numberOfBathrooms: values.numberOfBathrooms ?? null,
          licenceNumber: values.licenceNumber ?? null,
          licenceExempt: values.licenceExempt ?? false,
          legalToOperate: values.legalToOperate ?? false,
        },
      },
    });
  };
}

/** Creates (no id) or updates a bedroom; the answer carries the listing's bedrooms, so a new one joins the list. */
export function useSaveBedroom() {
  const [mutate] = useSaveBedroomMutation();
  return async (input: BedroomInput) => {
    await mutate({ variables: { input } });
  };
}

/** Removes a bedroom: the answer carries the listing's remaining bedrooms; the removed one leaves the cache. */
export function useRemoveBedroom() {
  const [mutate] = useRemoveBedroomMutation({
    update: evictRemoved('Bedroom', (data) => data.removeBedroom.removedId),
  });
  return async (id: string) => {
    await mutate({ variables: { id } });
  };
}

/** Sets the amenity flags; the first save creates them and links them to the listing. */
export function useSaveAmenities() {
  const [mutate] = useSaveAmenitiesMutation();
  return async (propertyId: string, flags: Record<AmenityKey, boolean>) => {
    await mutate({ variables: { propertyId, input: flags } });
  };
}

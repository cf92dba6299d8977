import { MESSAGES } from '@portal/schema';
import type { SubmissionErrors } from 'final-form';
import { useUpdatePropertyPricingMutation } from '../../__generated__/graphql';
import { useFlash } from '../../components/Flash/useFlash';
import { submitErrorsFrom } from '../../forms/submitErrors';
import { PRICING_FIELDS, toPricingInput, type PricingFormValues } from './pricingForm';

/** Saves the Manage Pricing form (minor units on the wire); 'Changes saved' on success, else the submit errors. */
export function useUpdatePricing(propertyId: string) {
  const [update] = useUpdatePropertyPricingMutation();
  const flash = useFlash();
  return async function savePricing(values: PricingFormValues): Promise<SubmissionErrors | undefined> {
    try {
      await update({ variables: { id: propertyId, input: toPricingInput(values) } });
      flash.show(MESSAGES.changesSaved);
      return undefined;
    } catch (error) {
      return submitErrorsFrom(error, { fields: PRICING_FIELDS });
    }
  };
}

import { useMemo } from 'react';
import { type PricingSection_PropertyFragment, PricingSection_PropertyFragmentDoc } from '../../__generated__/graphql';
import { useFragmentData, type FragmentRef } from '../../apollo/fragments';
import { PricingForm } from './PricingForm';
import { EXTRA_GUEST_HINT_FALLBACK, pricingInitialValues } from './pricingForm';
import { SeasonalRates } from './SeasonalRates';
import { useUpdatePricing } from './useUpdatePricing';

/** 'Charged per night for each guest beyond the 2 …, up to the maximum of 4.' when both counts are set. */
export function extraGuestHint(standardGuests: number | null, canSleepMax: number | null): string {
  if (!standardGuests || !canSleepMax) return EXTRA_GUEST_HINT_FALLBACK;
  const guests = (n: number) => `${n} ${n === 1 ? 'guest' : 'guests'}`;
  return `Charged per night for each guest beyond the ${guests(standardGuests)} the base rate includes, up to the maximum of ${guests(canSleepMax)}.`;
}

/** Manage Pricing: the content of the property page's section card (the frame renders its heading and mark). */
export function PricingSection(props: { property: FragmentRef<PricingSection_PropertyFragment> }) {
  const property = useFragmentData(PricingSection_PropertyFragmentDoc, props.property);
  return property && <PricingSectionFields property={property} />;
}

function PricingSectionFields({ property }: { property: PricingSection_PropertyFragment }) {
  const savePricing = useUpdatePricing(property.id);
  const initialValues = useMemo(() => pricingInitialValues(property), [property]);
  return (
    <PricingForm
      initialValues={initialValues}
      currencySymbol={property.owner.currencySymbol}
      extraGuestHint={extraGuestHint(property.standardGuests, property.canSleepMax)}
      onSubmit={savePricing}
      seasonalRates={(off) => <SeasonalRates propertyId={property.id} rates={property.seasonalRates} off={off} />}
    />
  );
}

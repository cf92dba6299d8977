import { useRemoveSeasonalRateMutation, useSaveSeasonalRateMutation } from '../../__generated__/graphql';
import { submitErrorsFrom } from '../../forms/submitErrors';
import { SEASONAL_RATE_FIELDS, type SeasonalRateFormValues } from './SeasonalRateForm';
import { evictRemoved } from '../../apollo/evictRemoved';

/**
 * Save (add or edit) and remove seasonal rates. Both answer the listing's `seasonalRates`, so the list updates
 * through normalization; a removed rate is also evicted from the cache.
 */
export function useSeasonalRates(propertyId: string) {
  const [save] = useSaveSeasonalRateMutation();
  const [remove, removal] = useRemoveSeasonalRateMutation();

  async function saveRate(id: string | null, values: SeasonalRateFormValues) {
    try {
      await save({
        variables: {
          input: {
            ...(id ? { id } : {}),
            propertyId,
            fromDate: values.fromDate,
            toDate: values.toDate,
            rateChange: Number(values.rateChange.trim()),
            repeatYearly: values.repeatYearly === true,
          },
        },
      });
      return undefined;
    } catch (error) {
      return submitErrorsFrom(error, { fields: SEASONAL_RATE_FIELDS });
    }
  }

  async function removeRate(id: string): Promise<boolean> {
    try {
      await remove({
        variables: { id },
        update: evictRemoved('SeasonalRate', (data) => data.removeSeasonalRate.removedId),
      });
      return true;
    } catch {
      return false;
    }
  }

  return { saveRate, removeRate, removing: removal.loading, removeError: removal.error, resetRemove: removal.reset };
}

import type { SeasonalRateDto } from '@portal/contract';
import { iri, item } from '../plugins/json-ld.js';
import type { SeasonalRate } from './repository.js';

/** The Seasonal rate item of spec §3: rateChange in percent (may be negative). */
export function toSeasonalRateItem(rate: SeasonalRate): SeasonalRateDto {
  return item('SeasonalRate', iri('seasonal-rates', rate.id), {
    id: rate.id,
    property: iri('properties', rate.propertyId),
    fromDate: rate.fromDate,
    toDate: rate.toDate,
    rateChange: rate.rateChange,
    repeatYearly: rate.repeatYearly,
  });
}

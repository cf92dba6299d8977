import { iri, item } from '../plugins/json-ld.js';
import { boolean, integer, jsonLd, text } from '../plugins/schemas.js';
import type { SeasonalRate } from './repository.js';

/** The Seasonal rate item of spec §3: rateChange in percent (may be negative). */
export function toSeasonalRateItem(rate: SeasonalRate) {
  return item('SeasonalRate', iri('seasonal-rates', rate.id), {
    id: rate.id,
    property: iri('properties', rate.propertyId),
    fromDate: rate.fromDate,
    toDate: rate.toDate,
    rateChange: rate.rateChange,
    repeatYearly: rate.repeatYearly,
  });
}

export const seasonalRateItemSchema = {
  type: 'object',
  properties: {
    ...jsonLd,
    id: integer,
    property: text,
    fromDate: text,
    toDate: text,
    rateChange: integer,
    repeatYearly: boolean,
  },
} as const;

import { currencySymbol, MINOR_UNITS_PER_MAJOR } from '@portal/schema';

/** The checkout-session link of a paid plan: a full page navigation carrying the plan and the bearer token. */
export function checkoutUrl(planIdentifier: string, bearer: string): string {
  const query = new URLSearchParams({ plan: planIdentifier, bearer });
  return `/api/billing/checkout-session?${query.toString()}`;
}

/** Plan prices are pence: 499 → '£4.99'. */
export function formatPence(pence: number): string {
  return `${currencySymbol('gbp')}${(pence / MINOR_UNITS_PER_MAJOR).toFixed(2)}`;
}

/** How a quote's discounts are named to people, by kind: on the booking's invoice and in the quote breakdown. */
export const DISCOUNT_LABELS: Record<string, string> = {
  weekly: 'Weekly discount',
  fortnightly: 'Fortnightly discount',
  monthly: 'Monthly discount',
  quarterly: 'Quarterly discount',
  earlyBird: 'Early bird discount',
  lastMinute: 'Last minute discount',
};

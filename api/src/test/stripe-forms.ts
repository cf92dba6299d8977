/**
 * The form the API posts to Stripe's /v1/checkout/sessions for the premium subscription: 499 (gbp) a month per
 * listing, a 30-day trial, the user and plan in the metadata. Values as Stripe's form encoding sends them (strings).
 */
export function premiumCheckoutForm({
  customer,
  userId,
  quantity,
  appUrl,
}: {
  customer: string | null;
  userId: string;
  quantity: string;
  /** Where Stripe sends the host back: `${appUrl}/subscription/success` or `/cancelled`. */
  appUrl: string;
}) {
  return {
    mode: 'subscription',
    customer,
    client_reference_id: userId,
    line_items: [
      {
        quantity,
        price_data: {
          currency: 'gbp',
          unit_amount: '499',
          recurring: { interval: 'month' },
          product_data: { name: 'Premium plan' },
        },
      },
    ],
    subscription_data: { trial_period_days: '30', metadata: { plan: 'premium', userId } },
    metadata: { plan: 'premium', userId },
    success_url: `${appUrl}/subscription/success`,
    cancel_url: `${appUrl}/subscription/cancelled`,
  };
}

/** Texts of the Settings sections (spec §2 Settings, §4 currency, §8). */
export const SETTINGS = {
  subscriptionTitle: 'Subscription',
  noPlan: 'You have no active plan.',
  plan: 'Plan',
  trial: 'Free trial',
  trialDaysLeft: (days: number) => (days === 1 ? '1 day left' : `${days} days left`),
  renews: 'Renews on',
  ends: 'Ends on',
  upgrade: 'Upgrade your plan',
  manageBilling: 'Manage billing',
  currencyTitle: 'Currency',
  currencyDescription: 'The currency of your prices and guest services. Once set, it cannot be changed.',
  currencyLabel: 'Currency',
  setCurrency: 'Set currency',
  currencyLocked: 'Your currency is set and cannot be changed.',
  helpTitle: 'Get Help',
  helpDescription: 'Ask our team anything about the portal. We answer by email.',
  send: 'Send',
  sent: 'Your message has been sent',
} as const;

export const CURRENCY_NAMES = {
  gbp: 'Pound sterling (£)',
  eur: 'Euro (€)',
  usd: 'US dollar ($)',
  cad: 'Canadian dollar ($)',
} as const;

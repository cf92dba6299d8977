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
  notificationsTitle: 'Notifications',
  notificationsDescription: 'The emails we send you about your guests and your channels.',
  offlineMessagesLabel: 'New message while you are away',
  offlineMessagesHelp:
    "When a guest's message is still unread after 15 minutes and you have not used the portal for 15 minutes. " +
    'One email per conversation until you read it.',
  channelBookingsLabel: 'Bookings from your channels',
  channelBookingsHelp: "When a channel's calendar adds or cancels stays: one email per sync, listing them.",
  notificationsMailOff: 'Mail is not configured on this server, so no notifications can be sent.',
  notificationSaved: (label: string, on: boolean) => `${label}: ${on ? 'on' : 'off'}`,
  notificationFailed: 'Your change could not be saved. Please try again.',
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

import { ACCESS_TOKEN_LIMITS, type AccessTokenScope } from '@portal/schema';

/** Texts of Settings → API access. */
export const TOKENS = {
  title: 'API access',
  description:
    'Personal access tokens let other apps (a channel manager, a cleaning schedule, your accounting) use your account through the API, within the scopes you choose.',
  docsLink: 'How to use the API',
  create: 'Create token',
  createTitle: 'New access token',
  name: 'Name',
  nameHelp: 'Which app uses it, so you know what to revoke later.',
  scopes: 'Scopes',
  expiry: 'Expires',
  never: 'Never',
  cancel: 'Cancel',
  creating: 'Creating…',
  newTokenTitle: 'Copy your new token now',
  newTokenHelp: 'It is shown only this once. Send it as “Authorization: Bearer …” from your app.',
  copy: 'Copy token',
  done: 'Done',
  listLabel: 'Your access tokens',
  created: 'Created',
  expires: 'Expires',
  expired: 'Expired',
  lastUsed: 'Last used',
  neverUsed: 'Never used',
  noExpiry: 'No expiry',
  revoke: 'Revoke',
  revokeTitle: 'Revoke this token?',
  revokeBody: (name: string) => `Apps using “${name}” will be refused at once. This cannot be undone.`,
  full: `You have ${ACCESS_TOKEN_LIMITS.perUser} tokens, the most you can hold. Revoke one to create another.`,
} as const;

/** What each scope lets an app do, as the form shows it. */
export const SCOPE_LABELS: Record<AccessTokenScope, string> = {
  'read:listings': 'Read listings, calendars and prices',
  'write:listings': 'Change listings, calendars and prices',
  'read:bookings': 'Read bookings and guest purchases',
  'write:bookings': 'Create, change and cancel bookings',
  'read:messages': 'Read messages and templates',
  'write:messages': 'Send messages, change templates',
};

export const EXPIRY_OPTIONS = [
  { value: '', label: TOKENS.never },
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
] as const;

/** '3 Jul 2026' (local time). */
export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** The four channels a host connects (spec §2 Dashboard, §9): airbnb, {host} = Booking.com, homeaway, tripadvisor. */
export const CHANNEL_SLUGS = ['airbnb', 'bookingcom', 'homeaway', 'tripadvisor'] as const;

export type ChannelHealth = 'not-connected' | 'never-synced' | 'ok' | 'failing';

interface LinkState {
  provider: { slug: string };
  lastSyncedAt: string | null;
  lastSyncError: string | null;
}

/**
 * A channel's state from its iCal links: not connected without a link; failing when any link's last attempt
 * failed (the host must look); ok once every link has synced; otherwise waiting for its first sync.
 * Vrbo's links count as HomeAway's (the same company's feeds).
 */
export function channelHealth(slug: string, links: readonly LinkState[]): ChannelHealth {
  const own = links.filter(
    (link) => link.provider.slug === slug || (slug === 'homeaway' && link.provider.slug === 'vrbo'),
  );
  if (own.length === 0) return 'not-connected';
  if (own.some((link) => link.lastSyncError !== null)) return 'failing';
  if (own.some((link) => link.lastSyncedAt === null)) return 'never-synced';
  return 'ok';
}

export const HEALTH_TEXT: Record<ChannelHealth, string> = {
  'not-connected': 'Not connected',
  'never-synced': 'Connected, waiting for the first sync',
  ok: 'Connected',
  failing: 'Connected, last sync failed',
};

export const HEALTH_PALETTE: Record<ChannelHealth, string> = {
  'not-connected': 'gray',
  'never-synced': 'blue',
  ok: 'green',
  failing: 'red',
};

import { describe, expect, it } from 'vitest';
import { channelHealth } from './status';

const link = (slug: string, lastSyncedAt: string | null, lastSyncError: string | null = null) => ({
  provider: { slug },
  lastSyncedAt,
  lastSyncError,
});

describe('channelHealth', () => {
  it('says not connected without a link of that channel', () => {
    expect(channelHealth('airbnb', [link('bookingcom', '2026-11-20T09:30:00Z')])).toBe('not-connected');
  });
  it('says ok when every link synced, and failing when one failed', () => {
    expect(channelHealth('airbnb', [link('airbnb', '2026-11-20T09:30:00Z')])).toBe('ok');
    expect(
      channelHealth('airbnb', [
        link('airbnb', '2026-11-20T09:30:00Z'),
        link('airbnb', null, 'The calendar answered 404'),
      ]),
    ).toBe('failing');
  });
  it('waits for a first sync, and counts Vrbo links as HomeAway', () => {
    expect(channelHealth('tripadvisor', [link('tripadvisor', null)])).toBe('never-synced');
    expect(channelHealth('homeaway', [link('vrbo', '2026-11-20T09:30:00Z')])).toBe('ok');
  });
});

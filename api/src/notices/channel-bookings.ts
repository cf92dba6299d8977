import { CALENDAR_PROVIDERS } from '@portal/schema';
import type { Db } from '../db/database.js';
import type { SyncChanges } from '../calendars/sync/service.js';
import type { Mailer } from '../integrations/mail/index.js';

/** Stays listed per kind in one mail; the rest are counted. */
const LISTED = 50;

type Stay = { startDate: string; endDate: string; providerGuestName: string | null };

const lines = (stays: Stay[]) => [
  ...stays
    .slice(0, LISTED)
    .map(
      ({ startDate, endDate, providerGuestName }) =>
        `- ${startDate} to ${endDate}${providerGuestName ? ` (${providerGuestName})` : ''}`,
    ),
  ...(stays.length > LISTED ? [`- and ${stays.length - LISTED} more`] : []),
];

/**
 * The mail of one sync run that added or cancelled stays: the listing, the channel, and the stays by dates, to the
 * listing's owner unless they switched it off. Sent after the sync's transaction (its rows are read back by the
 * run's time), so a mail never names a stay that was rolled back.
 */
export async function mailChannelChanges(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  run: SyncChanges,
): Promise<boolean> {
  if (run.created + run.cancelled === 0) return false;
  const calendar = await db
    .selectFrom('calendars')
    .innerJoin('properties', 'properties.id', 'calendars.propertyId')
    .innerJoin('users', 'users.id', 'properties.ownerId')
    .select([
      'calendars.id',
      'calendars.providerSlug',
      'properties.id as propertyId',
      'properties.name as propertyName',
      'users.email',
      'users.firstName',
      'users.notifyChannelBookings',
    ])
    .where('calendars.id', '=', run.calendarId)
    .executeTakeFirst();
  if (!calendar || calendar.notifyChannelBookings !== 1) return false;
  const at = run.at.toISOString();
  const stays = await db
    .selectFrom('bookings')
    .select(['startDate', 'endDate', 'providerGuestName', 'createdAt', 'deletedAt'])
    .where('calendarId', '=', calendar.id)
    .where((eb) => eb.or([eb('createdAt', '=', at), eb('deletedAt', '=', at)]))
    .orderBy('startDate')
    .orderBy('id')
    .execute();
  const added = stays.filter((stay) => stay.createdAt === at && stay.deletedAt === null);
  const cancelled = stays.filter((stay) => stay.deletedAt === at);
  if (added.length + cancelled.length === 0) return false;

  const channel = CALENDAR_PROVIDERS.find((p) => p.slug === calendar.providerSlug)?.name ?? calendar.providerSlug;
  const listing = calendar.propertyName?.trim() || 'your listing';
  const counts = [
    added.length > 0 ? `${added.length} new` : null,
    cancelled.length > 0 ? `${cancelled.length} cancelled` : null,
  ].filter(Boolean);
  await mailer.send({
    to: calendar.email,
    subject: `${channel}: ${counts.join(', ')} ${added.length + cancelled.length === 1 ? 'stay' : 'stays'} at ${listing}`,
    text: [
      `Hello ${calendar.firstName},`,
      '',
      `The ${channel} calendar of ${listing} just changed.`,
      ...(added.length > 0 ? ['', 'New stays:', ...lines(added)] : []),
      ...(cancelled.length > 0 ? ['', 'Cancelled stays:', ...lines(cancelled)] : []),
      '',
      `See the calendar: ${publicUrl}/calendar/${calendar.propertyId}`,
      '',
      `Turn these mails off in Settings: ${publicUrl}/settings#notifications`,
      '',
    ].join('\n'),
  });
  return true;
}

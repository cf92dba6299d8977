import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { MailUnavailable, type Mailer } from '../integrations/mail/index.js';
import { claimNotice, clearNotice, dueNotices, markNoticeSent, noticeContent } from './repository.js';

/** How long a guest's message waits unread, and the host away, before the mail. */
/** The periodic scan's job (server.ts queues it every NOTICE_SCAN_INTERVAL_MS; a worker runs it). */
export const NOTICE_SCAN_JOB = 'notices.scan';

export const OFFLINE_NOTICE_DELAY_MS = 15 * 60_000;
/** How long one instance holds a notice it sends; a failed or crashed send is tried again after it. */
const LEASE_MS = 2 * 60_000;
/** Notices due this long ago are dropped, not sent (mail configured late, a long outage): the news is stale. */
const STALE_MS = 24 * 60 * 60_000;
/** Notices taken per scan. */
const BATCH = 50;
/** The message's text as quoted in the mail. */
const QUOTE_CHARS = 500;

export interface NoticeScanner {
  /** Sends the notices due at `now`; resolves with how many went out. */
  scan(now?: Date): Promise<number>;
}

const quote = (text: string) => {
  const chars = [...text];
  return chars.length > QUOTE_CHARS ? `${chars.slice(0, QUOTE_CHARS).join('').trimEnd()}…` : text;
};

/**
 * Mail for a guest's message that its host has not read 15 minutes on while away (not seen for 15 minutes: no
 * request, no open subscription). One notice per conversation burst, from the first unread message until the host
 * reads the conversation. Any number of API instances may scan the same database: each notice is claimed with a
 * conditional update first (a lease), so it is mailed by one instance only; a failed send is retried after the lease.
 */
export class OfflineMessageNotices implements NoticeScanner {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
    private readonly log?: Pick<FastifyBaseLogger, 'error' | 'info'>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async scan(now: Date = this.clock()): Promise<number> {
    const awaySince = new Date(now.getTime() - OFFLINE_NOTICE_DELAY_MS);
    let sent = 0;
    for (const bookingId of await dueNotices(this.db, now, awaySince, BATCH)) {
      if (!(await claimNotice(this.db, bookingId, now, LEASE_MS))) continue; // another instance has it
      if (await this.send(bookingId, now)) sent++;
    }
    return sent;
  }

  private async send(bookingId: number, now: Date): Promise<boolean> {
    const notice = await noticeContent(this.db, bookingId);
    if (!notice) return false;
    if (now.getTime() - Date.parse(notice.dueAt) > STALE_MS) {
      await clearNotice(this.db, bookingId);
      this.log?.info({ bookingId }, 'stale message notice dropped');
      return false;
    }
    const guest = `${notice.guestFirstName} ${notice.guestLastName}`.trim() || 'Your guest';
    const listing = notice.propertyName?.trim() || 'your listing';
    const more = notice.unread > 1 ? ` (${notice.unread} unread messages)` : '';
    try {
      await this.mailer.send({
        to: notice.hostEmail,
        subject: `New message from ${guest} about ${listing}`,
        text: [
          `Hello ${notice.hostFirstName},`,
          '',
          `${guest} wrote about ${listing}${more}:`,
          '',
          quote(notice.content),
          '',
          `Read and reply: ${this.publicUrl}/?conversation=${bookingId}`,
          '',
          'You get this mail because the message was unread after 15 minutes while you were away.',
          `Turn it off in Settings: ${this.publicUrl}/settings#notifications`,
          '',
        ].join('\n'),
      });
    } catch (error) {
      // The message text and the addresses stay out of the log; the lease runs out and the notice is tried again.
      const reason = error instanceof MailUnavailable ? error.message : 'unexpected error';
      this.log?.error({ bookingId, reason }, 'message notice not sent');
      return false;
    }
    await markNoticeSent(this.db, bookingId, now);
    return true;
  }
}

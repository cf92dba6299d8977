import type { MailConfig } from '../../config.js';
import type { Mailer } from './mail.js';
import { SmtpMailer } from './smtp.js';

export * from './mail.js';

/** SMTP when SMTP_URL is set; otherwise none (nothing pretends to send). */
export function createMailer(config: MailConfig): Mailer | null {
  return config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.from) : null;
}

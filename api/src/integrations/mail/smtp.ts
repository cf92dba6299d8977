import nodemailer from 'nodemailer';
import { headerText, MailUnavailable, type Mailer, type OutgoingMail } from './mail.js';

const TIMEOUT_MS = 15_000;

/** Mail through an SMTP server (SMTP_URL, credentials in the URL), from MAIL_FROM. */
export class SmtpMailer implements Mailer {
  private readonly transport;

  constructor(
    private readonly smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: TIMEOUT_MS,
      greetingTimeout: TIMEOUT_MS,
      socketTimeout: TIMEOUT_MS,
    });
  }

  async send(mail: OutgoingMail): Promise<{ messageId: string }> {
    try {
      const info = await this.transport.sendMail({
        from: this.from,
        to: mail.to,
        subject: headerText(mail.subject),
        text: mail.text,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      });
      return { messageId: info.messageId };
    } catch (error) {
      throw new MailUnavailable(`SMTP delivery failed: ${this.describe(error)}`);
    }
  }

  /** nodemailer's code and the server's reply code and text; the URL (with its password) never. */
  private describe(error: unknown): string {
    const { code, responseCode, response, message } = error as {
      code?: string;
      responseCode?: number;
      response?: string;
      message?: string;
    };
    const parts = [code, responseCode, response ?? message].filter((part) => part !== undefined && part !== '');
    let text = parts.join(' ');
    const password = URL.canParse(this.smtpUrl) ? decodeURIComponent(new URL(this.smtpUrl).password) : '';
    for (const secret of [this.smtpUrl, password]) if (secret) text = text.split(secret).join('[redacted]');
    return text;
  }
}

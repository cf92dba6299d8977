/**
 * Outgoing mail (issue 15 point 8): the help form now, the host's notices later (offline for 15 minutes, a booking
 * imported or cancelled by a channel), each through `send`. Plain text: nothing a host or guest typed is ever
 * rendered as HTML.
 */

export interface OutgoingMail {
  to: string | string[];
  subject: string;
  text: string;
  /** Where answers go (the host who asked for help), instead of the sender address. */
  replyTo?: string;
}

export interface Mailer {
  /** Resolves once the SMTP server accepted the message; throws MailUnavailable otherwise. */
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
}

/** The mail server could not be reached or refused the message. `message` is safe to log: no credentials. */
export class MailUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MailUnavailable';
  }
}

/** One line, for a header: line breaks in what users typed must not start new headers. */
export const headerText = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

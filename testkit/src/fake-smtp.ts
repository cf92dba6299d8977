import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on 127.0.0.1 for tests (smtp-server), keeping every message it accepts, parsed (mailparser),
 * so tests read what a recipient would. It asks for the user and password it was given (plain AUTH, no TLS: loopback
 * only), and can refuse messages like a full mailbox or a server in trouble would. Depends on no API code: it moves
 * to a shared test kit as a file.
 */

export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  /** The SMTP user the client signed in as. */
  user: string | null;
  from: string;
  to: string[];
  replyTo: string[];
  subject: string;
  text: string;
  messageId: string | null;
}

export interface FakeSmtpServer {
  port: number;
  /** `smtp://user:password@127.0.0.1:port`: what SMTP_URL should be. */
  url: string;
  mails: ReceivedMail[];
  /** Until reset with null, every message is refused with this SMTP reply (e.g. 550, 'Mailbox unavailable'). */
  refuse(reply: { code: number; message: string } | null): void;
  close(): Promise<void>;
}

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) =>
    group.value.map((entry) => entry.address ?? ''),
  );

export async function startFakeSmtpServer(
  options: { port?: number; user?: string; password?: string } = {},
): Promise<FakeSmtpServer> {
  const user = options.user ?? 'portal';
  const password = options.password ?? 'smtp-test-password';
  const mails: ReceivedMail[] = [];
  let refusal: { code: number; message: string } | null = null;

  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    closeTimeout: 100,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === password) return callback(null, { user });
      callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          if (refusal) {
            return callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
          }
          mails.push({
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
            },
            user: typeof session.user === 'string' ? session.user : null,
            from: addresses(parsed.from)[0] ?? '',
            to: addresses(parsed.to),
            replyTo: addresses(parsed.replyTo),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            messageId: parsed.messageId ?? null,
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}`,
    mails,
    refuse: (reply) => {
      refusal = reply;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

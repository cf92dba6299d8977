import { createServer } from 'node:http';
import { startFakeSmtpServer } from '@portal/testkit/fake-smtp';

/**
 * Mail for the journeys: the API's fake SMTP server on a fixed local port, which playwright.config.ts points
 * SMTP_URL at, and a small HTTP endpoint beside it (GET /mails) from which the specs read what it received.
 */
export const smtpPort = (e2ePort: number) => e2ePort + 13;
export const mailboxPort = (e2ePort: number) => e2ePort + 14;
export const FAKE_SMTP_USER = 'portal-e2e';
export const FAKE_SMTP_PASSWORD = 'e2e-smtp-pass';
export const E2E_HELP_EMAIL = 'help@portal.example.test';

export default async function startSmtp() {
  const e2ePort = Number(process.env.E2E_PORT ?? 4100);
  const smtp = await startFakeSmtpServer({
    port: smtpPort(e2ePort),
    user: FAKE_SMTP_USER,
    password: FAKE_SMTP_PASSWORD,
  });
  const mailbox = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(smtp.mails));
  });
  await new Promise<void>((resolve) => mailbox.listen(mailboxPort(e2ePort), '127.0.0.1', resolve));
  return async () => {
    await new Promise((resolve) => mailbox.close(resolve));
    await smtp.close();
  };
}

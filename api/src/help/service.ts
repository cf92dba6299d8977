import { helpEmailSchema, PLANS, type HelpEmailValues } from '@portal/schema';
import { findActiveSubscription } from '../billing/repository.js';
import type { Db } from '../db/database.js';
import type { Mailer } from '../integrations/mail/index.js';
import { iri } from '../plugins/json-ld.js';
import type { User } from '../users/repository.js';
import { validInput } from '../users/service.js';

/** What support reads: who asks (name, email, account, plan) and their message; answers go to the host directly. */
export async function sendHelpEmail(db: Db, mailer: Mailer, to: string, user: User, body: unknown): Promise<void> {
  const { subject, content } = await validInput<HelpEmailValues>(helpEmailSchema, body);
  const subscription = await findActiveSubscription(db, user.id);
  const planName = PLANS.find((plan) => plan.identifier === subscription?.planIdentifier)?.name;
  const plan = subscription
    ? `${planName ?? subscription.planIdentifier} (${[subscription.platform, subscription.providerStatus]
        .filter(Boolean)
        .join(', ')})`
    : 'No active plan';
  const name = `${user.firstName} ${user.lastName}`.trim();
  await mailer.send({
    to,
    replyTo: user.email,
    subject: `Help request: ${subject}`,
    text: [
      `From: ${name} <${user.email}>`,
      `Account: ${iri('users', user.id)}`,
      `Plan: ${plan}`,
      `Subject: ${subject}`,
      '',
      content,
      '',
    ].join('\n'),
  });
}

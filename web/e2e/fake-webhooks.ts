import { startWebhookReceiver } from '@portal/testkit/webhook-receiver';

/** The journeys' webhook receiver on a fixed local port: Settings → Webhooks registers it (WEBHOOKS_ALLOW_LOOPBACK). */
export const webhooksPort = (e2ePort: number) => e2ePort + 7;
export const webhookReceiverUrl = (e2ePort: number) => `http://127.0.0.1:${webhooksPort(e2ePort)}/portal-events`;

export default async function startFakeWebhooks() {
  const receiver = await startWebhookReceiver({
    port: webhooksPort(Number(process.env.E2E_PORT ?? 4100)),
    fallback: { status: 200, body: 'received by the e2e receiver' },
  });
  return () => receiver.close();
}

import startFakeFeeds from './fake-feeds';
import startFakePlaces from './fake-places';
import startFakeSmtp from './fake-smtp';
import startFakeStripe from './fake-stripe';
import startFakeWebhooks from './fake-webhooks';

/** The local fakes the stack talks to instead of the outside world: place searches, iCal feeds, Stripe, mail and
 * webhook receivers. */
export default async function globalSetup() {
  const stops = [
    await startFakePlaces(),
    await startFakeFeeds(),
    await startFakeStripe(),
    await startFakeSmtp(),
    await startFakeWebhooks(),
  ];
  return async () => {
    for (const stop of stops) await stop();
  };
}

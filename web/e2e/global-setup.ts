import startFakeFeeds from './fake-feeds';
import startFakePlaces from './fake-places';
import startFakeSmtp from './fake-smtp';
import startFakeStripe from './fake-stripe';

/** The local fakes the stack talks to instead of the outside world: place searches, iCal feeds, Stripe and mail. */
export default async function globalSetup() {
  const stops = [await startFakePlaces(), await startFakeFeeds(), await startFakeStripe(), await startFakeSmtp()];
  return async () => {
    for (const stop of stops) await stop();
  };
}

import startFakeFeeds from './fake-feeds';
import startFakePlaces from './fake-places';
import startFakeStripe from './fake-stripe';

/** The local fakes the stack talks to instead of the outside world: place searches, iCal feeds and Stripe. */
export default async function globalSetup() {
  const stops = [await startFakePlaces(), await startFakeFeeds(), await startFakeStripe()];
  return async () => {
    for (const stop of stops) await stop();
  };
}

import startFakeFeeds from './fake-feeds';
import startFakePlaces from './fake-places';

/** The local fakes the stack talks to instead of the outside world: place searches and the channels' iCal feeds. */
export default async function globalSetup() {
  const stops = [await startFakePlaces(), await startFakeFeeds()];
  return async () => {
    for (const stop of stops) await stop();
  };
}

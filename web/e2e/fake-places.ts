import { startFakePlacesServer } from '@portal/testkit/fake-places';

/**
 * The stack's place searches go to the API's fake places server (canned places in Whitby), started here on a fixed
 * local port that playwright.config.ts points PLACES_PHOTON_URL / PLACES_NOMINATIM_URL / MAP_TILE_URL at.
 */
export const placesPort = (e2ePort: number) => e2ePort + 10;

export default async function startFakePlaces() {
  const fake = await startFakePlacesServer(undefined, placesPort(Number(process.env.E2E_PORT ?? 4100)));
  return () => fake.close();
}

import type { PlacesConfig } from '../../config.js';
import { GooglePlaces } from './google.js';
import { OpenStreetMapPlaces } from './openstreetmap.js';
import type { PlacesProvider } from './places.js';

export * from './places.js';

/** Google Places when GOOGLE_MAPS_API_KEY is set, else OpenStreetMap (Photon, Overpass, Nominatim). */
export function createPlacesProvider(config: PlacesConfig): PlacesProvider {
  if (config.googleApiKey) return new GooglePlaces(config.googleApiKey, config.googleUrl);
  return new OpenStreetMapPlaces({
    photonUrl: config.photonUrl,
    nominatimUrl: config.nominatimUrl,
    overpassUrl: config.overpassUrl,
    userAgent: config.userAgent,
  });
}

const EARTH_RADIUS_M = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

export interface Point {
  latitude: number;
  longitude: number;
}

/** Great-circle distance in metres (haversine, mean Earth radius), rounded to the metre. */
export function distanceMeters(from: Point, to: Point): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a))));
}

/** Nearest first; suggestions without a distance keep their order after the others. */
export function nearestFirst<T extends { distanceMeters: number | null }>(items: T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort(
      (a, b) =>
        (a.item.distanceMeters ?? Number.POSITIVE_INFINITY) - (b.item.distanceMeters ?? Number.POSITIVE_INFINITY) ||
        a.index - b.index,
    )
    .map(({ item }) => item);
}

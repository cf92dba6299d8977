/**
 * A straight-line distance as a host reads it: metres to the nearest 10 below 1 km, then km with one decimal below
 * 10 km, whole km beyond. Kilometres: the portal has no setting for miles.
 */
export function formatDistance(metres: number): string {
  const tens = Math.max(10, Math.round(metres / 10) * 10);
  if (tens < 1000) return `${tens} m`;
  const tenths = Math.round(metres / 100) / 10;
  if (tenths < 10) return `${tenths.toFixed(1)} km`;
  return `${Math.round(metres / 1000)} km`;
}

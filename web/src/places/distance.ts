/**
 * A straight-line distance as a host reads it: metres to the nearest 10 below 1 km, then km with one decimal below
 * 10 km, whole km beyond. Kilometres: the portal has no setting for miles.
 */
export function formatDistance(metres: number): string {
  if (metres < 1000) return `${Math.max(10, Math.round(metres / 10) * 10)} m`;
  if (metres < 10_000) return `${(Math.round(metres / 100) / 10).toFixed(1)} km`;
  return `${Math.round(metres / 1000)} km`;
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** '2 bedrooms · 1 bathroom · sleeps 4': what is known of a listing's size. */
export function factsOf(listing: {
  bedroomCount: number;
  canSleepMax: number | null;
  numberOfBathrooms?: number | null;
}): string[] {
  return [
    listing.bedroomCount > 0 ? plural(listing.bedroomCount, 'bedroom') : null,
    listing.numberOfBathrooms ? plural(listing.numberOfBathrooms, 'bathroom') : null,
    listing.canSleepMax ? `sleeps ${listing.canSleepMax}` : null,
  ].filter((fact): fact is string => fact !== null);
}

/** '1 double bed, 2 single beds'. */
export function bedsOf(bedroom: { doubleBeds: number; singleBeds: number }): string {
  const beds = [
    bedroom.doubleBeds > 0 ? plural(bedroom.doubleBeds, 'double bed') : null,
    bedroom.singleBeds > 0 ? plural(bedroom.singleBeds, 'single bed') : null,
  ].filter((bed): bed is string => bed !== null);
  return beds.length > 0 ? beds.join(', ') : 'No beds listed';
}

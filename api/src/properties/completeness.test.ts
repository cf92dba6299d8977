import { COMPLETENESS_SECTIONS } from '@portal/contract';
import { seededRandom } from '@portal/testkit/random';
import { describe, expect, it } from 'vitest';
import { completenessOf, fieldsCheckedIn, sectionComplete } from './completeness.js';
import { FIELD_NAMES, PROPERTY_FIELDS } from './fields.js';
import type { Property } from './repository.js';

/** A listing whose every field is set or unset at random (booleans true or false). */
function randomListing(random: () => number): Property {
  const values: Record<string, unknown> = {};
  for (const field of FIELD_NAMES) {
    const [kind] = PROPERTY_FIELDS[field];
    if (kind === 'boolean') values[field] = random() < 0.5;
    else if (random() < 0.3) values[field] = random() < 0.5 ? null : '';
    else values[field] = kind === 'string' ? 'set' : 2;
  }
  return { ...values, id: 1, ownerId: 1, isActive: false, services: [] } as unknown as Property;
}

const pick = (listing: Property, fields: readonly string[]): Partial<Property> =>
  Object.fromEntries(fields.map((field) => [field, listing[field as keyof Property]]));

describe('completeness from some fields only', () => {
  it('marks each section as the whole listing does from just the fields that section checks', () => {
    const random = seededRandom(17);
    let incomplete = 0;
    for (let run = 0; run < 300; run++) {
      const listing = randomListing(random);
      const extra = { photoTypes: [], calendarCount: 0, seasonalRateCount: Math.floor(random() * 2) };
      const whole = completenessOf({ ...extra, property: listing });
      for (const section of COMPLETENESS_SECTIONS) {
        const property = pick(listing, fieldsCheckedIn([section]));
        expect(sectionComplete(section, { ...extra, property })).toBe(whole[section]);
        if (!whole[section]) incomplete++;
      }
    }
    // Both answers occur, so the comparison above means something.
    expect(incomplete).toBeGreaterThan(100);
    expect(incomplete).toBeLessThan(300 * COMPLETENESS_SECTIONS.length);
  });

  it('counts a field left out of the row as unset', () => {
    expect(
      sectionComplete('bookingSettings', { property: {}, photoTypes: [], calendarCount: 0, seasonalRateCount: 0 }),
    ).toBe(false);
    expect(fieldsCheckedIn(['bookingSettings'])).toEqual([
      'minNights',
      'standardGuests',
      'canSleepMax',
      'daysBeforeArrival',
      'cancellationPolicyMode',
    ]);
  });
});

import { randomUUID } from 'node:crypto';
import { PRICED_FIELDS } from '@portal/testkit/listing-fields';
import { fetchCaller } from '../api-caller.js';

export interface Conversation {
  hostToken: string;
  guestToken: string;
  strangerToken: string;
  /** `/bookings/{id}`. */
  booking: string;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A host with a listing and a direct booking, its guest (joined with the invite code), and a user in neither. */
export async function createConversation(apiUrl: string): Promise<Conversation> {
  const as = fetchCaller(apiUrl);
  const signUp = async (firstName: string) => {
    const email = `${firstName.toLowerCase()}-${randomUUID()}@example.com`;
    const password = 'Secret123';
    await as()('POST', '/register', {
      firstName,
      lastName: 'Bench',
      email,
      phone: '+44 7700 900123',
      plainPassword: password,
      acceptsMarketing: false,
    });
    return (await as()<{ token: string }>('POST', '/login', { email, password })).token;
  };

  const [hostToken, guestToken, strangerToken] = [await signUp('Ada'), await signUp('Grace'), await signUp('Eve')];
  const host = as(hostToken);
  const property = await host<{ id: number; '@id': string }>('POST', '/properties', { name: 'Bench Cottage' });
  await host('PUT', `/properties/${property.id}`, PRICED_FIELDS);
  const booking = await host<{ id: number; '@id': string; inviteCode: string }>('POST', '/bookings', {
    property: property['@id'],
    startDate: inDays(20),
    endDate: inDays(23),
    providerGuestName: 'Grace',
    numberOfGuest: 2,
  });
  await as(guestToken)('POST', `/bookings/${booking.id}/join`, { inviteCode: booking.inviteCode });
  return { hostToken, guestToken, strangerToken, booking: booking['@id'] };
}

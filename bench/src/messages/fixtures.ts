import { randomUUID } from 'node:crypto';
import { PRICED_FIELDS } from '@portal/testkit/listing-fields';

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
  const call = async <T>(token: string | null, method: string, path: string, body?: object): Promise<T> => {
    const response = await fetch(`${apiUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
      body: body && JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return JSON.parse(text) as T;
  };
  const signUp = async (firstName: string) => {
    const email = `${firstName.toLowerCase()}-${randomUUID()}@example.com`;
    const password = 'Secret123';
    await call(null, 'POST', '/register', {
      firstName,
      lastName: 'Bench',
      email,
      phone: '+44 7700 900123',
      plainPassword: password,
      acceptsMarketing: false,
    });
    return (await call<{ token: string }>(null, 'POST', '/login', { email, password })).token;
  };

  const [hostToken, guestToken, strangerToken] = [await signUp('Ada'), await signUp('Grace'), await signUp('Eve')];
  const property = await call<{ id: number; '@id': string }>(hostToken, 'POST', '/properties', {
    name: 'Bench Cottage',
  });
  await call(hostToken, 'PUT', `/properties/${property.id}`, PRICED_FIELDS);
  const booking = await call<{ id: number; '@id': string; inviteCode: string }>(hostToken, 'POST', '/bookings', {
    property: property['@id'],
    startDate: inDays(20),
    endDate: inDays(23),
    providerGuestName: 'Grace',
    numberOfGuest: 2,
  });
  await call(guestToken, 'POST', `/bookings/${booking.id}/join`, { inviteCode: booking.inviteCode });
  return { hostToken, guestToken, strangerToken, booking: booking['@id'] };
}

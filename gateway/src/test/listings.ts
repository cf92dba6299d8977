import { FormData, fetch } from 'undici';
import type { RunningGateway } from '../index.js';
import type { PropertyBody, PropertyImageDto } from '@portal/contract';
import { COMPLETE_FIELDS as LISTING_FIELDS } from '@portal/testkit/listing-fields';
import { rgbPng } from '@portal/testkit/png';
import type { RestCaller } from '../rest/client.js';
import { graphqlOk, type TestUser } from './harness.js';

/** A real PNG of one colour, `width` × `height`: what the REST API’s image checks accept. */
export function png(width = 8, height = 6, rgb: [number, number, number] = [200, 80, 40]): Buffer {
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  return rgbPng(width, height, Buffer.concat(Array.from({ length: height }, () => row)));
}

/** A photo uploaded as the browser does it: multipart `POST /api/images` through the gateway's proxy. */
export async function uploadPhoto(
  gateway: RunningGateway,
  user: TestUser,
  fields: { property?: string; propertyPhotoType?: string; caption?: string } = {},
): Promise<PropertyImageDto> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set('file', new Blob([new Uint8Array(png())], { type: 'image/png' }), 'photo.png');
  const response = await fetch(`${gateway.url}/api/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}` },
    body: form,
  });
  if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as PropertyImageDto;
}

/** A step image as the browser uploads it: raw `POST /api/upload`; answers the reference to store. */
export async function uploadFile(gateway: RunningGateway, user: TestUser): Promise<string> {
  const response = await fetch(`${gateway.url}/api/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'image/png' },
    body: png(),
  });
  if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { path: string }).path;
}

/** Every field the completion marks and the activation look at, except photos and iCal links (testkit). */
export const COMPLETE_FIELDS = LISTING_FIELDS satisfies PropertyBody;

export const AIRBNB_ICAL = 'https://www.airbnb.co.uk/calendar/ical/40656947.ics?s=32a0a26548f45a0c';

/** A listing made straight through REST (not counted by any test of the gateway's calls). */
export async function addListing(rest: RestCaller, name: string, fields: PropertyBody = {}) {
  const property = await rest.post('/properties', { name });
  return Object.keys(fields).length > 0 ? rest.put(`/properties/${property.id}`, fields) : property;
}

/** A direct booking for two made straight through REST: `guest` stays on `listing` from `startDate` to `endDate`. */
export const addStay = (
  rest: RestCaller,
  listing: { '@id': string },
  startDate: string,
  endDate: string,
  guest: string,
) =>
  rest.post('/bookings', { property: listing['@id'], startDate, endDate, providerGuestName: guest, numberOfGuest: 2 });

/** A listing that can be opened: every field, 10 photos (the first the main one), an iCal link. */
export async function addCompleteListing(gateway: RunningGateway, user: TestUser, name = 'Harbour View Cottage') {
  const rest = gateway.rest.forToken(user.token);
  const property = await addListing(rest, name, COMPLETE_FIELDS);
  for (let index = 0; index < 10; index++) {
    await uploadPhoto(gateway, user, {
      property: property['@id'],
      propertyPhotoType: index === 0 ? 'main' : 'bedroom',
    });
  }
  await rest.post('/calendars', { property: property['@id'], url: AIRBNB_ICAL });
  return property;
}

/** The day `days` from today (UTC), as YYYY-MM-DD. */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A complete listing named `name` of `user`'s and a direct booking on it (addDirectBooking, in GraphQL) for three
 * nights from `startIn` days ahead; answers the booking's id and invite code.
 */
export async function addBookedListing(gateway: RunningGateway, user: TestUser, name: string, startIn: number) {
  const property = await addListing(gateway.rest.forToken(user.token), name, COMPLETE_FIELDS);
  const input = {
    propertyId: String(property.id),
    startDate: inDays(startIn),
    endDate: inDays(startIn + 3),
    providerGuestName: 'Grace Hopper',
    numberOfGuest: 2,
  };
  const { addDirectBooking } = await graphqlOk(
    gateway.url,
    user,
    'mutation($input: DirectBookingInput!) { addDirectBooking(input: $input) { id inviteCode } }',
    { input },
  );
  return addDirectBooking as { id: string; inviteCode: string };
}

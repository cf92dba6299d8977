import { MAIN_PHOTO_TYPE, MIN_PHOTOS_PER_LISTING, PROPERTY_PHOTO_TYPES } from '@portal/schema';
import { rgbPng } from '@portal/testkit/png';
import { airbnbFeed } from '../calendars/feeds.js';
import type { Stack } from '../calendars/stack.js';

/**
 * The photos each listing gets, in upload order: as many as an open listing needs (MIN_PHOTOS_PER_LISTING), the
 * main one second, so the cover is not simply the first.
 */
const PHOTO_TYPES = PROPERTY_PHOTO_TYPES.filter((type) => type !== MAIN_PHOTO_TYPE).slice(
  0,
  MIN_PHOTOS_PER_LISTING - 1,
);
PHOTO_TYPES.splice(1, 0, MAIN_PHOTO_TYPE);
const SIDE = 64;

/** A small flat-colour PNG (the API decodes it and writes its four sizes, as for a host's photo). */
const photo = (shade: number) =>
  rgbPng(
    SIDE,
    SIDE,
    Buffer.concat(Array.from({ length: SIDE }, () => Buffer.from([0, ...Array<number>(SIDE * 3).fill(shade % 256)]))),
  );

/**
 * What a host's listings carry besides their fields, added through the REST API as the host would: ten photos each
 * (POST /images) and iCal links to empty feeds on the stack's local feed server, Airbnb on every listing and
 * Booking.com on every other one. A list of listings reads both (each member's cover photo and channels); without
 * them it would read empty tables.
 */
export async function addListingMedia(stack: Stack, token: string, propertyIds: number[]) {
  const authorization = `Bearer ${token}`;
  const post = async (path: string, body: FormData | object) => {
    const json = !(body instanceof FormData);
    const response = await fetch(new URL(path, stack.api.url), {
      method: 'POST',
      headers: { authorization, ...(json && { 'content-type': 'application/json' }) },
      body: json ? JSON.stringify(body) : body,
    });
    if (response.status !== 201) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  };
  const feed = airbnbFeed([], new Date());
  let [photos, links] = [0, 0];
  for (const [index, id] of propertyIds.entries()) {
    const property = `/properties/${id}`;
    for (const type of PHOTO_TYPES) {
      const form = new FormData();
      form.set('property', property);
      form.set('propertyPhotoType', type);
      form.set('file', new Blob([new Uint8Array(photo(index * 7 + photos))], { type: 'image/png' }), `${type}.png`);
      await post('/images', form);
      photos += 1;
    }
    const urls = [`https://www.airbnb.com/calendar/ical/${id}.ics?s=bench${id}`];
    if (index % 2 === 0) urls.push(`https://admin.booking.com/hotel/hoteladmin/ical.html?t=bench${id}`);
    for (const url of urls) {
      const { pathname, search } = new URL(url);
      stack.feeds.serve(`${pathname}${search}`, feed);
      await post('/calendars', { property, url });
      links += 1;
    }
  }
  return { photos, links };
}

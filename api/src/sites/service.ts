import {
  addDays,
  bookingRequestSchema,
  CALENDAR_MESSAGES,
  daysBetween,
  SITE_MESSAGES,
  siteSlugOf,
  stayQuoteSchema,
  todayUtc,
  type BookingRequestValues,
  type StayQuoteValues,
} from '@portal/schema';
import { bookStay, priceStay } from '../bookings/service.js';
import { isUniqueViolation, type Db } from '../db/database.js';
import { notFound, orNotFound, violation } from '../plugins/errors.js';
import type { Quote } from '../pricing/pricing.js';
import { findProperty, listProperties, type Property } from '../properties/repository.js';
import { listOverrides } from '../property-calendars/repository.js';
import { propertyCalendars } from '../property-calendars/service.js';
import type { User } from '../users/repository.js';
import { validInput } from '../users/service.js';
import { claimSiteSlug, findSiteHost, findSiteSlug, type SiteHost } from './repository.js';

/** The longest window of nights one availability read answers (about six months). */
export const AVAILABILITY_MAX_DAYS = 186;
/** How far ahead the site takes requests: two years. */
const BOOKING_HORIZON_DAYS = 730;
/** Attempts at a free slug ('ada-lovelace', 'ada-lovelace-2', …) before giving up. */
const SLUG_ATTEMPTS = 20;

/**
 * The host's site address, given on first use from their name (company name for companies): the first of
 * 'name', 'name-2', … that no other host holds. Two hosts racing for the same one: the unique index lets one
 * have it and the other tries the next.
 */
export async function ensureSiteSlug(db: Db, user: User): Promise<string> {
  const existing = await findSiteSlug(db, user.id);
  if (existing) return existing;
  const base = siteSlugOf(user.isCompany && user.companyName ? user.companyName : `${user.firstName} ${user.lastName}`);
  for (let attempt = 1; attempt <= SLUG_ATTEMPTS; attempt++) {
    const candidate = attempt === 1 ? base : `${base}-${attempt}`;
    try {
      await claimSiteSlug(db, user.id, candidate);
    } catch (error) {
      if (isUniqueViolation(error)) continue;
      throw error;
    }
    const slug = await findSiteSlug(db, user.id);
    if (slug) return slug;
  }
  // Twenty hosts of one name: a random tail.
  await claimSiteSlug(db, user.id, `${base}-${Math.random().toString(36).slice(2, 8)}`);
  const slug = await findSiteSlug(db, user.id);
  if (!slug) throw new Error('No site address could be given');
  return slug;
}

/** Only open listings are on a site: active and not archived. */
const isOnSite = (property: Property) => property.isActive && !property.isArchived;

export async function siteOf(db: Db, slug: string): Promise<{ host: SiteHost; listings: Property[] }> {
  const host = orNotFound(await findSiteHost(db, slug));
  const listings = await listProperties(db, host.id, { isActive: true, isArchived: false });
  return { host, listings };
}

/** A listing of the site's host that is open; anything else (closed, archived, another host's) is a 404. */
export async function siteListing(db: Db, slug: string, id: number): Promise<{ host: SiteHost; property: Property }> {
  const host = await findSiteHost(db, slug);
  const property = host && (await findProperty(db, host.id, id));
  if (!host || !property || !isOnSite(property)) throw notFound();
  return { host, property };
}

export interface SiteNight {
  date: string;
  /** Bookable as an arrival or a night of a stay: not booked, not blocked, priced, not in the past. */
  available: boolean;
  rate: number | null;
  minNights: number | null;
}

/** The listing's nights from..to (both included) as the portal's own calendar has them, without who booked them. */
export async function availabilityOf(db: Db, property: Property, from: string, to: string): Promise<SiteNight[]> {
  if (to < from) throw violation('to', CALENDAR_MESSAGES.toDateOrder);
  if (daysBetween(from, to) + 1 > AVAILABILITY_MAX_DAYS) {
    throw violation('to', CALENDAR_MESSAGES.rangeTooLong(AVAILABILITY_MAX_DAYS));
  }
  const [calendar] = await propertyCalendars(db, [property], from, to);
  const booked = new Set<string>();
  for (const booking of calendar?.bookings ?? []) {
    if (booking.deletedAt !== null) continue;
    for (let date = booking.startDate; date < booking.endDate; date = addDays(date, 1)) booked.add(date);
  }
  const today = todayUtc();
  return Object.entries(calendar?.dates ?? {}).map(([date, day]) => ({
    date,
    available: date >= today && !day.blocked && !booked.has(date) && day.rate !== null,
    rate: day.rate,
    minNights: day.minNights,
  }));
}

function checkGuests(property: Property, guests: number) {
  if (property.canSleepMax !== null && guests > property.canSleepMax) {
    throw violation('numberOfGuest', CALENDAR_MESSAGES.moreGuestsThanAllowed(property.canSleepMax));
  }
}

function checkHorizon(startDate: string) {
  if (daysBetween(todayUtc(), startDate) > BOOKING_HORIZON_DAYS) {
    throw violation('startDate', CALENDAR_MESSAGES.rangeTooLong(BOOKING_HORIZON_DAYS));
  }
}

/** A guest's stay is at least the minimum stay of its arrival (the date's override, else the listing's). */
async function checkMinimumStay(db: Db, property: Property, startDate: string, endDate: string) {
  const [override] = await listOverrides(db, [property.id], startDate, startDate);
  const minNights = override?.minNights ?? property.minNights ?? 1;
  if (daysBetween(startDate, endDate) < minNights) throw violation('endDate', SITE_MESSAGES.minimumStay(minNights));
}

/** The stay quote a direct booking of these dates would store now, and whether the nights are free. */
export async function quoteOnSite(
  db: Db,
  property: Property,
  input: unknown,
): Promise<{ quote: Quote; available: boolean }> {
  const stay = await validInput<StayQuoteValues>(stayQuoteSchema, { numberOfGuest: 1, ...(input as object) });
  checkGuests(property, stay.numberOfGuest);
  checkHorizon(stay.startDate);
  await checkMinimumStay(db, property, stay.startDate, stay.endDate);
  const priced = await priceStay(db, property, { ...stay, guests: stay.numberOfGuest });
  if (!priced.quote) throw violation('property', CALENDAR_MESSAGES.noBaseRate);
  return { quote: priced.quote, available: !priced.overlapsBooking && !priced.overlapsBlocked };
}

/** The site's 'Request to book': a direct booking with the guest's name and email (racing requests: one wins). */
export async function requestBooking(
  db: Db,
  property: Property,
  input: unknown,
): Promise<BookingRequestValues & { bookingId: number }> {
  const values = await validInput<BookingRequestValues>(bookingRequestSchema, input);
  checkGuests(property, values.numberOfGuest);
  checkHorizon(values.startDate);
  await checkMinimumStay(db, property, values.startDate, values.endDate);
  const bookingId = await bookStay(
    db,
    property,
    {
      startDate: values.startDate,
      endDate: values.endDate,
      providerGuestName: values.guestName,
      numberOfGuest: values.numberOfGuest,
      paymentMethod: BOOKING_SITE_PAYMENT,
      guestEmail: values.email,
    },
    SITE_MESSAGES.noLongerAvailable,
  );
  return { ...values, bookingId };
}

/** What the host's booking detail shows as the payment method of a request from the site. */
export const BOOKING_SITE_PAYMENT = 'Booking site request';

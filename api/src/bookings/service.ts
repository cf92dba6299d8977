import { addDays, CALENDAR_MESSAGES, directBookingSchema, todayUtc, type DirectBookingValues } from '@portal/schema';
import type { Db } from '../db/database.js';
import { inTransaction } from '../db/transaction.js';
import { orNotFound, violation } from '../plugins/errors.js';
import { refreshAround } from '../nightly-rates/refresh.js';
import { orphanNights, quoteStay, type Quote } from '../pricing/pricing.js';
import { propertyOfBody } from '../properties/ownership.js';
import type { Property } from '../properties/repository.js';
import { listActiveStays, listBlocks, listOverrides, lockProperty } from '../property-calendars/repository.js';
import { listSeasonalRatesOf } from '../seasonal-rates/repository.js';
import type { User } from '../users/repository.js';
import { validInput } from '../users/service.js';
import {
  deleteBooking,
  findBooking,
  insertDirectBooking,
  markCancellationRequested,
  newInviteCode,
  type Booking,
} from './repository.js';

/** A direct booking: no calendar (not imported) and no channel. */
export const isDirect = (booking: Pick<Booking, 'calendarId' | 'ota'>) =>
  booking.calendarId === null && booking.ota === null;

/** The price a direct booking was made at (frozen at creation), else null. */
export function quoteOf(booking: Pick<Booking, 'quote'>): Quote | null {
  if (!booking.quote) return null;
  try {
    return JSON.parse(booking.quote) as Quote;
  } catch {
    return null;
  }
}

/**
 * POST /bookings (spec §5 Direct booking). The dates may not overlap a stay that is not cancelled or a blocked
 * date (a block made here or imported). The check and the insert run in one transaction with the listing locked
 * (lockProperty), so of two requests racing for the same nights exactly one wins. The stay is priced by src/pricing
 * (the orphan nights computed from the stays and blocks around it) and the quote is stored with the booking.
 */
export async function createDirectBooking(db: Db, caller: User, input: unknown): Promise<Booking> {
  const values = await validInput<DirectBookingValues>(directBookingSchema, input);
  const property = await propertyOfBody(db, caller.id, values.property);
  if (property.canSleepMax !== null && values.numberOfGuest > property.canSleepMax) {
    throw violation('numberOfGuest', CALENDAR_MESSAGES.moreGuestsThanAllowed(property.canSleepMax));
  }
  const id = await bookStay(db, property, {
    startDate: values.startDate,
    endDate: values.endDate,
    providerGuestName: values.providerGuestName,
    numberOfGuest: values.numberOfGuest,
    paymentMethod: values.paymentMethod || null,
  });
  return (await findBooking(db, caller.id, id))!;
}

/** A stay to book on a listing, as it is stored. */
export interface StayToBook {
  startDate: string;
  endDate: string;
  providerGuestName: string;
  numberOfGuest: number;
  paymentMethod: string | null;
  guestEmail?: string | null;
}

/**
 * Books a stay on a listing and answers the new booking's id: the check and the insert run in one transaction with
 * the listing locked (lockProperty), so of two requests racing for the same nights exactly one wins. The stay is
 * priced now (priceStay) and the quote is stored with the booking.
 */
export async function bookStay(
  db: Db,
  property: Property,
  stay: StayToBook,
  /** What a guest is told when the nights were taken (by a racing request, say); the host's wording by default. */
  unavailable?: string,
): Promise<number> {
  const { startDate, endDate } = stay;
  return inTransaction(db, async (trx) => {
    await lockProperty(trx, property.id);
    const { quote, overlapsBooking, overlapsBlocked } = await priceStay(trx, property, {
      startDate,
      endDate,
      guests: stay.numberOfGuest,
    });
    if (overlapsBooking) throw violation('startDate', unavailable ?? CALENDAR_MESSAGES.overlapsBooking);
    if (overlapsBlocked) throw violation('startDate', unavailable ?? CALENDAR_MESSAGES.overlapsBlocked);
    if (!quote) throw violation('property', CALENDAR_MESSAGES.noBaseRate);
    const id = await insertDirectBooking(trx, {
      ...stay,
      propertyId: property.id,
      inviteCode: newInviteCode(),
      quote: JSON.stringify(quote),
    });
    await refreshAround(trx, property.id, stay);
    return id;
  });
}

/**
 * Prices a stay on a listing as a direct booking would be priced now (the orphan nights computed from the stays and
 * blocks around it, the rate overrides of its nights), and says whether it overlaps a stay or a blocked date.
 */
export async function priceStay(
  db: Db,
  property: Property,
  stay: { startDate: string; endDate: string; guests: number },
): Promise<{ quote: Quote | null; overlapsBooking: boolean; overlapsBlocked: boolean }> {
  const { startDate, endDate } = stay;
  const pad = property.orphanNightsEnabled ? (property.orphanNightsMinNights ?? 0) : 0;
  const [stays, blocks, seasons, overrides] = await Promise.all([
    listActiveStays(db, [property.id], addDays(startDate, -pad), addDays(endDate, pad)),
    listBlocks(db, [property.id], addDays(startDate, -pad), addDays(endDate, pad)),
    listSeasonalRatesOf(db, [property.id]),
    listOverrides(db, [property.id], startDate, addDays(endDate, -1)),
  ]);
  const overlaps = (period: { startDate: string; endDate: string }) =>
    period.startDate < endDate && period.endDate > startDate;
  const rateOverrides = new Map(overrides.flatMap((row) => (row.rate === null ? [] : [[row.date, row.rate] as const])));
  const quote = quoteStay(
    property,
    seasons,
    { startDate, endDate, guests: stay.guests, bookedAt: todayUtc() },
    { rateOverrides, orphanNights: orphanNights(property, [...stays, ...blocks]) },
  );
  return { quote, overlapsBooking: stays.some(overlaps), overlapsBlocked: blocks.some(overlaps) };
}

/** DELETE /bookings/{id}: permanent, direct bookings only (spec §4 Booking). */
export async function removeBooking(db: Db, booking: Booking): Promise<void> {
  if (!isDirect(booking)) throw violation('id', CALENDAR_MESSAGES.onlyDirectDelete);
  await inTransaction(db, async (trx) => {
    await deleteBooking(trx, booking.id);
    await refreshAround(trx, booking.propertyId, booking);
  });
}

/**
 * POST /bookings/{id}/cancel (spec §4 Booking): only a booking not cancelled, from Vrbo, not yet ended. It starts a
 * cancellation: no channel API is connected, so it is recorded (deletedAt and cancellationRequestedAt now) and the
 * booking shows as cancelled; later syncs of its feed do not restore it.
 */
export async function requestCancellation(db: Db, caller: User, booking: Booking): Promise<Booking> {
  if (booking.deletedAt !== null) throw violation('deletedAt', CALENDAR_MESSAGES.alreadyCancelled);
  if (booking.ota !== 'vrbo') throw violation('ota', CALENDAR_MESSAGES.cancelOnlyVrbo);
  if (booking.endDate < todayUtc()) throw violation('endDate', CALENDAR_MESSAGES.cancelPast);
  await inTransaction(db, async (trx) => {
    await markCancellationRequested(trx, booking.id);
    await refreshAround(trx, booking.propertyId, booking);
  });
  return orNotFound(await findBooking(db, caller.id, booking.id));
}

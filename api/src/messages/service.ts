import {
  fillPlaceholders,
  MAX_MESSAGE_LENGTH,
  MAX_MESSAGE_TEMPLATES,
  MESSAGES,
  MESSAGING_MESSAGES,
} from '@portal/schema';
import { PostgresAdapter } from 'kysely';
import { claimMainGuest, findAnyBooking, findBookingOfParticipant, type Booking } from '../bookings/repository.js';
import type { Db } from '../db/database.js';
import type { EventPublisher } from '../integrations/events/index.js';
import { HttpError, notFound, orNotFound, ValidationFailed, violation } from '../plugins/errors.js';
import { clearNotice, recordGuestMessage } from '../notices/repository.js';
import { OFFLINE_NOTICE_DELAY_MS } from '../notices/offline-messages.js';
import type { User } from '../users/repository.js';
import {
  claimWelcome,
  clearWelcomes,
  countTemplates,
  findMessage,
  findTemplate,
  insertMessage,
  insertTemplate,
  pendingWelcomes,
  updateTemplate,
  type Message,
} from './repository.js';
import { toMessageItem } from './representation.js';

const TEMPLATE_NAME_MAX = 100;

/** The host (listing owner) and the joined guest, if any. */
export const participantsOf = (booking: Pick<Booking, 'ownerId' | 'mainGuestId'>) =>
  booking.mainGuestId === null ? [booking.ownerId] : [booking.ownerId, booking.mainGuestId];

/** `/bookings/12` (or a bare id) → 12; anything else → undefined. */
export function bookingIdOf(reference: unknown): number | undefined {
  if (typeof reference !== 'string' && typeof reference !== 'number') return undefined;
  const match = /^(?:\/bookings\/)?(\d{1,9})$/.exec(String(reference).trim());
  return match ? Number(match[1]) : undefined;
}

/** The booking, when the user is its host or joined guest; otherwise it does not exist for them (404). */
export async function participantBooking(db: Db, user: User, reference: unknown): Promise<Booking> {
  const id = bookingIdOf(reference);
  const booking = id === undefined ? undefined : await findBookingOfParticipant(db, user.id, id);
  if (!booking) throw notFound();
  return booking;
}

/** Trimmed plain text: empty or whitespace-only, and over MAX_MESSAGE_LENGTH characters, are refused. */
export function messageContent(raw: unknown, field = 'content'): string {
  const content = typeof raw === 'string' ? raw.trim() : '';
  if (content === '') throw violation(field, MESSAGING_MESSAGES.empty);
  if ([...content].length > MAX_MESSAGE_LENGTH) throw violation(field, MESSAGING_MESSAGES.tooLong);
  return content;
}

/**
 * Stores a message and announces it to the booking's participants. A guest's message starts the host's notice (mailed
 * if still unread after 15 minutes away); the host's own answer ends it.
 */
export async function postMessage(
  db: Db,
  events: EventPublisher,
  booking: Booking,
  senderId: number,
  content: string,
): Promise<Message> {
  const message = await insertMessage(db, { bookingId: booking.id, senderId, content });
  if (senderId === booking.ownerId) await clearNotice(db, booking.id);
  else {
    const dueAt = new Date(Date.parse(message.createdAt) + OFFLINE_NOTICE_DELAY_MS).toISOString();
    await recordGuestMessage(db, { bookingId: booking.id, hostId: booking.ownerId, messageId: message.id, dueAt });
  }
  await announceMessage(events, booking, message);
  return message;
}

/**
 * POST /bookings/{id}/messages-read: the caller's app showed the conversation up to its newest message. For the
 * host, that ends the conversation's pending notice (the guest's side has none).
 */
export async function markConversationRead(db: Db, caller: User, bookingId: number): Promise<void> {
  const booking = await participantBooking(db, caller, bookingId);
  if (booking.ownerId === caller.id) await clearNotice(db, booking.id);
}

/** Tells the booking's participants about a stored message (after its transaction committed). */
export async function announceMessage(events: EventPublisher, booking: Booking, message: Message) {
  try {
    await events.publish({
      type: 'message.added',
      message: toMessageItem(message),
      participantIds: participantsOf(booking),
    });
  } catch (error) {
    // The message is stored: clients still see it on their next refresh.
    console.error(`message event not published: ${(error as Error).message}`);
  }
}

/** POST /messages */
export async function sendMessage(db: Db, events: EventPublisher, caller: User, body: unknown): Promise<Message> {
  const input = body as { booking?: unknown; content?: unknown };
  const content = messageContent(input.content);
  const booking = await participantBooking(db, caller, input.booking);
  return postMessage(db, events, booking, caller.id, content);
}

/** GET /messages/{id}: only for the participants of its booking. */
export async function readMessage(db: Db, caller: User, id: number): Promise<Message> {
  const message = await findMessage(db, id);
  if (!message || !(await findBookingOfParticipant(db, caller.id, message.bookingId))) throw notFound();
  return message;
}

/**
 * POST /bookings/{id}/join: the caller becomes the booking's main guest. A wrong code answers 404 like a missing
 * booking (the code is the secret); the host cannot join their own booking; a booking joined by another guest: 409.
 */
export async function joinBooking(db: Db, caller: User, id: number, inviteCode: unknown): Promise<Booking> {
  const booking = await findAnyBooking(db, id);
  if (!booking || !booking.inviteCode || typeof inviteCode !== 'string' || inviteCode !== booking.inviteCode) {
    throw notFound();
  }
  if (booking.ownerId === caller.id) throw violation('inviteCode', MESSAGING_MESSAGES.hostCannotJoin);
  if (!(await claimMainGuest(db, booking.id, caller.id))) {
    throw new HttpError(409, MESSAGING_MESSAGES.bookingAlreadyJoined);
  }
  return (await findBookingOfParticipant(db, caller.id, booking.id))!;
}

/**
 * The automatic welcome message (spec Property autoMessageEnabled/autoMessageContent): posted by the host on each
 * new booking of the listing, placeholders filled. A booking is created with welcome_pending set; whoever clears the
 * flag posts it, so a re-sync or a concurrent run never posts twice.
 */
export async function sendWelcomeMessages(db: Db, events: EventPublisher, propertyId: number): Promise<void> {
  const property = await db
    .selectFrom('properties')
    .select(['name', 'autoMessageEnabled', 'autoMessageContent'])
    .where('id', '=', propertyId)
    .executeTakeFirst();
  if (!property) return;
  const template = property.autoMessageContent?.trim();
  if (!property.autoMessageEnabled || !template) {
    // Nothing to post: one statement clears them all (an import of thousands of stays holds nothing up).
    await clearWelcomes(db, propertyId);
    return;
  }
  for (const [index, bookingId] of (await pendingWelcomes(db, propertyId)).entries()) {
    // SQLite runs each statement synchronously: let other requests through now and then.
    if (index % 50 === 49) await new Promise((resolve) => setImmediate(resolve));
    if (!(await claimWelcome(db, bookingId))) continue;
    const booking = await findAnyBooking(db, bookingId);
    if (!booking || booking.deletedAt !== null) continue;
    const guestName =
      [booking.mainGuestFirstName, booking.mainGuestLastName].filter(Boolean).join(' ') ||
      booking.providerGuestName ||
      'Guest';
    const content = fillPlaceholders(template, {
      guestName,
      listingName: property.name ?? '',
      checkIn: booking.startDate,
      checkOut: booking.endDate,
    }).slice(0, MAX_MESSAGE_LENGTH);
    await postMessage(db, events, booking, booking.ownerId, content);
  }
}

interface TemplateValues {
  name: string;
  content: string;
}

function templateValues(body: unknown): TemplateValues {
  const input = body as { name?: unknown; content?: unknown };
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  const content = typeof input.content === 'string' ? input.content.trim() : '';
  const violations = [];
  if (name === '') violations.push({ propertyPath: 'name', message: MESSAGES.required });
  else if (name.length > TEMPLATE_NAME_MAX) {
    violations.push({ propertyPath: 'name', message: MESSAGING_MESSAGES.templateNameTooLong });
  }
  if (content === '') violations.push({ propertyPath: 'content', message: MESSAGES.required });
  else if ([...content].length > MAX_MESSAGE_LENGTH) {
    violations.push({ propertyPath: 'content', message: MESSAGING_MESSAGES.tooLong });
  }
  if (violations.length > 0) throw new ValidationFailed(violations);
  return { name, content };
}

/**
 * POST /message-templates: at most MAX_MESSAGE_TEMPLATES per user, counted and inserted in one transaction with
 * the user's row locked (PostgreSQL; SQLite runs one write transaction at a time), so racing requests cannot pass 5.
 */
export async function createTemplate(db: Db, caller: User, body: unknown) {
  const values = templateValues(body);
  return db.transaction().execute(async (trx) => {
    if (trx.getExecutor().adapter instanceof PostgresAdapter) {
      await trx.selectFrom('users').select('id').where('id', '=', caller.id).forUpdate().execute();
    }
    if ((await countTemplates(trx, caller.id)) >= MAX_MESSAGE_TEMPLATES) {
      throw violation('name', MESSAGING_MESSAGES.tooManyTemplates);
    }
    return insertTemplate(trx, { userId: caller.id, ...values });
  });
}

export async function ownTemplate(db: Db, caller: User, id: number) {
  return orNotFound(await findTemplate(db, caller.id, id));
}

export async function changeTemplate(db: Db, caller: User, id: number, body: unknown) {
  const template = await ownTemplate(db, caller, id);
  await updateTemplate(db, template.id, templateValues(body));
  return ownTemplate(db, caller, id);
}

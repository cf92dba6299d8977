import { MESSAGING_MESSAGES } from '@portal/schema';

/** The messaging side panel's words (spec §2, §8). */
export const PANEL_COPY = {
  noConversations: "You don't have any messages yet. Use the plus button above to send your first.",
  noBookings: "You don't have any bookings yet. Import a Booking Calendar to begin sending messages.",
  messageSent: 'Message sent',
  noActiveBookings: 'You have no active bookings to message.',
  /** The API's own words for the same limit (counted after trimming, as the API does). */
  tooLong: MESSAGING_MESSAGES.tooLong,
  newMessage: 'New message',
  polling: 'Live updates are paused: messages refresh every 10 seconds.',
  noMessagesYet: 'No messages yet: write the first one below.',
  back: 'Back to conversations',
  guestFallback: 'Guest',
  useTemplate: 'Use a template…',
  addTemplates: 'Save replies you send often as message templates in Settings',
} as const;

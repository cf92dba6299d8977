/** The messaging side panel's words (spec §2, §8). */
export const PANEL_COPY = {
  noConversations: "You don't have any messages yet. Use the plus button above to send your first.",
  noBookings: "You don't have any bookings yet. Import a Booking Calendar to begin sending messages.",
  messageSent: 'Message sent',
  noActiveBookings: 'You have no active bookings to message.',
  tooLong: (max: number) => `A message can be at most ${max} characters.`,
  newMessage: 'New message',
  back: 'Back to conversations',
  guestFallback: 'Guest',
} as const;

/** Texts of the calendars and bookings domain that the spec does not word (spec §4 and §5 give the others). */
export const CALENDAR_MESSAGES = {
  /** Spec §4 Booking: the confirmation shown after POST /bookings/{id}/cancel. */
  cancellationInitiated: 'Cancellation of this booking has been initiated',
  endAfterStart: 'The check-out date must be after the arrival date',
  toDateOrder: 'The end date must be on or after the start date',
  rangeTooLong: (maxDays: number) => `Choose at most ${maxDays} days at a time`,
  overlapsBooking: 'These dates overlap a booking',
  overlapsBlocked: 'These dates include blocked dates',
  blockOverlapsBooking: 'These dates overlap a booking, so they cannot be blocked or unblocked',
  overrideValueRequired: 'Enter a rate or a minimum number of nights',
  moreGuestsThanAllowed: (max: number) => `This listing sleeps at most ${max} guests`,
  noBaseRate: 'Set a base rate for this listing before taking bookings',
  onlyDirectDelete: 'Only direct bookings can be deleted; bookings from a channel are cancelled there',
  alreadyCancelled: 'This booking is already cancelled',
  cancelOnlyVrbo: 'Only Vrbo bookings can be cancelled from the portal',
  cancelPast: 'This booking has already ended',
  arrivalInPast: 'The arrival date has passed: a direct booking starts today or later',
  /** What a nameless Booking.com stay is called: its export writes stays and closed dates alike. */
  bookingComUnnamed: 'Booking.com: booked or closed',
  /** An imported stay the channel's last successful fetch no longer listed (cancelled if the next one agrees). */
  missingSince: (time: string) => `Missing from the channel's calendar since ${time}`,
} as const;

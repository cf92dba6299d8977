/** The values a message template or an automatic welcome message may name as {guestName} and so on. */
export interface PlaceholderValues {
  guestName: string;
  listingName: string;
  /** YYYY-MM-DD */
  checkIn: string;
  /** YYYY-MM-DD */
  checkOut: string;
}

export const PLACEHOLDERS = ['guestName', 'listingName', 'checkIn', 'checkOut'] as const;

/** Fills {guestName}, {listingName}, {checkIn} and {checkOut}; any other braces are left as written. */
export function fillPlaceholders(template: string, values: PlaceholderValues): string {
  return template.replace(
    /\{(guestName|listingName|checkIn|checkOut)\}/g,
    (_match, key: keyof PlaceholderValues) => values[key],
  );
}

/** Longest message accepted (characters, after trimming). */
export const MAX_MESSAGE_LENGTH = 2000;

/** Texts of the messaging domain that the spec does not word. */
export const MESSAGING_MESSAGES = {
  empty: 'Please write a message',
  tooLong: `Please keep a message to ${MAX_MESSAGE_LENGTH} characters or fewer`,
  tooManyTemplates: 'You can have at most 5 message templates',
  templateNameTooLong: 'Please keep the name to 100 characters or fewer',
  bookingAlreadyJoined: 'Another guest has already joined this booking',
  hostCannotJoin: 'You are the host of this booking',
} as const;

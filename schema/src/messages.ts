import { HELP_EMAIL_LIMITS, PASSWORD_MAX_LENGTH, SERVICE_LIMITS } from './constants.js';

/** Texts of spec §5 and §8, verbatim. Every layer imports them from here. */
export const MESSAGES = {
  required: 'Required',
  invalidEmail: 'Please enter a valid email address',
  passwordBlank: "Password can't be blank",
  passwordFormat: 'Password must include at least one capital letter and one number',
  passwordTooShort: 'Password is too short (minimum is 8 characters)',
  loginFailed: 'Incorrect email or password',
  emailTaken: 'This email address is already registered',
  priceTooLow: 'Price cannot be less than 1:00',
  timeFormat: 'Please use 24-hour format HH:MM (e.g. 12:30)',
  calendarUrl:
    'Calendar URL not recognised. Must be from one of our currently supported portals: Airbnb, Booking.com, HomeAway, TripAdvisor',
  imageUploading: 'Image is still uploading',
  selectListing: 'You must select a listing',
  currencyLocked: 'Currency has already been set and cannot be changed',
  genericErrorTitle: 'Something went wrong.',
  genericError: 'Something went wrong. An unexpected error occured. Please try again later.',
  couldNotConnectTitle: 'Could not connect',
  couldNotConnect: 'Could not reach the servers. Please make sure you are connected to the internet.',
  errorInfoHint: 'Try refreshing the page, or signing out and signing in again.',
  noResults: 'No results found',
  changesSaved: 'Changes saved',
  pricingSaveFailed: 'Your pricing updates could not be submitted. Please correct the errors above and try again.',
  couldNotOpenProperty: 'Could not Open property',
  listingAdded: 'Listing Added',
  propertyArchived: 'Property archived',
  propertyUnarchived: 'Property unarchived',
  copyListFailed: 'Error!',
  noListingsYet: "You haven't added any Listings yet.",
  currencySet: 'Currency set',
  helpEmailFailed: 'Something went wrong, and your message may not have been sent.',
  noPurchasesThisMonth: 'No purchases this month',
  noFeedbackYet: "You haven't received any feedback yet.",
  noSearchResults: 'No results',
} as const;

/** Texts of the help form (POST /help-email) that the spec does not word; §8 gives MESSAGES.helpEmailFailed. */
export const HELP_MESSAGES = {
  subjectTooLong: `Please keep the subject to ${HELP_EMAIL_LIMITS.subjectMax} characters or fewer`,
  contentTooLong: `Please keep your message to ${HELP_EMAIL_LIMITS.contentMax} characters or fewer`,
  mailNotConfigured: 'Email is not configured on this server, so your message cannot be sent from here.',
  sent: 'Your message has been sent',
} as const;

/** Texts of the accounts domain that the spec does not word (password rules and the current-password check). */
export const ACCOUNT_MESSAGES = {
  passwordTooLong: `Password is too long (maximum is ${PASSWORD_MAX_LENGTH} characters)`,
  passwordTooCommon: 'This password is too common',
  currentPasswordIncorrect: 'Your current password is incorrect',
} as const;

/** Texts of the listings domain that the spec does not word; shared so forms and the API say the same. */
export const PROPERTY_MESSAGES = {
  listingNotFound: 'This listing does not exist',
  imageNotFound: 'This image does not exist',
  mustBeNumber: 'Must be a number',
  mustBeWholeNumber: 'Must be a whole number',
  wholeAmount: 'Please enter a whole amount (no pence or cents)',
  descriptionTooLong: 'Please keep the description to 500 words or fewer',
  tooLong: 'Too long',
  notInList: 'Please choose one of the options',
  canSleepMax: 'Must be at least the standard number of guests',
  youtube: 'Please enter a YouTube video link or its 11-character video ID',
  imageReference: 'Please upload an image',
  airbnbUrl: 'Please enter the link to your Airbnb listing (https://www.airbnb.com/rooms/…)',
  invalidDate: 'Please enter a valid date (YYYY-MM-DD)',
  dateOrder: 'The end date must be on or after the start date',
  rateChange: 'Rate change must be more than -100% and at most 500%',
  yearlySeasonTooLong: 'A season that repeats every year cannot last longer than a year',
  latitude: 'Latitude must be between -90 and 90',
  longitude: 'Longitude must be between -180 and 180',
  amenitiesExist: 'This listing already has its amenities: update them instead',
  calendarDuplicate: 'This calendar link is already imported for this listing',
  calendarHasBookings: 'This calendar has confirmed bookings, so it cannot be deleted',
  calendarLimit: (max: number) => `A listing can import at most ${max} calendar links: delete one to add another`,
  imageType: 'Please upload a JPG or PNG image (jpg, jpeg, png)',
  imageUnreadable: 'This image could not be read; it may be damaged',
  /** An upload beyond the user's quota (UPLOAD_QUOTA_BYTES, UPLOAD_QUOTA_FILES). */
  storageFull: 'Your storage is full',
  archivedCannotOpen: 'Archived properties cannot be opened',
  copySameListing: 'Choose a different listing to copy from',
  serviceIds: 'Services must be a list of service ids',
  priceTooHigh: 'Price is too high',
} as const;

/** 'Must be a whole number between 0 and 100' */
export const betweenMessage = (min: number, max: number) => `Must be a whole number between ${min} and ${max}`;

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

/** Texts of the guest services domain that the spec does not word (§5 gives 'Required' and the price message). */
export const SERVICE_MESSAGES = {
  titleTooLong: `Please keep the title to ${SERVICE_LIMITS.titleMax} characters or fewer`,
  descriptionTooLong: `Please keep the description to ${SERVICE_LIMITS.descriptionMax} characters or fewer`,
  termsTooLong: `Please keep the terms to ${SERVICE_LIMITS.termsMax} characters or fewer`,
  /** A service is priced in the owner's currency, so the owner picks one first (Settings, Currency). */
  currencyFirst: 'Choose your currency in Settings before adding a service',
  serviceNotFound: 'This service does not exist',
  /** Spec §8. */
  empty: "You haven't created any Services yet.",
  /** Spec §2 Services, with the deployment's help address. */
  notInArea: (email: string) =>
    `We're not in your area yet. Send your request to ${email} and we'll let you know when we're live.`,
} as const;

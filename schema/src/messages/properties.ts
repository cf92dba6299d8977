/** Texts of the listings domain that the spec does not word; shared so forms and the API say the same. */
export const PROPERTY_MESSAGES = {
  listingNotFound: 'This listing does not exist',
  imageNotFound: 'This image does not exist',
  imageNamedTwice: 'Each photo can only be named once',
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

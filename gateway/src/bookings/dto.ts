/** The REST API's booking shapes (`/bookings`, `/property-calendars`), as the resolvers receive them. */
import type { ProviderDto } from '@portal/contract';

export interface StayDiscountDto {
  kind: string;
  percent: number;
  amount: number;
}

export interface StayFeeDto {
  kind: string;
  amount: number;
  quantity?: number;
  unitPrice?: number;
}

/** pricing's Quote: the price of a stay, frozen on a direct booking. */
export interface StayQuoteDto {
  startDate: string;
  endDate: string;
  nights: number;
  guests: number;
  nightly: { date: string; rate: number }[];
  subtotal: number;
  lengthOfStayDiscount: StayDiscountDto | null;
  bookingWindowDiscount: StayDiscountDto | null;
  discountTotal: number;
  fees: StayFeeDto[];
  feesTotal: number;
  total: number;
  securityDeposit: number | null;
}

export interface BookingDto {
  '@id': string;
  id: number;
  startDate: string;
  endDate: string;
  property: string;
  calendar: string | null;
  provider: ProviderDto | null;
  providerGuestName: string | null;
  /** What the host sees the stay as: the guest's name, or 'Booking.com: booked or closed'; null otherwise. */
  name: string | null;
  ota: string | null;
  uid: string | null;
  deletedAt: string | null;
  /** Since when the channel's feed no longer lists it (cancelled if the next successful fetch agrees). */
  missingSince: string | null;
  conflict: boolean;
  numberOfGuest: number | null;
  paymentMethod: string | null;
  inviteCode: string | null;
  cancellationRequestedAt: string | null;
  quote: StayQuoteDto | null;
  /** Always empty until the services issue. */
  purchases: never[];
  /** The guest who joined with the invite code (id and name only), or null. */
  mainGuest?: BookingParticipantDto | null;
  /** Only in the guest view (a booking read by its joined guest, who cannot read the listing itself). */
  propertyName?: string | null;
  /** Set by `fromGuestView`: the caller is the booking's joined guest, not its host. */
  guestView?: true;
  createdAt: string;
  updatedAt: string;
}

export interface BookingParticipantDto {
  '@id': string;
  id: number;
  firstName: string;
  lastName: string;
}

export interface BookingBody {
  startDate: string;
  endDate: string;
  /** `/properties/{id}`. */
  property: string;
  providerGuestName: string;
  numberOfGuest: number;
  paymentMethod?: string | null;
}

/** One night as `/property-calendars` and the override and block routes answer it. */
export interface CalendarDayFields {
  rate: number | null;
  blocked: boolean;
  minNights: number | null;
  rateOverride: number | null;
  minNightsOverride: number | null;
}

/** What CalendarDay resolvers receive: a night with its listing and date (its id is `<propertyId>:<date>`). */
export interface CalendarDayDto extends CalendarDayFields {
  propertyId: number;
  date: string;
}

/** GET /property-calendars: one listing over the window, dates keyed `YYYY-MM-DD`. */
export interface PropertyCalendarDto {
  propertyId: number;
  property: string;
  name: string;
  baseRate: number | null;
  minNights: number | null;
  pricingMissing: boolean;
  bookingSettingsMissing: boolean;
  bookings: BookingDto[];
  dates: Record<string, CalendarDayFields>;
}

/** What PropertyCalendar resolvers receive: the REST row with the window it was asked for. */
export interface PropertyCalendarRow extends PropertyCalendarDto {
  from: string;
  to: string;
  /** The nights of `dates` in date order: index 0 is `from`. */
  days: CalendarDayFields[];
}

/** The override and block routes' answer: the changed days. */
export interface ChangedDaysDto {
  propertyId: number;
  fromDate: string;
  toDate: string;
  dates: Record<string, CalendarDayFields>;
}

export interface DateRangeBody {
  fromDate: string;
  toDate: string;
}

export interface OverrideBody extends DateRangeBody {
  rate?: number;
  minNights?: number;
}

/** What deleteBooking resolves from. */
export interface RemovedBooking {
  removedId: number;
  propertyId: number;
}

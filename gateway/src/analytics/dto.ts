import type { Currency } from '../__generated__/resolvers.js';

/** GET /bookings/dashboard as the REST API answers it. */
export interface MonthTrendDto {
  thisMonth: number;
  lastMonth: number;
  change: number | null;
}

export interface DashboardDto {
  month: string;
  today: string;
  weekStart: string;
  currency: Currency;
  bookings: MonthTrendDto;
  serviceRevenue: MonthTrendDto;
  popularService: { serviceId: number; name: string; sold: number } | null;
  popularListing: { propertyId: number; name: string; nights: number } | null;
  agenda: {
    kind: 'check-in' | 'check-out';
    date: string;
    time: string | null;
    bookingId: number;
    propertyId: number;
    propertyName: string;
    guestName: string | null;
  }[];
  feedback: {
    bookingId: number;
    propertyId: number;
    propertyName: string;
    guestName: string | null;
    overall: number;
    ratedAt: string;
  }[];
}

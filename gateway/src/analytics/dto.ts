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

export interface PeriodChangeDto {
  current: number;
  previous: number;
  change: number | null;
}

/** GET /bookings/analytics as the REST API answers it. */
export interface AnalyticsDto {
  today: string;
  currency: Currency;
  propertyId: number | null;
  sales: { month: string; quoted: number; estimated: number; services: number }[];
  servicesSold: { month: PeriodChangeDto; year: PeriodChangeDto };
  services: { serviceId: number; name: string; sold: number; revenue: number }[];
  ratings: {
    count: number;
    cleanliness: number | null;
    condition: number | null;
    app: number | null;
    overall: number | null;
  };
  listings: { propertyId: number; name: string; count: number; overall: number | null }[];
  transactions: {
    month: string;
    entries: {
      purchaseId: number;
      createdAt: string;
      name: string;
      bookingId: number;
      propertyId: number;
      propertyName: string;
      guestName: string | null;
      currency: string;
      items: number;
      amount: number;
    }[];
    totals: { currency: string; purchases: number; amount: number }[];
  };
}

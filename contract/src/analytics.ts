import type { Currency } from '@portal/schema';
import Type, { type Static, type TProperties } from 'typebox';
import {
  integer,
  jsonLd,
  nullable,
  optionalInteger,
  optionalNumber,
  optionalText,
  recordId,
  text,
  textOf,
} from './common.js';

const date = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });
const periodFields = {
  today: Type.Optional(date),
  timeZone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
};

/** ?today=YYYY-MM-DD&timeZone=Europe/London: the host's day and zone (the server's UTC day by default). */
export const periodQuery = Type.Object(periodFields, { additionalProperties: false });
export type PeriodQuery = Static<typeof periodQuery>;

/** GET /bookings/analytics: the period, optionally one listing, and the month of the transaction history. */
export const analyticsQuery = Type.Object(
  {
    ...periodFields,
    property: Type.Optional(recordId),
    month: Type.Optional(Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', maxLength: 7 })),
  },
  { additionalProperties: false },
);

const list = <T extends TProperties>(properties: T) => Type.Array(Type.Object(properties));

export const monthTrendSchema = Type.Object({ thisMonth: integer, lastMonth: integer, change: optionalInteger });
export type MonthTrendDto = Static<typeof monthTrendSchema>;

/** GET /bookings/dashboard (spec §7 "GET bookings dashboard collection"). */
export const dashboardSchema = Type.Object({
  ...jsonLd,
  month: text,
  today: text,
  weekStart: text,
  currency: textOf<Currency>(),
  bookings: monthTrendSchema,
  serviceRevenue: monthTrendSchema,
  popularService: nullable(Type.Object({ serviceId: integer, name: text, sold: integer })),
  popularListing: nullable(Type.Object({ propertyId: integer, name: text, nights: integer })),
  agenda: list({
    bookingId: integer,
    propertyId: integer,
    propertyName: text,
    guestName: optionalText,
    kind: textOf<'check-in' | 'check-out'>(),
    date: text,
    time: optionalText,
  }),
  feedback: list({
    bookingId: integer,
    propertyId: integer,
    propertyName: text,
    guestName: optionalText,
    overall: integer,
    ratedAt: text,
  }),
});
export type DashboardDto = Static<typeof dashboardSchema>;

export const periodChangeSchema = Type.Object({ current: integer, previous: integer, change: optionalInteger });
export type PeriodChangeDto = Static<typeof periodChangeSchema>;

/** GET /bookings/analytics (spec §7 "GET bookings analytics"). */
export const analyticsSchema = Type.Object({
  ...jsonLd,
  today: text,
  currency: textOf<Currency>(),
  propertyId: optionalInteger,
  sales: list({ month: text, quoted: integer, estimated: integer, services: integer }),
  servicesSold: Type.Object({ month: periodChangeSchema, year: periodChangeSchema }),
  services: list({ serviceId: integer, name: text, sold: integer, revenue: integer }),
  ratings: Type.Object({
    count: integer,
    cleanliness: optionalNumber,
    condition: optionalNumber,
    app: optionalNumber,
    overall: optionalNumber,
  }),
  listings: list({ propertyId: integer, name: text, count: integer, overall: optionalNumber }),
  transactions: Type.Object({
    month: text,
    entries: list({
      purchaseId: integer,
      createdAt: text,
      name: text,
      bookingId: integer,
      propertyId: integer,
      propertyName: text,
      guestName: optionalText,
      currency: text,
      items: integer,
      amount: integer,
    }),
    totals: list({ currency: text, purchases: integer, amount: Type.Number() }),
  }),
});
export type AnalyticsDto = Static<typeof analyticsSchema>;

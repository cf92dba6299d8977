import { integer, jsonLd, optionalInteger, optionalText, recordId, text } from '../plugins/schemas.js';

const date = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 } as const;

/** ?today=YYYY-MM-DD&timeZone=Europe/London: the host's day and zone (the server's UTC day by default). */
export const periodQuery = {
  type: 'object',
  properties: { today: date, timeZone: { type: 'string', minLength: 1, maxLength: 64 } },
  additionalProperties: false,
} as const;

export const trendSchema = {
  type: 'object',
  properties: { thisMonth: integer, lastMonth: integer, change: optionalInteger },
} as const;

const object = (properties: Record<string, object>) => ({ type: 'object', properties }) as const;
const nullable = (properties: Record<string, object>) => ({ type: ['object', 'null'], properties }) as const;

export const dashboardSchema = object({
  ...jsonLd,
  month: text,
  today: text,
  weekStart: text,
  currency: text,
  bookings: trendSchema,
  serviceRevenue: trendSchema,
  popularService: nullable({ serviceId: integer, name: text, sold: integer }),
  popularListing: nullable({ propertyId: integer, name: text, nights: integer }),
  agenda: {
    type: 'array',
    items: object({
      bookingId: integer,
      propertyId: integer,
      propertyName: text,
      guestName: optionalText,
      kind: text,
      date: text,
      time: optionalText,
    }),
  },
  feedback: {
    type: 'array',
    items: object({
      bookingId: integer,
      propertyId: integer,
      propertyName: text,
      guestName: optionalText,
      overall: integer,
      ratedAt: text,
    }),
  },
});

/** GET /bookings/analytics: the period, optionally one listing, and the month of the transaction history. */
export const analyticsQuery = {
  type: 'object',
  properties: {
    ...periodQuery.properties,
    property: recordId,
    month: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$', maxLength: 7 },
  },
  additionalProperties: false,
} as const;

const number = { type: 'number' } as const;
const optionalNumber = { type: ['number', 'null'] } as const;
const change = object({ current: integer, previous: integer, change: optionalInteger });
const list = (properties: Record<string, object>) => ({ type: 'array', items: object(properties) }) as const;

export const analyticsSchema = object({
  ...jsonLd,
  today: text,
  currency: text,
  propertyId: optionalInteger,
  sales: list({ month: text, quoted: integer, estimated: integer, services: integer }),
  servicesSold: object({ month: change, year: change }),
  services: list({ serviceId: integer, name: text, sold: integer, revenue: integer }),
  ratings: object({
    count: integer,
    cleanliness: optionalNumber,
    condition: optionalNumber,
    app: optionalNumber,
    overall: optionalNumber,
  }),
  listings: list({ propertyId: integer, name: text, count: integer, overall: optionalNumber }),
  transactions: object({
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
    totals: list({ currency: text, purchases: integer, amount: number }),
  }),
});

import { integer, jsonLd, optionalInteger, optionalText, text } from '../plugins/schemas.js';

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

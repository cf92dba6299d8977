import type { QueryResolvers, SearchResult } from '../__generated__/resolvers.js';
import type { SearchHitDto } from '@portal/contract';

const id = (value: number | null | undefined) => (value == null ? null : String(value));

const result = (hit: SearchHitDto): SearchResult => ({
  ...hit,
  id: String(hit.id),
  bookingId: id(hit.bookingId),
  propertyId: id(hit.propertyId),
});

/** `search(query)`: one REST call (GET /search/{query}); the four columns renamed. */
export const Query: QueryResolvers = {
  search: async (_parent, { query }, { rest }) => {
    const found = await rest.get(`/search/${encodeURIComponent(query)}`);
    return {
      properties: found.Property.map(result),
      services: found.Service.map(result),
      bookings: found.Booking.map(result),
      messages: found.Message.map(result),
    };
  },
};

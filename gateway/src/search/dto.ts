/** A hit of GET /search/{query} as the REST API answers it. */
export interface SearchHitDto {
  id: number;
  title: string | null;
  description: string | null;
  bookingId?: number | null;
  propertyId?: number | null;
  propertyName?: string | null;
  propertyAddress?: string | null;
  propertyImagePath?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  arriveAfter?: string | null;
  departBefore?: string | null;
}

export interface SearchDto {
  query: string;
  Property: SearchHitDto[];
  Service: SearchHitDto[];
  Booking: SearchHitDto[];
  Message: SearchHitDto[];
}

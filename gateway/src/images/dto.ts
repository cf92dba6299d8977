/** A listing photo as the REST API answers it (GET/PUT /images/{id}, GET /images?property[]=…). */
export interface PropertyImageDto {
  '@id': string;
  id: number;
  /** Null for an image that belongs to no listing (a check-in step image, say). */
  property: string | null;
  /** The original file, `/uploads/…`. */
  path: string;
  propertyPhotoType: string | null;
  caption: string | null;
  position: number;
  width: number;
  height: number;
  squareSmallUrl: string;
  mediumUrl: string;
  largeUrl: string;
  originalUrl: string;
  createdAt: string;
}

/** PUT /images/{id}: fields left out keep their value; a new position shifts the other photos. */
export interface PropertyImageBody {
  caption?: string | null;
  propertyPhotoType?: string | null;
  position?: number | null;
}

import type { HomeGuideType, LocalGuideCategory, LocalGuideType } from '@portal/schema';

/** GET /home-guides/{id} and the members of GET /home-guides. */
export interface HomeGuideDto {
  '@id': string;
  id: number;
  property: string;
  type: HomeGuideType;
  title: string;
  description: string | null;
  image: string | null;
  imageUrl: string | null;
  youtubeId: string | null;
}

/** POST (property, type and title required) and PUT /home-guides: null clears an optional field. */
export interface HomeGuideBody {
  property?: string;
  type?: HomeGuideType | null;
  title?: string | null;
  description?: string | null;
  image?: string | null;
  youtubeId?: string | null;
}

/** GET /local-guides/{id} and the members of GET /local-guides. */
export interface LocalGuideDto {
  '@id': string;
  id: number;
  property: string;
  type: LocalGuideType;
  name: string;
  placeId: string | null;
  placesPhotoReference: string | null;
  websiteUrl: string | null;
  latitude: number | null;
  longitude: number | null;
  image: string | null;
  imageUrl: string | null;
  price: number | null;
  category: LocalGuideCategory | null;
  description: string | null;
}

/** POST (property, type and name required) and PUT /local-guides: null clears an optional field. */
export type LocalGuideBody = { property?: string } & {
  [F in Exclude<keyof LocalGuideDto, '@id' | 'id' | 'property' | 'imageUrl'>]?: LocalGuideDto[F] | null;
};

/** POST /copy-local-guides/{source}/{target}. */
export interface LocalGuideCopyDto {
  source: string;
  target: string;
  copied: number;
}

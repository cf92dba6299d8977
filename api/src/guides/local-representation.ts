import type { LocalGuideDto } from '@portal/contract';
import { iri, item } from '../plugins/json-ld.js';
import type { WithImageUrl } from './images.js';
import type { LocalGuide } from './local-repository.js';

/** The Local guide item of spec §3: `image` is the reference saved, `imageUrl` where the browser loads it. */
export function toLocalGuideItem(guide: WithImageUrl<LocalGuide>): LocalGuideDto {
  return item('LocalGuide', iri('local-guides', guide.id), {
    id: guide.id,
    property: iri('properties', guide.propertyId),
    type: guide.type,
    name: guide.name,
    placeId: guide.placeId,
    placesPhotoReference: guide.placesPhotoReference,
    websiteUrl: guide.websiteUrl,
    latitude: guide.latitude,
    longitude: guide.longitude,
    image: guide.image,
    imageUrl: guide.imageUrl,
    price: guide.price,
    category: guide.category,
    description: guide.description,
    placePhotoStatus: guide.placePhotoStatus,
  });
}

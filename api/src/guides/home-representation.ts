import type { HomeGuideDto } from '@portal/contract';
import { iri, item } from '../plugins/json-ld.js';
import type { HomeGuide } from './home-repository.js';
import type { WithImageUrl } from './images.js';

/** The HomeGuide item of spec §3: `image` is the reference saved, `imageUrl` where the browser loads it. */
export function toHomeGuideItem(guide: WithImageUrl<HomeGuide>): HomeGuideDto {
  return item('HomeGuide', iri('home-guides', guide.id), {
    id: guide.id,
    property: iri('properties', guide.propertyId),
    type: guide.type,
    title: guide.title,
    description: guide.description,
    image: guide.image,
    imageUrl: guide.imageUrl,
    youtubeId: guide.youtubeId,
  });
}

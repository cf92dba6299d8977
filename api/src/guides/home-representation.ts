import { iri, item } from '../plugins/json-ld.js';
import { integer, jsonLd, optionalText, text } from '../plugins/schemas.js';
import type { HomeGuide } from './home-repository.js';
import type { WithImageUrl } from './images.js';

/** The HomeGuide item of spec §3: `image` is the reference saved, `imageUrl` where the browser loads it. */
export function toHomeGuideItem(guide: WithImageUrl<HomeGuide>) {
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

export const homeGuideItemSchema = {
  type: 'object',
  properties: {
    ...jsonLd,
    id: integer,
    property: text,
    type: text,
    title: text,
    description: optionalText,
    image: optionalText,
    imageUrl: optionalText,
    youtubeId: optionalText,
  },
} as const;

import type { Db } from '../db/database.js';
import { iri } from '../plugins/json-ld.js';
import type { Property } from '../properties/repository.js';
import type { User } from '../users/repository.js';
import { createHomeGuide } from './home-service.js';
import { createLocalGuide } from './local-service.js';

const HOME_GUIDES = [
  {
    type: 'heating',
    title: 'Heating and hot water',
    description:
      'The thermostat is in the hall: 20° is cosy. The boiler runs hot water 6–9 am and 5–10 pm; press BOOST on ' +
      'the programmer for an extra hour.\nThe wood burner: kindling and logs are in the basket by the back door.',
    youtubeId: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  },
  {
    type: 'appliance',
    title: 'Washing machine',
    description: 'Under the kitchen worktop. Tablets are in the cupboard above; programme 4 (40°) suits most things.',
  },
  {
    type: 'appliance',
    title: 'Coffee machine',
    description: 'Pods are in the drawer below it. Descale light on? Ignore it.',
  },
  {
    type: 'entertainment',
    title: 'TV and streaming',
    description: 'Netflix and iPlayer are signed in: use the grey remote.',
  },
  {
    type: 'bins',
    title: 'Bins and recycling',
    description: 'Green bin (general) out on Monday night, blue bin (recycling) every other Thursday.',
  },
  { type: 'security', title: 'Front door', description: 'The door locks itself: always take the key when you go out.' },
] as const;

/** Real places near the demo cottage in Whitby (fixed data: seeding never goes to the network). */
const LOCAL_GUIDES = [
  {
    type: 'hotspot',
    category: 'sightseeing',
    name: 'Whitby Abbey',
    websiteUrl: 'https://www.english-heritage.org.uk/visit/places/whitby-abbey/',
    latitude: 54.4881,
    longitude: -0.6078,
    price: 2,
    description: 'Up the 199 steps: the ruin that inspired Dracula, best at sunset.',
  },
  {
    type: 'hotspot',
    category: 'food',
    name: 'The Magpie Cafe',
    websiteUrl: 'https://www.magpiecafe.co.uk/',
    latitude: 54.4868,
    longitude: -0.6148,
    price: 3,
    description: 'Fish and chips by the harbour. Queue early in summer.',
  },
  {
    type: 'hotspot',
    category: 'culture',
    name: 'Captain Cook Memorial Museum',
    websiteUrl: 'https://www.cookmuseumwhitby.co.uk/',
    latitude: 54.4866,
    longitude: -0.6131,
    price: 2,
    description: 'The house on Grape Lane where the young James Cook lodged.',
  },
  {
    type: 'hotspot',
    category: 'nature',
    name: 'Whitby West Cliff Beach',
    latitude: 54.4896,
    longitude: -0.6232,
    description: 'Sand, beach huts and rock pools at low tide.',
  },
  {
    type: 'essential',
    name: 'Whitby Railway Station',
    websiteUrl: 'https://www.northernrailway.co.uk/stations/whitby',
    latitude: 54.4845,
    longitude: -0.6152,
    description: 'Trains to Middlesbrough, and the steam railway to Pickering.',
  },
  {
    type: 'delivery',
    name: 'Just Eat',
    websiteUrl: 'https://www.just-eat.co.uk/',
    description: 'Most Whitby takeaways deliver through it.',
  },
] as const;

/** The demo cottage's home guide and local guide, so a newcomer sees the guide screens full. */
export async function seedDemoGuides(db: Db, user: User, property: Property): Promise<void> {
  const reference = iri('properties', property.id);
  for (const guide of HOME_GUIDES) await createHomeGuide(db, user, { ...guide, property: reference });
  for (const guide of LOCAL_GUIDES) await createLocalGuide(db, null, user, { ...guide, property: reference });
}

/**
 * The guides' types and categories (spec §3 HomeGuide and Local guide), apart from their yup rules so that a page
 * that only lists guides (the guest app) does not load the forms' rules and messages.
 */

export const HOME_GUIDE_TYPES = ['appliance', 'entertainment', 'heating', 'security', 'bins', 'other'] as const;
export type HomeGuideType = (typeof HOME_GUIDE_TYPES)[number];

export const LOCAL_GUIDE_TYPES = ['essential', 'hotspot', 'delivery'] as const;
export type LocalGuideType = (typeof LOCAL_GUIDE_TYPES)[number];

export const LOCAL_GUIDE_CATEGORIES = [
  'sightseeing',
  'shopping',
  'cafe',
  'food',
  'activities',
  'nightlife',
  'nature',
  'culture',
  'sport',
] as const;
export type LocalGuideCategory = (typeof LOCAL_GUIDE_CATEGORIES)[number];

/**
 * What became of a picked place's photo (spec §4: stored as an upload at width 500): 'stored' as the entry's image,
 * 'unavailable' when the maps service could not give an acceptable one (saving the entry again retries),
 * 'storageFull' when the owner's storage had no room. Null for an entry without a place photo reference.
 */
export const PLACE_PHOTO_STATUSES = ['stored', 'unavailable', 'storageFull'] as const;
export type PlacePhotoStatus = (typeof PLACE_PHOTO_STATUSES)[number];

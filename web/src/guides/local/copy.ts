import type { LocalGuideCategory, LocalGuideType } from '@portal/schema';

/** Words of the local guide screens (spec §8 confirmations and prompts verbatim). */
export const LOCAL_GUIDE = {
  title: 'Local Guide',
  addTitle: 'Add to Local Guide',
  editTitle: 'Edit Local Guide entry',
  intro: 'Places near the listing that you recommend to your guests, shown in the guest app.',
  emptyTitle: 'Your local guide is empty',
  emptyBody: 'Add the places you recommend, or copy the local guide of another of your listings.',
  addNew: 'Add New',
  added: 'Local Guide Added',
  saved: 'Local Guide Saved',
  save: 'Save',
  delete: 'Delete',
  deleteTitle: 'Delete this place?',
  deleteBody: (name: string) => `“${name}” will be removed from the local guide. This cannot be undone.`,
  deleted: 'Place deleted',
  notFoundTitle: 'Entry not found',
  notFoundBody: 'This local guide entry does not exist, or it was deleted.',
  back: 'Back to the Local Guide',
  copyTitle: 'Copy the local guide of another listing',
  copyWarning: 'This can only be done once, and cannot be reversed',
  copyConfirm: 'Copy',
  copied: (name: string) => `Local guide copied from ${name}`,
  manual: 'Manually enter details',
  noResults: 'No results found',
  searchLabel: 'Search nearby places',
  mapHeading: 'On the map',
  mapLabel: 'Map of the listing and its local guide places',
  entryMapLabel: 'Map of the listing and this place',
  searchHint: 'Places within 10 km of the listing come first, nearest at the top.',
  /** A hotspot category's search: its places near the listing are listed before anything is typed. */
  nearbyHint: (category: string) =>
    `${category} within 2 km of the listing, nearest at the top; type a name to search 10 km around.`,
  /** The place's photo was not stored when the entry was saved (placePhotoStatus). */
  photoUnavailable:
    "The place's photo could not be fetched from the maps service, so this entry has no picture. Save it again to retry, or upload your own.",
  photoStorageFull:
    "Your storage is full, so the place's photo was not stored. Free some space and save again, or upload a smaller picture.",
} as const;

export const LOCAL_GUIDE_SECTIONS: Record<LocalGuideType, string> = {
  essential: 'Essentials',
  hotspot: 'Hotspots',
  delivery: 'Delivery',
};

export const CATEGORY_LABELS: Record<LocalGuideCategory, string> = {
  sightseeing: 'Sightseeing',
  shopping: 'Shopping',
  cafe: 'Cafés',
  food: 'Food',
  activities: 'Activities',
  nightlife: 'Nightlife',
  nature: 'Nature',
  culture: 'Culture',
  sport: 'Sport',
};

export const localGuideHref = (propertyId: string, rest = '') => `/properties/${propertyId}/local-guide${rest}`;

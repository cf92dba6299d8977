import type { HomeGuideType } from '@portal/schema';

/** Words of the home guide screens. */
export const HOME_GUIDE = {
  title: 'Home Guide',
  addTitle: 'Add to Home Guide',
  editTitle: 'Edit Home Guide entry',
  intro: 'Tips for your guests, shown in the guest app: how things work in your home.',
  emptyTitle: 'Your home guide is empty',
  emptyBody: 'Add how the appliances, heating, bins and the rest of your home work, so guests need not ask.',
  addNew: 'Add New',
  save: 'Save',
  delete: 'Delete',
  deleteTitle: 'Delete this entry?',
  deleteBody: (title: string) => `“${title}” will be removed from the home guide. This cannot be undone.`,
  deleted: 'Entry deleted',
  notFoundTitle: 'Entry not found',
  notFoundBody: 'This home guide entry does not exist, or it was deleted.',
  back: 'Back to the Home Guide',
  wifiLink: 'Wifi details',
  video: 'Video',
} as const;

/** Section titles, in the order the overview shows them. */
export const HOME_GUIDE_SECTIONS: Record<HomeGuideType, string> = {
  appliance: 'Appliances',
  entertainment: 'Entertainment',
  heating: 'Heating',
  security: 'Security',
  bins: 'Bins',
  other: 'Other',
};

export const homeGuideHref = (propertyId: string, rest = '') => `/properties/${propertyId}/home-guide${rest}`;

import { SERVICE_MESSAGES } from '@portal/schema';

/** Texts of the guest services screens (spec §2 Services, §5 Service, §8). */
export const SERVICES = {
  listTitle: 'Guest Services',
  listDescription: 'Extras your guests can buy in the guest app, such as early check-in or an airport transfer.',
  add: 'Add service',
  empty: SERVICE_MESSAGES.empty,
  emptyHint: 'Add the first one, then offer it at your listings from each listing’s Guest Services section.',
  addTitle: 'Add Guest Service',
  editTitle: 'Edit Guest Service',
  save: 'Save',
  added: 'Service added',
  delete: 'Delete',
  deleteTitle: 'Delete guest service',
  deleteBody: (title: string) =>
    `Delete "${title}"? Listings stop offering it. Guests' past purchases of it stay on their bookings.`,
  deleted: 'Service deleted',
  currencyFirstTitle: 'Choose your currency first',
  currencyFirst: SERVICE_MESSAGES.currencyFirst,
  toSettings: 'Go to Settings',
  notFoundTitle: 'Service not found',
  notFoundBody: 'This service does not exist or has been deleted.',
  back: 'Back to Guest Services',
  priceHint: 'The price guests pay, at least 1.00.',
  termsHint: 'Conditions guests accept when they buy, such as how far ahead to book.',
  imageLabel: 'Image',
  hostAssistTitle: 'Host Assist',
  hostAssistIntro:
    'Let our local team take care of the jobs between stays, booked per visit and invoiced to your account.',
  hostAssistOffers: [
    { title: 'Cleaning and changeovers', text: 'Professional cleaning, laundry and restocking between guests.' },
    { title: 'Key handover', text: 'Meet-and-greet check-ins or a secure key box set up at your property.' },
    { title: 'Maintenance visits', text: 'A handyperson for the small repairs guests report during a stay.' },
  ],
  hostAssistContact: (email: string) => `To book Host Assist, send your request to ${email}.`,
  /** Spec §2 Services with the deployment's help address; without one, the Settings help form. */
  notInArea: (email: string | null) => SERVICE_MESSAGES.notInArea(email ?? 'our support team (Settings, Get Help)'),
} as const;

export const SERVICES_HREF = '/services/guest';

import { propertyFieldsForm } from './fields.js';

/** Check-In/Out Guides form: arrive after, arrive before, step 1 description and depart before are required. */
export const checkInOutSchema = propertyFieldsForm(
  [
    'arriveAfter',
    'arriveBefore',
    'departBefore',
    'checkInYoutubeId',
    'checkInStep1Description',
    'checkInStep1Image',
    'checkInStep2Description',
    'checkInStep2Image',
    'checkInStep3Description',
    'checkInStep3Image',
    'checkOutYoutubeId',
    'checkOutStep1Description',
    'checkOutStep1Image',
    'checkOutStep2Description',
    'checkOutStep2Image',
    'checkOutStep3Description',
    'checkOutStep3Image',
  ],
  ['arriveAfter', 'arriveBefore', 'departBefore', 'checkInStep1Description'],
);

import * as yup from 'yup';
import { propertyFieldRules, required } from './fields.js';

const r = propertyFieldRules;

/** Check-In/Out Guides form: arrive after, arrive before, step 1 description and depart before are required. */
export const checkInOutSchema = yup.object({
  arriveAfter: required(r.arriveAfter),
  arriveBefore: required(r.arriveBefore),
  departBefore: required(r.departBefore),
  checkInYoutubeId: r.checkInYoutubeId,
  checkInStep1Description: required(r.checkInStep1Description),
  checkInStep1Image: r.checkInStep1Image,
  checkInStep2Description: r.checkInStep2Description,
  checkInStep2Image: r.checkInStep2Image,
  checkInStep3Description: r.checkInStep3Description,
  checkInStep3Image: r.checkInStep3Image,
  checkOutYoutubeId: r.checkOutYoutubeId,
  checkOutStep1Description: r.checkOutStep1Description,
  checkOutStep1Image: r.checkOutStep1Image,
  checkOutStep2Description: r.checkOutStep2Description,
  checkOutStep2Image: r.checkOutStep2Image,
  checkOutStep3Description: r.checkOutStep3Description,
  checkOutStep3Image: r.checkOutStep3Image,
});

import { SERVICE_LIMITS } from '../constants.js';

/** Texts of the guest services domain that the spec does not word (§5 gives 'Required' and the price message). */
export const SERVICE_MESSAGES = {
  titleTooLong: `Please keep the title to ${SERVICE_LIMITS.titleMax} characters or fewer`,
  descriptionTooLong: `Please keep the description to ${SERVICE_LIMITS.descriptionMax} characters or fewer`,
  termsTooLong: `Please keep the terms to ${SERVICE_LIMITS.termsMax} characters or fewer`,
  /** A service is priced in the owner's currency, so the owner picks one first (Settings, Currency). */
  currencyFirst: 'Choose your currency in Settings before adding a service',
  serviceNotFound: 'This service does not exist',
  /** Spec §8. */
  empty: "You haven't created any Services yet.",
  /** Spec §2 Services, with the deployment's help address. */
  notInArea: (email: string) =>
    `We're not in your area yet. Send your request to ${email} and we'll let you know when we're live.`,
} as const;

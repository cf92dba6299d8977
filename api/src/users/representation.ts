import type { ImageSizesDto, UserDto } from '@portal/contract';
import type { PlanSubscription } from '../billing/repository.js';
import { iri, item } from '../plugins/json-ld.js';
import type { User } from './repository.js';

/** The User item of spec §3 (never the password hash or token version). */
export function toUserItem(
  user: User,
  subscription: PlanSubscription | undefined,
  avatarImage: ImageSizesDto | null,
): UserDto {
  return item('User', iri('users', user.id), {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    acceptsMarketing: user.acceptsMarketing,
    avatarImage,
    addressHouseNameNumber: user.addressHouseNameNumber,
    addressStreet: user.addressStreet,
    addressCity: user.addressCity,
    addressPostcode: user.addressPostcode,
    addressCountry: user.addressCountry,
    language: user.language,
    isCompany: user.isCompany,
    companyName: user.companyName,
    companyWebsite: user.companyWebsite,
    companyAddressHouseNameNumber: user.companyAddressHouseNameNumber,
    companyAddressStreet: user.companyAddressStreet,
    companyAddressCity: user.companyAddressCity,
    companyAddressPostcode: user.companyAddressPostcode,
    companyAddressCountry: user.companyAddressCountry,
    companyMerchantName: user.companyMerchantName,
    currency: user.currency,
    onboardModeSelection: user.onboardModeSelection,
    activeSubscription: subscription
      ? item('PlanSubscription', iri('plan-subscriptions', subscription.id), {
          id: subscription.id,
          planIdentifier: subscription.planIdentifier,
          platform: subscription.platform,
          startedAt: subscription.startedAt,
          // The provider's status while the plan is on (trialing, active, past_due); 'active' for manual ones.
          status: subscription.providerStatus ?? subscription.status,
          trialEndsAt: subscription.trialEndsAt,
          renewsAt: subscription.renewsAt,
          cancelsAt: subscription.cancelsAt,
        })
      : null,
  });
}
export type UserItem = UserDto;

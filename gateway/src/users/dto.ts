/** The REST API's user shapes, as the resolvers receive them (codegen maps User and PlanSubscription here). */
import type {
  AppMode,
  CompanyInput,
  Currency,
  ProfileInput,
  RegisterInput,
  UpdateUserInput,
} from '../__generated__/resolvers.js';

export interface ImageSizesDto {
  squareSmallUrl?: string | null;
  mediumUrl?: string | null;
  largeUrl?: string | null;
  originalUrl?: string | null;
}

export interface PlanSubscriptionDto {
  '@id': string;
  id: number;
  planIdentifier: string;
  platform: 'manual' | 'bookingcom' | 'ios' | 'stripe' | 'others';
  startedAt: string;
  status: string;
  trialEndsAt: string | null;
  renewsAt: string | null;
  cancelsAt: string | null;
}

export interface UserDto {
  '@id': string;
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  acceptsMarketing: boolean;
  avatarImage: ImageSizesDto | null;
  addressHouseNameNumber: string | null;
  addressStreet: string | null;
  addressCity: string | null;
  addressPostcode: string | null;
  addressCountry: string | null;
  language: string;
  isCompany: boolean;
  companyName: string | null;
  companyWebsite: string | null;
  companyAddressHouseNameNumber: string | null;
  companyAddressStreet: string | null;
  companyAddressCity: string | null;
  companyAddressPostcode: string | null;
  companyAddressCountry: string | null;
  companyMerchantName: string | null;
  currency: Currency | null;
  onboardModeSelection: AppMode | null;
  activeSubscription: PlanSubscriptionDto | null;
}

/** POST /login answer. */
export interface LoginDto {
  token: string;
  id: number;
  email: string;
  '@id': string;
}

export interface LoginBody {
  email: string;
  password: string;
}

/** POST /logout: true retires every token of the user, not only the one of the request. */
export interface LogoutBody {
  everywhere: boolean;
}

/** The GraphQL inputs are the REST bodies field for field. */
export type RegisterBody = RegisterInput;
export type UpdateUserBody = UpdateUserInput;
export type ProfileBody = ProfileInput;
export type CompanyBody = CompanyInput;

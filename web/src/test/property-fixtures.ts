/**
 * Listings as data for the mocks of the listings operations. The answers are computed against the SDL
 * (graphql-mocks.ts), so they hold what each operation selects, the other features' fragments included.
 */
import { NO_PRICING_RULES } from '@portal/testkit/pricing-rules';
import { screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { PropertiesDocument, PropertyPageDocument, CopySourceListingsDocument } from '../__generated__/graphql';
import { SIGNED_IN } from './fixtures';
import { mockOf } from './graphql-mocks';

export type Violation = { propertyPath: string; message: string };

const completeness = (complete: boolean) => ({
  __typename: 'PropertyCompleteness',
  details: complete,
  address: complete,
  pricing: complete,
  bookingSettings: complete,
  photos: complete,
  icalLinks: complete,
  checkInOut: complete,
  complete,
});

export const OWNER = {
  __typename: 'User',
  id: SIGNED_IN.id,
  email: SIGNED_IN.email,
  firstName: 'Ada',
  lastName: 'Lovelace',
  fullName: 'Ada Lovelace',
  currency: 'gbp',
  currencySymbol: '£',
};

/** A listing with every field of the SDL; `overrides` replace fields (shallowly). */
export function property(overrides: Record<string, unknown> = {}) {
  const id = (overrides.id as string | undefined) ?? '7';
  return {
    __typename: 'Property',
    id,
    iri: `/properties/${id}`,
    name: 'Harbour View Cottage',
    description: 'A bright cottage a minute from the beach.',
    type: 'Cottage',
    floor: 1,
    space: 80,
    numberOfBathrooms: 1,
    licenceNumber: 'LIC-123',
    licenceExempt: false,
    legalToOperate: true,
    isActive: false,
    isArchived: false,
    airbnbUrl: null,
    image: null,
    completeness: completeness(false),
    channels: [],
    lastSyncedAt: null,
    owner: OWNER,
    minNights: 2,
    standardGuests: 2,
    canSleepMax: 4,
    daysBeforeArrival: 1,
    cancellationPolicyMode: 'Flexible',
    baseRate: 12000,
    ...NO_PRICING_RULES,
    addressCountry: null,
    addressPostcode: null,
    addressHouseNumber: null,
    addressHouseName: null,
    addressStreet: null,
    addressTown: null,
    addressLatitude: null,
    addressLongitude: null,
    arriveAfter: null,
    arriveBefore: null,
    departBefore: null,
    checkInYoutubeId: null,
    checkInStep1Description: null,
    checkInStep1Image: null,
    checkInStep2Description: null,
    checkInStep2Image: null,
    checkInStep3Description: null,
    checkInStep3Image: null,
    checkOutYoutubeId: null,
    checkOutStep1Description: null,
    checkOutStep1Image: null,
    checkOutStep2Description: null,
    checkOutStep2Image: null,
    checkOutStep3Description: null,
    checkOutStep3Image: null,
    welcomeMessage: null,
    welcomeMessageYoutubeId: null,
    autoMessageEnabled: false,
    autoMessageContent: null,
    wifiName: null,
    wifiCode: null,
    wifiDetails: null,
    serviceIds: [],
    bedrooms: [],
    amenities: null,
    images: [],
    seasonalRates: [],
    icalLinks: [],
    syncLog: [],
    ...overrides,
  };
}

export const completenessOf = completeness;

export const channel = (ota: string, active = true) => ({ __typename: 'PropertyChannel', ota, active });

export function propertiesMock(list: ReturnType<typeof property>[]): MockLink.MockedResponse {
  return mockOf(PropertiesDocument, {}, { properties: list });
}

export function propertyPageMock(
  value: ReturnType<typeof property> | null,
  options: { maxUsageCount?: number; id?: string } = {},
): MockLink.MockedResponse {
  const { id = value?.id ?? '7', ...rest } = options;
  return mockOf(PropertyPageDocument, { id }, { property: value }, rest);
}

export function copySourcesMock(list: ReturnType<typeof property>[] | 'error'): MockLink.MockedResponse {
  return list === 'error'
    ? { request: { query: CopySourceListingsDocument }, error: new Error('Internal server error') }
    : mockOf(CopySourceListingsDocument, {}, { properties: list });
}

/** A GraphQL error answer with a code (and violations for BAD_USER_INPUT). */
export function graphQLErrorResult(path: string, code: string, violations?: Violation[]) {
  return {
    data: null,
    errors: [
      new GraphQLError(code === 'BAD_USER_INPUT' ? 'Invalid input' : code, {
        path: [path],
        extensions: violations ? { code, violations } : { code },
      }),
    ],
  };
}

/** The flash bar's message; the property page is heavy for jsdom, so the 300 ms delay may stretch. */
export function flashed(message: string) {
  return screen.findByText(message, { selector: '[data-testid="flash"] *' }, { timeout: 5000 });
}

/** The error text of a field (Chakra links it to the input with aria-errormessage while invalid). */
export function errorOf(input: HTMLElement): string {
  if (input.getAttribute('aria-invalid') !== 'true') return '';
  const id = input.getAttribute('aria-errormessage');
  return (id && document.getElementById(id)?.textContent) || '';
}

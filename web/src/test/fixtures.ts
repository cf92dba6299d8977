/**
 * Realistic GraphQL responses (with __typename, as the gateway sends them) and their mocks for MockedProvider.
 */
import { GraphQLError } from 'graphql';
import type { Unmasked } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import {
  LoginDocument,
  MeDocument,
  PlansDocument,
  RegisterDocument,
  UpdateAppModeDocument,
  type AppMode,
  type MeQuery,
  type PlansQuery,
  type RegisterInput,
} from '../__generated__/graphql';
import type { SignedInUser } from '../state/session-store';

export const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyLTEifQ.c2lnbmF0dXJl';

export const SIGNED_IN: SignedInUser = { id: 'user-1', email: 'ada@example.com', jwt: JWT };

/** The whole user, as the gateway answers it (the app reads it through its fragments). */
type Me = Unmasked<MeQuery>['me'];

export function me(overrides: Partial<Me> = {}): Me {
  return {
    __typename: 'User',
    id: SIGNED_IN.id,
    firstName: 'Ada',
    lastName: 'Lovelace',
    fullName: 'Ada Lovelace',
    avatarImage: null,
    onboardModeSelection: 'host',
    activeSubscription: {
      __typename: 'PlanSubscription',
      id: 'sub-1',
      planIdentifier: 'premium',
    },
    ...overrides,
  };
}

export function meMock(overrides: Partial<Me> = {}): MockLink.MockedResponse<Unmasked<MeQuery>> {
  return { request: { query: MeDocument }, result: { data: { __typename: 'Query', me: me(overrides) } } };
}

export const PLANS: Unmasked<PlansQuery>['plans'] = [
  {
    __typename: 'Plan',
    identifier: 'starter',
    name: 'Starter',
    pricePerUnitMonthly: 0,
    comingSoon: false,
    features: ['iCal calendar', 'Guest app', 'Guest web app', 'Upsell platform', 'Services marketplace'],
    trialDays: 0,
  },
  {
    __typename: 'Plan',
    identifier: 'premium',
    name: 'Premium',
    pricePerUnitMonthly: 499,
    comingSoon: false,
    features: ['Everything in Starter', 'API channel manager', 'Two-way sync with channels'],
    trialDays: 30,
  },
  {
    __typename: 'Plan',
    identifier: 'professional',
    name: 'Professional',
    pricePerUnitMonthly: 1499,
    comingSoon: true,
    features: ['Everything in Premium', 'Dynamic pricing', 'Team access'],
    trialDays: 30,
  },
  {
    __typename: 'Plan',
    identifier: 'business',
    name: 'Business',
    pricePerUnitMonthly: 1999,
    comingSoon: true,
    features: ['Everything in Professional', 'Dedicated account manager', 'Custom integrations'],
    trialDays: 30,
  },
];

export function plansMock(): MockLink.MockedResponse<Unmasked<PlansQuery>> {
  return { request: { query: PlansDocument }, result: { data: { __typename: 'Query', plans: PLANS } } };
}

export function updateModeMock(mode: AppMode): MockLink.MockedResponse {
  return {
    request: { query: UpdateAppModeDocument, variables: { mode } },
    result: {
      data: {
        __typename: 'Mutation',
        updateUser: { __typename: 'User', id: SIGNED_IN.id, onboardModeSelection: mode },
      },
    },
  };
}

export function loginMock(email: string, password: string, ok = true): MockLink.MockedResponse {
  return {
    request: { query: LoginDocument, variables: { email, password } },
    result: ok
      ? {
          data: {
            __typename: 'Mutation',
            login: {
              __typename: 'AuthPayload',
              token: JWT,
              user: { __typename: 'User', id: SIGNED_IN.id, email },
            },
          },
        }
      : {
          data: null,
          errors: [
            new GraphQLError('Incorrect email or password', {
              path: ['login'],
              extensions: { code: 'UNAUTHENTICATED' },
            }),
          ],
        },
  };
}

export function registerMock(
  input: RegisterInput,
  result: 'ok' | { violations: { propertyPath: string; message: string }[] },
): MockLink.MockedResponse {
  return {
    request: { query: RegisterDocument, variables: { input } },
    result:
      result === 'ok'
        ? {
            data: {
              __typename: 'Mutation',
              register: {
                __typename: 'AuthPayload',
                token: JWT,
                user: { __typename: 'User', id: SIGNED_IN.id, email: input.email },
              },
            },
          }
        : {
            data: null,
            errors: [
              new GraphQLError('Invalid input', {
                path: ['register'],
                extensions: { code: 'BAD_USER_INPUT', violations: result.violations },
              }),
            ],
          },
  };
}

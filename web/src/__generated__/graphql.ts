/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import * as Apollo from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** How the user uses the product. The web portal is for hosts; guests are pointed to the mobile apps. */
export type AppMode =
  | 'guest'
  | 'host';

export type RegisterInput = {
  acceptsMarketing?: boolean | null | undefined;
  email: string;
  firstName: string;
  lastName: string;
  /** Defaults to +44 in the form. */
  phone?: string | null | undefined;
  /** At least 8 characters with a capital letter and a number. */
  plainPassword: string;
};

export type PlanCard_PlanFragment = { __typename: 'Plan', identifier: string, name: string, pricePerUnitMonthly: number, comingSoon: boolean, features: Array<string>, trialDays: number };

export type AppHeader_UserFragment = { __typename: 'User', id: string, firstName: string, lastName: string, fullName: string, avatarImage: { __typename: 'ImageSizes', squareSmallUrl: string | null } | null };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename: 'Query', me: { __typename: 'User', id: string, onboardModeSelection: AppMode | null, firstName: string, lastName: string, fullName: string, activeSubscription: { __typename: 'PlanSubscription', id: string, planIdentifier: string } | null, avatarImage: { __typename: 'ImageSizes', squareSmallUrl: string | null } | null } };

export type Gate_UserFragment = { __typename: 'User', id: string, onboardModeSelection: AppMode | null, activeSubscription: { __typename: 'PlanSubscription', id: string, planIdentifier: string } | null };

export type PlansQueryVariables = Exact<{ [key: string]: never; }>;


export type PlansQuery = { __typename: 'Query', plans: Array<{ __typename: 'Plan', identifier: string, name: string, pricePerUnitMonthly: number, comingSoon: boolean, features: Array<string>, trialDays: number }> };

export type DashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardQuery = { __typename: 'Query', me: { __typename: 'User', id: string, firstName: string } };

export type LoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type LoginMutation = { __typename: 'Mutation', login: { __typename: 'AuthPayload', token: string, user: { __typename: 'User', id: string, email: string } } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { __typename: 'Mutation', register: { __typename: 'AuthPayload', token: string, user: { __typename: 'User', id: string, email: string } } };

export type UpdateAppModeMutationVariables = Exact<{
  mode: AppMode;
}>;


export type UpdateAppModeMutation = { __typename: 'Mutation', updateUser: { __typename: 'User', id: string, onboardModeSelection: AppMode | null } };

export const PlanCard_PlanFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanCard_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Plan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerUnitMonthly"}},{"kind":"Field","name":{"kind":"Name","value":"comingSoon"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"trialDays"}}]}}]} as unknown as DocumentNode<PlanCard_PlanFragment, unknown>;
export const AppHeader_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppHeader_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"squareSmallUrl"}}]}}]}}]} as unknown as DocumentNode<AppHeader_UserFragment, unknown>;
export const Gate_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Gate_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"onboardModeSelection"}},{"kind":"Field","name":{"kind":"Name","value":"activeSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"planIdentifier"}}]}}]}}]} as unknown as DocumentNode<Gate_UserFragment, unknown>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Gate_user"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppHeader_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Gate_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"onboardModeSelection"}},{"kind":"Field","name":{"kind":"Name","value":"activeSubscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"planIdentifier"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppHeader_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"squareSmallUrl"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const PlansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanCard_plan"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanCard_plan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Plan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerUnitMonthly"}},{"kind":"Field","name":{"kind":"Name","value":"comingSoon"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"trialDays"}}]}}]} as unknown as DocumentNode<PlansQuery, PlansQueryVariables>;
export const DashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}}]}}]} as unknown as DocumentNode<DashboardQuery, DashboardQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const UpdateAppModeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAppMode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AppMode"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"onboardModeSelection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mode"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"onboardModeSelection"}}]}}]}}]} as unknown as DocumentNode<UpdateAppModeMutation, UpdateAppModeMutationVariables>;
export function useMeQuery(options?: Apollo.useQuery.Options<MeQuery, MeQueryVariables> | Apollo.SkipToken) {
  return Apollo.useQuery(MeDocument, options as Apollo.useQuery.Options<MeQuery, MeQueryVariables>);
}
export function useMeLazyQuery(options?: Apollo.useLazyQuery.Options<MeQuery, MeQueryVariables>) {
  return Apollo.useLazyQuery(MeDocument, options);
}
export function usePlansQuery(options?: Apollo.useQuery.Options<PlansQuery, PlansQueryVariables> | Apollo.SkipToken) {
  return Apollo.useQuery(PlansDocument, options as Apollo.useQuery.Options<PlansQuery, PlansQueryVariables>);
}
export function usePlansLazyQuery(options?: Apollo.useLazyQuery.Options<PlansQuery, PlansQueryVariables>) {
  return Apollo.useLazyQuery(PlansDocument, options);
}
export function useDashboardQuery(options?: Apollo.useQuery.Options<DashboardQuery, DashboardQueryVariables> | Apollo.SkipToken) {
  return Apollo.useQuery(DashboardDocument, options as Apollo.useQuery.Options<DashboardQuery, DashboardQueryVariables>);
}
export function useDashboardLazyQuery(options?: Apollo.useLazyQuery.Options<DashboardQuery, DashboardQueryVariables>) {
  return Apollo.useLazyQuery(DashboardDocument, options);
}
export function useLoginMutation(options?: Apollo.useMutation.Options<LoginMutation, LoginMutationVariables>) {
  return Apollo.useMutation(LoginDocument, options);
}
export function useRegisterMutation(options?: Apollo.useMutation.Options<RegisterMutation, RegisterMutationVariables>) {
  return Apollo.useMutation(RegisterDocument, options);
}
export function useUpdateAppModeMutation(options?: Apollo.useMutation.Options<UpdateAppModeMutation, UpdateAppModeMutationVariables>) {
  return Apollo.useMutation(UpdateAppModeDocument, options);
}
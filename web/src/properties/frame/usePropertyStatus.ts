import { useSetPropertyArchivedMutation, useSwitchPropertyActivationMutation } from '../../__generated__/graphql';

/**
 * Opens a closed listing or closes an open one. The switch moves at once (optimistic answer) and moves back when
 * the API refuses, with BAD_USER_INPUT and the violations that block opening (spec §4).
 */
export function useSwitchActivation() {
  const [mutate, { loading }] = useSwitchPropertyActivationMutation();
  const switchActivation = async (property: { id: string; isActive: boolean; lastSyncedAt: string | null }) => {
    await mutate({
      variables: { id: property.id },
      optimisticResponse: {
        __typename: 'Mutation',
        switchPropertyActivation: {
          __typename: 'Property',
          id: property.id,
          isActive: !property.isActive,
          lastSyncedAt: property.lastSyncedAt,
        },
      },
    });
  };
  return { switchActivation, switching: loading };
}

/** Archives or unarchives a listing; an archived listing is closed too (the answer carries isActive). */
export function useSetArchived() {
  const [mutate, { loading }] = useSetPropertyArchivedMutation();
  const setArchived = async (id: string, archived: boolean) => {
    await mutate({ variables: { id, archived } });
  };
  return { setArchived, saving: loading };
}

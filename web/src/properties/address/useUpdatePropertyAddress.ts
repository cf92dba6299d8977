import { useUpdatePropertyAddressMutation, type PropertyAddressInput } from '../../__generated__/graphql';

/** Saves the Property Address section; the answer refreshes the address, the marks and the Local Guide link. */
export function useUpdatePropertyAddress() {
  const [mutate] = useUpdatePropertyAddressMutation();
  return async (id: string, input: PropertyAddressInput) => {
    await mutate({ variables: { id, input } });
  };
}

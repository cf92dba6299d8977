// Apollo Client's data masking with GraphQL Codegen's masked types (codegen.ts: inlineFragmentTypes 'mask'):
// FragmentType, Unmasked and the hooks' results follow the generated ` $fragmentRefs`.
import type { GraphQLCodegenDataMasking } from '@apollo/client/masking';

declare module '@apollo/client' {
  // Module augmentation: Apollo Client merges this interface with its own, so it declares nothing itself.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface TypeOverrides extends GraphQLCodegenDataMasking.TypeOverrides {}
}

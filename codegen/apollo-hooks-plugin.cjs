// Our hooks generator: one typed hook per operation over Apollo Client 4's React hooks.
// `@graphql-codegen/typescript-react-apollo` only knows AC 2/3, so we generate the thin wrappers ourselves, next to
// the TypedDocumentNode constants (codegen/apollo-documents-plugin.cjs writes both, one module per .graphql file).
const { Kind } = require('graphql');
const { convertFactory } = require('@graphql-codegen/visitor-plugin-common');

// The names typescript-operations gives the types (PlanCard_plan → PlanCard_PlanFragment).
const convert = convertFactory({});

/** The names of a definition's document constant and of its result and variables types. */
function typeNamesOf(def) {
  const name = def.name.value;
  if (def.kind === Kind.FRAGMENT_DEFINITION) {
    return { constant: convert(name, { suffix: 'FragmentDoc' }), data: convert(name, { suffix: 'Fragment' }) };
  }
  const data = convert(name, { suffix: convert(def.operation) });
  return { constant: convert(name, { suffix: 'Document' }), data, variables: `${data}Variables` };
}

function needsVariables(operation) {
  return (operation.variableDefinitions ?? []).some(
    (v) => v.type.kind === Kind.NON_NULL_TYPE && v.defaultValue === undefined,
  );
}

/** The hooks of one operation: use<Name>Query and use<Name>LazyQuery, use<Name>Mutation, use<Name>Subscription. */
function hooksFor(operation) {
  const { constant: doc, data, variables: vars } = typeNamesOf(operation);
  const name = convert(operation.name.value);
  const opt = needsVariables(operation) ? 'options' : 'options?';
  switch (operation.operation) {
    case 'query':
      return [
        `export function use${data}(${opt}: Apollo.useQuery.Options<${data}, ${vars}> | Apollo.SkipToken) {`,
        `  return Apollo.useQuery(${doc}, options as Apollo.useQuery.Options<${data}, ${vars}>);`,
        `}`,
        `export function use${name}LazyQuery(options?: Apollo.useLazyQuery.Options<${data}, ${vars}>) {`,
        `  return Apollo.useLazyQuery(${doc}, options);`,
        `}`,
      ];
    case 'mutation':
      return [
        `export function use${data}(options?: Apollo.useMutation.Options<${data}, ${vars}>) {`,
        `  return Apollo.useMutation(${doc}, options);`,
        `}`,
      ];
    case 'subscription':
      return [
        `export function use${data}(${opt}: Apollo.useSubscription.Options<${data}, ${vars}>) {`,
        `  return Apollo.useSubscription(${doc}, options as Apollo.useSubscription.Options<${data}, ${vars}>);`,
        `}`,
      ];
    default:
      return [];
  }
}

module.exports = { hooksFor, typeNamesOf };

// A small codegen plugin: one typed hook per operation over Apollo Client 4's React hooks.
// `@graphql-codegen/typescript-react-apollo` only knows AC 2/3, so we generate the thin wrappers ourselves,
// next to the TypedDocumentNode constants that `typed-document-node` emits in the same file.
const { Kind } = require('graphql');

const pascal = (name) => name.charAt(0).toUpperCase() + name.slice(1);

function needsVariables(operation) {
  return (operation.variableDefinitions ?? []).some(
    (v) => v.type.kind === Kind.NON_NULL_TYPE && v.defaultValue === undefined,
  );
}

function hooksFor(operation) {
  const name = pascal(operation.name.value);
  const kind = pascal(operation.operation);
  const data = `${name}${kind}`;
  const vars = `${data}Variables`;
  const doc = `${name}Document`;
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

module.exports = {
  plugin(_schema, documents) {
    const lines = [];
    for (const { document } of documents) {
      for (const def of document?.definitions ?? []) {
        if (def.kind === Kind.OPERATION_DEFINITION && def.name) lines.push(...hooksFor(def));
      }
    }
    return { prepend: ["import * as Apollo from '@apollo/client/react';"], content: lines.join('\n') };
  },
};

/**
 * Mock answers computed from the real SDL: an operation is executed against schema/graphql/*.graphql with plain
 * objects as data, so a mock holds exactly the fields the operation (and every fragment it spreads) selects, with
 * __typename, whatever the sections of the page ask for today. Fields the data leaves out are null, or an empty
 * value of their type when the SDL says they cannot be null.
 */
import type { OperationVariables, Unmasked } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { addTypenameToDocument } from '@apollo/client/utilities';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  buildSchema,
  executeSync,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLFieldResolver,
  type GraphQLOutputType,
} from 'graphql';

const SDL = import.meta.glob<string>('../../../schema/graphql/*.graphql', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export const schema = buildSchema(
  Object.keys(SDL)
    .sort()
    .map((file) => SDL[file])
    .join('\n'),
);

function emptyValue(type: GraphQLOutputType): unknown {
  if (!isNonNullType(type)) return null;
  const inner = type.ofType;
  if (isListType(inner)) return [];
  if (isObjectType(inner)) return {};
  if (isEnumType(inner)) return inner.getValues()[0]?.value;
  if (isScalarType(inner)) {
    if (inner.name === 'Int' || inner.name === 'Float') return 0;
    if (inner.name === 'Boolean') return false;
    if (inner.name === 'ID') return '0';
    if (inner.name === 'Date') return '2026-01-01';
    if (inner.name === 'DateTime') return '2026-01-01T00:00:00.000Z';
    return '';
  }
  return null;
}

const fieldResolver: GraphQLFieldResolver<Record<string, unknown> | null, unknown> = (source, args, _context, info) => {
  const value = source?.[info.fieldName];
  if (typeof value === 'function') return (value as (args: unknown) => unknown)(args);
  return value === undefined ? emptyValue(info.returnType) : value;
};

/** What the gateway would answer to `document` with `root` as the data (root fields may be functions of args). */
export function answer<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  root: Record<string, unknown>,
): { data: Unmasked<TData> } {
  const result = executeSync({
    schema,
    document: addTypenameToDocument(document),
    rootValue: root,
    variableValues: variables as Record<string, unknown>,
    fieldResolver,
  });
  if (result.errors?.length)
    throw new Error(`Mock answer does not fit the SDL: ${result.errors.map(String).join('; ')}`);
  return { data: result.data as Unmasked<TData> };
}

/** A MockedProvider mock whose answer is computed by `answer`. */
export function mockOf<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  root: Record<string, unknown>,
  options: Omit<MockLink.MockedResponse, 'request' | 'result'> = {},
): MockLink.MockedResponse<TData, TVariables> {
  return {
    request: { query: document, variables },
    result: answer(document, variables, root),
    ...options,
  } as MockLink.MockedResponse<TData, TVariables>;
}

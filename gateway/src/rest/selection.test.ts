import { Kind, parse, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { selectsWithin, type Shape } from './selection.js';

const SHAPE = { id: true, name: true, image: true, owner: { id: true } } satisfies Shape;

/** The root field of `document`'s query as a resolver's info sees it. */
function infoOf(document: string) {
  const { definitions } = parse(document);
  const operation = definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const fragments = Object.fromEntries(
    definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const field = operation.selectionSet.selections[0]!;
  if (field.kind !== Kind.FIELD) throw new Error('a field first');
  return { fieldNodes: [field], fragments };
}

describe('selectsWithin', () => {
  it('takes fields of the shape, any sub-selection of a `true` field, aliases and __typename', () => {
    expect(selectsWithin(infoOf('{ list { id title: name __typename image { mediumUrl largeUrl } } }'), SHAPE)).toBe(
      true,
    );
    expect(selectsWithin(infoOf('{ list { owner { id __typename } } }'), SHAPE)).toBe(true);
  });

  it('follows fragments and inline fragments', () => {
    const within = 'query { list { ...Row ... on Listing { name } } } fragment Row on Listing { id owner { id } }';
    expect(selectsWithin(infoOf(within), SHAPE)).toBe(true);
    const beyond = 'query { list { ...Row } } fragment Row on Listing { id ... on Listing { description } }';
    expect(selectsWithin(infoOf(beyond), SHAPE)).toBe(false);
  });

  it('refuses any other field, at any depth, and names of the object prototype', () => {
    expect(selectsWithin(infoOf('{ list { id description } }'), SHAPE)).toBe(false);
    expect(selectsWithin(infoOf('{ list { owner { id email } } }'), SHAPE)).toBe(false);
    expect(selectsWithin(infoOf('{ list { constructor toString } }'), SHAPE)).toBe(false);
    expect(selectsWithin(infoOf('query { list { ...Missing } }'), SHAPE)).toBe(false);
  });

  it('answers each shape for the same selection (a field resolved again) on its own', () => {
    const info = infoOf('{ list { id owner { id } } }');
    expect(selectsWithin(info, SHAPE)).toBe(true);
    expect(selectsWithin(info, { id: true })).toBe(false);
    expect(selectsWithin(info, SHAPE)).toBe(true);
    expect(selectsWithin(infoOf('{ list { id name } }'), { id: true })).toBe(false);
  });
});

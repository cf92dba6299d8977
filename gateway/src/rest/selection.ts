import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/** The fields a selection may ask for: `true` takes any sub-selection, a shape limits the field's own. */
export interface Shape {
  readonly [field: string]: true | Shape;
}

/**
 * Whether the selection of the field being resolved asks for nothing beyond `shape`, through fragments and inline
 * fragments (`__typename` is always in). Lets a resolver read a lighter REST view when that is all the query needs.
 */
export function selectsWithin(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>, shape: Shape): boolean {
  // The answer depends only on the document, whose nodes never change: a field resolved for every listing (the
  // owner's) walks its selection once, and a compiled query (graphql-jit keeps its nodes) once for all requests.
  let answers = known.get(info.fieldNodes);
  if (!answers) known.set(info.fieldNodes, (answers = new WeakMap()));
  let answer = answers.get(shape);
  if (answer === undefined) answers.set(shape, (answer = walk(info, shape)));
  return answer;
}

const known = new WeakMap<readonly FieldNode[], WeakMap<Shape, boolean>>();

function walk(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>, shape: Shape): boolean {
  const within = (set: SelectionSetNode, allowed: Shape): boolean =>
    set.selections.every((selection) => {
      if (selection.kind === Kind.INLINE_FRAGMENT) return within(selection.selectionSet, allowed);
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = info.fragments[selection.name.value];
        return fragment !== undefined && within(fragment.selectionSet, allowed);
      }
      const name = selection.name.value;
      if (name === '__typename') return true;
      if (!Object.hasOwn(allowed, name)) return false;
      const inner = allowed[name]!;
      return inner === true || !selection.selectionSet || within(selection.selectionSet, inner);
    });
  return info.fieldNodes.every((node) => !node.selectionSet || within(node.selectionSet, shape));
}

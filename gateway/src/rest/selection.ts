import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/** The fields a selection may ask for: `true` takes any sub-selection, a shape limits the field's own. */
export interface Shape {
  readonly [field: string]: true | Shape;
}

/**
 * Whether the selection of the field being resolved asks for nothing beyond `shape`, through fragments and inline
 * fragments (`__typename` is always in). Lets a resolver read a lighter REST view when that is all the query needs.
 */
export function selectsWithin(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>, shape: Shape): boolean {
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

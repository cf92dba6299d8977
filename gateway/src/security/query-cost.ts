import {
  GraphQLError,
  Kind,
  getNamedType,
  getNullableType,
  isInterfaceType,
  isListType,
  isObjectType,
  type ASTNode,
  type ASTVisitor,
  type FieldNode,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { PAGE_SIZE } from '@portal/contract';
import type { QueryLimits } from './limits.js';

type CostLimits = Pick<QueryLimits, 'maxCost' | 'listSize' | 'maxIntrospectionListDepth'>;

/** Arguments that say how many items a list field returns, when given as a literal. */
const PAGE_SIZE_ARGUMENTS = new Set(['first', 'last', 'limit']);
const INTROSPECTION_ROOTS = new Set(['__schema', '__type']);

/**
 * A cost estimate in which lists multiply: every field costs 1, and whatever is selected under a list field
 * counts once per item it may return (`listSize`, or the literal `first`/`last`/`limit` argument). So
 * `properties { bedrooms { property { bedrooms … } } }` grows as listSize^depth and is refused long before it
 * runs, while a wide but flat query stays cheap. `__typename` is free (the alias limit bounds its copies).
 *
 * A connection (a field whose type has `pageInfo`, e.g. `propertiesPage(first: 50)`) counts its lists (`edges`,
 * `nodes`) once per item of its page: its literal `first`, its default when absent, PAGE_SIZE.max when a variable.
 *
 * The introspection roots are bounded by the schema, not by the client, except for lists nested in lists
 * (`types { fields { type { fields …` grows with every level): there the rule counts nested lists instead.
 */
export function queryCostRule(limits: CostLimits, onCost?: (cost: number) => void): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const root = context.getSchema().getRootType(operation.operation);
      if (!root) return;
      const estimate = new CostEstimate(context, limits);
      const cost = estimate.ofSelectionSet(operation.selectionSet, root);
      onCost?.(cost);
      if (estimate.introspectionListDepth > limits.maxIntrospectionListDepth) {
        context.reportError(
          limitError(
            `Introspection may nest at most ${limits.maxIntrospectionListDepth} lists, found ${estimate.introspectionListDepth}.`,
            operation,
          ),
        );
      }
      if (cost > limits.maxCost) {
        context.reportError(
          limitError(`Query cost limit of ${limits.maxCost} exceeded, estimated ${cost}.`, operation),
        );
      }
    },
  });
}

/** A refusal by one of the limits: GRAPHQL_VALIDATION_FAILED, as Apollo Server answers every validation failure. */
export function limitError(message: string, node?: ASTNode) {
  return new GraphQLError(message, { nodes: node, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
}

class CostEstimate {
  introspectionListDepth = 0;
  /** Cost of each fragment's selection, once per fragment: a fragment spread a thousand times is read once. */
  private readonly fragmentCosts = new Map<string, number>();
  private readonly fragmentListDepths = new Map<string, number>();
  /** Fragments being estimated (a cycle is invalid and reported by graphql-js; here it just counts 0). */
  private readonly visiting = new Set<string>();
  /** The page size of the connection whose own selection is being walked (its lists count that many items). */
  private pageItems: number | undefined;

  constructor(
    private readonly context: ValidationContext,
    private readonly limits: CostLimits,
  ) {}

  ofSelectionSet(selectionSet: SelectionSetNode, parent: GraphQLNamedType): number {
    let total = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        total += this.ofField(selection, parent);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition
          ? (this.context.getSchema().getType(selection.typeCondition.name.value) ?? parent)
          : parent;
        total += this.ofSelectionSet(selection.selectionSet, type);
      } else {
        total += this.ofFragment(selection.name.value);
      }
      // Past the limit the exact figure no longer matters: stop walking an adversarial document early.
      if (total > this.limits.maxCost) return total;
    }
    return total;
  }

  private ofFragment(name: string): number {
    const key = `${name}:${this.pageItems ?? ''}`;
    const known = this.fragmentCosts.get(key);
    if (known !== undefined) return known;
    const fragment = this.context.getFragment(name);
    if (!fragment || this.visiting.has(name)) return 0;
    const type = this.context.getSchema().getType(fragment.typeCondition.name.value);
    if (!type) return 0;
    this.visiting.add(name);
    const cost = this.ofSelectionSet(fragment.selectionSet, type);
    this.visiting.delete(name);
    this.fragmentCosts.set(key, cost);
    return cost;
  }

  private ofField(field: FieldNode, parent: GraphQLNamedType): number {
    const name = field.name.value;
    if (name === '__typename') return 0;
    if (INTROSPECTION_ROOTS.has(name)) {
      if (field.selectionSet) {
        const depth = this.listDepth(field.selectionSet, this.fieldType(field, parent));
        this.introspectionListDepth = Math.max(this.introspectionListDepth, depth);
      }
      return 1;
    }
    if (!field.selectionSet) return 1;
    const type = this.fieldType(field, parent);
    const named = type && getNamedType(type);
    if (!named) return 1;
    const pageItems = this.pageItems;
    const connectionSize = this.connectionSizeOf(field, parent, named);
    this.pageItems = connectionSize;
    const children = this.ofSelectionSet(field.selectionSet, named);
    this.pageItems = pageItems;
    if (connectionSize !== undefined) return 1 + children;
    return 1 + this.itemsOf(field, type, pageItems) * children;
  }

  private itemsOf(field: FieldNode, type: GraphQLOutputType | undefined, pageItems: number | undefined): number {
    if (!type || !isListType(getNullableType(type))) return 1;
    for (const argument of field.arguments ?? []) {
      if (PAGE_SIZE_ARGUMENTS.has(argument.name.value) && argument.value.kind === Kind.INT) {
        return Math.max(1, Number(argument.value.value));
      }
    }
    return pageItems ?? this.limits.listSize;
  }

  /** The page size of a connection field (its type has `pageInfo`), or undefined for any other field. */
  private connectionSizeOf(field: FieldNode, parent: GraphQLNamedType, named: GraphQLNamedType): number | undefined {
    if (!isObjectType(named) || !named.getFields().pageInfo) return undefined;
    const first = field.arguments?.find((argument) => argument.name.value === 'first');
    if (first?.value.kind === Kind.INT) return Math.max(1, Number(first.value.value));
    if (first) return PAGE_SIZE.max; // a variable (or null): the most a page may hold
    const definition =
      isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[field.name.value] : undefined;
    const fallback = definition?.args.find((argument) => argument.name === 'first')?.defaultValue;
    return typeof fallback === 'number' ? fallback : PAGE_SIZE.max;
  }

  /** The deepest nesting of list fields under a selection (introspection only). */
  private listDepth(selectionSet: SelectionSetNode, parentType: GraphQLOutputType | undefined): number {
    const parent = parentType && getNamedType(parentType);
    if (!parent) return 0;
    let deepest = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (!selection.selectionSet) continue;
        const type = this.fieldType(selection, parent);
        const own = type && isListType(getNullableType(type)) ? 1 : 0;
        deepest = Math.max(deepest, own + this.listDepth(selection.selectionSet, type));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        deepest = Math.max(deepest, this.listDepth(selection.selectionSet, parent));
      } else {
        deepest = Math.max(deepest, this.fragmentListDepth(selection.name.value));
      }
    }
    return deepest;
  }

  private fragmentListDepth(name: string): number {
    const known = this.fragmentListDepths.get(name);
    if (known !== undefined) return known;
    const fragment = this.context.getFragment(name);
    if (!fragment || this.visiting.has(name)) return 0;
    const type = this.context.getSchema().getType(fragment.typeCondition.name.value);
    this.visiting.add(name);
    const depth = type && isObjectType(type) ? this.listDepth(fragment.selectionSet, type) : 0;
    this.visiting.delete(name);
    this.fragmentListDepths.set(name, depth);
    return depth;
  }

  private fieldType(field: FieldNode, parent: GraphQLNamedType): GraphQLOutputType | undefined {
    const name = field.name.value;
    const schema = this.context.getSchema();
    if (name === '__schema') return schema.getType('__Schema') as GraphQLOutputType | undefined;
    if (name === '__type') return schema.getType('__Type') as GraphQLOutputType | undefined;
    if (isObjectType(parent) || isInterfaceType(parent)) return parent.getFields()[name]?.type;
    return undefined;
  }
}

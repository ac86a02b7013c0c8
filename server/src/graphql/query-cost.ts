import {
  Kind,
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  isObjectType,
  isInterfaceType,
  isInputObjectType,
  typeFromAST,
  valueFromAST,
  type ASTVisitor,
  type FieldNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

/** Arguments that set how many items a field returns (`recipes(size:)`, `topRecipes(limit:)`). */
const SIZE_ARGUMENTS = new Set(['size', 'limit']);
/** An input argument `page: PageInput` whose `size` sets how many items the field returns (`findRecipes(page:)`). */
const PAGE_ARGUMENT = 'page';

export interface QueryCostOptions {
  maxCost: number;
  /** assumed items of a list field, as `Type.field`, where `defaultListSize` is wrong */
  listSizes: Readonly<Record<string, number>>;
  defaultListSize: number;
  /** what a size argument counts as when it is a variable (unknown while validating) or larger (the server caps it) */
  maxPageSize: number;
  /** a smaller cap of some paged fields (`Type.field`): what they count as for a variable or a larger size */
  maxPageSizes?: Readonly<Record<string, number>>;
  /** reports the error when an operation costs more than `maxCost` (the message is the caller's) */
  onReject: (context: ValidationContext, cost: number) => void;
  /** told every operation's cost (tests use it to show how close the client's operations come to the limit) */
  onAccept?: (context: ValidationContext, cost: number) => void;
}

/**
 * Rejects an operation whose estimated cost (values the server would resolve) exceeds `maxCost`, before any
 * resolver runs. Every field costs 1 plus its selection's cost; a list field multiplies that by its assumed size,
 * so `allRecipes { ingredients { … } }` costs catalogue × ingredients. graphql-armor's cost limit cannot do this:
 * it multiplies only by literal `first`/`last` arguments, and our lists are unpaged or paged by `size`/`limit`.
 */
export function queryCostRule(options: QueryCostOptions) {
  return (context: ValidationContext): ASTVisitor => {
    // a fragment's cost is the same wherever it is spread; `null` marks one being computed (a cycle, which
    // NoFragmentCyclesRule reports)
    const fragmentCosts = new Map<string, number | null>();

    const selectionCost = (set: SelectionSetNode, parent: GraphQLCompositeType): number => {
      let total = 0;
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) {
          total += fieldCost(selection, parent);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          const type = selection.typeCondition ? typeFromAST(context.getSchema(), selection.typeCondition) : parent;
          if (isCompositeType(type)) total += selectionCost(selection.selectionSet, type);
        } else {
          total += fragmentCost(selection.name.value);
        }
      }
      return total;
    };

    const fragmentCost = (name: string): number => {
      if (fragmentCosts.has(name)) return fragmentCosts.get(name) ?? 0;
      const fragment = context.getFragment(name);
      const type = fragment && typeFromAST(context.getSchema(), fragment.typeCondition);
      if (!fragment || !isCompositeType(type)) return 0;
      fragmentCosts.set(name, null);
      const cost = selectionCost(fragment.selectionSet, type);
      fragmentCosts.set(name, cost);
      return cost;
    };

    const fieldCost = (node: FieldNode, parent: GraphQLCompositeType): number => {
      if (node.name.value === '__typename') return 0;
      const field = isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[node.name.value] : undefined;
      // unknown fields are FieldsOnCorrectTypeRule's to report
      if (!field) return 0;
      const type = getNamedType(field.type);
      if (!node.selectionSet || !isCompositeType(type)) return 1;
      return multiplier(node, field, `${parent.name}.${field.name}`) * (1 + selectionCost(node.selectionSet, type));
    };

    const multiplier = (node: FieldNode, field: GraphQLField<unknown, unknown>, key: string): number => {
      const maxPageSize = options.maxPageSizes?.[key] ?? options.maxPageSize;
      const pageArgument = field.args.find((arg) => arg.name === PAGE_ARGUMENT);
      const pageType = pageArgument && getNamedType(pageArgument.type);
      if (pageArgument && isInputObjectType(pageType)) {
        const given = node.arguments?.find((arg) => arg.name.value === PAGE_ARGUMENT)?.value;
        const sizeNode =
          given?.kind === Kind.OBJECT ? given.fields.find((f) => f.name.value === 'size')?.value : undefined;
        // a variable (unknown while validating): the largest page; absent: the input's own default size
        if (given?.kind === Kind.VARIABLE || sizeNode?.kind === Kind.VARIABLE) return maxPageSize;
        const value: unknown = given
          ? (valueFromAST(given, pageArgument.type) as { size?: unknown } | undefined)?.size
          : pageType.getFields().size?.defaultValue;
        if (typeof value !== 'number' || value > maxPageSize) return maxPageSize;
        return Math.max(1, value);
      }
      const sizeArgument = field.args.find((arg) => SIZE_ARGUMENTS.has(arg.name));
      if (sizeArgument) {
        const given = node.arguments?.find((arg) => arg.name.value === sizeArgument.name)?.value;
        const value = given ? valueFromAST(given, sizeArgument.type) : sizeArgument.defaultValue;
        // a variable (unknown while validating) or a value the server caps anyway
        if (typeof value !== 'number' || value > maxPageSize) return maxPageSize;
        return Math.max(1, value);
      }
      if (!isListType(getNullableType(field.type))) return 1;
      return options.listSizes[key] ?? options.defaultListSize;
    };

    return {
      OperationDefinition(operation) {
        const root = context.getSchema().getRootType(operation.operation);
        if (!root) return;
        const cost = selectionCost(operation.selectionSet, root);
        if (cost > options.maxCost) options.onReject(context, cost);
        else options.onAccept?.(context, cost);
      },
    };
  };
}

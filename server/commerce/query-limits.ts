// Limits on what one GraphQL request may ask for, checked before any resolver runs: a query is
// text the client controls, and nesting or aliasing lets a few hundred bytes ask for millions of
// objects. The messages are Magento's (webonyx/graphql-php's QueryDepth and QueryComplexity).
//
// - tokens:     the parser stops after this many tokens (bounds parse and validation time);
// - aliases:    aliased fields per document (1,000 aliased `products` blocked the event loop);
// - depth:      nested fields on the longest path, the top-level field counting 1;
// - complexity: fields of the document with every fragment expanded, each counting 1 (Magento's
//               measure; its default limit is 300);
// - cost:       the objects and values a response can hold: a list multiplies what it selects by
//               its fan-out (the `pageSize` of a paged result, the cap of linked products, a
//               default for other lists). Needs the variables, so it is checked per request,
//               after validation and before execution.
import {
  type ASTVisitor,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  GraphQLError,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValueNode,
} from 'graphql';
import { MAX_PAGE_SIZE } from './products-query.ts';

export const QUERY_LIMITS = {
  /**
   * Query text in bytes, refused before parsing. The SPA's longest operation as sent (printed, with
   * its fragments) is about 2,000 bytes; 16 KiB leaves room for other clients, while 1,000 aliased
   * `products` are about 75,000.
   */
  bytes: 16_384,
  /**
   * A request body that declares more bytes (Content-Length) is refused before it is read or
   * parsed: the query text plus variables of any client fit (a review's text, 5,000 characters,
   * is the longest value the API takes), while parsing the 75 KB of 1,000 aliased `products` as
   * JSON was the largest part of refusing them.
   */
  body: 65_536,
  /** All of the SPA's operations together are about 1,450 tokens. */
  tokens: 3000,
  /** The SPA uses 2; an attack needs hundreds. */
  aliases: 20,
  /**
   * Magento's default is 20; the SPA's deepest path is 9 (out-of-stock alternatives: products →
   * items → related_products → price_range → … → value). 12 leaves room for other clients and keeps nested product links shallow.
   */
  depth: 12,
  /** Magento's default; the SPA's largest document (product page, with __typename) counts about 240. */
  complexity: 300,
  /** The SPA's costliest request (a category page of 100 products) costs about 5,500. */
  cost: 20_000,
} as const;

/** Related, up-sell and cross-sell products shown per product (see CatalogSession.linkedProducts). */
export const MAX_LINKED_PRODUCTS = 12;
/** Page size of a paged list when the request does not say (Magento's default). */
const DEFAULT_PAGE_SIZE = 20;
/** Fan-out assumed for a list that has no page size (variants, categories, cart items, …). */
const DEFAULT_LIST_FANOUT = 5;
const LINK_FIELDS = new Set(['related_products', 'upsell_products', 'crosssell_products']);

export const depthMessage = (got: number) =>
  `Max query depth should be ${QUERY_LIMITS.depth} but got ${got}.`;
export const complexityMessage = (got: number) =>
  `Max query complexity should be ${QUERY_LIMITS.complexity} but got ${got}.`;
export const aliasesMessage = (got: number) =>
  `Max query aliases should be ${QUERY_LIMITS.aliases} but got ${got}.`;
export const bytesMessage = (got: number) =>
  `Max query length should be ${QUERY_LIMITS.bytes} bytes but got ${got}.`;
export const bodyMessage = (got: number) =>
  `Max request size should be ${QUERY_LIMITS.body} bytes but got ${got}.`;
export const costMessage = (got: number) => `Max query cost should be ${QUERY_LIMITS.cost} but got ${got}.`;

type Fragments = ReadonlyMap<string, FragmentDefinitionNode>;

interface Measure {
  depth: number;
  complexity: number;
  cost: number;
}

/** Variables of the request; undefined while validating (the cost is then not measured). */
type Variables = Record<string, unknown> | undefined;

// Types are inspected by shape, not with graphql's isObjectType & co.: those check instanceof, and
// mercurius may hold graphql's CommonJS build while this module gets its ES module build.
type Wrapped = { ofType?: GraphQLOutputType };

function fieldOf(
  schema: GraphQLSchema,
  type: GraphQLCompositeType,
  name: string,
): GraphQLField<unknown, unknown> | undefined {
  // Introspection's entry fields are not part of the root type but are measured like any other.
  if (type === schema.getQueryType() && (name === '__schema' || name === '__type')) {
    const meta = schema.getType(name === '__schema' ? '__Schema' : '__Type') as GraphQLOutputType;
    return { name, type: meta, args: [] } as unknown as GraphQLField<unknown, unknown>;
  }
  return 'getFields' in type ? type.getFields()[name] : undefined;
}

function isListOutput(type: GraphQLOutputType): boolean {
  // [T] or [T]! (a non-null wrapper prints with a trailing "!", a list wrapper as "[…]").
  const nullable = String(type).endsWith('!') ? (type as Wrapped).ofType : type;
  return nullable !== undefined && String(nullable).startsWith('[');
}

function namedOf(type: GraphQLOutputType): GraphQLNamedType {
  let current = type as GraphQLOutputType & Wrapped;
  while (current.ofType) current = current.ofType as GraphQLOutputType & Wrapped;
  return current as GraphQLNamedType;
}

function asComposite(type: GraphQLNamedType | null | undefined): GraphQLCompositeType | undefined {
  return type && ('getFields' in type || 'getTypes' in type) && !('getValues' in type)
    ? (type as GraphQLCompositeType)
    : undefined;
}

function intValue(node: ValueNode | undefined, variables: Variables): number | undefined {
  if (!node) return undefined;
  if (node.kind === Kind.INT) return Number(node.value);
  if (node.kind === Kind.VARIABLE) {
    const value = variables?.[node.name.value];
    return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
  }
  return undefined;
}

/**
 * Walks a selection set with every fragment expanded. Fragment results are memoized per
 * (fragment, parent type, page size), so a document of fragments that spread each other twice
 * is measured in linear time although its expansion doubles at every level.
 */
class Measurer {
  private readonly memo = new Map<string, Measure>();
  private readonly visiting = new Set<string>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly fragments: Fragments,
    private readonly variables: Variables,
  ) {}

  selectionSet(set: SelectionSetNode, type: GraphQLCompositeType, pageSize: number | undefined): Measure {
    const total: Measure = { depth: 0, complexity: 0, cost: 0 };
    const add = (m: Measure) => {
      total.depth = Math.max(total.depth, m.depth);
      total.complexity += m.complexity;
      total.cost += m.cost;
    };
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const field = fieldOf(this.schema, type, selection.name.value);
        const pageArg = selection.arguments?.find((a) => a.name.value === 'pageSize');
        const listType = field ? isListOutput(field.type) : false;
        const childType = field ? asComposite(namedOf(field.type)) : undefined;
        let child: Measure = { depth: 0, complexity: 0, cost: 0 };
        if (selection.selectionSet && childType) {
          const ownPage = field?.args.some((a) => a.name === 'pageSize')
            ? clampPage(intValue(pageArg?.value, this.variables) ?? DEFAULT_PAGE_SIZE)
            : undefined;
          child = this.selectionSet(selection.selectionSet, childType, ownPage);
        }
        const fanout = listType
          ? LINK_FIELDS.has(selection.name.value)
            ? MAX_LINKED_PRODUCTS
            : selection.name.value === 'items' && pageSize !== undefined
              ? pageSize
              : DEFAULT_LIST_FANOUT
          : 1;
        add({ depth: child.depth + 1, complexity: child.complexity + 1, cost: 1 + fanout * child.cost });
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition
          ? asComposite(this.schema.getType(selection.typeCondition.name.value))
          : type;
        if (condition) add(this.selectionSet(selection.selectionSet, condition, pageSize));
      } else {
        const name = selection.name.value;
        const fragment = this.fragments.get(name);
        const condition = fragment && asComposite(this.schema.getType(fragment.typeCondition.name.value));
        if (!fragment || !condition) continue;
        const key = `${name}\u0000${pageSize ?? ''}`;
        const known = this.memo.get(key);
        if (known) {
          add(known);
          continue;
        }
        if (this.visiting.has(name)) continue; // a cycle: NoFragmentCyclesRule reports it
        this.visiting.add(name);
        const measured = this.selectionSet(fragment.selectionSet, condition, pageSize);
        this.visiting.delete(name);
        this.memo.set(key, measured);
        add(measured);
      }
    }
    return total;
  }
}

function clampPage(size: number): number {
  return Math.min(Math.max(Math.trunc(size), 1), MAX_PAGE_SIZE);
}

function rootType(schema: GraphQLSchema, operation: OperationDefinitionNode) {
  if (operation.operation === 'mutation') return schema.getMutationType();
  if (operation.operation === 'subscription') return schema.getSubscriptionType();
  return schema.getQueryType();
}

function fragmentsOf(document: DocumentNode): Fragments {
  const map = new Map<string, FragmentDefinitionNode>();
  for (const def of document.definitions)
    if (def.kind === Kind.FRAGMENT_DEFINITION) map.set(def.name.value, def);
  return map;
}

/** Depth, complexity and cost of each operation of a document. */
export function measureOperations(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables?: Variables,
): { operation: OperationDefinitionNode; measure: Measure }[] {
  const measurer = new Measurer(schema, fragmentsOf(document), variables);
  const result: { operation: OperationDefinitionNode; measure: Measure }[] = [];
  for (const def of document.definitions) {
    if (def.kind !== Kind.OPERATION_DEFINITION) continue;
    const root = rootType(schema, def);
    if (root)
      result.push({ operation: def, measure: measurer.selectionSet(def.selectionSet, root, undefined) });
  }
  return result;
}

/** Validation rule: aliases, depth and complexity of the document, Magento's messages. */
export function queryLimitsRule(context: ValidationContext): ASTVisitor {
  return {
    Document(document) {
      let aliases = 0;
      const count = (set: SelectionSetNode) => {
        for (const s of set.selections) {
          if (s.kind === Kind.FIELD && s.alias) aliases++;
          if (s.kind !== Kind.FRAGMENT_SPREAD && s.selectionSet) count(s.selectionSet);
        }
      };
      for (const def of document.definitions)
        if (def.kind === Kind.OPERATION_DEFINITION || def.kind === Kind.FRAGMENT_DEFINITION)
          count(def.selectionSet);
      if (aliases > QUERY_LIMITS.aliases) {
        context.reportError(new GraphQLError(aliasesMessage(aliases)));
        return;
      }
      for (const { operation, measure } of measureOperations(context.getSchema(), document)) {
        if (measure.depth > QUERY_LIMITS.depth)
          context.reportError(new GraphQLError(depthMessage(measure.depth), { nodes: operation }));
        if (measure.complexity > QUERY_LIMITS.complexity)
          context.reportError(new GraphQLError(complexityMessage(measure.complexity), { nodes: operation }));
      }
    },
  };
}

/**
 * The cost of a request's document with its variables (of its costliest operation: the hook that
 * checks it does not know which one runs); above the limit, the error to send instead of running it.
 */
export function costError(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Variables,
): GraphQLError | null {
  for (const { operation, measure } of measureOperations(schema, document, variables ?? {})) {
    if (measure.cost > QUERY_LIMITS.cost)
      return new GraphQLError(costMessage(measure.cost), { nodes: operation });
  }
  return null;
}

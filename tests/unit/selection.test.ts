import {
  type FieldNode,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  parse,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { selectsField } from '../../server/commerce/selection.ts';

/** The resolve info of the query's first top-level field. */
function infoOf(query: string) {
  const document = parse(query);
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const field = operation?.selectionSet.selections[0] as FieldNode;
  const fragments = Object.fromEntries(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  return { fieldNodes: [field], fragments };
}

describe('selectsField', () => {
  it('finds a field asked for directly, in an inline fragment or in a named fragment', () => {
    expect(selectsField(infoOf('{ products { total_count aggregations { label } } }'), 'aggregations')).toBe(
      true,
    );
    expect(
      selectsField(infoOf('{ products { ... on Products { aggregations { label } } } }'), 'aggregations'),
    ).toBe(true);
    expect(
      selectsField(
        infoOf(
          '{ products { ...List } } fragment List on Products { ...Facets } fragment Facets on Products { aggregations { label } }',
        ),
        'aggregations',
      ),
    ).toBe(true);
  });

  it('does not find a field that is only asked for deeper down or not at all', () => {
    expect(selectsField(infoOf('{ products { items { sku } total_count } }'), 'aggregations')).toBe(false);
    expect(selectsField(infoOf('{ products { items { aggregations: sku } } }'), 'aggregations')).toBe(false);
    expect(
      selectsField(
        infoOf('{ products { ...A } } fragment A on Products { ...A items { sku } }'),
        'aggregations',
      ),
    ).toBe(false);
  });
});

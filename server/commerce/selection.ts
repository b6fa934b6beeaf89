import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/**
 * Whether the query asks for `field` directly below the resolved field (through fragments and
 * inline fragments too), so a resolver can skip work nobody reads.
 */
export function selectsField(
  info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>,
  field: string,
): boolean {
  const seen = new Set<string>();
  const search = (set: SelectionSetNode | undefined): boolean =>
    (set?.selections ?? []).some((selection) => {
      if (selection.kind === 'Field') return selection.name.value === field;
      if (selection.kind === 'InlineFragment') return search(selection.selectionSet);
      const name = selection.name.value;
      if (seen.has(name)) return false;
      seen.add(name);
      return search(info.fragments[name]?.selectionSet);
    });
  return info.fieldNodes.some((node) => search(node.selectionSet));
}

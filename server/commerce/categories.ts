import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Breadcrumb, CategoryFilterInput, CategoryTree } from '../../graphql/generated/resolvers.ts';
import type { Db } from '../db/client.ts';
import { categories, categoryTranslations, productCategories, products } from '../db/schema.ts';
import { decodeIdUid, encodeUid } from './ids.ts';
import type { Language } from '../../domain/store.ts';

export interface CategoryNode {
  id: number;
  parentId: number | null;
  path: string;
  level: number;
  position: number;
  includeInMenu: boolean;
  isAnchor: boolean;
  name: string;
  urlKey: string;
  urlPath: string;
  description: string;
  metaTitle: string | null;
  metaDescription: string | null;
  childIds: number[];
}

/** The category tree in one language; small enough to hold per request. */
export interface CategoryIndex {
  root: CategoryNode | null;
  byId: Map<number, CategoryNode>;
  byUrlPath: Map<string, CategoryNode>;
}

export async function loadCategoryIndex(db: Db, language: Language): Promise<CategoryIndex> {
  const rows = await db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      path: categories.path,
      level: categories.level,
      position: categories.position,
      includeInMenu: categories.includeInMenu,
      isAnchor: categories.isAnchor,
      name: categoryTranslations.name,
      urlKey: categoryTranslations.urlKey,
      urlPath: categoryTranslations.urlPath,
      description: categoryTranslations.description,
      metaTitle: categoryTranslations.metaTitle,
      metaDescription: categoryTranslations.metaDescription,
    })
    .from(categories)
    .innerJoin(
      categoryTranslations,
      and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.language, language)),
    )
    .orderBy(asc(categories.level), asc(categories.position), asc(categories.id));
  return buildCategoryIndex(rows.map((r) => ({ ...r, childIds: [] })));
}

export function buildCategoryIndex(nodes: CategoryNode[]): CategoryIndex {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const byUrlPath = new Map<string, CategoryNode>();
  let root: CategoryNode | null = null;
  for (const node of nodes) {
    const parent = node.parentId === null ? undefined : byId.get(node.parentId);
    if (parent) parent.childIds.push(node.id);
    else if (!root) root = node;
    if (parent) byUrlPath.set(node.urlPath, node);
  }
  return { root, byId, byUrlPath };
}

/** The category and all categories below it (anchor categories show their descendants' products). */
export function descendantIds(index: CategoryIndex, id: number): number[] {
  const out: number[] = [];
  const stack = [id];
  while (stack.length > 0) {
    const current = index.byId.get(stack.pop() as number);
    if (!current) continue;
    out.push(current.id);
    stack.push(...current.childIds);
  }
  return out;
}

/** Ancestors from the top-level category down to the parent; the root is not a breadcrumb. */
export function ancestorsOf(index: CategoryIndex, node: CategoryNode): CategoryNode[] {
  const out: CategoryNode[] = [];
  let current = node.parentId === null ? undefined : index.byId.get(node.parentId);
  while (current && current.parentId !== null) {
    out.unshift(current);
    current = current.parentId === null ? undefined : index.byId.get(current.parentId);
  }
  return out;
}

const isRoot = (node: CategoryNode) => node.parentId === null;

/** The GraphQL view of a category; children and product_count are resolved on demand. */
export function categoryView(index: CategoryIndex, node: CategoryNode): CategoryTree {
  const breadcrumbs: Breadcrumb[] = ancestorsOf(index, node).map((a) => ({
    __typename: 'Breadcrumb',
    category_uid: encodeUid(a.id),
    category_name: a.name,
    category_level: a.level,
    category_url_key: a.urlKey,
    category_url_path: a.urlPath,
  }));
  const root = isRoot(node);
  return {
    __typename: 'CategoryTree',
    uid: encodeUid(node.id),
    name: node.name,
    description: node.description || null,
    path: node.path,
    url_key: root ? null : node.urlKey,
    url_path: root ? null : node.urlPath,
    url_suffix: '/',
    position: node.position,
    level: node.level,
    default_sort_by: 'position',
    breadcrumbs: breadcrumbs.length > 0 ? breadcrumbs : null,
    meta_title: node.metaTitle,
    meta_description: node.metaDescription,
    include_in_menu: node.includeInMenu ? 1 : 0,
    is_anchor: node.isAnchor ? 1 : 0,
    children_count: String(descendantIds(index, node.id).length - 1),
    relative_url: root ? null : `${node.urlPath}/`,
    redirect_code: 0,
    type: 'CATEGORY',
  };
}

const equalValues = (f: { eq?: string | null; in?: (string | null)[] | null } | null | undefined) => {
  if (!f) return null;
  const values = [...(f.eq != null ? [f.eq] : []), ...(f.in ?? []).filter((v): v is string => v != null)];
  return values;
};

/**
 * Magento's categoryList: categories matching every given filter, in tree order; without
 * filters, the store's root category (whose children are the top-level categories).
 */
export function filterCategories(
  index: CategoryIndex,
  filters: CategoryFilterInput | null | undefined,
): CategoryNode[] {
  const all = [...index.byId.values()];
  const uids = equalValues(filters?.category_uid);
  const parentUids = equalValues(filters?.parent_category_uid);
  const urlKeys = equalValues(filters?.url_key);
  const urlPaths = equalValues(filters?.url_path)?.map((p) => p.replace(/^\/+|\/+$/g, ''));
  const name = filters?.name?.match?.trim().toLowerCase();
  const any = uids || parentUids || urlKeys || urlPaths || name;
  if (!any) return index.root ? [index.root] : [];
  const ids = uids ? new Set(uids.map(decodeIdUid)) : null;
  const parentIds = parentUids ? new Set(parentUids.map(decodeIdUid)) : null;
  return all.filter(
    (n) =>
      (!ids || ids.has(n.id)) &&
      (!parentIds || (n.parentId !== null && parentIds.has(n.parentId))) &&
      (!urlKeys || (!isRoot(n) && urlKeys.includes(n.urlKey))) &&
      (!urlPaths || (!isRoot(n) && urlPaths.includes(n.urlPath))) &&
      (!name || n.name.toLowerCase().includes(name)),
  );
}

/**
 * Listed products per category, counting each product once in its categories and all their
 * ancestors (anchor categories), as Magento's product_count does.
 */
export async function loadProductCounts(db: Db, index: CategoryIndex): Promise<Map<number, number>> {
  const rows = await db
    .select({ categoryId: productCategories.categoryId, productId: productCategories.productId })
    .from(productCategories)
    .innerJoin(products, eq(products.id, productCategories.productId))
    // Listed products: a family counts once (its packs are not listed on their own).
    .where(and(eq(products.visible, true), isNull(products.parentId)));
  return countProductsPerCategory(index, rows);
}

export function countProductsPerCategory(
  index: CategoryIndex,
  assignments: readonly { categoryId: number; productId: number }[],
): Map<number, number> {
  const sets = new Map<number, Set<number>>();
  for (const { categoryId, productId } of assignments) {
    let node = index.byId.get(categoryId);
    while (node) {
      const set = sets.get(node.id) ?? new Set<number>();
      set.add(productId);
      sets.set(node.id, set);
      node = node.parentId === null ? undefined : index.byId.get(node.parentId);
    }
  }
  return new Map([...sets].map(([id, set]) => [id, set.size]));
}

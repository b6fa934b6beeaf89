import { changeCache } from '../db/cache.ts';
import type { Database } from '../db/client.ts';
import { type CategoryIndex, loadCategoryIndex, loadProductCounts } from './categories.ts';
import { listStores, type Store } from './store.ts';
import type { Language } from '../../domain/store.ts';

/**
 * What nearly every commerce request reads and the shop rarely changes, kept in memory until a
 * change of its tables is announced: the store views, the category tree per language and the
 * listed products per category (product_count).
 */
export interface CatalogCache {
  stores(): Promise<Store[]>;
  store(code: string): Promise<Store | null>;
  /** The default store view's code: the one marked default, else the first one. */
  defaultStoreCode(): Promise<string | null>;
  categories(language: Language): Promise<CategoryIndex>;
  productCounts(language: Language): Promise<Map<number, number>>;
}

export function createCatalogCache(database: Database): CatalogCache {
  const { db } = database;
  const stores = changeCache(database, ['websites', 'store_views'], () => listStores(db));
  const categories = changeCache(database, ['categories', 'category_translations'], (language: Language) =>
    loadCategoryIndex(db, language),
  );
  const productCounts = changeCache(
    database,
    ['categories', 'category_translations', 'product_categories', 'products'],
    async (language: Language) => loadProductCounts(db, await categories(language)),
  );
  return {
    stores: () => stores(undefined),
    store: async (code) => (await stores(undefined)).find((s) => s.code === code) ?? null,
    defaultStoreCode: async () => {
      const all = await stores(undefined);
      return (all.find((s) => s.isDefault) ?? all[0])?.code ?? null;
    },
    categories,
    productCounts,
  };
}

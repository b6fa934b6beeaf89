// Per-request state of the commerce API: the store view, the category tree and loaded products
// are read once per request, and product links are batched across all products of a response
// (a page of 20 products with related products costs two queries, not twenty).
import { inArray } from 'drizzle-orm';
import { productCategories } from '../db/schema.ts';
import { type CategoryIndex, loadCategoryIndex, loadProductCounts } from './categories.ts';
import type { CommerceContext } from './context.ts';
import { CommerceError, STORE_NOT_FOUND } from './errors.ts';
import {
  type LinkType,
  loadLinks,
  loadProductRecords,
  type ProductRecord,
  type StoreScope,
} from './product-repository.ts';
import { isAvailable, type ProductView, productView, type ViewContext } from './product-view.ts';
import { findStore, type Store } from './store.ts';

export type { ProductView };

/**
 * Collects keys requested in the same turn of the event loop and loads them with one call.
 * setImmediate (not a microtask) lets every resolver of a list, also those that start after an
 * awaited sibling, join the batch.
 */
export function createBatcher<K, V>(
  load: (keys: K[]) => Promise<Map<K, V>>,
): (key: K) => Promise<V | undefined> {
  let queue: { key: K; resolve: (v: V | undefined) => void; reject: (e: unknown) => void }[] = [];
  const dispatch = () => {
    const batch = queue;
    queue = [];
    load([...new Set(batch.map((b) => b.key))]).then(
      (values) => {
        for (const b of batch) b.resolve(values.get(b.key));
      },
      (error) => {
        for (const b of batch) b.reject(error);
      },
    );
  };
  return (key) =>
    new Promise((resolve, reject) => {
      if (queue.length === 0) setImmediate(dispatch);
      queue.push({ key, resolve, reject });
    });
}

export class CatalogSession {
  private storePromise: Promise<Store> | undefined;
  private categoriesPromise: Promise<CategoryIndex> | undefined;
  private countsPromise: Promise<Map<number, number>> | undefined;
  private readonly records = new Map<number, ProductRecord>();
  private readonly linkBatch: (id: number) => Promise<Record<LinkType, number[]> | undefined>;

  constructor(private readonly ctx: CommerceContext) {
    this.linkBatch = createBatcher(async (ids: number[]) => {
      const links = await loadLinks(this.ctx.db, ids);
      await this.ensureProducts(
        [...links.values()].flatMap((l) => [...l.related, ...l.upsell, ...l.crosssell]),
      );
      return links;
    });
  }

  get db() {
    return this.ctx.db;
  }

  /** The request's store view; an unknown Store header is the client's error. */
  store(): Promise<Store> {
    this.storePromise ??= findStore(this.ctx.db, this.ctx.storeCode).then((store) => {
      if (!store) throw new CommerceError(STORE_NOT_FOUND);
      return store;
    });
    return this.storePromise;
  }

  async scope(): Promise<StoreScope> {
    const store = await this.store();
    return { language: store.language, websiteCode: store.websiteCode };
  }

  categories(): Promise<CategoryIndex> {
    this.categoriesPromise ??= this.store().then((s) => loadCategoryIndex(this.ctx.db, s.language));
    return this.categoriesPromise;
  }

  productCounts(): Promise<Map<number, number>> {
    this.countsPromise ??= this.categories().then((index) => loadProductCounts(this.ctx.db, index));
    return this.countsPromise;
  }

  /** Product → category assignments of the given products. */
  async categoryAssignments(
    productIds: readonly number[],
  ): Promise<{ productId: number; categoryId: number }[]> {
    if (productIds.length === 0) return [];
    return this.ctx.db
      .select({ productId: productCategories.productId, categoryId: productCategories.categoryId })
      .from(productCategories)
      .where(inArray(productCategories.productId, [...productIds]));
  }

  async viewContext(): Promise<ViewContext> {
    const [store, categories] = await Promise.all([this.store(), this.categories()]);
    return { language: store.language, currency: store.currency, categories, records: this.records };
  }

  private async ensureProducts(ids: readonly number[]): Promise<void> {
    const missing = [...new Set(ids)].filter((id) => !this.records.has(id));
    if (missing.length === 0) return;
    const loaded = await loadProductRecords(this.ctx.db, missing, await this.scope());
    for (const r of loaded) this.records.set(r.id, r);
  }

  record(id: number): ProductRecord | undefined {
    return this.records.get(id);
  }

  /** Views of the products this store view sells, in the order of `ids`. */
  async productViews(ids: readonly number[]): Promise<ProductView[]> {
    await this.ensureProducts(ids);
    const ctx = await this.viewContext();
    return ids
      .map((id) => this.records.get(id))
      .filter((r): r is ProductRecord => !!r && isAvailable(r, ctx))
      .map((r) => productView(r, ctx));
  }

  async linkedProducts(productId: number, type: LinkType): Promise<ProductView[]> {
    const links = await this.linkBatch(productId);
    return links ? this.productViews(links[type]) : [];
  }
}

// Keyed by the request's context object, so the cache lives exactly as long as the request.
const sessions = new WeakMap<CommerceContext, CatalogSession>();

export function catalogSession(ctx: CommerceContext): CatalogSession {
  let session = sessions.get(ctx);
  if (!session) {
    session = new CatalogSession(ctx);
    sessions.set(ctx, session);
  }
  return session;
}

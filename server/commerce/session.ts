// Per-request state of the commerce API: the store view and the category tree come from the
// catalogue cache, and products are loaded in batches: every product any resolver of a response
// asks for in the same turn (a page of 20 products with their variants, related products and
// up-sells) is loaded by one statement.
import DataLoader from 'dataloader';
import type { CategoryIndex } from './categories.ts';
import type { CommerceContext } from './context.ts';
import { CommerceError, STORE_NOT_FOUND } from './errors.ts';
import {
  type LinkType,
  loadProductRecords,
  type ProductRecord,
  type StoreScope,
} from './product-repository.ts';
import { MAX_LINKED_PRODUCTS } from './query-limits.ts';
import { isAvailable, type ProductView, productView, type ViewContext } from './product-view.ts';
import type { Store } from './store.ts';

export type { ProductView };

/**
 * A DataLoader batches keys asked for before the next turn of the event loop: setImmediate
 * (not a microtask) lets every resolver of a list, also those that start after an awaited
 * sibling, join the batch.
 */
export const batchOnNextTurn = { batchScheduleFn: (dispatch: () => void) => setImmediate(dispatch) };

export class CatalogSession {
  private storePromise: Promise<Store> | undefined;
  private categoriesPromise: Promise<CategoryIndex> | undefined;
  private countsPromise: Promise<Map<number, number>> | undefined;
  private readonly records = new Map<number, ProductRecord>();
  private readonly loader: DataLoader<number, ProductRecord | null>;

  constructor(private readonly ctx: CommerceContext) {
    this.loader = new DataLoader(async (ids: readonly number[]) => {
      const loaded = await loadProductRecords(this.ctx.db, ids, await this.scope());
      this.remember(loaded);
      return ids.map((id) => this.records.get(id) ?? null);
    }, batchOnNextTurn);
  }

  get db() {
    return this.ctx.db;
  }

  /** The request's store view; an unknown Store header is the client's error. */
  store(): Promise<Store> {
    this.storePromise ??= this.ctx.services.catalog.store(this.ctx.storeCode).then((store) => {
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
    this.categoriesPromise ??= this.store().then((s) => this.ctx.services.catalog.categories(s.language));
    return this.categoriesPromise;
  }

  productCounts(): Promise<Map<number, number>> {
    this.countsPromise ??= this.store().then((s) => this.ctx.services.catalog.productCounts(s.language));
    return this.countsPromise;
  }

  async viewContext(): Promise<ViewContext> {
    const [store, categories] = await Promise.all([this.store(), this.categories()]);
    return {
      language: store.language,
      currency: store.currency,
      categories,
      records: this.records,
      now: Date.now(),
    };
  }

  /**
   * Keeps records loaded elsewhere in this request (e.g. by a cart change, within its
   * transaction), with the variants and parents that came with them, so they are not loaded again.
   */
  remember(records: readonly ProductRecord[]): void {
    for (const r of records) {
      if (this.records.has(r.id)) continue;
      this.records.set(r.id, r);
      this.loader.prime(r.id, r);
    }
  }

  private async ensureProducts(ids: readonly number[]): Promise<void> {
    await this.loader.loadMany(ids.filter((id) => !this.records.has(id)));
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

  /** A product's related, up-sell or cross-sell products: the first MAX_LINKED_PRODUCTS shown. */
  async linkedProducts(productId: number, type: LinkType): Promise<ProductView[]> {
    await this.ensureProducts([productId]);
    const views = await this.productViews(this.records.get(productId)?.links[type] ?? []);
    return views.slice(0, MAX_LINKED_PRODUCTS);
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

import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { changeCache } from '../db/cache.ts';
import type { Database, Db } from '../db/client.ts';
import {
  categories,
  categoryTranslations,
  contentPages,
  contentSettings,
  productImages,
  productPrices,
  products,
  productTranslations,
  websites,
} from '../db/schema.ts';
import { type ContentSettings, emptySettings } from './settings.ts';
import type { ContentElement } from '../../domain/content-types.ts';
import type { Language } from '../../domain/store.ts';

export type ContentPageRow = Omit<typeof contentPages.$inferSelect, 'elements'> & {
  elements: ContentElement[];
};

export interface MenuCategory {
  id: number;
  name: string;
  urlPath: string;
  children: MenuCategory[];
}

/** What a product card needs from the catalogue, with its price in the EUR shop. */
export interface CatalogCardProduct {
  id: number;
  sku: string;
  name: string;
  urlKey: string;
  shortDescription: string;
  inhaltLabel: string;
  inhalt: number | null;
  unitType: string;
  unitValue: number;
  regularPrice: number | null;
  specialPrice: number | null;
  /** Path below /media/catalog/product/ of the first image, if any. */
  imageFile: string | null;
}

/**
 * All database reads of the content API. The catalogue tables belong to the commerce
 * service; they are only read here, for the product menu and product cards.
 */
/** content_settings key (language '*') of the verified professionals' emails. */
export const VERIFIED_PROFESSIONALS_KEY = 'verified_professionals';

export function createContentRepository(db: Db) {
  return {
    async settings(language: Language): Promise<ContentSettings> {
      const rows = await db.select().from(contentSettings).where(eq(contentSettings.language, language));
      const settings: ContentSettings = { ...emptySettings };
      for (const row of rows) {
        if (row.key in settings) Object.assign(settings, { [row.key]: row.value });
      }
      return settings;
    },

    /** The site name appended to meta titles. */
    async siteName(language: Language): Promise<string> {
      const [row] = await db
        .select({ value: contentSettings.value })
        .from(contentSettings)
        .where(and(eq(contentSettings.language, language), eq(contentSettings.key, 'site_name')))
        .limit(1);
      return typeof row?.value === 'string' ? row.value : '';
    },

    /**
     * Whether the frontend user with this email is a verified professional (TYPO3 keeps
     * DocCheck-verified users in a group; here a site-wide list, language '*').
     */
    async isVerifiedProfessional(email: string): Promise<boolean> {
      return (await this.verifiedProfessionals()).includes(email.trim().toLowerCase());
    },

    /** The verified professionals' emails, lower-cased and sorted. */
    async verifiedProfessionals(): Promise<string[]> {
      const [row] = await db
        .select({ value: contentSettings.value })
        .from(contentSettings)
        .where(and(eq(contentSettings.language, '*'), eq(contentSettings.key, VERIFIED_PROFESSIONALS_KEY)))
        .limit(1);
      const emails = Array.isArray(row?.value) ? (row.value as unknown[]) : [];
      return emails.filter((entry): entry is string => typeof entry === 'string').map((e) => e.toLowerCase());
    },

    /** Adds or removes a verified professional; returns the list after the change. */
    async setVerifiedProfessional(email: string, verified: boolean): Promise<string[]> {
      const normalized = email.trim().toLowerCase();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ value: contentSettings.value })
          .from(contentSettings)
          .where(and(eq(contentSettings.language, '*'), eq(contentSettings.key, VERIFIED_PROFESSIONALS_KEY)))
          .for('update');
        const current = (Array.isArray(row?.value) ? (row.value as unknown[]) : []).filter(
          (entry): entry is string => typeof entry === 'string' && entry !== normalized,
        );
        const next = verified ? [...current, normalized].sort() : current;
        await tx
          .insert(contentSettings)
          .values({ language: '*', key: VERIFIED_PROFESSIONALS_KEY, value: next })
          .onConflictDoUpdate({
            target: [contentSettings.language, contentSettings.key],
            set: { value: next },
          });
        return next;
      });
    },

    async page(language: Language, slug: string): Promise<ContentPageRow | undefined> {
      const [row] = await db
        .select()
        .from(contentPages)
        .where(and(eq(contentPages.language, language), eq(contentPages.slug, slug)))
        .limit(1);
      return row ? toPageRow(row) : undefined;
    },

    /** Every language version of a page (pages that translate each other share the key). */
    async translations(translationKey: string): Promise<{ language: string; slug: string }[]> {
      return db
        .select({ language: contentPages.language, slug: contentPages.slug })
        .from(contentPages)
        .where(eq(contentPages.translationKey, translationKey));
    },

    /** Titles of the pages at the given slugs, for breadcrumbs. */
    async titles(language: Language, slugs: string[]): Promise<Map<string, string>> {
      if (slugs.length === 0) return new Map();
      const rows = await db
        .select({ slug: contentPages.slug, title: contentPages.title })
        .from(contentPages)
        .where(and(eq(contentPages.language, language), inArray(contentPages.slug, slugs)));
      return new Map(rows.map((r) => [r.slug, r.title]));
    },

    /** Pages of one language, e.g. for the search index; newest first within a kind. */
    async pages(language: Language, kind?: string): Promise<ContentPageRow[]> {
      const rows = await db
        .select()
        .from(contentPages)
        .where(
          kind
            ? and(eq(contentPages.language, language), eq(contentPages.kind, kind))
            : eq(contentPages.language, language),
        )
        .orderBy(desc(contentPages.publishedAt), asc(contentPages.id));
      return rows.map(toPageRow);
    },

    /**
     * The catalogue's category tree as the menu shows it: top categories with all their
     * subcategories, only those in the menu and translated. With a single root (Magento's
     * "Default Category") the top categories are that root's children.
     */
    async menuCategories(language: Language): Promise<MenuCategory[]> {
      const rows = await db
        .select({
          id: categories.id,
          parentId: categories.parentId,
          includeInMenu: categories.includeInMenu,
          name: categoryTranslations.name,
          urlPath: categoryTranslations.urlPath,
        })
        .from(categories)
        .leftJoin(
          categoryTranslations,
          and(
            eq(categoryTranslations.categoryId, categories.id),
            eq(categoryTranslations.language, language),
          ),
        )
        .orderBy(asc(categories.position), asc(categories.id));
      const shown = (parentId: number | null): MenuCategory[] =>
        rows.flatMap((r) =>
          r.parentId === parentId && r.includeInMenu && r.name !== null && r.urlPath !== null
            ? [{ id: r.id, name: r.name, urlPath: r.urlPath, children: shown(r.id) }]
            : [],
        );
      const roots = rows.filter((r) => r.parentId === null);
      const [onlyRoot] = roots;
      if (roots.length === 1 && onlyRoot && rows.some((r) => r.parentId === onlyRoot.id))
        return shown(onlyRoot.id);
      return shown(null);
    },

    /** Catalogue data of the given SKUs (unknown SKUs are left out), price from the EUR shop. */
    async cardProducts(language: Language, skus: string[]): Promise<Map<string, CatalogCardProduct>> {
      if (skus.length === 0) return new Map();
      const rows = await db
        .select({
          id: products.id,
          sku: products.sku,
          name: productTranslations.name,
          urlKey: productTranslations.urlKey,
          shortDescription: productTranslations.shortDescription,
          inhaltLabel: products.inhaltLabel,
          inhalt: products.inhalt,
          unitType: products.unitType,
          unitValue: products.unitValue,
        })
        .from(products)
        .innerJoin(
          productTranslations,
          and(eq(productTranslations.productId, products.id), eq(productTranslations.language, language)),
        )
        .where(inArray(products.sku, skus));
      if (rows.length === 0) return new Map();
      const ids = rows.map((r) => r.id);
      // Several EUR websites could exist; the default one (then the first by sort order) wins.
      const prices = await db
        .select({
          productId: productPrices.productId,
          regularPrice: productPrices.regularPrice,
          specialPrice: productPrices.specialPrice,
        })
        .from(productPrices)
        .innerJoin(websites, eq(websites.code, productPrices.websiteCode))
        .where(and(inArray(productPrices.productId, ids), eq(websites.currency, 'EUR')))
        .orderBy(desc(websites.isDefault), asc(websites.sortOrder));
      const images = await db
        .select({ productId: productImages.productId, file: productImages.file })
        .from(productImages)
        .where(inArray(productImages.productId, ids))
        .orderBy(asc(productImages.position), asc(productImages.id));
      const result = new Map<string, CatalogCardProduct>();
      for (const r of rows) {
        const price = prices.find((p) => p.productId === r.id);
        result.set(r.sku, {
          ...r,
          regularPrice: price?.regularPrice ?? null,
          specialPrice: price?.specialPrice ?? null,
          imageFile: images.find((i) => i.productId === r.id)?.file ?? null,
        });
      }
      return result;
    },

    /** The product whose url key in `language` is `urlKey`: product detail pages are catch-all paths. */
    async productByUrlKey(
      language: Language,
      urlKey: string,
    ): Promise<
      | {
          id: number;
          sku: string;
          name: string;
          description: string;
          metaTitle: string | null;
          metaDescription: string | null;
        }
      | undefined
    > {
      const [row] = await db
        .select({
          id: products.id,
          sku: products.sku,
          name: productTranslations.name,
          description: productTranslations.shortDescription,
          metaTitle: productTranslations.metaTitle,
          metaDescription: productTranslations.metaDescription,
        })
        .from(productTranslations)
        .innerJoin(products, eq(products.id, productTranslations.productId))
        .where(and(eq(productTranslations.language, language), eq(productTranslations.urlKey, urlKey)))
        .limit(1);
      return row;
    },

    async productUrlKeys(productId: number): Promise<{ language: string; urlKey: string }[]> {
      return db
        .select({ language: productTranslations.language, urlKey: productTranslations.urlKey })
        .from(productTranslations)
        .where(eq(productTranslations.productId, productId));
    },

    /**
     * In one statement, every language's path of what `slug` is in `language`: a content page
     * (kind 'page', by translation key), and when asked, the category with that url path
     * ('category') or the product with that url key ('product').
     */
    async pathTranslations(
      language: Language,
      slug: string,
      also: { categoryUrlPath: string | null; productUrlKey: string | null },
    ): Promise<{ kind: 'page' | 'category' | 'product'; language: string; slug: string }[]> {
      const parts = [
        sql`select 'page' as kind, p.language, p.slug from ${contentPages} p where p.translation_key =
          (select h.translation_key from ${contentPages} h where h.language = ${language} and h.slug = ${slug} limit 1)`,
      ];
      if (also.categoryUrlPath !== null)
        parts.push(sql`select 'category', c.language, c.url_path from ${categoryTranslations} c where c.category_id =
          (select h.category_id from ${categoryTranslations} h where h.language = ${language} and h.url_path = ${also.categoryUrlPath} limit 1)`);
      if (also.productUrlKey !== null)
        parts.push(sql`select 'product', t.language, t.url_key from ${productTranslations} t where t.product_id =
          (select h.product_id from ${productTranslations} h where h.language = ${language} and h.url_key = ${also.productUrlKey} limit 1)`);
      const result = (await db.execute(sql.join(parts, sql` union all `))) as unknown as {
        rows: { kind: 'page' | 'category' | 'product'; language: string; slug: string }[];
      };
      return result.rows;
    },

    /** Every language's url path of the category that has `urlPath` in `language`. */
    async categoryUrlPaths(
      language: Language,
      urlPath: string,
    ): Promise<{ language: string; urlPath: string }[]> {
      const [hit] = await db
        .select({ categoryId: categoryTranslations.categoryId })
        .from(categoryTranslations)
        .where(and(eq(categoryTranslations.language, language), eq(categoryTranslations.urlPath, urlPath)))
        .limit(1);
      if (!hit) return [];
      return db
        .select({ language: categoryTranslations.language, urlPath: categoryTranslations.urlPath })
        .from(categoryTranslations)
        .where(eq(categoryTranslations.categoryId, hit.categoryId));
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;

/**
 * The repository with what every page's menu reads kept in memory until its tables change: the
 * settings (menus, footer, ticker), the category menu and the menu cards' products.
 */
export function withMenuCaches(
  repo: ContentRepository,
  database: Pick<Database, 'onChange'>,
): ContentRepository {
  const settings = changeCache(database, ['content_settings'], (language: Language) =>
    repo.settings(language),
  );
  const menuCategories = changeCache(
    database,
    ['categories', 'category_translations'],
    (language: Language) => repo.menuCategories(language),
  );
  const cards = changeCache(
    database,
    ['products', 'product_translations', 'product_prices', 'product_images', 'websites'],
    (key: string) => {
      const [language, ...skus] = key.split('\n');
      return repo.cardProducts(language as Language, skus);
    },
  );
  return {
    ...repo,
    settings,
    menuCategories,
    cardProducts: (language, skus) => cards([language, ...skus].join('\n')),
  };
}

function toPageRow(row: typeof contentPages.$inferSelect): ContentPageRow {
  // The elements column is written by the seed and the content editor only, both typed.
  return { ...row, elements: row.elements as ContentElement[] };
}

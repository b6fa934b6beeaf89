import { and, asc, eq, isNotNull, lt } from 'drizzle-orm';
import { createContentRepository } from '../../content/repository.ts';
import type { ContentSettingKey } from '../../content/settings.ts';
import type { ContentElement } from '../../../domain/content-types.ts';
import type { Language } from '../../../domain/store.ts';
import type { Db } from '../client.ts';
import {
  contentPages,
  contentSettings,
  productPrices,
  products,
  productTranslations,
  websites,
} from '../schema.ts';
import { germanContent } from './content-de.ts';
import { englishContent } from './content-en.ts';
import type { LanguageContent, PageSeed, SeedCatalog, SeedProduct } from './content-model.ts';

/** Products the home page and the menu feature: one pack per product family. */
const FEATURED_COUNT = 6;

export const contentBuilders: Record<Language, (catalog: SeedCatalog) => LanguageContent> = {
  de: germanContent,
  en: englishContent,
};

/**
 * Seeds the content store: pages of both languages, menus, footer, ticker, banner and events.
 * Runs after the catalogue seed, because teasers and menu cards name real products and
 * categories read from it.
 */
export async function seedContent(db: Db): Promise<void> {
  let elementId = 0;
  for (const language of Object.keys(contentBuilders) as Language[]) {
    const { settings, pages } = contentBuilders[language](await readCatalog(db, language));
    await db.insert(contentSettings).values(
      (Object.keys(settings) as ContentSettingKey[]).map((key) => ({
        language,
        key,
        value: settings[key],
      })),
    );
    await db.insert(contentPages).values(
      pages.map((page) => ({
        language,
        slug: page.slug,
        translationKey: page.translationKey,
        layout: page.layout ?? 'default',
        title: page.title,
        description: page.description,
        restricted: page.restricted ?? false,
        middleware: page.middleware ?? [],
        kind: page.kind ?? 'page',
        // Like tt_content uids: unique across the whole site.
        elements: withIds(page, () => ++elementId),
        ...(page.publishedAt ? { publishedAt: new Date(`${page.publishedAt}T08:00:00Z`) } : {}),
      })),
    );
  }
}

function withIds(page: PageSeed, nextId: () => number): ContentElement[] {
  // The seed's element shapes are the content types minus id and colPos, so adding them back is safe.
  return page.elements.map(
    (element) => ({ ...element, id: nextId(), colPos: element.colPos ?? 0 }) as ContentElement,
  );
}

/** What the content refers to in the catalogue, read from the tables the catalogue seed filled. */
async function readCatalog(db: Db, language: Language): Promise<SeedCatalog> {
  const buyable = and(
    eq(products.typeId, 'simple'),
    eq(products.visible, true),
    eq(products.isInStock, true),
    eq(productTranslations.language, language),
  );
  const packs = await db
    .select({
      sku: products.sku,
      family: products.parentId,
      packMonths: products.packMonths,
      name: productTranslations.name,
      urlKey: productTranslations.urlKey,
      shortDescription: productTranslations.shortDescription,
    })
    .from(products)
    .innerJoin(productTranslations, eq(productTranslations.productId, products.id))
    .where(buyable)
    .orderBy(asc(products.position), asc(products.id));
  // One pack per family, the one-month pack where there is one: that is the pack people start with.
  const byFamily = new Map<number | string, (typeof packs)[number]>();
  for (const pack of packs) {
    const family = pack.family ?? pack.sku;
    const chosen = byFamily.get(family);
    if (!chosen || (chosen.packMonths !== 1 && pack.packMonths === 1)) byFamily.set(family, pack);
  }

  const [onSale] = await db
    .select({
      sku: products.sku,
      name: productTranslations.name,
      urlKey: productTranslations.urlKey,
      shortDescription: productTranslations.shortDescription,
    })
    .from(products)
    .innerJoin(productTranslations, eq(productTranslations.productId, products.id))
    .innerJoin(productPrices, eq(productPrices.productId, products.id))
    .innerJoin(websites, eq(websites.code, productPrices.websiteCode))
    .where(
      and(
        buyable,
        eq(websites.currency, 'EUR'),
        isNotNull(productPrices.specialPrice),
        lt(productPrices.specialPrice, productPrices.regularPrice),
      ),
    )
    .orderBy(asc(products.position), asc(products.id))
    .limit(1);

  const categories = await createContentRepository(db).menuCategories(language);
  return {
    language,
    featured: [...byFamily.values()].slice(0, FEATURED_COUNT).map(toSeedProduct),
    onSale: onSale ?? null,
    categories: categories.map((c) => ({ title: c.name, urlPath: c.urlPath })),
  };
}

function toSeedProduct({ sku, name, urlKey, shortDescription }: SeedProduct): SeedProduct {
  return { sku, name, urlKey, shortDescription };
}

// Seeds the catalogue of the demo shop: two websites (EU in EUR, Switzerland in CHF) with a German
// and an English store view each, the category tree, the product families with their pack
// variants, prices, stock, links and generated gallery images.
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { type Language, LANGUAGES } from '../../../domain/store.ts';
import { generateLogo, generateProductImages } from '../../media/generate-images.ts';
import type { ProductImageSpec } from '../../media/product-svg.ts';
import type { Db } from '../client.ts';
import {
  categories,
  categoryTranslations,
  productCategories,
  productImages,
  productLinks,
  productPriceHistory,
  productPrices,
  products,
  productTranslations,
  responsibleCompanies,
  storeViews,
  supplementFacts,
  supplementIngredients,
  supplementNutrients,
  websites,
} from '../schema.ts';
import {
  buildSeedLinks,
  buildSeedProducts,
  SHOP_NAME,
  type SeedProduct,
  seedPriceHistory,
} from './catalog-build.ts';
import { CATEGORIES } from './catalog-categories.ts';
import { MANDATORY_WARNINGS, RESPONSIBLE_COMPANIES, SUPPLEMENT_FACTS } from './supplement-facts.ts';
import { FORM_TEXTS, PACK_LABELS } from './catalog-products.ts';

export const SEED_WEBSITES = [
  {
    code: 'eu',
    name: 'EU Shop',
    currency: 'EUR',
    vatRate: 7,
    pricesIncludeTax: true,
    isDefault: true,
    sortOrder: 0,
  },
  {
    code: 'ch',
    name: 'Schweiz',
    currency: 'CHF',
    vatRate: 2.6,
    pricesIncludeTax: true,
    isDefault: false,
    sortOrder: 1,
  },
] as const;

const COPYRIGHT = `© ${new Date().getFullYear()} ${SHOP_NAME} GmbH`;
const TITLE_DE = `${SHOP_NAME} – Nahrungsergänzungsmittel in Apothekenqualität`;
const TITLE_EN = `${SHOP_NAME} – Dietary supplements in pharmacy quality`;
const DESCRIPTION_DE =
  'Vitamine, Mineralstoffe, Omega-3 und Pflanzenstoffe – hochwertig, laborgeprüft und im Vorteilsabo günstiger.';
const DESCRIPTION_EN =
  'Vitamins, minerals, omega-3 and botanicals – high quality, lab-tested and cheaper with a savings plan.';

export const SEED_STORE_VIEWS = [
  {
    code: 'de',
    websiteCode: 'eu',
    name: 'Deutsch',
    language: 'de',
    locale: 'de_DE',
    isDefault: true,
    sortOrder: 0,
  },
  {
    code: 'en',
    websiteCode: 'eu',
    name: 'English',
    language: 'en',
    locale: 'en_GB',
    isDefault: false,
    sortOrder: 1,
  },
  {
    code: 'ch_de',
    websiteCode: 'ch',
    name: 'Schweiz (Deutsch)',
    language: 'de',
    locale: 'de_DE',
    isDefault: false,
    sortOrder: 2,
  },
  {
    code: 'ch_en',
    websiteCode: 'ch',
    name: 'Switzerland (English)',
    language: 'en',
    locale: 'en_GB',
    isDefault: false,
    sortOrder: 3,
  },
] as const;

/** What the image generator needs of a seed product. Labels are German: one image serves all views. */
export function imageSpecOf(p: SeedProduct): ProductImageSpec {
  const plural = FORM_TEXTS[p.form].itemsPlural.de;
  const net = p.unitType === 'units' ? '' : ` · ${p.unitValue} ${p.unitType}`;
  return {
    key: p.sku.toLowerCase(),
    brand: SHOP_NAME,
    name: p.family.name.de,
    packLabel: p.packMonths ? PACK_LABELS[p.packMonths].de : null,
    contentsLabel: `${p.inhalt} ${plural}${net}`,
    form: p.form,
    color: p.color,
    backTitle: 'Zutaten',
    backText: p.family.ingredients.de,
    usageTitle: 'Verzehrempfehlung',
    usageText: p.family.usage.de,
  };
}

const VIEW_LABELS = {
  front: { de: 'Vorderseite', en: 'front' },
  back: { de: 'Rückseite mit Zutaten', en: 'back label with ingredients' },
  contents: { de: 'Inhalt', en: 'contents' },
} as const;

async function seedStores(db: Db): Promise<void> {
  await db.insert(websites).values([...SEED_WEBSITES]);
  await db.insert(storeViews).values(
    SEED_STORE_VIEWS.map((s) => ({
      ...s,
      defaultTitle: s.language === 'de' ? TITLE_DE : TITLE_EN,
      defaultDescription: s.language === 'de' ? DESCRIPTION_DE : DESCRIPTION_EN,
      copyright: COPYRIGHT,
    })),
  );
}

/** Inserts the tree in order (parents first) and returns category ids by key. */
async function seedCategories(db: Db): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const paths = new Map<string, { path: string; level: number; de: string; en: string }>();
  const positions = new Map<string | null, number>();
  for (const def of CATEGORIES) {
    const parent = def.parent ? paths.get(def.parent) : undefined;
    if (def.parent && !parent) throw new Error(`Category ${def.key} comes before its parent ${def.parent}`);
    const position = positions.get(def.parent) ?? 0;
    positions.set(def.parent, position + 1);
    const [row] = await db
      .insert(categories)
      .values({
        parentId: def.parent ? (ids.get(def.parent) ?? null) : null,
        path: '',
        level: parent ? parent.level + 1 : 1,
        position,
        includeInMenu: def.includeInMenu ?? true,
      })
      .returning({ id: categories.id });
    if (!row) throw new Error(`Category ${def.key} was not inserted`);
    const ownPath = parent ? `${parent.path}/${row.id}` : String(row.id);
    await db.update(categories).set({ path: ownPath }).where(eq(categories.id, row.id));
    ids.set(def.key, row.id);
    // The root's url key is not part of its children's url paths (as in Magento).
    const urlPath = (lang: Language) => {
      if (!parent) return def[lang].urlKey;
      return parent.level === 1 ? def[lang].urlKey : `${parent[lang]}/${def[lang].urlKey}`;
    };
    const node = {
      path: ownPath,
      level: parent ? parent.level + 1 : 1,
      de: urlPath('de'),
      en: urlPath('en'),
    };
    paths.set(def.key, node);
    await db.insert(categoryTranslations).values(
      LANGUAGES.map((language) => ({
        categoryId: row.id,
        language,
        name: def[language].name,
        urlKey: def[language].urlKey,
        urlPath: node[language],
        description: def[language].description ? `<p>${def[language].description}</p>` : '',
        metaTitle: parent ? `${def[language].name} | ${SHOP_NAME}` : null,
        metaDescription: def[language].description || null,
      })),
    );
  }
  return ids;
}

export async function seedCatalog(db: Db, opts: { dataDir: string }): Promise<void> {
  const mediaDir = path.join(opts.dataDir, 'media');
  const seedProducts = buildSeedProducts();
  // Images first: they are files, and rendering them overlaps nothing else in the transaction.
  const [images] = await Promise.all([
    generateProductImages(seedProducts.map(imageSpecOf), { mediaDir }),
    generateLogo(mediaDir, SHOP_NAME),
  ]);

  await seedStores(db);
  const categoryIds = await seedCategories(db);

  const idBySku = new Map<string, number>();
  // Parents first, so variants can point at them.
  for (const typeId of ['configurable', 'simple'] as const) {
    const rows = seedProducts.filter((p) => p.typeId === typeId);
    const inserted = await db
      .insert(products)
      .values(
        rows.map((p) => ({
          sku: p.sku,
          typeId: p.typeId,
          parentId: p.typeId === 'simple' ? (idBySku.get(p.familySku) ?? null) : null,
          packMonths: p.packMonths,
          inhaltLabel: p.form,
          inhalt: p.inhalt,
          unitType: p.unitType,
          unitValue: p.unitValue,
          weight: p.weight,
          stockQty: p.stockQty,
          lowStockThreshold: p.lowStockThreshold,
          isInStock: p.isInStock,
          visible: true,
          position: p.position,
        })),
      )
      .returning({ id: products.id, sku: products.sku });
    for (const r of inserted) idBySku.set(r.sku, r.id);
  }
  const idOf = (sku: string) => {
    const id = idBySku.get(sku);
    if (id === undefined) throw new Error(`Unknown seed SKU ${sku}`);
    return id;
  };

  await db.insert(responsibleCompanies).values(RESPONSIBLE_COMPANIES);
  await insertSupplementFacts(db, seedProducts, idOf);

  await db.insert(productTranslations).values(
    seedProducts.flatMap((p) =>
      LANGUAGES.map((language) => ({
        productId: idOf(p.sku),
        language,
        ...p.texts[language],
      })),
    ),
  );

  // The history first: the trigger on product_prices then finds the current price recorded.
  const now = new Date();
  await db.insert(productPriceHistory).values(
    seedProducts.flatMap((p) =>
      p.prices
        ? (['eu', 'ch'] as const).flatMap((websiteCode) =>
            seedPriceHistory(p.prices![websiteCode === 'eu' ? 'EUR' : 'CHF'], now).map((h) => ({
              productId: idOf(p.sku),
              websiteCode,
              ...h,
            })),
          )
        : [],
    ),
  );

  await db.insert(productPrices).values(
    seedProducts.flatMap((p) =>
      p.prices
        ? [
            {
              productId: idOf(p.sku),
              websiteCode: 'eu',
              regularPrice: p.prices.EUR.regular,
              specialPrice: p.prices.EUR.special,
            },
            {
              productId: idOf(p.sku),
              websiteCode: 'ch',
              regularPrice: p.prices.CHF.regular,
              specialPrice: p.prices.CHF.special,
            },
          ]
        : [],
    ),
  );

  await db.insert(productImages).values(
    seedProducts.flatMap((p) =>
      (images.get(p.sku.toLowerCase()) ?? []).map((img) => ({
        productId: idOf(p.sku),
        file: img.file,
        position: img.position,
        labelDe: `${p.texts.de.name} – ${VIEW_LABELS[img.view].de}`,
        labelEn: `${p.texts.en.name} – ${VIEW_LABELS[img.view].en}`,
      })),
    ),
  );

  await db.insert(productCategories).values(
    seedProducts.flatMap((p) =>
      p.categories.map((key) => {
        const categoryId = categoryIds.get(key);
        if (categoryId === undefined) throw new Error(`Product ${p.sku} names unknown category ${key}`);
        return { productId: idOf(p.sku), categoryId, position: p.position };
      }),
    ),
  );

  await db.insert(productLinks).values(
    buildSeedLinks().map((l) => ({
      productId: idOf(l.sku),
      linkedProductId: idOf(l.linkedSku),
      linkType: l.linkType,
      position: l.position,
    })),
  );
}

/**
 * Supplement facts for the seeded products that have none, and each shop's responsible company if
 * missing: a database seeded before migration 0013 has the tables, but empty (the seed runs only
 * on an empty database). Runs on every start of a seeded shop; a product that has its facts,
 * including ones an editor changed, is left alone, so a second run changes nothing. Products the
 * seed does not know are skipped. Returns how many products got their facts.
 */
export async function seedMissingSupplementFacts(db: Db): Promise<number> {
  const seedProducts = buildSeedProducts();
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.insert(responsibleCompanies).values(RESPONSIBLE_COMPANIES).onConflictDoNothing();
    const rows = await t
      .select({ id: products.id, sku: products.sku, has: supplementFacts.productId })
      .from(products)
      .leftJoin(supplementFacts, eq(supplementFacts.productId, products.id))
      .where(
        inArray(
          products.sku,
          seedProducts.map((p) => p.sku),
        ),
      );
    const idBySku = new Map(rows.filter((r) => r.has === null).map((r) => [r.sku, r.id]));
    if (idBySku.size === 0) return 0;
    await insertSupplementFacts(
      t,
      seedProducts.filter((p) => idBySku.has(p.sku)),
      (sku) => {
        const id = idBySku.get(sku);
        if (id === undefined) throw new Error(`Unknown seed SKU ${sku}`);
        return id;
      },
    );
    return idBySku.size;
  });
}

/** The label particulars of the given seed products (their family's). */
async function insertSupplementFacts(
  db: Db,
  seedProducts: SeedProduct[],
  idOf: (sku: string) => number,
): Promise<void> {
  const factsOf = (p: SeedProduct) => {
    const facts = SUPPLEMENT_FACTS[p.familySku];
    if (!facts) throw new Error(`No supplement facts for ${p.familySku}`);
    return facts;
  };
  await db.insert(supplementFacts).values(
    seedProducts.map((p) => {
      const facts = factsOf(p);
      return {
        productId: idOf(p.sku),
        dailyDoseQuantity: facts.dailyDose.quantity,
        dailyDoseUnit: facts.dailyDose.unit,
        dailyDoseText: facts.dailyDoseText,
        warnings: [...MANDATORY_WARNINGS, ...(facts.extraWarnings ?? [])],
      };
    }),
  );
  await db
    .insert(supplementNutrients)
    .values(
      seedProducts.flatMap((p) =>
        factsOf(p).nutrients.map((nutrient, position) => ({ productId: idOf(p.sku), position, ...nutrient })),
      ),
    )
    .onConflictDoNothing();
  await db
    .insert(supplementIngredients)
    .values(
      seedProducts.flatMap((p) =>
        factsOf(p).ingredients.map((ingredient, position) => ({
          productId: idOf(p.sku),
          position,
          name: ingredient.name,
          allergen: ingredient.allergen ?? false,
        })),
      ),
    )
    .onConflictDoNothing();
}

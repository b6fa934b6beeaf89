// `npm run seed:large -- 5000`: adds a large generated catalogue to the shop's database (the same
// one the server uses: DATABASE_URL, else the embedded database in DATA_DIR), for measuring how
// listings and search scale. Families of one configurable product and three pack sizes, like
// the seeded catalogue, spread over its categories, with prices in both shops (every fifth on
// sale) and the seeded products' pictures. Run it again to add more; stop a server running on
// the embedded database first (PGlite allows one process).
import { and, asc, eq, isNotNull, like, sql } from 'drizzle-orm';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import {
  categories,
  productCategories,
  productImages,
  productPrices,
  products,
  productTranslations,
} from '../server/db/schema.ts';
import { seedIfEmpty } from '../server/db/seed/index.ts';
import { LANGUAGES } from '../domain/store.ts';

const count = Number(process.argv[2] ?? 5000);
if (!Number.isInteger(count) || count < 4 || count > 200_000) {
  console.error('usage: npm run seed:large -- <number of products, 4 to 200000>');
  process.exit(2);
}

const FORMS = ['capsules', 'tablets', 'drops', 'powder', 'liquid'] as const;
const WORDS = {
  de: ['Magnesium', 'Vitamin D3', 'Zink', 'Omega-3', 'Eisen', 'Kurkuma', 'Selen', 'Vitamin C', 'Kollagen'],
  en: ['Magnesium', 'Vitamin D3', 'Zinc', 'Omega-3', 'Iron', 'Turmeric', 'Selenium', 'Vitamin C', 'Collagen'],
};
const KINDS = {
  de: ['Komplex', 'Forte', 'Balance', 'Aktiv', 'Plus', 'Kids', 'Sport', 'Vegan'],
  en: ['Complex', 'Forte', 'Balance', 'Active', 'Plus', 'Kids', 'Sport', 'Vegan'],
};
const PACKS = [1, 3, 6] as const;
const BATCH = 400;

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const { db } = database;
try {
  await database.migrate();
  await seedIfEmpty(db, { dataDir: config.dataDir });

  // Leaf categories (below the top level) take the products; pictures come from the seed.
  const leafRows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      sql`${categories.level} >= 2 and not exists (select 1 from categories c where c.parent_id = ${categories.id})`,
    )
    .orderBy(asc(categories.id));
  const leaves = leafRows.map((r) => r.id);
  const pictures = (
    await db.select({ file: productImages.file }).from(productImages).orderBy(asc(productImages.id)).limit(60)
  ).map((r) => r.file);
  if (leaves.length === 0 || pictures.length === 0)
    throw new Error('the database has no catalogue to extend');
  const [{ n: existing } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(like(products.sku, 'BULK-%'));
  const [{ p: lastPosition } = { p: 0 }] = await db
    .select({ p: sql<number>`coalesce(max(${products.position}), 0)::int` })
    .from(products);

  const families = Math.floor(count / 4);
  const started = Date.now();
  for (let from = 0; from < families; from += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, families - from) }, (_, i) => existing / 4 + from + i);
    await db.transaction(async (tx) => {
      const rows = batch.flatMap((f) => {
        const form = FORMS[f % FORMS.length] ?? 'capsules';
        const common = {
          inhaltLabel: form,
          unitType: form === 'powder' ? 'g' : form === 'liquid' || form === 'drops' ? 'ml' : 'units',
          visible: true,
          position: lastPosition + 1 + f,
        };
        return [
          {
            ...common,
            sku: `BULK-${f}`,
            typeId: 'configurable',
            packMonths: null,
            inhalt: null,
            unitValue: 0,
          },
          ...PACKS.map((months) => ({
            ...common,
            sku: `BULK-${f}-${months}M`,
            typeId: 'simple',
            packMonths: months,
            inhalt: 30 * months,
            unitValue: form === 'powder' ? 150 * months : form === 'liquid' ? 250 * months : 30 * months,
            weight: 0.1 * months,
            stockQty: f % 13 === 0 ? 0 : 50 + (f % 200),
            isInStock: f % 13 !== 0,
          })),
        ];
      });
      const inserted = await tx
        .insert(products)
        .values(rows)
        .returning({ id: products.id, sku: products.sku });
      const idOf = new Map(inserted.map((r) => [r.sku, r.id]));
      await tx.execute(sql`update products v set parent_id = p.id from products p
        where v.sku like 'BULK-%-%M' and p.sku = substring(v.sku from '^(BULK-[0-9]+)-') and v.parent_id is null`);
      const texts = batch.flatMap((f) =>
        LANGUAGES.flatMap((language) => {
          const name = `${WORDS[language][f % WORDS[language].length]} ${KINDS[language][Math.floor(f / 9) % 8]} ${f}`;
          const key = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
          return [
            { sku: `BULK-${f}`, suffix: '' },
            ...PACKS.map((m) => ({
              sku: `BULK-${f}-${m}M`,
              suffix: language === 'de' ? ` ${m} Monat${m > 1 ? 'e' : ''}` : ` ${m} month${m > 1 ? 's' : ''}`,
            })),
          ].map(({ sku, suffix }) => ({
            productId: idOf.get(sku) ?? 0,
            language,
            name: `${name}${suffix}`,
            urlKey: `${key}${suffix.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
            shortDescription:
              language === 'de'
                ? `${name}: hochdosiert, laborgeprüft, für jeden Tag.`
                : `${name}: high dose, lab-tested, for every day.`,
            description:
              language === 'de' ? `<p>${name} aus unserem Sortiment.</p>` : `<p>${name} from our range.</p>`,
            itemUnit: language === 'de' ? 'Kapsel' : 'capsule',
          }));
        }),
      );
      await tx.insert(productTranslations).values(texts);
      const prices = batch.flatMap((f) =>
        PACKS.flatMap((months) => {
          const regular = Math.round((9.9 + (f % 40) + months * 8) * 10) / 10 + 0.0;
          const special = f % 5 === 0 ? Math.round(regular * 0.85 * 10) / 10 : null;
          const productId = idOf.get(`BULK-${f}-${months}M`) ?? 0;
          return [
            { productId, websiteCode: 'eu', regularPrice: regular, specialPrice: special },
            {
              productId,
              websiteCode: 'ch',
              regularPrice: Math.round(regular * 1.1 * 10) / 10,
              specialPrice: special === null ? null : Math.round(special * 1.1 * 10) / 10,
            },
          ];
        }),
      );
      await tx.insert(productPrices).values(prices);
      await tx.insert(productImages).values(
        inserted.map((r, i) => ({
          productId: r.id,
          file: pictures[i % pictures.length] ?? '',
          position: 0,
          labelDe: r.sku,
          labelEn: r.sku,
        })),
      );
      await tx.insert(productCategories).values(
        inserted.map((r) => {
          const family = Number(/^BULK-(\d+)/.exec(r.sku)?.[1] ?? 0);
          return { productId: r.id, categoryId: leaves[family % leaves.length] ?? 0, position: 0 };
        }),
      );
    });
  }
  // Statistics for the planner after the bulk load (PGlite has no autovacuum to gather them).
  await db.execute(sql`analyze`);
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(products)
    .where(and(eq(products.visible, true), isNotNull(products.id)));
  console.log(
    `seed:large: added ${families * 4} products (${families} families of 4) in ${((Date.now() - started) / 1000).toFixed(1)} s; ${total} listed products in all`,
  );
} finally {
  await database.close();
}

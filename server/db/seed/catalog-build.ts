// Expands the seed's product families into the rows the shop stores: one configurable parent
// and three pack-size variants per family, with texts in both languages and prices per currency.
// Pure, so the seed and the image script build exactly the same catalogue.
import { urlKeyFromName } from '../../commerce/url-key.ts';
import {
  DISCLAIMER,
  FAMILIES,
  FORM_TEXTS,
  type FamilyDef,
  type InhaltLabel,
  type Lang,
  PACK_LABELS,
  PACK_MONTHS,
  type PackMonths,
} from './catalog-products.ts';
import { LANGUAGES } from '../../../domain/store.ts';

export type Currency = 'EUR' | 'CHF';

export interface SeedProductText {
  name: string;
  urlKey: string;
  shortDescription: string;
  description: string;
  itemUnit: string;
  metaTitle: string;
  metaDescription: string;
}

export interface SeedProduct {
  sku: string;
  familySku: string;
  typeId: 'simple' | 'configurable';
  packMonths: PackMonths | null;
  form: InhaltLabel;
  inhalt: number;
  unitType: 'g' | 'ml' | 'units';
  unitValue: number;
  weight: number;
  stockQty: number;
  lowStockThreshold: number;
  isInStock: boolean;
  position: number;
  color: string;
  texts: Record<Lang, SeedProductText>;
  /** Null on configurable parents: their prices are their variants'. */
  prices: Record<Currency, SeedPrice> | null;
  categories: string[];
  family: FamilyDef;
}

export interface SeedPrice {
  regular: number;
  special: number | null;
  /** A sale that ran before today's one, inside the 30 days before it (see SEED_PRICE_DAYS). */
  earlierSale: number | null;
}

/** How many days before seeding each price of the seeded history took effect. */
export const SEED_PRICE_DAYS = { regular: 90, earlierSale: 35, earlierSaleEnded: 28, sale: 10 } as const;

/**
 * The price history a seeded price starts with, so that a product on sale has a real earlier price
 * (§11 PAngV): the regular price for months, an earlier sale where there was one, then today's sale.
 */
export function seedPriceHistory(price: SeedPrice, now: Date): { price: number; validFrom: Date }[] {
  const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const history = [{ price: price.regular, validFrom: daysAgo(SEED_PRICE_DAYS.regular) }];
  if (price.special === null || !(price.special < price.regular)) return history;
  if (price.earlierSale !== null && price.earlierSale < price.regular) {
    history.push(
      { price: price.earlierSale, validFrom: daysAgo(SEED_PRICE_DAYS.earlierSale) },
      { price: price.regular, validFrom: daysAgo(SEED_PRICE_DAYS.earlierSaleEnded) },
    );
  }
  history.push({ price: price.special, validFrom: daysAgo(SEED_PRICE_DAYS.sale) });
  return history;
}

const LANGS: readonly Lang[] = LANGUAGES;
export const SHOP_NAME = 'VitalShop';

// Bigger packs are cheaper per month: 10 % off for three months, 15 % for six, ending in .90.
const PACK_FACTOR: Record<PackMonths, number> = { 1: 1, 3: 2.7, 6: 5.1 };

/** Regular price of a pack, ending in .90 like the shop's price list. */
export function packPrice(oneMonth: number, months: PackMonths): number {
  if (months === 1) return oneMonth;
  return Math.floor(oneMonth * PACK_FACTOR[months]) + 0.9;
}

function unitTypeOf(form: InhaltLabel): SeedProduct['unitType'] {
  if (form === 'powder') return 'g';
  if (form === 'drops' || form === 'liquid') return 'ml';
  return 'units';
}

const UNIT_SYMBOL: Record<SeedProduct['unitType'], string> = { g: 'g', ml: 'ml', units: '' };

/** Shipping weight in kg: contents plus packaging. */
function weightOf(form: InhaltLabel, unitValue: number): number {
  const kg = form === 'capsules' || form === 'tablets' ? unitValue * 0.0006 + 0.05 : unitValue / 1000 + 0.08;
  return Math.round(kg * 1000) / 1000;
}

function contentsText(lang: Lang, family: FamilyDef, months: PackMonths | null): string {
  const plural = FORM_TEXTS[family.form].itemsPlural[lang];
  const unitType = unitTypeOf(family.form);
  if (months === null) {
    const labels = PACK_MONTHS.map((m) => PACK_LABELS[m][lang]).join(', ');
    return lang === 'de' ? `Erhältlich als Vorrat für ${labels}.` : `Available as a supply for ${labels}.`;
  }
  const items = family.itemsPerMonth * months;
  const net = family.contentPerMonth * months;
  const netText = unitType === 'units' ? '' : ` (${net} ${UNIT_SYMBOL[unitType]})`;
  return lang === 'de'
    ? `${items} ${plural}${netText} – Vorrat für ${PACK_LABELS[months].de}.`
    : `${items} ${plural}${netText} – a supply for ${PACK_LABELS[months].en}.`;
}

const HEADINGS: Record<Lang, { ingredients: string; usage: string; contents: string; notes: string }> = {
  de: { ingredients: 'Zutaten', usage: 'Verzehrempfehlung', contents: 'Inhalt', notes: 'Hinweise' },
  en: { ingredients: 'Ingredients', usage: 'Recommended use', contents: 'Contents', notes: 'Notes' },
};

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function descriptionHtml(lang: Lang, family: FamilyDef, months: PackMonths | null): string {
  const h = HEADINGS[lang];
  return [
    `<p>${escapeHtml(family.intro[lang])}</p>`,
    `<h3>${h.ingredients}</h3>`,
    `<p>${escapeHtml(family.ingredients[lang])}</p>`,
    `<h3>${h.usage}</h3>`,
    `<p>${escapeHtml(family.usage[lang])}</p>`,
    `<h3>${h.contents}</h3>`,
    `<p>${escapeHtml(contentsText(lang, family, months))}</p>`,
    `<h3>${h.notes}</h3>`,
    `<p>${escapeHtml(DISCLAIMER[lang])}</p>`,
  ].join('\n');
}

function textsOf(family: FamilyDef, months: PackMonths | null): Record<Lang, SeedProductText> {
  const texts = {} as Record<Lang, SeedProductText>;
  for (const lang of LANGS) {
    const name = months === null ? family.name[lang] : `${family.name[lang]} ${PACK_LABELS[months][lang]}`;
    texts[lang] = {
      name,
      urlKey: urlKeyFromName(name),
      shortDescription: `<p>${escapeHtml(family.short[lang])}</p>`,
      description: descriptionHtml(lang, family, months),
      itemUnit: FORM_TEXTS[family.form].itemUnit[lang],
      metaTitle: `${name} | ${SHOP_NAME}`,
      metaDescription: family.short[lang],
    };
  }
  return texts;
}

/** Every product of the seed, parents first within each family. */
export function buildSeedProducts(families: readonly FamilyDef[] = FAMILIES): SeedProduct[] {
  const products: SeedProduct[] = [];
  families.forEach((family, index) => {
    const unitType = unitTypeOf(family.form);
    const base = {
      familySku: family.sku,
      form: family.form,
      unitType,
      lowStockThreshold: 5,
      color: family.color,
      categories: family.categories,
      family,
    };
    products.push({
      ...base,
      sku: family.sku,
      typeId: 'configurable',
      packMonths: null,
      // The parent describes the smallest pack, so base price and contents have a sensible "from".
      inhalt: family.itemsPerMonth,
      unitValue: family.contentPerMonth,
      weight: weightOf(family.form, family.contentPerMonth),
      stockQty: 0,
      isInStock: true,
      position: index * 10,
      texts: textsOf(family, null),
      prices: null,
    });
    for (const months of PACK_MONTHS) {
      const override = family.packs?.[months] ?? {};
      const unitValue = family.contentPerMonth * months;
      const stockQty = override.stock ?? { 1: 250, 3: 120, 6: 60 }[months];
      products.push({
        ...base,
        sku: `${family.sku}-${months}M`,
        typeId: 'simple',
        packMonths: months,
        inhalt: family.itemsPerMonth * months,
        unitValue,
        weight: weightOf(family.form, unitValue),
        stockQty,
        isInStock: override.inStock ?? stockQty > 0,
        position: index * 10 + PACK_MONTHS.indexOf(months) + 1,
        texts: textsOf(family, months),
        prices: {
          EUR: {
            regular: packPrice(family.price.EUR, months),
            special: override.special?.EUR ?? null,
            earlierSale: override.earlierSale?.EUR ?? null,
          },
          CHF: {
            regular: packPrice(family.price.CHF, months),
            special: override.special?.CHF ?? null,
            earlierSale: override.earlierSale?.CHF ?? null,
          },
        },
      });
    }
  });
  return products;
}

export interface SeedLink {
  sku: string;
  linkedSku: string;
  linkType: 'related' | 'upsell' | 'crosssell';
  position: number;
}

/**
 * Product links: related families in the same pack size (parents to parents), larger packs as
 * upsells of a pack, and the one-month pack of complementary families as cross-sells.
 */
export function buildSeedLinks(families: readonly FamilyDef[] = FAMILIES): SeedLink[] {
  const links: SeedLink[] = [];
  const skuOf = (familySku: string, months: PackMonths | null) =>
    months === null ? familySku : `${familySku}-${months}M`;
  for (const family of families) {
    for (const months of [null, ...PACK_MONTHS] as (PackMonths | null)[]) {
      const sku = skuOf(family.sku, months);
      family.related.forEach((other, i) => {
        links.push({ sku, linkedSku: skuOf(other, months), linkType: 'related', position: i });
      });
      if (months !== null) {
        PACK_MONTHS.filter((m) => m > months).forEach((bigger, i) => {
          links.push({ sku, linkedSku: skuOf(family.sku, bigger), linkType: 'upsell', position: i });
        });
      }
      family.crosssell.forEach((other, i) => {
        links.push({ sku, linkedSku: skuOf(other, 1), linkType: 'crosssell', position: i });
      });
    }
  }
  return links;
}

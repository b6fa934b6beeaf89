// Maps stored products to Magento's GraphQL product shapes (SimpleProduct, ConfigurableProduct).
// Links (related, upsell, cross-sell) and variants are resolved on demand by the resolvers.
import type {
  BasePrice as BasePriceView,
  CategoryTree,
  ConfigurableAttributeOption,
  ConfigurableProductOptions,
  CurrencyEnum,
  PriceRange as PriceRangeView,
  ProductImage,
  ProductPrice as ProductPriceView,
  ResolversParentTypes,
} from '../../graphql/generated/resolvers.ts';
import { type CategoryIndex, categoryView } from './categories.ts';
import { encodeUid } from './ids.ts';
import { roundMoney } from '../../domain/money.ts';
import { lowestPriceBeforeReduction } from '../../domain/price-history.ts';
import {
  type BasePrice,
  basePrice,
  discount,
  type ProductPrice,
  priceRange,
  productPrice,
} from '../../domain/pricing.ts';
import type { ProductRecord } from './product-repository.ts';
import type { Language } from '../../domain/store.ts';

/** The configurable attribute of every product family: the pack size in months. */
export const PACK_SIZE_ATTRIBUTE = { id: 190, code: 'pack_size' } as const;

const PACK_SIZE_LABEL: Record<Language, string> = { de: 'Packungsgröße', en: 'Pack size' };

export function packSizeLabel(months: number, language: Language): string {
  if (language === 'de') return months === 1 ? '1 Monat' : `${months} Monate`;
  return months === 1 ? '1 month' : `${months} months`;
}

/**
 * Uid of a pack-size option value as Magento encodes selected options of configurable products
 * ('configurable/<attribute id>/<value index>'); the value index is the number of months.
 */
export function packSizeOptionUid(months: number): string {
  return encodeUid(`configurable/${PACK_SIZE_ATTRIBUTE.id}/${months}`);
}

export interface ViewContext {
  language: Language;
  currency: CurrencyEnum;
  categories: CategoryIndex;
  /** Loaded products by id, including the variants of configurable ones. */
  records: ReadonlyMap<number, ProductRecord>;
  /** The instant prices are shown for (epoch ms): the 30-day rule looks back from it. */
  now: number;
}

export const MEDIA_PRODUCT_PATH = '/media/catalog/product/';

const isSalable = (r: ProductRecord) => r.isInStock && r.stockQty > 0;

function priceView(p: ProductPrice, record: ProductRecord | undefined, ctx: ViewContext): ProductPriceView {
  const currency = ctx.currency;
  const lowest = record ? lowestPriceBeforeReduction(record.priceHistory, ctx.now) : null;
  return {
    __typename: 'ProductPrice',
    regular_price: { __typename: 'Money', value: p.regular, currency },
    final_price: { __typename: 'Money', value: p.final, currency },
    discount: { __typename: 'ProductDiscount', ...p.discount },
    lowest_price_30_days: lowest
      ? {
          __typename: 'LowestPrice30Days',
          price: { __typename: 'Money', value: roundMoney(lowest.price), currency },
          discount: { __typename: 'ProductDiscount', ...discount(roundMoney(lowest.price), p.final) },
        }
      : null,
  };
}

/** The API shape of a base price (per kg, l or 1000 units). */
export function basePriceView(base: BasePrice | null, currency: CurrencyEnum): BasePriceView | null {
  if (!base) return null;
  return {
    __typename: 'BasePrice',
    amount: { __typename: 'Money', value: base.amount, currency },
    per_unit: base.per_unit,
    per_quantity: base.per_quantity,
  };
}

function variantsOf(record: ProductRecord, ctx: ViewContext): ProductRecord[] {
  return record.childIds.map((id) => ctx.records.get(id)).filter((r): r is ProductRecord => !!r && !!r.price);
}

/** The prices a product can be bought at: its own, or its variants'. */
function purchasablePrices(
  record: ProductRecord,
  ctx: ViewContext,
): { price: ProductPrice; record: ProductRecord }[] {
  if (record.typeId === 'configurable') {
    return variantsOf(record, ctx).map((v) => ({ price: productPrice(v.price!), record: v }));
  }
  return record.price ? [{ price: productPrice(record.price), record }] : [];
}

const ZERO: ProductPrice = { regular: 0, final: 0, discount: { amount_off: 0, percent_off: 0 } };

function imageView(file: string, label: string, position: number): ProductImage {
  return {
    __typename: 'ProductImage',
    url: `${MEDIA_PRODUCT_PATH}${file}`,
    label,
    position,
    disabled: false,
  };
}

/** Whether the product can be shown in this store view (it has a text and a price there). */
export function isAvailable(record: ProductRecord, ctx: ViewContext): boolean {
  return !!record.text && purchasablePrices(record, ctx).length > 0;
}

export type SimpleProductView = ResolversParentTypes['SimpleProduct'];
export type ConfigurableProductView = ResolversParentTypes['ConfigurableProduct'];
export type ProductView = SimpleProductView | ConfigurableProductView;

export function productView(record: ProductRecord, ctx: ViewContext): ProductView {
  const text = record.text;
  const name = text?.name ?? record.sku;
  const urlKey = text?.urlKey ?? null;
  const prices = purchasablePrices(record, ctx);
  const range = priceRange(prices.map((p) => p.price));
  const cheapest = prices.find((p) => p.price === range?.minimum)?.record ?? record;
  const base = basePrice(range?.minimum.final ?? 0, cheapest.unitType, cheapest.unitValue);
  const gallery = record.images.map((i) => imageView(i.file, i.label || name, i.position));
  const first = gallery[0] ?? null;
  const isConfigurable = record.typeId === 'configurable';
  const salable = isConfigurable ? variantsOf(record, ctx).some(isSalable) : isSalable(record);
  const onlyLeft =
    !isConfigurable && salable && record.stockQty <= record.lowStockThreshold ? record.stockQty : null;
  const categories: CategoryTree[] = record.categoryIds
    .map((id) => ctx.categories.byId.get(id))
    .filter((n) => n !== undefined)
    .map((n) => categoryView(ctx.categories, n));
  const priceRangeView: PriceRangeView = {
    __typename: 'PriceRange',
    minimum_price: priceView(
      range?.minimum ?? ZERO,
      prices.find((p) => p.price === range?.minimum)?.record,
      ctx,
    ),
    maximum_price: priceView(
      range?.maximum ?? ZERO,
      prices.find((p) => p.price === range?.maximum)?.record,
      ctx,
    ),
  };
  const relativeUrl = urlKey ? `${urlKey}/` : null;
  const common = {
    uid: encodeUid(record.id),
    id: record.id,
    name,
    sku: record.sku,
    description: { __typename: 'ComplexTextValue' as const, html: text?.description ?? '' },
    short_description: { __typename: 'ComplexTextValue' as const, html: text?.shortDescription ?? '' },
    meta_title: text?.metaTitle ?? name,
    meta_description: text?.metaDescription ?? null,
    image: first,
    small_image: first,
    thumbnail: first,
    price_range: priceRangeView,
    categories,
    canonical_url: relativeUrl,
    media_gallery: gallery,
    url_key: urlKey,
    url_suffix: '/',
    url_rewrites: relativeUrl
      ? [
          {
            __typename: 'UrlRewrite' as const,
            url: relativeUrl,
            parameters: [{ __typename: 'HttpQueryParameter' as const, name: 'id', value: String(record.id) }],
          },
        ]
      : [],
    // Placeholders: the field resolvers of reviews.ts answer from the approved reviews.
    rating_summary: 0,
    review_count: 0,
    review_star_counts: [],
    reviews: {
      __typename: 'ProductReviews' as const,
      items: [],
      page_info: { __typename: 'SearchResultPageInfo' as const },
    },
    swatch_image: null,
    stock_status: salable ? ('IN_STOCK' as const) : ('OUT_OF_STOCK' as const),
    only_x_left_in_stock: onlyLeft,
    inhalt: record.inhalt,
    inhalt_label: record.inhaltLabel,
    unit_type: record.unitType,
    unit_value: record.unitValue,
    item_unit: text?.itemUnit ?? null,
    base_price: basePriceView(base, ctx.currency),
    pack_months: record.packMonths,
    relative_url: relativeUrl,
    redirect_code: 0,
    type: 'PRODUCT' as const,
    weight: record.weight,
  };
  if (!isConfigurable) return { __typename: 'SimpleProduct', ...common };
  return {
    __typename: 'ConfigurableProduct',
    ...common,
    configurable_options: configurableOptions(record, ctx),
  };
}

export function packSizeAttribute(months: number, language: Language): ConfigurableAttributeOption {
  return {
    __typename: 'ConfigurableAttributeOption',
    uid: packSizeOptionUid(months),
    code: PACK_SIZE_ATTRIBUTE.code,
    label: packSizeLabel(months, language),
    value_index: months,
  };
}

function configurableOptions(record: ProductRecord, ctx: ViewContext): ConfigurableProductOptions[] {
  const months = variantsOf(record, ctx)
    .map((v) => v.packMonths)
    .filter((m): m is number => m !== null);
  if (months.length === 0) return [];
  return [
    {
      __typename: 'ConfigurableProductOptions',
      uid: encodeUid(`configurable/${record.id}/${PACK_SIZE_ATTRIBUTE.id}`),
      attribute_uid: encodeUid(PACK_SIZE_ATTRIBUTE.id),
      attribute_code: PACK_SIZE_ATTRIBUTE.code,
      label: PACK_SIZE_LABEL[ctx.language],
      position: 0,
      use_default: true,
      values: months.map((m) => {
        const label = packSizeLabel(m, ctx.language);
        return {
          __typename: 'ConfigurableProductOptionsValues',
          uid: packSizeOptionUid(m),
          value_index: m,
          label,
          default_label: label,
          store_label: label,
          use_default_value: true,
        };
      }),
    },
  ];
}

/** Variant ids of a configurable product that this store view sells. */
export function variantIds(record: ProductRecord, ctx: ViewContext): number[] {
  return variantsOf(record, ctx).map((v) => v.id);
}

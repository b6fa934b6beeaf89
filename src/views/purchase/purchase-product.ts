import type { ApolloClient } from '@apollo/client';
import {
  PurchaseProductDocument,
  type PurchaseProductBaseFragment,
  type PurchaseProductQuery,
} from '../../../graphql/generated/operations.ts';
import type {
  PriceRow,
  PurchaseModalProduct,
  ProductVariant,
  SubscriptionOptions,
} from '../../../machines/purchase-modal.machine.ts';
import { DELIVERY_INTERVALS, PLAN_OPTION_CODES, planOptionSku } from '../../../domain/savings-plans.ts';
import { basePrice } from '../../../domain/pricing.ts';

/**
 * What the app's `loadProduct` gives the purchase modal machine.
 *
 * Purchase mode: the machine describes the shopper's choice in its own terms
 * (`{ mode, interval, quantity }`, see PurchaseLine); the purchase modal's adapter
 * (src/lib/actors/purchase-modal.ts) turns it into the API's entered option. Pack sizes need no
 * translation: the machine sends the variant's own SKU, its parent SKU and the value uid
 * base64('configurable/190/<months>').
 *
 * Plan option SKUs: the API does not list a product's savings-plan options; every product it
 * sells may be bought as a plan by every group that may buy plans (the cart refuses the
 * others). The loader lists the option SKUs of all codes and intervals, and the machine keeps
 * those of the customer's group (spec 5/6: none for group 4).
 */

type QueryItem = NonNullable<NonNullable<NonNullable<PurchaseProductQuery['products']>['items']>[number]>;

/** The product the modal shows: what the machine decides with, plus the API's data for the view. */
export interface PurchaseViewProduct extends PurchaseModalProduct {
  details: QueryItem;
  /** Pack-size variants with their own prices, by value uid. */
  variantDetails: Record<string, PurchaseProductBaseFragment>;
  related: PurchaseProductBaseFragment[];
  pricesIncludeTax: boolean;
}

export function isPurchaseViewProduct(product: PurchaseModalProduct | null): product is PurchaseViewProduct {
  return product !== null && 'details' in product;
}

function subscriptionOptions(sku: string): SubscriptionOptions {
  return {
    optionSkus: PLAN_OPTION_CODES.flatMap((code) =>
      DELIVERY_INTERVALS.map((interval) => planOptionSku(sku, code, interval)),
    ),
  };
}

/** The catalogue price the machine prices the line from: regular, and final as the special price. */
function priceOf(product: Pick<PurchaseProductBaseFragment, 'price_range'>): { price?: PriceRow } {
  const price = product.price_range.minimum_price;
  const regular = price.regular_price.value;
  if (regular == null) return {};
  return { price: { regularPrice: regular, specialPrice: price.final_price.value ?? null } };
}

type BasePriceView = PurchaseProductBaseFragment['base_price'];

/**
 * The legal base price (per kg, l or 1000 units) of `amount` for this product's pack: the one
 * shown next to an option is the base price of that option's price. The API's base_price is
 * that of the final price; the savings-plan option shows the regular price, so it needs its own.
 */
export function basePriceAt(
  product: Pick<PurchaseProductBaseFragment, 'base_price' | 'unit_type' | 'unit_value'>,
  amount: {
    value: number | null;
    currency: PurchaseProductBaseFragment['price_range']['minimum_price']['final_price']['currency'];
  },
): BasePriceView {
  if (amount.value == null || !product.unit_type) return product.base_price;
  const base = basePrice(amount.value, product.unit_type, product.unit_value);
  if (!base) return product.base_price;
  return {
    ...product.base_price,
    amount: { ...product.base_price?.amount, value: base.amount, currency: amount.currency },
    per_unit: base.per_unit,
    per_quantity: base.per_quantity,
  };
}

/** Maps the PurchaseProduct query's item to the modal's product; throws when there is none. */
export function toPurchaseProduct(data: PurchaseProductQuery, sku: string): PurchaseViewProduct {
  const item = data.products?.items?.find((candidate) => candidate?.sku === sku) ?? data.products?.items?.[0];
  if (!item?.sku) throw new Error(`No product with SKU ${sku}`);
  const variants: ProductVariant[] = [];
  const variantDetails: Record<string, PurchaseProductBaseFragment> = {};
  if (item.__typename === 'ConfigurableProduct') {
    for (const variant of item.variants ?? []) {
      const attribute = variant?.attributes?.[0];
      const product = variant?.product;
      if (!attribute || !product?.sku) continue;
      variants.push({
        valueUid: attribute.uid,
        sku: product.sku,
        label: attribute.label ?? product.sku,
        ...priceOf(product),
      });
      variantDetails[attribute.uid] = product;
    }
  }
  const related = (item.related_products ?? []).filter(
    (product): product is PurchaseProductBaseFragment => !!product?.sku,
  );
  return {
    sku: item.sku,
    name: item.name ?? item.sku,
    type: item.__typename,
    stock_status: item.stock_status ?? null,
    only_x_left_in_stock: item.only_x_left_in_stock ?? null,
    ...(item.__typename === 'ConfigurableProduct' ? { variants } : {}),
    subscription: subscriptionOptions(item.sku),
    related_products: related.map((product) => ({ sku: product.sku ?? '', name: product.name ?? '' })),
    ...(item.inhalt_label ? { content: item.inhalt_label } : {}),
    ...priceOf(item),
    details: item,
    variantDetails,
    related,
    pricesIncludeTax: data.storeConfig?.prices_include_tax ?? true,
  };
}

export async function loadPurchaseProduct(client: ApolloClient, sku: string): Promise<PurchaseViewProduct> {
  const { data } = await client.query({
    query: PurchaseProductDocument,
    variables: { sku },
    fetchPolicy: 'network-only',
  });
  if (!data) throw new Error(`No product with SKU ${sku}`);
  return toPurchaseProduct(data, sku);
}

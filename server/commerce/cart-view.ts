// The Cart of the GraphQL API: lines priced by the savings-plan and volume-discount rules, the
// coupon, VAT (included in the catalogue prices) and totals, all in integer cents.
import type { ResolversParentTypes } from '../../graphql/generated/resolvers.ts';
import type { CommerceContext } from './context.ts';
import {
  type CartLine,
  type CartRow,
  type CouponRow,
  appliedCoupon,
  couponUsable,
  cartItemUid,
  loadLines,
  purchaseModeUid,
} from './carts.ts';
import { currentCustomer } from './customers.ts';
import { encodeUid } from './ids.ts';
import { finalPrice } from './pricing.ts';
import { PACK_SIZE_ATTRIBUTE, packSizeLabel, packSizeOptionUid } from './product-view.ts';
import { DELIVERY_INTERVAL_LABELS, fromCents, toCents } from './savings-plans.ts';
import { linePrice } from './savings-plans-line-price.ts';
import { catalogSession } from './session.ts';
import type { Language, Store } from './store.ts';
import { formatPercent } from './volume-discounts.ts';
import { volumeTiersFor } from './volume-tiers.ts';

export type CartView = ResolversParentTypes['Cart'];
type ItemView = ResolversParentTypes['CartItemInterface'];
type Money = { __typename: 'Money'; value: number; currency: Store['currency'] };

const TEXTS = {
  de: {
    tax: (rate: string) => `MwSt. ${rate}`,
    volume: (p: string) => `Mengenrabatt ${p}`,
    subscription: (p: string) => `Sparplan-Rabatt ${p}`,
    delivery: 'Lieferung',
    packSize: 'Packungsgröße',
  },
  en: {
    tax: (rate: string) => `VAT ${rate}`,
    volume: (p: string) => `Volume discount ${p}`,
    subscription: (p: string) => `Savings plan discount ${p}`,
    delivery: 'Delivery',
    packSize: 'Pack size',
  },
} as const;

/** Splits a gross amount into net and tax at `rate` percent (half-up on the cent). */
function netOf(grossCents: number, rate: number): number {
  return Math.round((grossCents * 100) / (100 + rate));
}

function couponDiscountCents(coupon: CouponRow | null, subtotalCents: number): number {
  if (!coupon || subtotalCents <= 0) return 0;
  const cents =
    coupon.discountType === 'percent'
      ? Math.round((subtotalCents * coupon.amount) / 100)
      : toCents(coupon.amount);
  return Math.min(Math.max(cents, 0), subtotalCents);
}

function deliveryOption(line: CartLine, language: Language, percent: number) {
  if (line.mode !== 'onGoing' || !line.interval) return [];
  return [
    {
      __typename: 'SelectedCustomizableOption' as const,
      id: 0,
      customizable_option_uid: encodeUid('purchase_mode'),
      label: TEXTS[language].delivery,
      type: 'drop_down',
      is_required: false,
      sort_order: 0,
      values: [
        {
          __typename: 'SelectedCustomizableOptionValue' as const,
          id: 0,
          customizable_option_value_uid: purchaseModeUid(line.mode, line.interval),
          label: DELIVERY_INTERVAL_LABELS[language][line.interval],
          value: line.interval,
          price: {
            __typename: 'CartItemSelectedOptionValuePrice' as const,
            value: -percent,
            units: '%',
            type: 'PERCENT' as const,
          },
        },
      ],
    },
  ];
}

/** The cart as the API shows it; `knownLines` are its lines when the caller has just read them. */
export async function cartView(
  ctx: CommerceContext,
  cart: CartRow,
  knownLines?: CartLine[],
): Promise<CartView> {
  const session = catalogSession(ctx);
  const store = await session.store();
  const texts = TEXTS[store.language];
  const [lines, appliedCouponRow, customer] = await Promise.all([
    knownLines ?? loadLines(ctx.db, cart.id),
    appliedCoupon(ctx.db, cart.id),
    currentCustomer(ctx),
  ]);
  // A coupon that expired (or was switched off) since it was applied no longer counts.
  const coupon = appliedCouponRow && couponUsable(appliedCouponRow) ? appliedCouponRow : null;
  const ids = [
    ...new Set(lines.flatMap((l) => (l.parentProductId ? [l.productId, l.parentProductId] : [l.productId]))),
  ];
  const views = new Map((await session.productViews(ids)).map((v) => [v.id, v]));
  const money = (cents: number): Money => ({
    __typename: 'Money',
    value: fromCents(cents),
    currency: store.currency,
  });
  const rate = store.vatRate;
  const grossOf = (cents: number) =>
    store.pricesIncludeTax ? cents : Math.round((cents * (100 + rate)) / 100);

  let subtotalGross = 0;
  let subtotalNet = 0;
  let totalQuantity = 0;
  const items: ItemView[] = [];
  for (const line of lines) {
    const record = session.record(line.productId);
    const product = views.get(line.productId);
    const parent = line.parentProductId ? views.get(line.parentProductId) : undefined;
    if (!record?.price || !product || (line.parentProductId && !parent)) continue;
    const price = linePrice({
      unitPrice: finalPrice(record.price.regularPrice, record.price.specialPrice),
      quantity: line.quantity,
      tiers: volumeTiersFor(record.sku),
      customerGroup: customer?.groupId ?? null,
      loggedIn: !!customer,
      ...(line.mode === 'onGoing' && line.interval
        ? { mode: 'onGoing' as const, interval: line.interval }
        : { mode: 'oneTime' as const }),
    });
    const rowGross = grossOf(toCents(price.rowTotal));
    const rowNet = netOf(rowGross, rate);
    const discountGross = grossOf(toCents(price.discountAmount));
    subtotalGross += rowGross;
    subtotalNet += rowNet;
    totalQuantity += line.quantity;
    const percent = formatPercent(price.discountPercent, store.language);
    const common = {
      id: String(line.id),
      uid: cartItemUid(line.id),
      quantity: line.quantity,
      purchase_mode: line.mode,
      delivery_interval: line.interval,
      customizable_options: deliveryOption(line, store.language, price.discountPercent),
      prices: {
        __typename: 'CartItemPrices' as const,
        price: money(netOf(grossOf(toCents(price.unitPrice)), rate)),
        row_total: money(rowNet),
        row_total_including_tax: money(rowGross),
        total_item_discount: money(discountGross),
        discounts:
          price.appliedRule === 'none'
            ? []
            : [
                {
                  __typename: 'Discount' as const,
                  label: price.appliedRule === 'volume' ? texts.volume(percent) : texts.subscription(percent),
                  amount: money(discountGross),
                },
              ],
      },
    };
    if (parent && record.packMonths !== null) {
      const label = packSizeLabel(record.packMonths, store.language);
      items.push({
        __typename: 'ConfigurableCartItem',
        ...common,
        product: parent,
        configured_variant: product,
        configurable_options: [
          {
            __typename: 'SelectedConfigurableOption',
            id: PACK_SIZE_ATTRIBUTE.id,
            configurable_product_option_uid: encodeUid(`configurable/${parent.id}/${PACK_SIZE_ATTRIBUTE.id}`),
            option_label: texts.packSize,
            value_id: record.packMonths,
            configurable_product_option_value_uid: packSizeOptionUid(record.packMonths),
            value_label: label,
          },
        ],
      });
    } else {
      items.push({ __typename: 'SimpleCartItem', ...common, product });
    }
  }

  const discount = couponDiscountCents(coupon, subtotalGross);
  const grandTotal = subtotalGross - discount;
  const grandNet = netOf(grandTotal, rate);
  const tax = grandTotal - grandNet;
  return {
    __typename: 'Cart',
    id: cart.maskedId,
    email: cart.email ?? customer?.email ?? null,
    is_virtual: false,
    total_quantity: totalQuantity,
    items,
    applied_coupons: coupon ? [{ __typename: 'AppliedCoupon', code: coupon.code }] : [],
    prices: {
      __typename: 'CartPrices',
      grand_total: money(grandTotal),
      subtotal_including_tax: money(subtotalGross),
      subtotal_excluding_tax: money(subtotalNet),
      subtotal_with_discount_excluding_tax: money(grandNet),
      applied_taxes:
        tax > 0
          ? [
              {
                __typename: 'CartTaxItem',
                label: texts.tax(formatPercent(rate, store.language)),
                amount: money(tax),
              },
            ]
          : [],
      discounts:
        discount > 0
          ? [
              {
                __typename: 'Discount',
                label: store.language === 'de' ? (coupon?.labelDe ?? '') : (coupon?.labelEn ?? ''),
                amount: money(discount),
              },
            ]
          : [],
    },
  };
}

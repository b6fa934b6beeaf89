// The Cart of the GraphQL API: lines priced by the savings-plan and volume-discount rules, the
// coupon, VAT (included in the catalogue prices) and totals, all in integer cents.
import type { ResolversParentTypes } from '../../graphql/generated/resolvers.ts';
import { orderTotals, shopOf } from '../../domain/checkout.ts';
import type { CommerceContext } from './context.ts';
import {
  type CartLine,
  type CartRow,
  appliedCoupon,
  couponUsable,
  cartItemUid,
  loadLines,
  purchaseModeUid,
} from './carts.ts';
import { selectedShipping } from './checkout.ts';
import { currentCustomer } from './customers.ts';
import { encodeUid } from './ids.ts';
import { basePriceView, PACK_SIZE_ATTRIBUTE, packSizeLabel, packSizeOptionUid } from './product-view.ts';
import { type CartLineAmounts, cartLineAmounts, cartTotals } from '../../domain/cart-totals.ts';
import { fromCents, toCents } from '../../domain/money.ts';
import { basePrice } from '../../domain/pricing.ts';
import { grossOfCatalogue } from '../../domain/vat.ts';
import { DELIVERY_INTERVAL_LABELS } from '../../domain/savings-plans.ts';
import { cartLinePrice } from '../../domain/line-price.ts';
import { catalogSession } from './session.ts';
import type { Store } from './store.ts';
import type { Language } from '../../domain/store.ts';
import { formatPercent } from '../../domain/volume-discounts.ts';

export type CartView = ResolversParentTypes['Cart'];
/** The cart view with what the checkout fields of Cart read (the row and the goods value). */
export type PricedCartView = CartView & { cartRow: CartRow; goodsCents: number };
type ItemView = ResolversParentTypes['CartItemInterface'];
type Money = { __typename: 'Money'; value: number; currency: Store['currency'] };

const TEXTS = {
  de: {
    tax: (rate: string) => `MwSt. ${rate}`,
    volume: (p: string) => `Mengenrabatt ${p}`,
    subscription: (p: string) => `Sparplan-Rabatt ${p}`,
    volumeSaving: 'Mengenrabatt',
    subscriptionSaving: 'Sparplan-Rabatt',
    delivery: 'Lieferung',
    packSize: 'Packungsgröße',
  },
  en: {
    tax: (rate: string) => `VAT ${rate}`,
    volume: (p: string) => `Volume discount ${p}`,
    subscription: (p: string) => `Savings plan discount ${p}`,
    volumeSaving: 'Volume discount',
    subscriptionSaving: 'Savings plan discount',
    delivery: 'Delivery',
    packSize: 'Pack size',
  },
} as const;

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
): Promise<PricedCartView> {
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
  const tax = { vatRate: store.vatRate, pricesIncludeTax: store.pricesIncludeTax };

  const amounts: CartLineAmounts[] = [];
  let totalQuantity = 0;
  const items: ItemView[] = [];
  for (const line of lines) {
    const record = session.record(line.productId);
    const product = views.get(line.productId);
    const parent = line.parentProductId ? views.get(line.parentProductId) : undefined;
    if (!record?.price || !product || (line.parentProductId && !parent)) continue;
    const price = cartLinePrice({
      sku: record.sku,
      regularPrice: record.price.regularPrice,
      specialPrice: record.price.specialPrice,
      quantity: line.quantity,
      mode: line.mode,
      interval: line.interval,
      customerGroup: customer?.groupId ?? null,
      loggedIn: !!customer,
    });
    const amount = cartLineAmounts(price, tax);
    amounts.push(amount);
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
        price: money(amount.unitNet),
        row_total: money(amount.rowNet),
        row_total_including_tax: money(amount.rowGross),
        total_item_discount: money(amount.discountGross),
        base_price: basePriceView(
          basePrice(
            fromCents(grossOfCatalogue(toCents(price.unitPrice), tax)),
            record.unitType,
            record.unitValue,
          ),
          store.currency,
        ),
        discounts:
          price.appliedRule === 'none'
            ? []
            : [
                {
                  __typename: 'Discount' as const,
                  label: price.appliedRule === 'volume' ? texts.volume(percent) : texts.subscription(percent),
                  amount: money(amount.discountGross),
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

  const totals = cartTotals(amounts, coupon, tax);
  const goods = totals.grandTotal;
  // Shipping (once a method is chosen) is part of the grand total and taxed at the same rate.
  const shipping = selectedShipping(cart, shopOf(store.websiteCode), goods, store.language);
  const withShipping = orderTotals(goods, shipping?.amountCents ?? 0, store.vatRate);
  return {
    cartRow: cart,
    goodsCents: goods,
    __typename: 'Cart',
    id: cart.maskedId,
    email: cart.email ?? customer?.email ?? null,
    is_virtual: false,
    total_quantity: totalQuantity,
    items,
    applied_coupons: coupon ? [{ __typename: 'AppliedCoupon', code: coupon.code }] : [],
    prices: {
      __typename: 'CartPrices',
      grand_total: money(withShipping.grandTotalCents),
      subtotal_including_tax: money(totals.subtotalGross),
      subtotal_excluding_tax: money(totals.subtotalNet),
      subtotal_with_discount_excluding_tax: money(totals.grandNet),
      applied_taxes:
        withShipping.taxCents > 0
          ? [
              {
                __typename: 'CartTaxItem',
                label: texts.tax(formatPercent(store.vatRate, store.language)),
                amount: money(withShipping.taxCents),
              },
            ]
          : [],
      discounts:
        totals.couponDiscount > 0
          ? [
              {
                __typename: 'Discount',
                label: store.language === 'de' ? (coupon?.labelDe ?? '') : (coupon?.labelEn ?? ''),
                amount: money(totals.couponDiscount),
              },
            ]
          : [],
      line_discounts: (
        [
          [texts.volumeSaving, totals.lineSavings.volume],
          [texts.subscriptionSaving, totals.lineSavings.subscription],
        ] as const
      ).flatMap(([label, cents]) =>
        cents > 0 ? [{ __typename: 'Discount' as const, label, amount: money(cents) }] : [],
      ),
    },
  };
}

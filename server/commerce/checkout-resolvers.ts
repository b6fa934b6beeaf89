// GraphQL for the checkout (cart addresses, methods, placeOrder) and the customer's orders.
import type {
  CartResolvers,
  CustomerResolvers,
  MutationResolvers,
} from '../../graphql/generated/resolvers.ts';
import { isProviderPayment, shippingMethodsFor, shopOf } from '../../domain/checkout.ts';
import { countryName } from '../../domain/countries.ts';
import { netOfGross } from '../../domain/vat.ts';
import type { Db } from '../db/client.ts';
import { orderConfirmationMail } from '../mail/order-confirmation.tsx';
import { sendPlanStartedMails } from '../subscriptions/mails.ts';
import { cartView, type PricedCartView } from './cart-view.ts';
import { type CartRow, cartForUser } from './carts.ts';
import {
  availablePayments,
  cartHasSavingsPlan,
  type CartAddressRow,
  type CheckoutScope,
  loadAddresses,
  paymentTitle,
  regionLabel,
  selectedShipping,
  setBillingAddress,
  setGuestEmail,
  setPaymentMethod,
  setShippingAddress,
  setShippingMethod,
} from './checkout.ts';
import type { CommerceContext } from './context.ts';
import { currentCustomer, requireCustomer } from './customers.ts';
import { CommerceError } from './errors.ts';
import { encodeUid } from './ids.ts';
import { customerOrders, type FullOrder, loadOrder, type OrderAddressRow, placeOrder } from './orders.ts';
import {
  cancelReturn,
  confirmReturn,
  type ProviderCode,
  RETURN_LINK_INVALID,
  type ReturnResult,
  startProviderPayment,
} from './provider-payments.ts';
import { reorderItems } from './reorder.ts';
import { customerView } from './customer-resolvers.ts';
import { createCustomerFromGuestOrder } from './guest-order-account.ts';
import { catalogSession } from './session.ts';
import type { Store } from './store.ts';
import type { Language } from '../../domain/store.ts';

type Money = { __typename: 'Money'; value: number; currency: Store['currency'] };
const moneyOf = (cents: number, currency: string): Money => ({
  __typename: 'Money',
  value: cents / 100,
  currency: currency === 'CHF' ? 'CHF' : 'EUR',
});

async function checkoutScope(ctx: CommerceContext): Promise<CheckoutScope> {
  const [store, customer] = await Promise.all([catalogSession(ctx).store(), currentCustomer(ctx)]);
  return {
    shop: shopOf(store.websiteCode),
    language: store.language,
    customerId: customer?.id ?? null,
  };
}

/** A checkout step in a transaction on the locked cart; answers the cart as it is afterwards. */
async function changeCheckout(
  ctx: CommerceContext,
  maskedId: string,
  change: (tx: Db, cart: CartRow, scope: CheckoutScope) => Promise<void>,
): Promise<PricedCartView> {
  const scope = await checkoutScope(ctx);
  await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const cart = await cartForUser(tx, maskedId, scope.customerId, ctx.storeCode, { lock: true });
    await change(tx, cart, scope);
  });
  return cartView(ctx, await cartForUser(ctx.db, maskedId, scope.customerId, ctx.storeCode));
}

function cartAddressView(row: CartAddressRow, language: Language) {
  return {
    firstname: row.firstname,
    lastname: row.lastname,
    company: row.company,
    street: row.street,
    city: row.city,
    postcode: row.postcode,
    telephone: row.telephone,
    region: row.region
      ? {
          __typename: 'CartAddressRegion' as const,
          code: row.region,
          label: regionLabel(row.countryCode, row.region),
        }
      : null,
    country: {
      __typename: 'CartAddressCountry' as const,
      code: row.countryCode,
      label: countryName(row.countryCode, language),
    },
  };
}

const addressLoads = new WeakMap<CartRow, ReturnType<typeof loadAddresses>>();
function addressesOf(ctx: CommerceContext, cart: CartRow) {
  let load = addressLoads.get(cart);
  if (!load) {
    load = loadAddresses(ctx.db, cart.id);
    addressLoads.set(cart, load);
  }
  return load;
}

export const cartCheckoutFields: CartResolvers<CommerceContext> = {
  shipping_addresses: async (parent, _args, ctx) => {
    const { cartRow, goodsCents } = parent as PricedCartView;
    const store = await catalogSession(ctx).store();
    const { shipping } = await addressesOf(ctx, cartRow);
    if (!shipping) return [];
    const shop = shopOf(store.websiteCode);
    const money = (cents: number) => moneyOf(cents, store.currency);
    const selected = selectedShipping(cartRow, shop, goodsCents, store.language);
    return [
      {
        __typename: 'ShippingCartAddress',
        ...cartAddressView(shipping, store.language),
        customer_notes: null,
        available_shipping_methods: shippingMethodsFor(
          shop,
          shipping.countryCode,
          goodsCents,
          store.language,
        ).map((m) => ({
          __typename: 'AvailableShippingMethod' as const,
          carrier_code: m.carrierCode,
          carrier_title: m.carrierTitle,
          method_code: m.methodCode,
          method_title: m.methodTitle,
          error_message: null,
          amount: money(m.amountCents),
          price_incl_tax: money(m.amountCents),
          price_excl_tax: money(netOfGross(m.amountCents, store.vatRate)),
          available: true,
        })),
        selected_shipping_method: selected
          ? {
              __typename: 'SelectedShippingMethod',
              carrier_code: selected.carrierCode,
              method_code: selected.methodCode,
              carrier_title: selected.carrierTitle,
              method_title: selected.methodTitle,
              amount: money(selected.amountCents),
            }
          : null,
      },
    ];
  },
  billing_address: async (parent, _args, ctx) => {
    const { cartRow } = parent as PricedCartView;
    const store = await catalogSession(ctx).store();
    const { billing } = await addressesOf(ctx, cartRow);
    return billing ? { __typename: 'BillingCartAddress', ...cartAddressView(billing, store.language) } : null;
  },
  available_payment_methods: async (parent, _args, ctx) => {
    const { cartRow } = parent as PricedCartView;
    const store = await catalogSession(ctx).store();
    const hasSavingsPlan = await cartHasSavingsPlan(ctx.db, cartRow.id);
    return availablePayments(ctx.services.config, { hasSavingsPlan }).map((code) => ({
      __typename: 'AvailablePaymentMethod' as const,
      code,
      title: paymentTitle(code, store.language),
    }));
  },
  selected_payment_method: async (parent, _args, ctx) => {
    const { cartRow } = parent as PricedCartView;
    const store = await catalogSession(ctx).store();
    const hasSavingsPlan = await cartHasSavingsPlan(ctx.db, cartRow.id);
    const code = availablePayments(ctx.services.config, { hasSavingsPlan }).find(
      (c) => c === cartRow.paymentMethod,
    );
    return code
      ? {
          __typename: 'SelectedPaymentMethod',
          code,
          title: paymentTitle(code, store.language),
          purchase_order_number: null,
        }
      : null;
  },
};

export const checkoutMutations: MutationResolvers<CommerceContext> = {
  reorderItems: async (_root, args, ctx) => {
    const result = await reorderItems(ctx, args.orderNumber);
    return {
      __typename: 'ReorderItemsOutput',
      cart: await cartView(ctx, result.cart, result.lines),
      userInputErrors: result.errors.map((error) => ({ __typename: 'CheckoutUserInputError', ...error })),
    };
  },
  setGuestEmailOnCart: async (_root, args, ctx) => {
    if (!args.input) throw new CommerceError('Required parameter "cart_id" is missing');
    const { cart_id, email } = args.input;
    const cart = await changeCheckout(ctx, cart_id, (tx, row) => setGuestEmail(tx, row, email));
    return { __typename: 'SetGuestEmailOnCartOutput', cart };
  },
  setShippingAddressesOnCart: async (_root, args, ctx) => {
    if (!args.input) throw new CommerceError('Required parameter "cart_id" is missing');
    const { cart_id, shipping_addresses } = args.input;
    const cart = await changeCheckout(ctx, cart_id, (tx, row, scope) =>
      setShippingAddress(tx, row, scope, shipping_addresses),
    );
    return { __typename: 'SetShippingAddressesOnCartOutput', cart };
  },
  setBillingAddressOnCart: async (_root, args, ctx) => {
    if (!args.input) throw new CommerceError('Required parameter "cart_id" is missing');
    const { cart_id, billing_address } = args.input;
    const cart = await changeCheckout(ctx, cart_id, (tx, row, scope) =>
      setBillingAddress(tx, row, scope, billing_address),
    );
    return { __typename: 'SetBillingAddressOnCartOutput', cart };
  },
  setShippingMethodsOnCart: async (_root, args, ctx) => {
    if (!args.input) throw new CommerceError('Required parameter "cart_id" is missing');
    const { cart_id, shipping_methods } = args.input;
    const cart = await changeCheckout(ctx, cart_id, (tx, row, scope) =>
      setShippingMethod(tx, row, scope, shipping_methods),
    );
    return { __typename: 'SetShippingMethodsOnCartOutput', cart };
  },
  setPaymentMethodOnCart: async (_root, args, ctx) => {
    if (!args.input) throw new CommerceError('Required parameter "cart_id" is missing');
    const { cart_id, payment_method } = args.input;
    const cart = await changeCheckout(ctx, cart_id, async (tx, row) => {
      const hasSavingsPlan = await cartHasSavingsPlan(tx, row.id);
      await setPaymentMethod(
        tx,
        row,
        availablePayments(ctx.services.config, { hasSavingsPlan }),
        payment_method.code,
      );
    });
    return { __typename: 'SetPaymentMethodOnCartOutput', cart };
  },
  placeOrder: async (_root, args, ctx) => {
    if (!args.input) throw new CommerceError('Required parameter "cart_id" is missing');
    const placed = await placeOrder(ctx, args.input.cart_id);
    // Card and PayPal: the provider's payment is created now; if that fails the order is
    // cancelled and the cart restored (the error says so), and no confirmation goes out.
    const redirect = isProviderPayment(placed.order.paymentMethod)
      ? await startProviderPayment(ctx, ctx.services.payments, placed.order)
      : null;
    // The order stands once committed; a mail that cannot be sent is logged, not an error.
    await sendConfirmation(ctx, placed.order.id).catch((error: unknown) => {
      console.error('order confirmation mail failed', error);
    });
    await sendPlanStartedMails(ctx, placed.order.id).catch((error: unknown) => {
      console.error('savings plan mail failed', error);
    });
    return {
      __typename: 'PlaceOrderOutput',
      order: { __typename: 'Order', order_number: placed.order.number },
      payment_redirect_url: redirect,
      guest_order_token: placed.guestToken,
    };
  },
  confirmProviderPayment: async (_root, args, ctx) => {
    const { provider, order_number, signature } = args.input;
    const result = await confirmReturn(
      ctx,
      ctx.services.payments,
      providerOf(provider),
      order_number,
      signature,
    );
    return returnOutput(result);
  },
  createCustomerFromGuestOrder: async (_root, args, ctx) => {
    const customer = await createCustomerFromGuestOrder(ctx, args.input);
    return { __typename: 'CustomerOutput', customer: customerView(customer) };
  },
  cancelProviderPayment: async (_root, args, ctx) => {
    const { provider, order_number, signature } = args.input;
    const result = await cancelReturn(
      ctx,
      ctx.services.payments,
      providerOf(provider),
      order_number,
      signature,
    );
    return returnOutput(result);
  },
};

function providerOf(code: string): ProviderCode {
  if (code !== 'stripe' && code !== 'paypal') throw new CommerceError(RETURN_LINK_INVALID);
  return code;
}

const returnOutput = (result: ReturnResult) => ({
  __typename: 'ProviderPaymentReturnOutput' as const,
  order_number: result.order.number,
  status: result.order.status,
  paid: result.order.status === 'processing',
  cart_id: result.cartId,
});

async function sendConfirmation(ctx: CommerceContext, orderId: number): Promise<void> {
  const full = await loadOrder(ctx.db, orderId);
  if (full) await ctx.services.mailer.send(await orderConfirmationMail(full));
}

// ---------------------------------------------------------------------------------------------
// customer.orders (CustomerOrders)

function orderAddressView(row: OrderAddressRow | null) {
  if (!row) return null;
  return {
    __typename: 'OrderAddress' as const,
    firstname: row.firstname,
    lastname: row.lastname,
    company: row.company,
    street: row.street,
    city: row.city,
    postcode: row.postcode,
    telephone: row.telephone,
    region: regionLabel(row.countryCode, row.region),
    country_code: row.countryCode as 'DE',
  };
}

const INTERVAL_LABEL = {
  de: { label: 'Lieferung', monthly: 'Monatliche Lieferung', quarterly: 'Quartalsweise Lieferung' },
  en: { label: 'Delivery', monthly: 'Monthly delivery', quarterly: 'Quarterly delivery' },
} as const;

export function customerOrderView(full: FullOrder) {
  const { order } = full;
  const money = (cents: number) => moneyOf(cents, order.currency);
  const lang = order.language === 'en' ? 'en' : 'de';
  const date = order.createdAt.toISOString().replace('T', ' ').slice(0, 19);
  return {
    __typename: 'CustomerOrder' as const,
    id: encodeUid(order.id),
    number: order.number,
    order_number: order.number,
    order_date: date,
    created_at: date,
    status: order.status,
    grand_total: order.grandTotalCents / 100,
    carrier: order.carrierTitle,
    shipping_method: order.shippingTitle,
    shipping_address: orderAddressView(full.shipping),
    billing_address: orderAddressView(full.billing),
    payment_methods: [
      {
        __typename: 'OrderPaymentMethod' as const,
        name: order.paymentTitle,
        type: order.paymentMethod,
        additional_data: [],
      },
    ],
    items: full.items.map((item) => ({
      __typename: 'OrderItem' as const,
      id: encodeUid(item.id),
      product_name: item.name,
      product_sku: item.sku,
      product_url_key: item.urlKey,
      product_type: item.parentSku ? 'configurable' : 'simple',
      status: 'Ordered',
      product_sale_price: money(item.unitPriceCents),
      row_total: money(item.rowTotalCents),
      discounts: item.discountCents
        ? [
            {
              __typename: 'Discount' as const,
              label: item.discountLabel ?? '',
              amount: money(item.discountCents),
            },
          ]
        : [],
      selected_options: item.packLabel
        ? [
            {
              __typename: 'OrderItemOption' as const,
              label: lang === 'de' ? 'Packungsgröße' : 'Pack size',
              value: item.packLabel,
            },
          ]
        : [],
      entered_options:
        item.purchaseMode === 'onGoing' && item.deliveryInterval
          ? [
              {
                __typename: 'OrderItemOption' as const,
                label: INTERVAL_LABEL[lang].label,
                value: INTERVAL_LABEL[lang][item.deliveryInterval === 'quarterly' ? 'quarterly' : 'monthly'],
              },
            ]
          : [],
      is_savings_plan: item.purchaseMode === 'onGoing',
      quantity_ordered: item.quantity,
      quantity_shipped: 0,
      quantity_invoiced: 0,
      quantity_canceled: 0,
    })),
    total: {
      __typename: 'OrderTotal' as const,
      subtotal: money(order.subtotalCents),
      discounts: order.discountCents
        ? [
            {
              __typename: 'Discount' as const,
              label: order.discountLabel ?? '',
              amount: money(order.discountCents),
            },
          ]
        : [],
      total_tax: money(order.taxCents),
      taxes: [
        {
          __typename: 'TaxItem' as const,
          title: lang === 'de' ? 'MwSt.' : 'VAT',
          rate: order.vatRate,
          amount: money(order.taxCents),
        },
      ],
      grand_total: money(order.grandTotalCents),
      base_grand_total: money(order.grandTotalCents),
      total_shipping: money(order.shippingCents),
      shipping_handling: {
        __typename: 'ShippingHandling' as const,
        total_amount: money(order.shippingCents),
        amount_including_tax: money(order.shippingCents),
        amount_excluding_tax: money(netOfGross(order.shippingCents, order.vatRate)),
      },
    },
  };
}

const MAX_PAGE_SIZE = 100;

export const customerOrderFields: CustomerResolvers<CommerceContext> = {
  orders: async (_parent, args, ctx) => {
    const customer = await requireCustomer(ctx);
    const page = args.currentPage ?? 1;
    const pageSize = args.pageSize ?? 20;
    if (!Number.isInteger(page) || page < 1)
      throw new CommerceError('currentPage value must be greater than 0.');
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE)
      throw new CommerceError(`pageSize value must be between 1 and ${MAX_PAGE_SIZE}.`);
    const result = await customerOrders(ctx.db, customer.id, {
      number: args.filter?.number?.eq ?? null,
      page,
      pageSize,
    });
    return {
      __typename: 'CustomerOrders',
      items: result.orders.map(customerOrderView),
      total_count: result.total,
      page_info: {
        __typename: 'SearchResultPageInfo',
        page_size: pageSize,
        current_page: page,
        total_pages: Math.ceil(result.total / pageSize),
      },
    };
  },
};

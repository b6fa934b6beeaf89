// placeOrder: the cart becomes an order in one transaction. The cart is priced first (by the
// same code that prices it for the shopper), then, on the locked cart, the lines are checked to
// be the ones priced, the stock rows are locked in id order, checked and decremented, the order
// is written with its prices frozen, and the cart is deactivated. Any error rolls all back.
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  NOT_FOR_SAVINGS_PLANS,
  isProviderPayment,
  type OrderTotals,
  orderNumber,
  orderTotals,
  type PaymentCode,
  type ShippingMethodOffer,
  shopOf,
} from '../../domain/checkout.ts';
import type { CountryCodeEnum } from '../../graphql/generated/resolvers.ts';
import { countryRules } from '../../domain/countries.ts';
import { ERRORS } from '../../domain/errors.ts';
import type { Db } from '../db/client.ts';
import {
  carts,
  orderAddresses,
  orderItems,
  orders,
  orderSequences,
  type PlanAddress,
  payments,
  products,
} from '../db/schema.ts';
import { createSubscriptionsForOrder } from '../subscriptions/create.ts';
import { createAddress } from './addresses.ts';
import { cartView, type PricedCartView } from './cart-view.ts';
import { CART_EMPTY, type CartLine, cartForUser, lineUnits, loadLines } from './carts.ts';
import {
  type CartAddressRow,
  loadAddresses,
  PAYMENT_NOT_AVAILABLE,
  paymentTitle,
  selectedShipping,
} from './checkout.ts';
import type { CommerceContext } from './context.ts';
import { currentCustomer } from './customers.ts';
import { CommerceError } from './errors.ts';
import { catalogSession } from './session.ts';
import type { Store } from './store.ts';

export type OrderRow = typeof orders.$inferSelect;

export const GUEST_EMAIL_MISSING = 'Guest email for cart is missing.';
export const NO_SHIPPING_ADDRESS = 'Unable to place order: Please check the shipping address information.';
export const NO_BILLING_ADDRESS = 'Unable to place order: Please check the billing address information.';
export const NO_SHIPPING_METHOD =
  'Unable to place order: The shipping method is missing. Select the shipping method and try again.';
export const NO_PAYMENT_METHOD = 'Unable to place order: Enter a valid payment method and try again.';
export const NOT_ENOUGH_STOCK = ERRORS.NOT_ENOUGH_STOCK.message;
export const CART_CHANGED = ERRORS.CART_CHANGED.message;

/** Points where a test may make the transaction fail, to prove nothing of it stays. */
export interface PlaceOrderHooks {
  afterStockUpdate?: (tx: Db) => Promise<void>;
  afterOrderInsert?: (tx: Db, order: OrderRow) => Promise<void>;
}

interface PricedLine {
  line: CartLine;
  sku: string;
  name: string;
  urlKey: string | null;
  parentSku: string | null;
  packLabel: string | null;
  unitPriceCents: number;
  rowTotalCents: number;
  discountCents: number;
  discountLabel: string | null;
}

const cents = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

interface ItemLike {
  uid: string;
  quantity: number;
  product: { sku?: string | null; name?: string | null; url_key?: string | null };
  configured_variant?: { sku?: string | null; name?: string | null; url_key?: string | null };
  configurable_options?: { value_label: string }[];
  prices?: {
    row_total_including_tax: { value: number };
    total_item_discount?: { value: number } | null;
    discounts?: ({ label: string } | null)[] | null;
  } | null;
}

function pricedLines(view: PricedCartView, lines: CartLine[]): PricedLine[] {
  const items = (view.items ?? []) as unknown as ItemLike[];
  if (items.length !== lines.length) throw new CommerceError(CART_CHANGED);
  return lines.map((line, i) => {
    const item = items[i] as ItemLike;
    const variant = item.configured_variant;
    const shipped = variant ?? item.product;
    const row = cents(item.prices?.row_total_including_tax.value);
    return {
      line,
      sku: shipped.sku ?? '',
      name: item.product.name ?? shipped.sku ?? '',
      urlKey: item.product.url_key ?? null,
      parentSku: variant ? (item.product.sku ?? null) : null,
      packLabel: item.configurable_options?.[0]?.value_label ?? null,
      unitPriceCents: Math.round(row / line.quantity),
      rowTotalCents: row,
      discountCents: cents(item.prices?.total_item_discount?.value),
      discountLabel: item.prices?.discounts?.[0]?.label ?? null,
    };
  });
}

const sameLines = (a: CartLine[], b: CartLine[]) =>
  a.length === b.length &&
  a.every((l, i) => {
    const o = b[i];
    return (
      !!o &&
      o.id === l.id &&
      o.productId === l.productId &&
      o.quantity === l.quantity &&
      o.mode === l.mode &&
      o.interval === l.interval
    );
  });

/** An address as an order (and a savings plan) keeps it. */
export const addressOf = (row: CartAddressRow | OrderAddressRow): PlanAddress => ({
  firstname: row.firstname,
  lastname: row.lastname,
  company: row.company,
  street: row.street,
  city: row.city,
  postcode: row.postcode,
  region: row.region,
  countryCode: row.countryCode,
  telephone: row.telephone,
});

/** The stored cart region (a code where the country has regions) as address book input. */
const regionInput = (countryCode: string, region: string) =>
  (countryRules(countryCode)?.regions.length ?? 0) > 0 ? { region_code: region } : { region };

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface PlacedOrder {
  order: OrderRow;
  /** A secret for the guest's thank-you page (creating an account from the order); null for customers. */
  guestToken: string | null;
}

/** Locks the products' stock rows (in id order), checks and takes the units the lines ship. */
async function takeStock(tx: Db, lines: readonly { productId: number; units: number }[]): Promise<void> {
  const units = new Map<number, number>();
  for (const line of lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.units);
  const ids = [...units.keys()].sort((a, b) => a - b);
  const rows = await tx
    .select({ id: products.id, stockQty: products.stockQty, isInStock: products.isInStock })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(products.id)
    .for('update');
  for (const id of ids) {
    const row = rows.find((r) => r.id === id);
    if (!row?.isInStock || row.stockQty < (units.get(id) ?? 0)) throw new CommerceError(NOT_ENOUGH_STOCK);
  }
  for (const id of ids) {
    await tx
      .update(products)
      .set({ stockQty: sql`${products.stockQty} - ${units.get(id) ?? 0}` })
      .where(eq(products.id, id));
  }
}

async function nextOrderNumber(tx: Db, store: Pick<Store, 'websiteCode'>): Promise<string> {
  const [row] = await tx
    .insert(orderSequences)
    .values({ websiteCode: store.websiteCode, lastValue: 1 })
    .onConflictDoUpdate({
      target: orderSequences.websiteCode,
      set: { lastValue: sql`${orderSequences.lastValue} + 1` },
    })
    .returning({ lastValue: orderSequences.lastValue });
  if (!row) throw new Error('order sequence returned nothing');
  return orderNumber(shopOf(store.websiteCode), row.lastValue);
}

/** One line of an order as written: prices frozen in cents, units taken from stock. */
export interface OrderLineInput {
  productId: number;
  sku: string;
  name: string;
  urlKey: string | null;
  parentSku: string | null;
  packLabel: string | null;
  quantity: number;
  units: number;
  unitPriceCents: number;
  rowTotalCents: number;
  discountCents: number;
  discountLabel: string | null;
  purchaseMode: string;
  deliveryInterval: string | null;
}

/** Everything an order is written from: a checkout's cart or a savings plan's delivery. */
export interface OrderInput {
  /** The cart ordered; null for a savings plan's recurring delivery. */
  cartId: number | null;
  store: Pick<Store, 'websiteCode' | 'code' | 'language' | 'currency' | 'vatRate'>;
  customerId: number | null;
  email: string;
  subtotalCents: number;
  subtotalNetCents: number;
  discountCents: number;
  discountLabel: string | null;
  couponCode: string | null;
  totals: OrderTotals;
  method: ShippingMethodOffer;
  payment: PaymentCode;
  /** The payment's state and the provider's reference, when it was taken already (default pending). */
  paymentStatus?: 'pending' | 'paid';
  providerRef?: string | null;
  guestTokenHash: string | null;
  lines: OrderLineInput[];
  shipping: PlanAddress;
  billing: PlanAddress;
}

/**
 * Writes an order in the caller's transaction, the one way the shop does it (checkout and savings
 * plans): the stock rows are locked in id order, checked and decremented, then the order gets its
 * number and is written with its lines, addresses and payment. Throws NOT_ENOUGH_STOCK.
 */
export async function writeOrder(tx: Db, input: OrderInput, hooks: PlaceOrderHooks = {}): Promise<OrderRow> {
  await takeStock(tx, input.lines);
  await hooks.afterStockUpdate?.(tx);
  const { store, totals, method, payment } = input;
  const [row] = await tx
    .insert(orders)
    .values({
      number: await nextOrderNumber(tx, store),
      cartId: input.cartId,
      websiteCode: store.websiteCode,
      storeCode: store.code,
      language: store.language,
      customerId: input.customerId,
      email: input.email,
      status:
        input.paymentStatus === 'paid'
          ? 'processing'
          : isProviderPayment(payment)
            ? 'pending_payment'
            : 'pending',
      currency: store.currency,
      vatRate: store.vatRate,
      subtotalCents: input.subtotalCents,
      subtotalNetCents: input.subtotalNetCents,
      discountCents: input.discountCents,
      discountLabel: input.discountLabel,
      couponCode: input.couponCode,
      shippingCents: totals.shippingCents,
      taxCents: totals.taxCents,
      grandTotalCents: totals.grandTotalCents,
      shippingCarrierCode: method.carrierCode,
      shippingMethodCode: method.methodCode,
      shippingTitle: method.methodTitle,
      carrierTitle: method.carrierTitle,
      paymentMethod: payment,
      paymentTitle: paymentTitle(payment, store.language),
      guestTokenHash: input.guestTokenHash,
    })
    .returning();
  if (!row) throw new Error('order insert returned nothing');
  await tx.insert(orderItems).values(input.lines.map((line) => ({ orderId: row.id, ...line })));
  await tx.insert(orderAddresses).values([
    { orderId: row.id, kind: 'shipping', ...input.shipping },
    { orderId: row.id, kind: 'billing', ...input.billing },
  ]);
  await tx.insert(payments).values({
    orderId: row.id,
    method: payment,
    providerRef: input.providerRef ?? null,
    status: input.paymentStatus ?? 'pending',
    amountCents: totals.grandTotalCents,
    currency: store.currency,
  });
  await hooks.afterOrderInsert?.(tx, row);
  return row;
}

export async function placeOrder(
  ctx: CommerceContext,
  maskedId: string,
  hooks: PlaceOrderHooks = {},
): Promise<PlacedOrder> {
  const customer = await currentCustomer(ctx);
  const customerId = customer?.id ?? null;
  const store = await catalogSession(ctx).store();
  // Priced before the transaction (PGlite has one connection); checked again on the locked cart.
  const before = await cartForUser(ctx.db, maskedId, customerId, ctx.storeCode);
  const linesBefore = await loadLines(ctx.db, before.id);
  if (linesBefore.length === 0) throw new CommerceError(CART_EMPTY);
  const view = await cartView(ctx, before, linesBefore);
  const priced = pricedLines(view, linesBefore);

  const guestToken = customerId === null ? randomBytes(24).toString('base64url') : null;
  const order = await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const cart = await cartForUser(tx, maskedId, customerId, ctx.storeCode, { lock: true });
    const lines = await loadLines(tx, cart.id);
    if (lines.length === 0) throw new CommerceError(CART_EMPTY);
    if (!sameLines(lines, linesBefore) || cart.shippingMethod !== before.shippingMethod)
      throw new CommerceError(CART_CHANGED);
    const email = cart.email ?? customer?.email ?? null;
    if (!email) throw new CommerceError(GUEST_EMAIL_MISSING);
    const { shipping, billing } = await loadAddresses(tx, cart.id);
    if (!shipping) throw new CommerceError(NO_SHIPPING_ADDRESS);
    const method = selectedShipping(cart, shopOf(store.websiteCode), view.goodsCents, store.language);
    if (!method) throw new CommerceError(NO_SHIPPING_METHOD);
    if (!billing) throw new CommerceError(NO_BILLING_ADDRESS);
    const payment = cart.paymentMethod as PaymentCode | null;
    if (!payment) throw new CommerceError(NO_PAYMENT_METHOD);
    // Chosen before a savings plan was added: PayPal cannot pay the plan's later deliveries.
    if (NOT_FOR_SAVINGS_PLANS.includes(payment) && lines.some((line) => line.mode === 'onGoing'))
      throw new CommerceError(PAYMENT_NOT_AVAILABLE);

    const totals = orderTotals(view.goodsCents, method.amountCents, store.vatRate);
    const discount = view.prices?.discounts?.[0];
    const row = await writeOrder(
      tx,
      {
        cartId: cart.id,
        store,
        customerId,
        email,
        subtotalCents: cents(view.prices?.subtotal_including_tax?.value),
        subtotalNetCents: cents(view.prices?.subtotal_excluding_tax?.value),
        discountCents: cents(discount?.amount.value),
        discountLabel: discount?.label ?? null,
        couponCode: view.applied_coupons?.[0]?.code ?? null,
        totals,
        method,
        payment,
        guestTokenHash: guestToken ? hashToken(guestToken) : null,
        lines: priced.map((p) => ({
          productId: p.line.productId,
          sku: p.sku,
          name: p.name,
          urlKey: p.urlKey,
          parentSku: p.parentSku,
          packLabel: p.packLabel,
          quantity: p.line.quantity,
          units: lineUnits(p.line),
          unitPriceCents: p.unitPriceCents,
          rowTotalCents: p.rowTotalCents,
          discountCents: p.discountCents,
          discountLabel: p.discountLabel,
          purchaseMode: p.line.mode,
          deliveryInterval: p.line.interval,
        })),
        shipping: addressOf(shipping),
        billing: addressOf(billing),
      },
      hooks,
    );
    // One savings plan per savings-plan line, in the order's transaction.
    await createSubscriptionsForOrder(tx, row);
    // A new address the customer asked to keep goes to the address book with the order.
    if (customerId !== null) {
      for (const address of [shipping, billing]) {
        if (!address.saveInAddressBook || address.customerAddressId !== null) continue;
        if (address.kind === 'billing' && address.sameAsShipping) continue;
        await createAddress(tx, customerId, {
          firstname: address.firstname,
          lastname: address.lastname,
          company: address.company,
          street: address.street,
          city: address.city,
          postcode: address.postcode,
          telephone: address.telephone,
          country_code: address.countryCode as CountryCodeEnum,
          region: address.region ? regionInput(address.countryCode, address.region) : null,
        });
      }
    }
    await tx.update(carts).set({ isActive: false, updatedAt: new Date() }).where(eq(carts.id, cart.id));
    return row;
  });
  return { order, guestToken };
}

// ---------------------------------------------------------------------------------------------
// Reading orders

export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderAddressRow = typeof orderAddresses.$inferSelect;

export interface FullOrder {
  order: OrderRow;
  items: OrderItemRow[];
  shipping: OrderAddressRow | null;
  billing: OrderAddressRow | null;
}

async function withDetails(db: Db, rows: OrderRow[]): Promise<FullOrder[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [items, addresses] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(orderItems.id),
    db.select().from(orderAddresses).where(inArray(orderAddresses.orderId, ids)),
  ]);
  return rows.map((order) => ({
    order,
    items: items.filter((i) => i.orderId === order.id),
    shipping: addresses.find((a) => a.orderId === order.id && a.kind === 'shipping') ?? null,
    billing: addresses.find((a) => a.orderId === order.id && a.kind === 'billing') ?? null,
  }));
}

export async function loadOrder(db: Db, orderId: number): Promise<FullOrder | null> {
  const rows = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return (await withDetails(db, rows))[0] ?? null;
}

export async function customerOrders(
  db: Db,
  customerId: number,
  opts: { number?: string | null; page: number; pageSize: number },
): Promise<{ total: number; orders: FullOrder[] }> {
  const where = opts.number
    ? and(eq(orders.customerId, customerId), eq(orders.number, opts.number))
    : eq(orders.customerId, customerId);
  const [countRow] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(opts.pageSize)
    .offset((opts.page - 1) * opts.pageSize);
  return { total: countRow?.n ?? 0, orders: await withDetails(db, rows) };
}

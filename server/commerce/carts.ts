// Carts as rows: masked ids, Magento's authorization rules, lines with their purchase mode, and
// the changes the cart mutations make. Every change runs in a transaction on a locked cart row,
// so a failed mutation leaves the cart as it was.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cartCoupons, cartItemOptions, cartItems, carts, coupons } from '../db/schema.ts';
import { type CartUserErrorCode, ERRORS } from '../../domain/errors.ts';
import { LANGUAGES, shopOfStoreCode, storeCodeFor } from '../../domain/store.ts';
import { CommerceError } from './errors.ts';
import { decodeUid, encodeUid } from './ids.ts';
import {
  loadProductRecords,
  loadProductRecordsBySku,
  type ProductRecord,
  type StoreScope,
} from './product-repository.ts';
import { PACK_SIZE_ATTRIBUTE } from './product-view.ts';
import {
  DELIVERY_INTERVALS,
  type DeliveryInterval,
  type PurchaseMode,
  purchaseModeOptionText,
  unitsPerDelivery,
} from '../../domain/savings-plans.ts';

export type CartRow = typeof carts.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;

export const cartNotFound = (id: string) =>
  new CommerceError(`Could not find a cart with ID "${id}"`, 'graphql-no-such-entity');
export const cartForbidden = (id: string) =>
  new CommerceError(`The current user cannot perform operations on cart "${id}"`, 'graphql-authorization');
export const CART_INACTIVE = ERRORS.CART_INACTIVE.message;
/** Magento's answer for a cart used in a store view of another website (EUR cart in the CHF shop). */
export const wrongStoreForCart = (id: string) => `Wrong store code specified for cart "${id}"`;
export const COUPON_INVALID = ERRORS.COUPON_INVALID.message;
export const COUPON_ALREADY_APPLIED = ERRORS.COUPON_ALREADY_APPLIED.message;
export const CART_EMPTY = ERRORS.CART_EMPTY.message;
export const QTY_NOT_POSITIVE = ERRORS.QTY_NOT_POSITIVE.message;
export const QTY_NOT_AVAILABLE = ERRORS.QTY_NOT_AVAILABLE.message;
export const NOT_SALABLE = ERRORS.NOT_SALABLE.message;
export const ITEM_NOT_FOUND = ERRORS.ITEM_NOT_FOUND.message;
export const PLANS_NOT_AVAILABLE = ERRORS.PLANS_NOT_AVAILABLE.message;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 32 random characters of [A-Za-z0-9] (rejection sampling keeps them uniform). */
export function newMaskedId(): string {
  let id = '';
  while (id.length < 32) {
    for (const byte of randomBytes(48)) {
      if (byte < 248 && id.length < 32) id += ALPHABET[byte % 62];
    }
  }
  return id;
}

export async function createCart(
  db: Db,
  customerId: number | null,
  storeCode: string,
  maskedId = newMaskedId(),
): Promise<CartRow> {
  const [row] = await db.insert(carts).values({ maskedId, customerId, storeCode }).returning();
  if (!row) throw new Error('cart insert returned nothing');
  return row;
}

/**
 * The store views a cart of this store view may be used in: those of the same website (shop),
 * whose currency and prices it was made with. Magento moves a cart between the store views of a
 * website (the language) and refuses it in another website.
 */
export function sameShopStoreCodes(storeCode: string): string[] {
  const shop = shopOfStoreCode(storeCode);
  return LANGUAGES.map((language) => storeCodeFor(shop, language));
}

const usableIn = (cart: CartRow, storeCode: string) =>
  cart.storeCode === null || shopOfStoreCode(cart.storeCode) === shopOfStoreCode(storeCode);

/** The customer's active cart of this store view's website (the newest), created when there is none. */
export async function activeCustomerCart(db: Db, customerId: number, storeCode: string): Promise<CartRow> {
  const [row] = await db
    .select()
    .from(carts)
    .where(
      and(
        eq(carts.customerId, customerId),
        eq(carts.isActive, true),
        or(isNull(carts.storeCode), inArray(carts.storeCode, sameShopStoreCodes(storeCode))),
      ),
    )
    .orderBy(desc(carts.id))
    .limit(1);
  return row ?? createCart(db, customerId, storeCode);
}

/**
 * The cart behind a masked id if the user may use it (Magento's GetCartForUser): a guest only a
 * guest cart, a customer only their own, and only in a store view of the website it was created
 * in. `lock` takes a row lock for the rest of the transaction.
 */
export async function cartForUser(
  db: Db,
  maskedId: string,
  customerId: number | null,
  storeCode: string,
  opts: { lock?: boolean } = {},
): Promise<CartRow> {
  const query = db.select().from(carts).where(eq(carts.maskedId, maskedId)).limit(1);
  const [row] = opts.lock ? await query.for('update') : await query;
  if (!row) throw cartNotFound(maskedId);
  if ((row.customerId ?? null) !== customerId) throw cartForbidden(maskedId);
  if (!row.isActive) throw new CommerceError(CART_INACTIVE, 'graphql-no-such-entity');
  // A cart of another website holds prices in its currency: Magento's no-such-entity answer, so
  // a client starts a new cart there.
  if (!usableIn(row, storeCode))
    throw new CommerceError(wrongStoreForCart(maskedId), 'graphql-no-such-entity');
  return row;
}

export interface CartLine {
  id: number;
  productId: number;
  parentProductId: number | null;
  quantity: number;
  mode: PurchaseMode;
  interval: DeliveryInterval | null;
}

export const cartItemUid = (lineId: number) => encodeUid(lineId);

/** The cart's lines with their options, in one statement. */
export async function loadLines(db: Db, cartId: number): Promise<CartLine[]> {
  const rows = await db
    .select({
      id: cartItems.id,
      productId: cartItems.productId,
      parentProductId: cartItems.parentProductId,
      quantity: cartItems.quantity,
      options: sql<Record<string, string> | null>`(select json_object_agg(o.code, o.value)
        from ${cartItemOptions} o where o.cart_item_id = ${cartItems.id})`,
    })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(cartItems.id);
  return rows.map((r) => {
    const mode = r.options?.purchase_mode === 'onGoing' ? 'onGoing' : 'oneTime';
    const interval = DELIVERY_INTERVALS.find((i) => i === r.options?.delivery_interval);
    return {
      id: r.id,
      productId: r.productId,
      parentProductId: r.parentProductId,
      quantity: r.quantity,
      mode,
      interval: mode === 'onGoing' ? (interval ?? 'monthly') : null,
    };
  });
}

/** Units a line ships (a quarterly plan line ships three months' worth). */
export const lineUnits = (line: Pick<CartLine, 'quantity' | 'mode' | 'interval'>) =>
  line.mode === 'onGoing' && line.interval ? unitsPerDelivery(line.quantity, line.interval) : line.quantity;

const sameLine = (a: Omit<CartLine, 'id' | 'quantity'>, b: Omit<CartLine, 'id' | 'quantity'>) =>
  a.productId === b.productId &&
  a.parentProductId === b.parentProductId &&
  a.mode === b.mode &&
  a.interval === b.interval;

/** The option rows that store a line's purchase mode and delivery interval. */
const optionRows = (cartItemId: number, line: Pick<CartLine, 'mode' | 'interval'>) => [
  { cartItemId, code: 'purchase_mode', value: line.mode },
  ...(line.interval ? [{ cartItemId, code: 'delivery_interval', value: line.interval }] : []),
];

/** Inserts a line and its option rows in one statement; returns the line's id. */
async function insertLine(db: Db, cartId: number, line: Omit<CartLine, 'id'>): Promise<number> {
  const options = optionRows(0, line);
  const result = (await db.execute(sql`with line as (
      insert into ${cartItems} (cart_id, product_id, parent_product_id, quantity)
      values (${cartId}, ${line.productId}, ${line.parentProductId}, ${line.quantity}) returning id),
    options as (insert into ${cartItemOptions} (cart_item_id, code, value)
      select line.id, o.code, o.value from line, (values ${sql.join(
        options.map((o) => sql`(${o.code}, ${o.value})`),
        sql`, `,
      )}) as o(code, value))
    select id from line`)) as unknown as { rows: { id: number }[] };
  const id = result.rows[0]?.id;
  if (id === undefined) throw new Error('cart item insert returned nothing');
  return id;
}

// ---------------------------------------------------------------------------------------------
// Adding products

export interface CartItemRequest {
  sku: string;
  quantity: number;
  parent_sku?: string | null;
  selected_options?: readonly string[] | null;
  entered_options?: readonly { uid: string; value: string }[] | null;
}

export type { CartUserErrorCode };

export class CartUserError extends Error {
  constructor(
    readonly code: CartUserErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** Purchase mode of entered_options: base64('purchase_mode/oneTime') or base64('purchase_mode/onGoing/<interval>'). */
export function parsePurchaseMode(entered: CartItemRequest['entered_options']): {
  mode: PurchaseMode;
  interval: DeliveryInterval | null;
} {
  let result: { mode: PurchaseMode; interval: DeliveryInterval | null } = { mode: 'oneTime', interval: null };
  for (const option of entered ?? []) {
    const decoded = decodeUid(option.uid) ?? '';
    const [kind, mode, intervalName] = decoded.split('/');
    if (kind !== 'purchase_mode')
      throw new CartUserError('UNDEFINED', `The option "${option.uid}" is not known.`);
    if (mode === 'oneTime' && intervalName === undefined) result = { mode: 'oneTime', interval: null };
    else {
      const interval = DELIVERY_INTERVALS.find((i) => i === intervalName);
      if (mode !== 'onGoing' || !interval)
        throw new CartUserError('UNDEFINED', `The option "${option.uid}" is not known.`);
      result = { mode: 'onGoing', interval };
    }
  }
  return result;
}

export const purchaseModeUid = (mode: PurchaseMode, interval: DeliveryInterval | null) =>
  encodeUid(purchaseModeOptionText(mode, interval));

/** The product shipped and its configurable parent, from sku, parent_sku and selected_options. */
async function resolveProduct(
  db: Db,
  item: CartItemRequest,
  scope: StoreScope,
  remember?: (records: readonly ProductRecord[]) => void,
): Promise<{ product: ProductRecord; parent: ProductRecord | null }> {
  const notFound = () =>
    new CartUserError('PRODUCT_NOT_FOUND', `Could not find a product with SKU "${item.sku}"`);
  // The product with its family (variants, parent) in one statement.
  const records = await loadProductRecordsBySku(db, [item.sku], scope);
  remember?.(records);
  const found = records.find((r) => r.sku === item.sku);
  if (!found?.text) throw notFound();
  let product = found;
  let parent: ProductRecord | null = null;
  if (found.typeId === 'configurable') {
    const months = (item.selected_options ?? [])
      .map((uid) => decodeUid(uid)?.split('/') ?? [])
      .filter(([kind, attribute]) => kind === 'configurable' && attribute === String(PACK_SIZE_ATTRIBUTE.id))
      .map(([, , value]) => Number(value));
    if (months.length === 0)
      throw new CartUserError('UNDEFINED', 'You need to choose options for your item.');
    const variant = records.find((r) => r.parentId === found.id && r.packMonths === months[0]);
    if (!variant) throw new CartUserError('PRODUCT_NOT_FOUND', 'Could not find specified product.');
    parent = found;
    product = variant;
  } else if (found.parentId !== null) {
    parent = records.find((r) => r.id === found.parentId) ?? null;
    if (item.parent_sku && parent && parent.sku !== item.parent_sku) throw notFound();
  }
  if (!product.price || !product.text) throw notFound();
  return { product, parent };
}

const inStock = (product: ProductRecord) => product.isInStock && product.stockQty > 0;

export interface AddContext {
  scope: StoreScope;
  /** Whether the customer may buy savings plans (group 4 may not). */
  plansAllowed: boolean;
  /** Hands the product records read for the change to the request, which shows them afterwards. */
  remember?: (records: readonly ProductRecord[]) => void;
}

/**
 * Adds one requested line and returns the cart's lines afterwards. Every refusal (a
 * CartUserError for the user_errors of addProductsToCart) comes before anything is written, so
 * a refused line leaves no trace.
 */
export async function addLine(
  db: Db,
  cart: CartRow,
  item: CartItemRequest,
  ctx: AddContext,
): Promise<CartLine[]> {
  if (!Number.isInteger(item.quantity) || item.quantity < 1)
    throw new CartUserError('UNDEFINED', QTY_NOT_POSITIVE);
  const { product, parent } = await resolveProduct(db, item, ctx.scope, ctx.remember);
  const { mode, interval } = parsePurchaseMode(item.entered_options);
  if (mode === 'onGoing' && !ctx.plansAllowed) throw new CartUserError('UNDEFINED', PLANS_NOT_AVAILABLE);
  if (!inStock(product)) throw new CartUserError('NOT_SALABLE', NOT_SALABLE);

  const lines = await loadLines(db, cart.id);
  const wanted = { productId: product.id, parentProductId: parent?.id ?? null, mode, interval };
  const existing = lines.find((l) => sameLine(l, wanted));
  const unitsInCart = lines
    .filter((l) => l.productId === product.id)
    .reduce((sum, l) => sum + lineUnits(l), 0);
  if (unitsInCart + lineUnits({ ...wanted, quantity: item.quantity }) > product.stockQty) {
    throw new CartUserError('INSUFFICIENT_STOCK', QTY_NOT_AVAILABLE);
  }
  if (existing) {
    await db
      .update(cartItems)
      .set({ quantity: existing.quantity + item.quantity })
      .where(eq(cartItems.id, existing.id));
    return lines.map((l) => (l === existing ? { ...l, quantity: l.quantity + item.quantity } : l));
  }
  const id = await insertLine(db, cart.id, { ...wanted, quantity: item.quantity });
  return [...lines, { id, ...wanted, quantity: item.quantity }];
}

function lineOf(lines: CartLine[], uid: string | null | undefined): CartLine {
  const id = Number(decodeUid(uid ?? '') ?? Number.NaN);
  const line = lines.find((l) => l.id === id);
  if (!line) throw new CommerceError(ITEM_NOT_FOUND, 'graphql-no-such-entity');
  return line;
}

export interface CartLineUpdate {
  cart_item_uid?: string | null;
  quantity?: number | null;
  /** Extension: a new purchase mode, as addProductsToCart takes it ([] buys once); absent keeps it. */
  entered_options?: readonly { uid: string; value: string }[] | null;
}

/**
 * Sets quantities (each above 0) and purchase modes, checks stock for what the lines then ship,
 * and adds up lines that end up the same (as addProductsToCart does). Any problem throws and
 * the transaction undoes all.
 */
export async function updateLines(
  db: Db,
  cart: CartRow,
  updates: readonly CartLineUpdate[],
  ctx: AddContext,
): Promise<void> {
  const before = await loadLines(db, cart.id);
  const lines = before.map((line) => ({ ...line }));
  for (const update of updates) {
    const line = lineOf(lines, update.cart_item_uid);
    const quantity = update.quantity;
    if (quantity == null)
      throw new CommerceError('Required parameter "quantity" for "cart_items" is missing.');
    if (!Number.isInteger(quantity) || quantity < 1) throw new CommerceError(QTY_NOT_POSITIVE);
    line.quantity = quantity;
    if (update.entered_options != null) {
      const { mode, interval } = purchaseModeOf(update.entered_options);
      if (mode === 'onGoing' && !ctx.plansAllowed) throw new CommerceError(PLANS_NOT_AVAILABLE);
      line.mode = mode;
      line.interval = interval;
    }
  }
  const productIds = [...new Set(lines.map((l) => l.productId))];
  const records = await loadProductRecords(db, productIds, ctx.scope);
  for (const id of productIds) {
    const record = records.find((r) => r.id === id);
    const units = lines.filter((l) => l.productId === id).reduce((sum, l) => sum + lineUnits(l), 0);
    const touched = updates.some((u) => lineOf(lines, u.cart_item_uid).productId === id);
    if (touched && (!record || units > record.stockQty)) throw new CommerceError(QTY_NOT_AVAILABLE);
  }
  await writeLines(db, before, mergeSameLines(lines));
}

/** parsePurchaseMode for updateCartItems, whose problems are errors rather than user_errors. */
function purchaseModeOf(entered: CartLineUpdate['entered_options']) {
  try {
    return parsePurchaseMode(entered);
  } catch (error) {
    if (error instanceof CartUserError) throw new CommerceError(error.message);
    throw error;
  }
}

/** Lines that are the same (product, parent, mode, interval) add up into the first of them. */
function mergeSameLines(lines: readonly CartLine[]): ConvertedLine[] {
  const merged: ConvertedLine[] = [];
  for (const line of lines) {
    const same = merged.find((candidate) => sameLine(candidate, line));
    if (same) {
      same.quantity += line.quantity;
      same.mergedIds.push(line.id);
    } else merged.push({ ...line, mergedIds: [] });
  }
  return merged;
}

/** Writes what changed between the lines `before` and `after`: merged-away rows, quantities, options. */
async function writeLines(
  db: Db,
  before: readonly CartLine[],
  after: readonly ConvertedLine[],
): Promise<void> {
  const old = new Map(before.map((l) => [l.id, l]));
  for (const line of after) {
    const was = old.get(line.id);
    if (line.mergedIds.length > 0) await db.delete(cartItems).where(inArray(cartItems.id, line.mergedIds));
    if (line.quantity !== was?.quantity)
      await db.update(cartItems).set({ quantity: line.quantity }).where(eq(cartItems.id, line.id));
    if (line.mode !== was?.mode || line.interval !== was.interval) {
      await db.delete(cartItemOptions).where(eq(cartItemOptions.cartItemId, line.id));
      await db.insert(cartItemOptions).values(optionRows(line.id, line));
    }
  }
}

export async function removeLine(db: Db, cart: CartRow, uid: string | null | undefined): Promise<void> {
  const line = lineOf(await loadLines(db, cart.id), uid);
  await db.delete(cartItems).where(eq(cartItems.id, line.id));
}

// ---------------------------------------------------------------------------------------------
// The whole cart as a savings plan

export const intervalUnknown = (value: string) =>
  `The delivery interval "${value}" isn't valid. Use "${DELIVERY_INTERVALS.join('" or "')}".`;

/** What converting needs to know about a line's product. */
export interface PlanProduct {
  name: string;
  /** Sold in this store view and in stock. */
  salable: boolean;
  stockQty: number;
}

/** A line the conversion left as it was, and why (the user_errors of convertCartToSavingsPlan). */
export interface KeptLine {
  lineId: number;
  code: Extract<CartUserErrorCode, 'NOT_SALABLE' | 'INSUFFICIENT_STOCK'>;
  message: string;
}

/** A line of the converted cart: the row it keeps, and the rows of the same line merged into it. */
export interface ConvertedLine extends CartLine {
  mergedIds: number[];
}

/**
 * The cart's lines as a savings plan with `interval`, without touching the database. Every line
 * becomes a savings-plan line with that interval (a savings-plan line switches interval) unless
 * its product is not salable, or the stock cannot cover the units the line would then ship (a
 * quarterly delivery ships three months' worth): such a line stays as it was and is reported.
 * Stock counts every line of the product, in cart order. Lines that end up the same (product,
 * parent, mode, interval) merge into the first of them, as addProductsToCart adds them up.
 */
export function planSavingsPlanConversion(
  lines: readonly CartLine[],
  products: ReadonlyMap<number, PlanProduct>,
  interval: DeliveryInterval,
): { lines: ConvertedLine[]; kept: KeptLine[] } {
  const unitsInCart = new Map<number, number>();
  for (const line of lines)
    unitsInCart.set(line.productId, (unitsInCart.get(line.productId) ?? 0) + lineUnits(line));
  const kept: KeptLine[] = [];
  const converted: ConvertedLine[] = [];
  for (const line of lines) {
    const product = products.get(line.productId);
    const plan: CartLine = { ...line, mode: 'onGoing', interval };
    const added = lineUnits(plan) - lineUnits(line);
    const units = unitsInCart.get(line.productId) ?? 0;
    const refusal: KeptLine | null = sameLine(line, plan)
      ? null
      : !product?.salable
        ? {
            lineId: line.id,
            code: 'NOT_SALABLE',
            message: `"${product?.name ?? 'The product'}" is not available as a savings plan.`,
          }
        : added > 0 && units + added > product.stockQty
          ? {
              lineId: line.id,
              code: 'INSUFFICIENT_STOCK',
              message: `The requested qty of "${product.name}" is not available for a ${interval} delivery.`,
            }
          : null;
    if (refusal) kept.push(refusal);
    else unitsInCart.set(line.productId, units + added);
    const target = refusal ? line : plan;
    const same = converted.find((candidate) => sameLine(candidate, target));
    if (same) {
      same.quantity += target.quantity;
      same.mergedIds.push(target.id);
    } else converted.push({ ...target, mergedIds: [] });
  }
  return { lines: converted, kept };
}

/**
 * Converts the cart to a savings plan with `interval` (see planSavingsPlanConversion) and
 * returns the lines left as they were. Call it in the transaction on the locked cart: an error
 * anywhere leaves every line as it was.
 */
export async function convertToSavingsPlan(
  db: Db,
  cart: CartRow,
  interval: DeliveryInterval,
  ctx: AddContext,
): Promise<KeptLine[]> {
  if (!ctx.plansAllowed) throw new CommerceError(PLANS_NOT_AVAILABLE);
  const lines = await loadLines(db, cart.id);
  if (lines.length === 0) throw new CommerceError(CART_EMPTY);
  const records = await loadProductRecords(db, [...new Set(lines.map((l) => l.productId))], ctx.scope);
  const products = new Map(
    records.map((r) => [
      r.id,
      {
        name: r.text?.name ?? r.sku,
        salable: !!r.price && !!r.text && inStock(r),
        stockQty: r.stockQty,
      },
    ]),
  );
  const planned = planSavingsPlanConversion(lines, products, interval);
  await writeLines(db, lines, planned.lines);
  return planned.kept;
}

// ---------------------------------------------------------------------------------------------
// Coupons

export async function appliedCoupon(db: Db, cartId: number): Promise<CouponRow | null> {
  const [row] = await db
    .select({ coupon: coupons })
    .from(cartCoupons)
    .innerJoin(coupons, eq(coupons.code, cartCoupons.couponCode))
    .where(eq(cartCoupons.cartId, cartId))
    .limit(1);
  return row?.coupon ?? null;
}

export function couponUsable(coupon: CouponRow, now = new Date()): boolean {
  return (
    coupon.isActive &&
    (!coupon.validFrom || coupon.validFrom <= now) &&
    (!coupon.validUntil || coupon.validUntil > now)
  );
}

export async function applyCoupon(db: Db, cart: CartRow, codeInput: string): Promise<void> {
  if ((await loadLines(db, cart.id)).length === 0) throw new CommerceError(CART_EMPTY);
  if (await appliedCoupon(db, cart.id)) throw new CommerceError(COUPON_ALREADY_APPLIED);
  const [coupon] = await db
    .select()
    .from(coupons)
    .where(eq(coupons.code, codeInput.trim().toUpperCase()))
    .limit(1);
  if (!coupon || !couponUsable(coupon)) throw new CommerceError(COUPON_INVALID);
  await db.insert(cartCoupons).values({ cartId: cart.id, couponCode: coupon.code });
}

export async function removeCoupon(db: Db, cart: CartRow): Promise<void> {
  await db.delete(cartCoupons).where(eq(cartCoupons.cartId, cart.id));
}

// ---------------------------------------------------------------------------------------------
// Merging

/**
 * Moves the source cart's lines into the destination (same lines add up) and deactivates the
 * source. Stock is checked again: the destination's lines come first, and a guest line gets only
 * as many packs as the stock still covers (none: it is left out), so the merged cart never asks
 * for more than there is.
 */
export async function mergeInto(
  db: Db,
  source: CartRow,
  destination: CartRow,
  scope: StoreScope,
): Promise<void> {
  if (source.id === destination.id) return;
  const [from, into] = await Promise.all([loadLines(db, source.id), loadLines(db, destination.id)]);
  const records = await loadProductRecords(db, [...new Set(from.map((l) => l.productId))], scope);
  const available = new Map(records.map((r) => [r.id, inStock(r) ? r.stockQty : 0]));
  const used = new Map<number, number>();
  for (const line of into) used.set(line.productId, (used.get(line.productId) ?? 0) + lineUnits(line));
  for (const line of from) {
    const unitsPerPack = lineUnits({ ...line, quantity: 1 });
    const room = (available.get(line.productId) ?? 0) - (used.get(line.productId) ?? 0);
    const quantity = Math.min(line.quantity, Math.max(0, Math.floor(room / unitsPerPack)));
    if (quantity === 0) {
      await db.delete(cartItems).where(eq(cartItems.id, line.id));
      continue;
    }
    used.set(line.productId, (used.get(line.productId) ?? 0) + quantity * unitsPerPack);
    const match = into.find((l) => sameLine(l, line));
    if (match) {
      match.quantity += quantity;
      await db.update(cartItems).set({ quantity: match.quantity }).where(eq(cartItems.id, match.id));
      await db.delete(cartItems).where(eq(cartItems.id, line.id));
    } else {
      await db.update(cartItems).set({ cartId: destination.id, quantity }).where(eq(cartItems.id, line.id));
    }
  }
  const [sourceCoupon, destinationCoupon] = await Promise.all([
    appliedCoupon(db, source.id),
    appliedCoupon(db, destination.id),
  ]);
  if (sourceCoupon && !destinationCoupon) {
    await db.insert(cartCoupons).values({ cartId: destination.id, couponCode: sourceCoupon.code });
  }
  await db.delete(cartCoupons).where(eq(cartCoupons.cartId, source.id));
  await db.update(carts).set({ isActive: false, updatedAt: new Date() }).where(eq(carts.id, source.id));
}

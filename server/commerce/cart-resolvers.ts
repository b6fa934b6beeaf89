import type { MutationResolvers, QueryResolvers } from '../../graphql/generated/resolvers.ts';
import type { Db } from '../db/client.ts';
import { cartView } from './cart-view.ts';
import {
  type AddContext,
  activeCustomerCart,
  addLine,
  applyCoupon,
  type CartLine,
  type CartRow,
  CartUserError,
  cartForUser,
  cartItemUid,
  convertToSavingsPlan,
  createCart,
  intervalUnknown,
  type KeptLine,
  mergeInto,
  removeCoupon,
  removeLine,
  updateLines,
} from './carts.ts';
import type { CommerceContext } from './context.ts';
import { currentCustomer, requireCustomer } from './customers.ts';
import { CommerceError, STORE_NOT_FOUND } from './errors.ts';
import { loadProductRecords } from './product-repository.ts';
import { finalPrice } from '../../domain/pricing.ts';
import { DELIVERY_INTERVALS, planOptionCode } from '../../domain/savings-plans.ts';
import { catalogSession } from './session.ts';
import { buildVolumeDiscountRecord } from '../../domain/volume-discounts.ts';
import { volumeTiersFor } from '../../domain/volume-tiers.ts';

/**
 * Runs a cart change in a transaction on the locked cart row the user may use, then answers the
 * cart as it is afterwards. An error anywhere undoes the whole change.
 */
async function changeCart(
  ctx: CommerceContext,
  maskedId: string,
  change: (tx: Db, cart: CartRow) => Promise<void>,
): Promise<CartRow> {
  const customer = await currentCustomer(ctx);
  const cart = await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const row = await cartForUser(tx, maskedId, customer?.id ?? null, ctx.storeCode, { lock: true });
    await change(tx, row);
    return row;
  });
  return cart;
}

const MASKED_ID = /^[A-Za-z0-9]{32}$/;

/** The store view's catalogue and whether the customer (or guest) may buy savings plans. */
export async function addContext(ctx: CommerceContext): Promise<AddContext> {
  const customer = await currentCustomer(ctx);
  const session = catalogSession(ctx);
  return {
    scope: await session.scope(),
    plansAllowed: planOptionCode(customer?.groupId ?? null, !!customer) !== null,
    remember: (records) => session.remember(records),
  };
}

export const cartQueries: QueryResolvers<CommerceContext> = {
  cart: async (_root, args, ctx) => {
    const customer = await currentCustomer(ctx);
    return cartView(ctx, await cartForUser(ctx.db, args.cart_id, customer?.id ?? null, ctx.storeCode));
  },
  customerCart: async (_root, _args, ctx) => {
    const customer = await requireCustomer(ctx);
    return cartView(ctx, await activeCustomerCart(ctx.db, customer.id, ctx.storeCode));
  },
  productDiscount: async (_root, args, ctx) => {
    const store = await ctx.services.catalog.store(args.storeCode);
    if (!store) throw new CommerceError(STORE_NOT_FOUND);
    const customer = await currentCustomer(ctx);
    const records = await loadProductRecords(ctx.db, [args.productId], {
      language: store.language,
      websiteCode: store.websiteCode,
    });
    const product = records.find((r) => r.id === args.productId);
    if (!product?.text) return null;
    // A configurable product is priced by its smallest pack.
    const priced = product.price ? product : records.find((r) => r.parentId === product.id && r.price);
    if (!priced?.price) return null;
    const record = buildVolumeDiscountRecord({
      productId: product.id,
      storeCode: store.code,
      language: store.language,
      unitPrice: finalPrice(priced.price.regularPrice, priced.price.specialPrice),
      tiers: volumeTiersFor(product.sku),
      customer: customer ? { id: customer.id, email: customer.email, groupId: customer.groupId } : null,
    });
    return {
      __typename: 'VolumeDiscountRecord',
      ...record,
      discount: {
        __typename: 'VolumeDiscount',
        ...record.discount,
        tiers: record.discount.tiers.map((t) => ({
          __typename: 'VolumeDiscountTier',
          qty: t.qty,
          prices: { __typename: 'VolumeTierPrices', ...t.prices },
        })),
        discounts: Object.entries(record.discount.discounts).map(([qty, percent]) => ({
          __typename: 'VolumeDiscountStep',
          qty: Number(qty),
          percent,
        })),
      },
    };
  },
};

export const cartMutations: MutationResolvers<CommerceContext> = {
  createEmptyCart: async (_root, args, ctx) => {
    const customer = await currentCustomer(ctx);
    if (customer) return (await activeCustomerCart(ctx.db, customer.id, ctx.storeCode)).maskedId;
    const wanted = args.input?.cart_id;
    if (wanted != null && !MASKED_ID.test(wanted))
      throw new CommerceError(`Cart ID "${wanted}" is not valid.`);
    if (wanted) {
      const created = await createCart(ctx.db, null, ctx.storeCode, wanted).catch(() => null);
      if (!created) throw new CommerceError(`Cart with ID "${wanted}" already exists.`);
      return created.maskedId;
    }
    return (await createCart(ctx.db, null, ctx.storeCode)).maskedId;
  },

  addProductsToCart: async (_root, args, ctx) => {
    const context = await addContext(ctx);
    const userErrors: { __typename: 'CartUserInputError'; code: CartUserError['code']; message: string }[] =
      [];
    // The lines after the last change, so the answer need not read them again.
    let lines: CartLine[] | undefined;
    const cart = await changeCart(ctx, args.cartId, async (tx, row) => {
      for (const item of args.cartItems) {
        // A refused line writes nothing (addLine refuses before it writes); the others are added.
        try {
          lines = await addLine(tx, row, item, context);
        } catch (error) {
          if (!(error instanceof CartUserError)) throw error;
          userErrors.push({ __typename: 'CartUserInputError', code: error.code, message: error.message });
        }
      }
    });
    return {
      __typename: 'AddProductsToCartOutput',
      cart: await cartView(ctx, cart, lines),
      user_errors: userErrors,
    };
  },

  updateCartItems: async (_root, args, ctx) => {
    if (!args.input) throw new CommerceError('Required parameter "cart_id" is missing');
    const { cart_id, cart_items } = args.input;
    const addCtx = await addContext(ctx);
    const cart = await changeCart(ctx, cart_id, (tx, row) => updateLines(tx, row, cart_items, addCtx));
    return { __typename: 'UpdateCartItemsOutput', cart: await cartView(ctx, cart) };
  },

  removeItemFromCart: async (_root, args, ctx) => {
    if (!args.input) throw new CommerceError('Required parameter "cart_id" is missing');
    const { cart_id, cart_item_uid } = args.input;
    const cart = await changeCart(ctx, cart_id, (tx, row) => removeLine(tx, row, cart_item_uid));
    return { __typename: 'RemoveItemFromCartOutput', cart: await cartView(ctx, cart) };
  },

  applyCouponToCart: async (_root, args, ctx) => {
    if (!args.input) throw new CommerceError('Required parameter "cart_id" is missing');
    const { cart_id, coupon_code } = args.input;
    const cart = await changeCart(ctx, cart_id, (tx, row) => applyCoupon(tx, row, coupon_code));
    return { __typename: 'ApplyCouponToCartOutput', cart: await cartView(ctx, cart) };
  },

  removeCouponFromCart: async (_root, args, ctx) => {
    if (!args.input) throw new CommerceError('Required parameter "cart_id" is missing');
    const cart = await changeCart(ctx, args.input.cart_id, (tx, row) => removeCoupon(tx, row));
    return { __typename: 'RemoveCouponFromCartOutput', cart: await cartView(ctx, cart) };
  },

  convertCartToSavingsPlan: async (_root, args, ctx) => {
    const { cart_id, delivery_interval } = args.input;
    const interval = DELIVERY_INTERVALS.find((i) => i === delivery_interval);
    if (!interval) throw new CommerceError(intervalUnknown(delivery_interval));
    const context = await addContext(ctx);
    let kept: KeptLine[] = [];
    const cart = await changeCart(ctx, cart_id, async (tx, row) => {
      kept = await convertToSavingsPlan(tx, row, interval, context);
    });
    return {
      __typename: 'ConvertCartToSavingsPlanOutput',
      cart: await cartView(ctx, cart),
      user_errors: kept.map((line) => ({
        __typename: 'ConvertCartToSavingsPlanUserError',
        cart_item_uid: cartItemUid(line.lineId),
        code: line.code,
        message: line.message,
      })),
    };
  },

  mergeCarts: async (_root, args, ctx) => {
    const customer = await requireCustomer(ctx);
    const scope = await catalogSession(ctx).scope();
    const destination = await ctx.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      // The source must be a guest cart (as Magento reads it: for a guest).
      const source = await cartForUser(tx, args.source_cart_id, null, ctx.storeCode, { lock: true });
      const target = args.destination_cart_id
        ? await cartForUser(tx, args.destination_cart_id, customer.id, ctx.storeCode, { lock: true })
        : await activeCustomerCart(tx, customer.id, ctx.storeCode);
      await mergeInto(tx, source, target, scope);
      return target;
    });
    return cartView(ctx, destination);
  },
};

// reorderItems: the lines of one of the customer's orders go back into the customer's active
// cart, each as it was bought (product, pack, quantity, purchase mode). A line the shop cannot
// sell now (gone, not sold in this store view, out of stock, not in that quantity) is left out
// and reported; the others are added. Runs in one transaction on the locked cart.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orderItems, orders } from '../db/schema.ts';
import { addContext } from './cart-resolvers.ts';
import {
  activeCustomerCart,
  addLine,
  type CartItemRequest,
  type CartLine,
  type CartRow,
  CartUserError,
  cartForUser,
  purchaseModeUid,
} from './carts.ts';
import type { CommerceContext } from './context.ts';
import { requireCustomer } from './customers.ts';
import { CommerceError } from './errors.ts';
import type { OrderItemRow } from './orders.ts';

/** Magento's answer for an order number that is not the customer's (or does not exist). */
export const orderNotOwned = (orderNumber: string) =>
  `Order number "${orderNumber}" doesn't belong to the current customer`;

export interface ReorderError {
  code: CartUserError['code'];
  message: string;
  path: string[];
}

export interface Reordered {
  cart: CartRow;
  /** The cart's lines afterwards (undefined when no line was added). */
  lines: CartLine[] | undefined;
  errors: ReorderError[];
}

/** The order line as addProductsToCart would take it. */
function requestOf(item: OrderItemRow): CartItemRequest {
  const onGoing = item.purchaseMode === 'onGoing' && item.deliveryInterval;
  return {
    sku: item.sku,
    quantity: item.quantity,
    ...(item.parentSku ? { parent_sku: item.parentSku } : {}),
    ...(onGoing
      ? {
          entered_options: [
            {
              uid: purchaseModeUid(
                'onGoing',
                item.deliveryInterval === 'quarterly' ? 'quarterly' : 'monthly',
              ),
              value: '1',
            },
          ],
        }
      : {}),
  };
}

/** Magento's texts: a missing product by its SKU, any other refusal prefixed with the SKU. */
function reorderError(sku: string, error: CartUserError): ReorderError {
  const message =
    error.code === 'PRODUCT_NOT_FOUND'
      ? `Could not find a product with SKU "${sku}"`
      : `Could not add the product with SKU "${sku}" to the shopping cart: ${error.message}`;
  return { code: error.code, message, path: ['orderNumber'] };
}

export async function reorderItems(ctx: CommerceContext, orderNumber: string): Promise<Reordered> {
  const customer = await requireCustomer(ctx);
  const [order] = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.number, orderNumber), eq(orders.customerId, customer.id)))
    .limit(1);
  if (!order) throw new CommerceError(orderNotOwned(orderNumber));
  const items = await ctx.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(orderItems.id);
  const context = await addContext(ctx);
  const target = await activeCustomerCart(ctx.db, customer.id, ctx.storeCode);
  const errors: ReorderError[] = [];
  let lines: CartLine[] | undefined;
  const cart = await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const row = await cartForUser(tx, target.maskedId, customer.id, ctx.storeCode, { lock: true });
    for (const item of items) {
      // A refused line writes nothing (addLine refuses before it writes); the others are added.
      try {
        lines = await addLine(tx, row, requestOf(item), context);
      } catch (error) {
        if (!(error instanceof CartUserError)) throw error;
        errors.push(reorderError(item.sku, error));
      }
    }
    return row;
  });
  return { cart, lines, errors };
}

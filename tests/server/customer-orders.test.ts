// The customer's orders (customer.orders, Magento's filter by number) and reorderItems: a
// customer sees and reorders only their own orders.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productPrices, products } from '../../server/db/schema.ts';
import { gql, useTestApp } from './helper.ts';
import { BERLIN_CART_ADDRESS } from '../addresses.ts';

const MONTHLY = [{ uid: Buffer.from('purchase_mode/onGoing/monthly').toString('base64'), value: '1' }];

const t = useTestApp({ captcha: false });
const db = () => t.app.database.db;

type Opts = { headers?: Record<string, string> };

const BERLIN = BERLIN_CART_ADDRESS;

const setStock = (sku: string, q: number, isInStock = true) =>
  db().update(products).set({ stockQty: q, isInStock }).where(eq(products.sku, sku));

async function customer(email: string): Promise<Opts> {
  await gql(
    t.app,
    'mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
    { input: { email, password: 'geheim123', firstname: 'Kim', lastname: 'Lang' } },
  );
  const res = await gql<{ generateCustomerToken: { token: string } }>(
    t.app,
    'mutation($e: String!) { generateCustomerToken(email: $e, password: "geheim123") { token } }',
    { e: email },
  );
  return { headers: { authorization: `Bearer ${res.data.generateCustomerToken.token}` } };
}

async function run(query: string, variables: Record<string, unknown>, opts: Opts) {
  const res = await gql(t.app, query, variables, opts);
  expect(res.errors).toBeUndefined();
  return res.data;
}

/** Places an order of the lines through checkout (invoice, DHL standard, Berlin) and returns its number. */
type Line = { sku: string; quantity: number; entered_options?: { uid: string; value: string }[] };

async function placeOrder(opts: Opts, lines: Line[]): Promise<string> {
  const created = await run('mutation { createEmptyCart }', {}, opts);
  const id = created.createEmptyCart as string;
  await run(
    'mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { cart { id } } }',
    { id, items: lines },
    opts,
  );
  await run(
    'mutation($id: String!, $a: [ShippingAddressInput!]!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: $a }) { cart { id } } }',
    { id, a: [{ address: BERLIN }] },
    opts,
  );
  await run(
    'mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "dhl", method_code: "standard" }] }) { cart { id } } }',
    { id },
    opts,
  );
  await run(
    'mutation($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }',
    { id },
    opts,
  );
  await run(
    'mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "invoice" } }) { cart { id } } }',
    { id },
    opts,
  );
  const placed = await run(
    'mutation($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number } } }',
    { id },
    opts,
  );
  return (placed.placeOrder as { order: { order_number: string } }).order.order_number;
}

const ORDERS = `query($number: String) { customer { orders(filter: { number: { eq: $number } }) {
  total_count items { id number status order_date carrier shipping_method
    items { product_sku product_name quantity_ordered }
    shipping_address { firstname city country_code } billing_address { city }
    payment_methods { type } } } } }`;

interface OrdersAnswer {
  customer: {
    orders: {
      total_count: number;
      items: {
        id: string;
        number: string;
        items: { product_sku: string; quantity_ordered: number }[];
        shipping_address: { city: string };
        payment_methods: { type: string }[];
      }[];
    };
  };
}

describe('customer.orders', () => {
  it('answers the customer’s own order by number, with lines, addresses, shipping and payment', async () => {
    await setStock('ZINK-1M', 50);
    const a = await customer('orders-a@example.com');
    const number = await placeOrder(a, [{ sku: 'ZINK-1M', quantity: 2 }]);
    const res = await gql<OrdersAnswer>(t.app, ORDERS, { number }, a);
    expect(res.errors).toBeUndefined();
    expect(res.data.customer.orders.total_count).toBe(1);
    expect(res.data.customer.orders.items[0]).toMatchObject({
      number,
      status: 'pending',
      carrier: 'DHL',
      items: [{ product_sku: 'ZINK-1M', quantity_ordered: 2 }],
      shipping_address: { firstname: 'Erika', city: 'Berlin', country_code: 'DE' },
      billing_address: { city: 'Berlin' },
      payment_methods: [{ type: 'invoice' }],
    });
  });

  it('gives customer B nothing of customer A’s orders, neither in the list nor by number', async () => {
    await setStock('ZINK-1M', 50);
    const a = await customer('owner-a@example.com');
    const b = await customer('other-b@example.com');
    const number = await placeOrder(a, [{ sku: 'ZINK-1M', quantity: 1 }]);

    const all = await gql<OrdersAnswer>(t.app, ORDERS, { number: null }, b);
    expect(all.errors).toBeUndefined();
    expect(all.data.customer.orders).toEqual({ total_count: 0, items: [] });

    const byNumber = await gql<OrdersAnswer>(t.app, ORDERS, { number }, b);
    expect(byNumber.errors).toBeUndefined();
    expect(byNumber.data.customer.orders).toEqual({ total_count: 0, items: [] });

    // A still sees it.
    const own = await gql<OrdersAnswer>(t.app, ORDERS, { number }, a);
    expect(own.data.customer.orders.items.map((o) => o.number)).toEqual([number]);

    const guest = await gql(t.app, ORDERS, { number });
    expect(guest.errors?.[0]?.message).toBe("The current customer isn't authorized.");
  });
});

const REORDER = `mutation($n: String!) { reorderItems(orderNumber: $n) {
  cart { id total_quantity items { quantity product { sku } purchase_mode delivery_interval ... on ConfigurableCartItem { configured_variant { sku } } } }
  userInputErrors { code message path } } }`;

interface ReorderAnswer {
  reorderItems: {
    cart: {
      id: string;
      total_quantity: number;
      items: {
        quantity: number;
        product: { sku: string };
        configured_variant?: { sku: string };
        purchase_mode: string | null;
        delivery_interval: string | null;
      }[];
    };
    userInputErrors: { code: string; message: string; path: string[] }[];
  };
}

const customerCartId = async (opts: Opts) =>
  ((await run('{ customerCart { id } }', {}, opts)).customerCart as { id: string }).id;

describe('reorderItems', () => {
  it('puts the order’s lines (quantities and savings plans) into the customer’s cart', async () => {
    await setStock('ZINK-1M', 50);
    await setStock('SELEN-1M', 50);
    const a = await customer('reorder-a@example.com');
    const number = await placeOrder(a, [
      { sku: 'ZINK-1M', quantity: 2 },
      { sku: 'SELEN-1M', quantity: 1, entered_options: MONTHLY },
    ]);
    const cartId = await customerCartId(a);
    const res = await gql<ReorderAnswer>(t.app, REORDER, { n: number }, a);
    expect(res.errors).toBeUndefined();
    expect(res.data.reorderItems.userInputErrors).toEqual([]);
    expect(res.data.reorderItems.cart.id).toBe(cartId);
    expect(res.data.reorderItems.cart.total_quantity).toBe(3);
    expect(res.data.reorderItems.cart.items).toEqual([
      {
        quantity: 2,
        product: { sku: 'ZINK' },
        configured_variant: { sku: 'ZINK-1M' },
        purchase_mode: 'oneTime',
        delivery_interval: null,
      },
      {
        quantity: 1,
        product: { sku: 'SELEN' },
        configured_variant: { sku: 'SELEN-1M' },
        purchase_mode: 'onGoing',
        delivery_interval: 'monthly',
      },
    ]);
    // The cart holds them afterwards too.
    const cart = await run('{ customerCart { total_quantity } }', {}, a);
    expect(cart.customerCart).toEqual({ total_quantity: 3 });
  });

  it('refuses another customer’s order number and a guest, and adds nothing', async () => {
    await setStock('ZINK-1M', 50);
    const a = await customer('reorder-owner@example.com');
    const b = await customer('reorder-other@example.com');
    const number = await placeOrder(a, [{ sku: 'ZINK-1M', quantity: 1 }]);
    const foreign = await gql<ReorderAnswer>(t.app, REORDER, { n: number }, b);
    expect(foreign.errors?.[0]?.message).toBe(
      `Order number "${number}" doesn't belong to the current customer`,
    );
    expect(foreign.data.reorderItems).toBeNull();
    expect((await run('{ customerCart { total_quantity } }', {}, b)).customerCart).toEqual({
      total_quantity: 0,
    });
    const unknown = await gql<ReorderAnswer>(t.app, REORDER, { n: '199999999' }, b);
    expect(unknown.errors?.[0]?.message).toBe(
      'Order number "199999999" doesn\'t belong to the current customer',
    );
    const guest = await gql(t.app, REORDER, { n: number });
    expect(guest.errors?.[0]?.message).toBe("The current customer isn't authorized.");
  });

  it('leaves out and names a line that is out of stock or no longer sold; adds the rest', async () => {
    await setStock('ZINK-1M', 50);
    await setStock('EISEN-1M', 50);
    await setStock('VIT-C-1M', 50);
    const a = await customer('reorder-stock@example.com');
    const number = await placeOrder(a, [
      { sku: 'ZINK-1M', quantity: 1 },
      { sku: 'EISEN-1M', quantity: 3 },
      { sku: 'VIT-C-1M', quantity: 1 },
    ]);
    await setStock('ZINK-1M', 0, false);
    await setStock('EISEN-1M', 2);
    // No longer sold in the EU shop: its price there is gone.
    const [vitC] = await db().select({ id: products.id }).from(products).where(eq(products.sku, 'VIT-C-1M'));
    await db()
      .delete(productPrices)
      .where(eq(productPrices.productId, vitC?.id ?? 0));
    const res = await gql<ReorderAnswer>(t.app, REORDER, { n: number }, a);
    expect(res.errors).toBeUndefined();
    expect(res.data.reorderItems.userInputErrors).toEqual([
      {
        code: 'NOT_SALABLE',
        message:
          'Could not add the product with SKU "ZINK-1M" to the shopping cart: Product that you are trying to add is not available.',
        path: ['orderNumber'],
      },
      {
        code: 'INSUFFICIENT_STOCK',
        message:
          'Could not add the product with SKU "EISEN-1M" to the shopping cart: The requested qty is not available',
        path: ['orderNumber'],
      },
      {
        code: 'PRODUCT_NOT_FOUND',
        message: 'Could not find a product with SKU "VIT-C-1M"',
        path: ['orderNumber'],
      },
    ]);
    expect(res.data.reorderItems.cart.items).toEqual([]);

    await setStock('EISEN-1M', 10);
    const partly = await gql<ReorderAnswer>(t.app, REORDER, { n: number }, a);
    expect(partly.data.reorderItems.userInputErrors.map((e) => e.code)).toEqual([
      'NOT_SALABLE',
      'PRODUCT_NOT_FOUND',
    ]);
    expect(partly.data.reorderItems.cart.items.map((i) => [i.configured_variant?.sku, i.quantity])).toEqual([
      ['EISEN-1M', 3],
    ]);
  });
});

// The customer's orders (customer.orders, Magento's filter by number) and reorderItems: a
// customer sees and reorders only their own orders.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../server/db/schema.ts';
import { gql, useTestApp } from './helper.ts';

const t = useTestApp({ captcha: false });
const db = () => t.app.database.db;

type Opts = { headers?: Record<string, string> };

const BERLIN = {
  firstname: 'Erika',
  lastname: 'Mustermann',
  street: ['Musterstraße 1'],
  city: 'Berlin',
  postcode: '10115',
  country_code: 'DE',
  telephone: '030 123456',
};

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
async function placeOrder(opts: Opts, lines: { sku: string; quantity: number }[]): Promise<string> {
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

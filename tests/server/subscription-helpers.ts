import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { gql } from './helper.ts';
import { BERLIN_CART_ADDRESS } from '../addresses.ts';

const BERLIN = BERLIN_CART_ADDRESS;
const option = (interval: 'monthly' | 'quarterly') => [
  { uid: Buffer.from(`purchase_mode/onGoing/${interval}`).toString('base64'), value: '1' },
];

export type Line = { sku: string; quantity: number; interval?: 'monthly' | 'quarterly' };

/** The guest token of the last order placed (createCustomerFromGuestOrder). */
export let lastGuestToken: string | null = null;

/** Places a guest order of the lines (savings-plan lines with an interval) through the checkout; its number. */
export async function placePlanOrder(
  app: FastifyInstance,
  email: string,
  lines: Line[],
  store = 'de',
  payment = 'invoice',
): Promise<string> {
  const opts = { store };
  const id = (await gql<{ createEmptyCart: string }>(app, 'mutation { createEmptyCart }', {}, opts)).data
    .createEmptyCart;
  const added = await gql(
    app,
    'mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { message } } }',
    {
      id,
      items: lines.map((l) => ({
        sku: l.sku,
        quantity: l.quantity,
        ...(l.interval ? { entered_options: option(l.interval) } : {}),
      })),
    },
    opts,
  );
  expect(added.errors).toBeUndefined();
  const steps: [string, Record<string, unknown>][] = [
    [
      'mutation($id: String!, $e: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: $e }) { cart { email } } }',
      { e: email },
    ],
    [
      'mutation($id: String!, $a: [ShippingAddressInput!]!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: $a }) { cart { email } } }',
      { a: [{ address: BERLIN }] },
    ],
    [
      'mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "dhl", method_code: "standard" }] }) { cart { email } } }',
      {},
    ],
    [
      'mutation($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { email } } }',
      {},
    ],
    [
      'mutation($id: String!, $p: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: $p } }) { cart { email } } }',
      { p: payment },
    ],
  ];
  for (const [query, vars] of steps)
    expect((await gql(app, query, { id, ...vars }, opts)).errors).toBeUndefined();
  const placed = await gql<{
    placeOrder: { order: { order_number: string }; guest_order_token: string | null };
  }>(
    app,
    'mutation($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number } guest_order_token } }',
    { id },
    opts,
  );
  expect(placed.errors).toBeUndefined();
  lastGuestToken = placed.data.placeOrder.guest_order_token;
  return placed.data.placeOrder.order.order_number;
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCatalogCache } from '../../server/commerce/catalog-cache.ts';
import type { CommerceContext } from '../../server/commerce/context.ts';
import { placeOrder } from '../../server/commerce/orders.ts';
import { carts, orders, products } from '../../server/db/schema.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { gql, useTestApp } from './helper.ts';
import { mailsTo } from './outbox.ts';

const t = useTestApp({ captcha: false });
const db = () => t.app.database.db;

type Opts = { headers?: Record<string, string>; store?: string };
interface Money {
  value: number;
  currency: string;
}
interface CheckoutCart {
  email: string | null;
  prices: { grand_total: Money; applied_taxes: { amount: Money }[] };
  shipping_addresses: {
    firstname: string;
    street: string[];
    postcode: string;
    region: { code: string; label: string } | null;
    country: { code: string; label: string };
    available_shipping_methods: { carrier_code: string; method_code: string; amount: Money }[];
    selected_shipping_method: { carrier_code: string; method_code: string; amount: Money } | null;
  }[];
  billing_address: { firstname: string; city: string } | null;
  available_payment_methods: { code: string; title: string }[];
  selected_payment_method: { code: string } | null;
}

const CART = `email prices { grand_total { value currency } applied_taxes { amount { value } } }
  shipping_addresses { firstname street postcode region { code label } country { code label }
    available_shipping_methods { carrier_code method_code amount { value currency } }
    selected_shipping_method { carrier_code method_code amount { value currency } } }
  billing_address { firstname city }
  available_payment_methods { code title }
  selected_payment_method { code }`;

const M = {
  email: `mutation($id: String!, $email: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: $email }) { cart { ${CART} } } }`,
  shipping: `mutation($id: String!, $a: [ShippingAddressInput!]!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: $a }) { cart { ${CART} } } }`,
  billing: `mutation($id: String!, $b: BillingAddressInput!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: $b }) { cart { ${CART} } } }`,
  method: `mutation($id: String!, $c: String!, $m: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: $c, method_code: $m }] }) { cart { ${CART} } } }`,
  payment: `mutation($id: String!, $code: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: $code } }) { cart { ${CART} } } }`,
  place: 'mutation($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number } } }',
};

const BERLIN = {
  firstname: 'Erika',
  lastname: 'Mustermann',
  street: ['Musterstraße 1', '', 'Hinterhaus'],
  city: 'Berlin',
  postcode: '10115',
  country_code: 'DE',
  telephone: '030 123456',
};
const ZURICH = { ...BERLIN, city: 'Zürich', postcode: '8001', country_code: 'CH', region: 'ZH' };

async function newCart(opts: Opts = {}): Promise<string> {
  const res = await gql<{ createEmptyCart: string }>(t.app, 'mutation { createEmptyCart }', {}, opts);
  return res.data.createEmptyCart;
}

async function add(id: string, sku: string, quantity: number, opts: Opts = {}) {
  const res = await gql(
    t.app,
    'mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { message } } }',
    { id, items: [{ sku, quantity }] },
    opts,
  );
  expect(res.errors).toBeUndefined();
}

async function step<K extends keyof typeof M>(name: K, vars: Record<string, unknown>, opts: Opts = {}) {
  return gql<Record<string, { cart: CheckoutCart } | null>>(t.app, M[name], vars, opts);
}

/** A guest cart ready to be ordered: line, email, address, method, billing, invoice. */
async function readyGuestCart(sku: string, quantity: number, opts: Opts = {}): Promise<string> {
  const id = await newCart(opts);
  await add(id, sku, quantity, opts);
  for (const [name, vars] of [
    ['email', { email: 'gast@example.com' }],
    ['shipping', { a: [{ address: opts.store?.startsWith('ch') ? ZURICH : BERLIN }] }],
    ['method', opts.store?.startsWith('ch') ? { c: 'post', m: 'priority' } : { c: 'dhl', m: 'standard' }],
    ['billing', { b: { same_as_shipping: true } }],
    ['payment', { code: 'invoice' }],
  ] as const) {
    const res = await step(name, { id, ...vars }, opts);
    expect(res.errors).toBeUndefined();
  }
  return id;
}

async function stockOf(sku: string): Promise<number> {
  const [row] = await db().select({ q: products.stockQty }).from(products).where(eq(products.sku, sku));
  return row?.q ?? -1;
}
const setStock = (sku: string, q: number) =>
  db().update(products).set({ stockQty: q, isInStock: true }).where(eq(products.sku, sku));

async function customerHeaders(email: string): Promise<Opts> {
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

function outboxMails(): string[] {
  const dir = path.join(t.config.dataDir, 'outbox');
  try {
    return readdirSync(dir).map((f) => readFileSync(path.join(dir, f), 'utf8'));
  } catch {
    return [];
  }
}

describe('guest checkout', () => {
  it('walks the steps and places an order with frozen prices, a mail and taken stock', async () => {
    await setStock('PRO-MAG-1M', 50);
    const id = await newCart();
    await add(id, 'PRO-MAG-1M', 2);

    const email = await step('email', { id, email: ' Gast@Example.com ' });
    expect(email.data.setGuestEmailOnCart?.cart.email).toBe('gast@example.com');

    const shipped = await step('shipping', { id, a: [{ address: BERLIN }] });
    expect(shipped.errors).toBeUndefined();
    const address = shipped.data.setShippingAddressesOnCart?.cart.shipping_addresses[0];
    expect(address?.street).toEqual(['Musterstraße 1', 'Hinterhaus']);
    expect(address?.country).toEqual({ code: 'DE', label: 'Deutschland' });
    expect(address?.available_shipping_methods.map((m) => `${m.carrier_code}/${m.method_code}`)).toEqual([
      'dhl/standard',
      'dhl/express',
    ]);
    expect(address?.selected_shipping_method).toBeNull();

    const method = await step('method', { id, c: 'dhl', m: 'standard' });
    const withShipping = method.data.setShippingMethodsOnCart?.cart;
    expect(withShipping?.shipping_addresses[0]?.selected_shipping_method?.amount).toEqual({
      value: 4.95,
      currency: 'EUR',
    });
    // 2 × 19.90 + 4.95 shipping
    expect(withShipping?.prices.grand_total.value).toBe(44.75);

    const billed = await step('billing', { id, b: { same_as_shipping: true } });
    expect(billed.data.setBillingAddressOnCart?.cart.billing_address).toEqual({
      firstname: 'Erika',
      city: 'Berlin',
    });
    // Saving billing keeps the shipping method the address offers (spec 4).
    expect(
      billed.data.setBillingAddressOnCart?.cart.shipping_addresses[0]?.selected_shipping_method,
    ).not.toBeNull();

    const paid = await step('payment', { id, code: 'invoice' });
    expect(paid.data.setPaymentMethodOnCart?.cart.available_payment_methods.map((p) => p.code)).toEqual([
      'invoice',
      'banktransfer',
    ]);
    expect(paid.data.setPaymentMethodOnCart?.cart.selected_payment_method).toEqual({ code: 'invoice' });

    const placed = await gql<{ placeOrder: { order: { order_number: string } } }>(t.app, M.place, { id });
    expect(placed.errors).toBeUndefined();
    const number = placed.data.placeOrder.order.order_number;
    expect(number).toMatch(/^1\d{9}$/);
    expect(await stockOf('PRO-MAG-1M')).toBe(48);

    const [order] = await db().select().from(orders).where(eq(orders.number, number));
    expect(order).toMatchObject({
      email: 'gast@example.com',
      status: 'pending',
      grandTotalCents: 4475,
      shippingCents: 495,
      subtotalCents: 3980,
      paymentMethod: 'invoice',
      customerId: null,
    });
    const mail = outboxMails().find((m) => m.includes(number));
    expect(mail).toBeDefined();
    expect(mail).toContain('Widerrufsbelehrung');
    expect(mail).toContain('Content-Type: text/html');

    // The same cart again: Magento's error, no second order.
    const again = await gql(t.app, M.place, { id });
    expect(again.errors?.[0]?.message).toBe("The cart isn't active.");
    expect(
      await db()
        .select()
        .from(orders)
        .where(eq(orders.cartId, order?.cartId ?? 0)),
    ).toHaveLength(1);
  });

  it('gives sequential order numbers per shop', async () => {
    const a = await readyGuestCart('PRO-MAG-1M', 1);
    const b = await readyGuestCart('PRO-MAG-1M', 1);
    const c = await readyGuestCart('PRO-MAG-1M', 1, { store: 'ch_en' });
    const number = async (id: string, opts: Opts = {}) =>
      (await gql<{ placeOrder: { order: { order_number: string } } }>(t.app, M.place, { id }, opts)).data
        .placeOrder.order.order_number;
    const first = Number(await number(a));
    expect(Number(await number(b))).toBe(first + 1);
    expect(await number(c, { store: 'ch_en' })).toMatch(/^2\d{9}$/);
  });

  it('ships free from the threshold, and in the Swiss shop in CHF with a canton', async () => {
    await setStock('PRO-MAG-1M', 50);
    const id = await newCart({ store: 'ch_en' });
    await add(id, 'PRO-MAG-1M', 4, { store: 'ch_en' });
    const noRegion = await step(
      'shipping',
      { id, a: [{ address: { ...ZURICH, region: null } }] },
      { store: 'ch_en' },
    );
    expect(noRegion.errors?.[0]?.message).toBe('"regionId" is required. Enter and try again.');
    const res = await step('shipping', { id, a: [{ address: ZURICH }] }, { store: 'ch_en' });
    const address = res.data.setShippingAddressesOnCart?.cart.shipping_addresses[0];
    expect(address?.region).toEqual({ code: 'ZH', label: 'Zürich' });
    // 4 × 21.90 CHF = 87.60 ≥ 79 CHF: free
    expect(address?.available_shipping_methods).toEqual([
      { carrier_code: 'post', method_code: 'priority', amount: { value: 0, currency: 'CHF' } },
    ]);
  });

  it('answers an address in a country without methods with no methods, and refuses bad addresses', async () => {
    const id = await newCart();
    await add(id, 'PRO-MAG-1M', 1);
    const italy = await step('shipping', {
      id,
      a: [{ address: { ...BERLIN, country_code: 'IT', postcode: '00118', city: 'Roma' } }],
    });
    expect(
      italy.data.setShippingAddressesOnCart?.cart.shipping_addresses[0]?.available_shipping_methods,
    ).toEqual([]);
    const method = await step('method', { id, c: 'dhl', m: 'standard' });
    expect(method.errors?.[0]?.message).toBe('Carrier with such method not found: dhl, standard');

    const cases: [Record<string, unknown>, string][] = [
      [{ postcode: '1011' }, 'Provided Zip/Postal Code seems to be invalid. Example: 12345.'],
      [{ country_code: 'US' }, 'Invalid value of "countryId" provided for the countryId field.'],
      [
        { country_code: 'ES', postcode: '28001' },
        'Invalid value of "countryId" provided for the countryId field.',
      ],
      [{ firstname: '  ' }, '"firstname" is required. Enter and try again.'],
      [{ street: ['', ''] }, '"street" is required. Enter and try again.'],
      [{ street: ['a', 'b', 'c', 'd', 'e'] }, '"Street Address" cannot contain more than 4 lines.'],
    ];
    for (const [change, message] of cases) {
      const res = await step('shipping', { id, a: [{ address: { ...BERLIN, ...change } }] });
      expect(res.errors?.[0]?.message).toBe(message);
    }
    const two = await step('shipping', { id, a: [{ address: BERLIN }, { address: BERLIN }] });
    expect(two.errors?.[0]?.message).toBe('You cannot specify multiple shipping addresses.');
    const badEmail = await step('email', { id, email: 'nope' });
    expect(badEmail.errors?.[0]?.message).toBe('Invalid email format');
    const badPayment = await step('payment', { id, code: 'cashondelivery' });
    expect(badPayment.errors?.[0]?.message).toBe('The requested Payment Method is not available.');
  });

  it('clears a shipping method the new country does not offer', async () => {
    const id = await newCart();
    await add(id, 'PRO-MAG-1M', 1);
    await step('shipping', { id, a: [{ address: BERLIN }] });
    await step('method', { id, c: 'dhl', m: 'express' });
    const at = await step('shipping', {
      id,
      a: [{ address: { ...BERLIN, country_code: 'AT', postcode: '1010', region: 'WI' } }],
    });
    expect(
      at.data.setShippingAddressesOnCart?.cart.shipping_addresses[0]?.selected_shipping_method,
    ).toBeNull();
  });

  it('refuses to place an order before every step is done', async () => {
    const id = await newCart();
    await add(id, 'PRO-MAG-1M', 1);
    const expectError = async (message: string) =>
      expect((await gql(t.app, M.place, { id })).errors?.[0]?.message).toBe(message);
    await expectError('Guest email for cart is missing.');
    await step('email', { id, email: 'a@example.com' });
    await expectError('Unable to place order: Please check the shipping address information.');
    await step('shipping', { id, a: [{ address: BERLIN }] });
    await expectError(
      'Unable to place order: The shipping method is missing. Select the shipping method and try again.',
    );
    await step('method', { id, c: 'dhl', m: 'standard' });
    await expectError('Unable to place order: Please check the billing address information.');
    await step('billing', { id, b: { address: { ...BERLIN, firstname: 'Max' } } });
    await expectError('Unable to place order: Enter a valid payment method and try again.');
  });

  it('refuses a foreign cart in every checkout mutation with Magento’s message', async () => {
    const guestCart = await readyGuestCart('PRO-MAG-1M', 1);
    const customer = await customerHeaders('fremd@example.com');
    const message = `The current user cannot perform operations on cart "${guestCart}"`;
    const vars = {
      email: { email: 'x@example.com' },
      shipping: { a: [{ address: BERLIN }] },
      billing: { b: { same_as_shipping: true } },
      method: { c: 'dhl', m: 'standard' },
      payment: { code: 'invoice' },
      place: {},
    } as const;
    for (const name of Object.keys(vars) as (keyof typeof vars)[]) {
      const res = await gql(t.app, M[name], { id: guestCart, ...vars[name] }, customer);
      expect(res.errors?.[0]?.message, name).toBe(message);
    }
    const customerCart = await newCart(customer);
    for (const name of Object.keys(vars) as (keyof typeof vars)[]) {
      const res = await gql(t.app, M[name], { id: customerCart, ...vars[name] });
      expect(res.errors?.[0]?.message, name).toBe(
        `The current user cannot perform operations on cart "${customerCart}"`,
      );
    }
  });
});

describe('customer checkout and order history', () => {
  it('places an order without a guest email and lists it in customer.orders', async () => {
    await setStock('PRO-MAG-1M', 50);
    const opts = await customerHeaders('kunde@example.com');
    const id = await newCart(opts);
    await add(id, 'PRO-MAG-1M', 1, opts);
    const guestOnly = await step('email', { id, email: 'kunde@example.com' }, opts);
    expect(guestOnly.errors?.[0]?.message).toBe('The request is not allowed for logged in customers');
    await step('shipping', { id, a: [{ address: BERLIN }] }, opts);
    await step('method', { id, c: 'dhl', m: 'standard' }, opts);
    await step('billing', { id, b: { same_as_shipping: true } }, opts);
    await step('payment', { id, code: 'banktransfer' }, opts);
    const placed = await gql<{ placeOrder: { order: { order_number: string } } }>(
      t.app,
      M.place,
      { id },
      opts,
    );
    expect(placed.errors).toBeUndefined();
    const number = placed.data.placeOrder.order.order_number;

    const history = await gql<{
      customer: {
        orders: {
          total_count: number;
          items: {
            number: string;
            status: string;
            items: { product_sku: string; quantity_ordered: number; is_savings_plan: boolean }[];
            total: { grand_total: Money; total_shipping: Money; taxes: { rate: number }[] };
            shipping_address: { city: string; country_code: string };
            payment_methods: { type: string; name: string }[];
            shipping_method: string;
          }[];
        };
      };
    }>(
      t.app,
      `{ customer { orders(pageSize: 5) { total_count items { number status
        items { product_sku quantity_ordered ... on OrderItem { is_savings_plan } }
        total { grand_total { value currency } total_shipping { value } taxes { rate } }
        shipping_address { city country_code } payment_methods { type name } shipping_method } } } }`,
      {},
      opts,
    );
    expect(history.errors).toBeUndefined();
    expect(history.data.customer.orders.total_count).toBe(1);
    expect(history.data.customer.orders.items[0]).toEqual({
      number,
      status: 'pending',
      items: [{ product_sku: 'PRO-MAG-1M', quantity_ordered: 1, is_savings_plan: false }],
      total: {
        grand_total: { value: 24.85, currency: 'EUR' },
        total_shipping: { value: 4.95 },
        taxes: [{ rate: 7 }],
      },
      shipping_address: { city: 'Berlin', country_code: 'DE' },
      payment_methods: [{ type: 'banktransfer', name: 'Vorkasse (Überweisung)' }],
      shipping_method: 'Standardversand',
    });
    const mail = outboxMails().find((m) => m.includes(number));
    expect(mail).toContain('DE89 3704 0044 0532 0130 00');

    const filtered = await gql<{ customer: { orders: { total_count: number } } }>(
      t.app,
      '{ customer { orders(filter: { number: { eq: "0" } }) { total_count } } }',
      {},
      opts,
    );
    expect(filtered.data.customer.orders.total_count).toBe(0);
    const anonymous = await gql(t.app, '{ customer { orders { total_count } } }');
    expect(anonymous.errors?.[0]?.message).toBe("The current customer isn't authorized.");
  });
});

describe('customer checkout with the address book', () => {
  it('ships to a saved address, refuses another customer’s, and saves a new one on request', async () => {
    await setStock('PRO-MAG-1M', 50);
    const opts = await customerHeaders('buch@example.com');
    const created = await gql<{ createCustomerAddress: { id: number } }>(
      t.app,
      `mutation { createCustomerAddress(input: { firstname: "Kim", lastname: "Lang", street: ["Am Markt 3"],
        city: "Hamburg", postcode: "20095", country_code: DE, telephone: "040 1" }) { id } }`,
      {},
      opts,
    );
    const savedId = created.data.createCustomerAddress.id;
    const other = await customerHeaders('andere@example.com');
    const otherCart = await newCart(other);
    await add(otherCart, 'PRO-MAG-1M', 1, other);
    const foreign = await step('shipping', { id: otherCart, a: [{ customer_address_id: savedId }] }, other);
    expect(foreign.errors?.[0]?.message).toBe(
      `Current customer does not have permission to address with ID "${savedId}"`,
    );

    const id = await newCart(opts);
    await add(id, 'PRO-MAG-1M', 1, opts);
    const shipped = await step('shipping', { id, a: [{ customer_address_id: savedId }] }, opts);
    expect(shipped.data.setShippingAddressesOnCart?.cart.shipping_addresses[0]?.postcode).toBe('20095');
    await step('method', { id, c: 'dhl', m: 'standard' }, opts);
    const billed = await step(
      'billing',
      { id, b: { address: { ...BERLIN, firstname: 'Rechnung', save_in_address_book: true } } },
      opts,
    );
    expect(billed.errors).toBeUndefined();
    await step('payment', { id, code: 'invoice' }, opts);
    expect((await gql(t.app, M.place, { id }, opts)).errors).toBeUndefined();
    const book = await gql<{ customer: { addresses: { firstname: string; city: string }[] } }>(
      t.app,
      '{ customer { addresses { firstname city } } }',
      {},
      opts,
    );
    expect(book.data.customer.addresses.map((a) => `${a.firstname} ${a.city}`).sort()).toEqual([
      'Kim Hamburg',
      'Rechnung Berlin',
    ]);
  });
});

describe('placeOrder under load and failure', () => {
  const ROUNDS = Number(process.env.CHECKOUT_RACE_ROUNDS ?? 20);

  /** 100 copies of a ready cart, written directly (the race is about placeOrder, not the steps). */
  async function copiesOf(id: string, count: number, round: number): Promise<string[]> {
    const prefix = `${id.slice(0, 20)}${String(round).padStart(4, '0')}`;
    const copies = Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(8, '0')}`);
    await db().execute(sql`with source as (select * from carts where masked_id = ${id}),
      copies as (insert into carts (masked_id, customer_id, email, shipping_method, shipping_country, payment_method)
        select m, s.customer_id, s.email, s.shipping_method, s.shipping_country, s.payment_method
        from source s, jsonb_array_elements_text(${JSON.stringify(copies)}::jsonb) as m returning id),
      items as (insert into cart_items (cart_id, product_id, parent_product_id, quantity)
        select c.id, i.product_id, i.parent_product_id, i.quantity
        from copies c, cart_items i, source s where i.cart_id = s.id returning id),
      options as (insert into cart_item_options (cart_item_id, code, value)
        select it.id, 'purchase_mode', 'oneTime' from items it)
      insert into cart_addresses (cart_id, kind, same_as_shipping, firstname, lastname, street, city, postcode,
        country_code)
      select c.id, a.kind, a.same_as_shipping, a.firstname, a.lastname, a.street, a.city, a.postcode, a.country_code
      from copies c, cart_addresses a, source s where a.cart_id = s.id`);
    return copies;
  }

  it(`100 concurrent orders for 5 units give exactly 5 orders and stock 0 (${ROUNDS} rounds)`, async () => {
    await setStock('PRO-MAG-1M', 100);
    const template = await readyGuestCart('PRO-MAG-1M', 1);
    for (let round = 0; round < ROUNDS; round++) {
      const ids = await copiesOf(template, 100, round);
      await setStock('PRO-MAG-1M', 5);
      const results = await Promise.all(ids.map((id) => gql(t.app, M.place, { id })));
      const ok = results.filter((r) => !r.errors);
      expect(ok).toHaveLength(5);
      for (const r of results.filter((r) => r.errors)) {
        expect(r.errors?.[0]?.message).toBe(
          'Unable to place order: Not all of your products are available in the requested quantity.',
        );
        // The storefront tells the shopper by this code, not by the English text.
        expect(r.errors?.[0]?.extensions?.code).toBe('NOT_ENOUGH_STOCK');
      }
      expect(await stockOf('PRO-MAG-1M')).toBe(0);
    }
  }, 600_000);

  it('double submit of one cart gives one order', async () => {
    await setStock('PRO-MAG-1M', 50);
    const id = await readyGuestCart('PRO-MAG-1M', 1);
    const results = await Promise.all([1, 2, 3].map(() => gql(t.app, M.place, { id })));
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    for (const r of results.filter((r) => r.errors))
      expect(r.errors?.[0]?.extensions).toEqual({
        category: 'graphql-no-such-entity',
        code: 'CART_INACTIVE',
      });
    expect(await stockOf('PRO-MAG-1M')).toBe(49);
  });

  it('a failure after the stock update leaves stock, cart and orders as they were', async () => {
    await setStock('PRO-MAG-1M', 7);
    const id = await readyGuestCart('PRO-MAG-1M', 2);
    const ctx: CommerceContext = {
      db: db(),
      storeCode: 'de',
      bearerToken: null,
      tokenSource: null,
      sessionCookies: { set: () => {}, clear: () => {} },
      captchaToken: null,
      services: {
        config: t.config,
        mailer: createMailer(t.config),
        captcha: { challenge: async () => ({}), verify: async () => true } as never,
        catalog: createCatalogCache(t.app.database),
        background: t.app.background,
        payments: { stripe: null, paypal: null },
      },
    };
    const ordersBefore = (await db().select().from(orders)).length;
    await expect(
      placeOrder(ctx, id, {
        afterStockUpdate: async (tx) => {
          // Inside the transaction the stock is taken …
          const [row] = await tx
            .select({ q: products.stockQty })
            .from(products)
            .where(eq(products.sku, 'PRO-MAG-1M'));
          expect(row?.q).toBe(5);
          throw new Error('injected failure');
        },
      }),
    ).rejects.toThrow('injected failure');
    // … and after the failure it is back, with the cart still active and no order written.
    expect(await stockOf('PRO-MAG-1M')).toBe(7);
    const [cart] = await db().select().from(carts).where(eq(carts.maskedId, id));
    expect(cart?.isActive).toBe(true);
    expect((await db().select().from(orders)).length).toBe(ordersBefore);
    // The cart can still be ordered.
    expect((await gql(t.app, M.place, { id })).errors).toBeUndefined();
    expect(await stockOf('PRO-MAG-1M')).toBe(5);
  });
});

describe('stock after an order', () => {
  const STOCK = `query($sku: String) { products(filter: { sku: { eq: $sku } }) { items { sku stock_status only_x_left_in_stock } } }`;
  /** What another shopper (no session, any store view) is shown for the product right now. */
  async function shownStock(sku: string, store = 'de') {
    const res = await gql<{
      products: { items: { sku: string; stock_status: string; only_x_left_in_stock: number | null }[] };
    }>(t.app, STOCK, { sku }, { store });
    expect(res.errors).toBeUndefined();
    return res.data.products.items[0];
  }

  it("another shopper sees the stock an order took at once: 'only x left', then out of stock at 0", async () => {
    await setStock('PRO-MAG-1M', 8);
    // Above the low-stock threshold (5): in stock, no count shown.
    expect(await shownStock('PRO-MAG-1M')).toEqual({
      sku: 'PRO-MAG-1M',
      stock_status: 'IN_STOCK',
      only_x_left_in_stock: null,
    });
    const first = await readyGuestCart('PRO-MAG-1M', 3);
    expect((await gql(t.app, M.place, { id: first })).errors).toBeUndefined();
    // The next request of anyone, in either shop, shows the 5 left.
    for (const store of ['de', 'en', 'ch_en'])
      expect(await shownStock('PRO-MAG-1M', store)).toEqual({
        sku: 'PRO-MAG-1M',
        stock_status: 'IN_STOCK',
        only_x_left_in_stock: 5,
      });
    const second = await readyGuestCart('PRO-MAG-1M', 5);
    expect((await gql(t.app, M.place, { id: second })).errors).toBeUndefined();
    expect(await stockOf('PRO-MAG-1M')).toBe(0);
    expect(await shownStock('PRO-MAG-1M', 'en')).toEqual({
      sku: 'PRO-MAG-1M',
      stock_status: 'OUT_OF_STOCK',
      only_x_left_in_stock: null,
    });
    // And nobody can put it into a cart any more.
    const id = await newCart();
    const added = await gql<{ addProductsToCart: { user_errors: { code: string; message: string }[] } }>(
      t.app,
      'mutation($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "PRO-MAG-1M", quantity: 1 }]) { user_errors { code message } } }',
      { id },
    );
    expect(added.data.addProductsToCart.user_errors.map((e) => e.code)).toEqual(['NOT_SALABLE']);
  });
});

describe('the order confirmation in English', () => {
  /** A prepaid order in the English store view: 2 × PRO-MAG-1M, a coupon, another billing address. */
  async function prepaidEnglishOrder(email: string): Promise<string> {
    await setStock('PRO-MAG-1M', 50);
    const opts = { store: 'en' };
    const id = await newCart(opts);
    await add(id, 'PRO-MAG-1M', 2, opts);
    const coupon = await gql(
      t.app,
      'mutation($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "WILLKOMMEN10" }) { cart { id } } }',
      { id },
      opts,
    );
    expect(coupon.errors).toBeUndefined();
    const hamburg = {
      ...BERLIN,
      firstname: 'Kim',
      lastname: 'Lang',
      company: 'Lang GmbH',
      street: ['Hafenweg 2'],
      city: 'Hamburg',
      postcode: '20457',
    };
    for (const [name, vars] of [
      ['email', { email }],
      ['shipping', { a: [{ address: BERLIN }] }],
      ['method', { c: 'dhl', m: 'standard' }],
      ['billing', { b: { address: hamburg } }],
      ['payment', { code: 'banktransfer' }],
    ] as const) {
      const res = await step(name, { id, ...vars }, opts);
      expect(res.errors).toBeUndefined();
    }
    const placed = await gql<{ placeOrder: { order: { order_number: string } } }>(
      t.app,
      M.place,
      { id },
      opts,
    );
    expect(placed.errors).toBeUndefined();
    return placed.data.placeOrder.order.order_number;
  }

  /** What a reader of the HTML part sees: its text without tags, comments and repeated spaces. */
  const htmlText = (html: string) =>
    html
      .replace(/<!--.*?-->/gs, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');

  it('names lines, totals, VAT, both addresses, the payment instructions, terms and the withdrawal form, as text and HTML', async () => {
    const email = 'kim.confirmation@example.com';
    const n = await prepaidEnglishOrder(email);
    const mails = mailsTo(t.config.dataDir, email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe(`Your order ${n}`);
    expect(mail?.parts).toEqual(['text/plain', 'text/html']);
    // 2 × 19,90 = 39,80; 10 % coupon 3,98; goods 35,82 < 49: standard shipping 4,95; total 40,77
    // with 7 % VAT in it (40,77 − 40,77 / 1,07 = 2,67).
    const facts = [
      'Hello Kim,',
      `thank you for your order. Your order number is ${n}.`,
      '2 × Pro Magnesium (1 month) (PRO-MAG-1M): €39.80',
      'Subtotal: €39.80',
      'Welcome discount 10%: −€3.98',
      'Shipping (Standard delivery): €4.95',
      'Grand total: €40.77',
      'incl. VAT (7 %): €2.67',
      `Please transfer €40.77 to VitalShop GmbH, IBAN DE89 3704 0044 0532 0130 00, BIC COBADEFFXXX (Commerzbank), reference ${n}. We ship as soon as the payment has arrived.`,
      'With a SEPA direct debit you can ask for a refund within 8 weeks of the debit.',
      'Our terms and conditions as valid at the time of the order apply.',
      'You have the right to withdraw from this contract within 14 days without giving any reason.',
      // The withdrawal goes to the shop's address as its imprint and withdrawal page state it.
      'you must inform us (VitalShop GmbH, Lindenallee 24, 79100 Freiburg im Breisgau, Germany, service@vitalshop.example)',
      '(Complete and return this form only if you wish to withdraw from the contract.)',
      'To VitalShop GmbH, Lindenallee 24, 79100 Freiburg im Breisgau, Germany, service@vitalshop.example:',
      'I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)',
      'Ordered on (*)/received on (*):',
      'Name of consumer(s):',
      'Address of consumer(s):',
      'Signature of consumer(s) (only if this form is notified on paper):',
      '(*) Delete as appropriate.',
    ];
    const text = mail?.body ?? '';
    const html = mail?.html ?? '';
    for (const fact of facts) {
      expect(text, fact).toContain(fact);
      expect(htmlText(html), fact).toContain(fact);
    }
    // The addresses, each under its heading, line by line, with the country named in English.
    const shipping =
      /Shipping address\s+Erika Mustermann\s+Musterstraße 1\s+Hinterhaus\s+10115 Berlin\s+Germany/i;
    const billing = /Billing address\s+Kim Lang\s+Lang GmbH\s+Hafenweg 2\s+20457 Hamburg\s+Germany/i;
    for (const part of [text, htmlText(html)]) {
      expect(part).toMatch(shipping);
      expect(part).toMatch(billing);
      expect(part).toMatch(/Payment: Prepayment \(bank transfer\)/i);
      // English only.
      expect(part).not.toMatch(/Bestellung|Widerruf|Rechnung|Versand|MwSt/);
    }
    // The HTML part is a document in English with its sections as headings.
    expect(html).toContain('<html dir="ltr" lang="en">');
    expect(html).toContain(`<h1>Your order ${n}</h1>`);
    for (const heading of [
      'Your order',
      'Shipping address',
      'Billing address',
      'Terms and conditions',
      'Right of withdrawal',
      'Model withdrawal form',
    ])
      expect(html).toMatch(new RegExp(`<h[23]>${heading}</h[23]>`));
  });
});

import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coupons, customers, products } from '../../server/db/schema.ts';
import { gql, useTestApp } from './helper.ts';

const t = useTestApp({ captcha: false });

interface Money {
  value: number;
  currency: string;
}
interface Item {
  __typename: string;
  uid: string;
  quantity: number;
  purchase_mode: string;
  delivery_interval: string | null;
  product: { sku: string };
  configured_variant?: { sku: string };
  configurable_options?: { value_label: string; configurable_product_option_value_uid: string }[];
  customizable_options?: { label: string; values: { label: string; value: string }[] }[];
  /** customizable_options of a ConfigurableCartItem (aliased: its list type differs from SimpleCartItem's). */
  variant_options?: { label: string; values: { label: string; value: string }[] }[];
  prices: {
    price: Money;
    row_total: Money;
    row_total_including_tax: Money;
    total_item_discount: Money;
    discounts: { label: string; amount: Money }[];
  };
}
interface Cart {
  id: string;
  email: string | null;
  is_virtual: boolean;
  total_quantity: number;
  items: Item[];
  applied_coupons: { code: string }[];
  prices: {
    grand_total: Money;
    subtotal_including_tax: Money;
    subtotal_excluding_tax: Money;
    discounts: { label: string; amount: Money }[];
    applied_taxes: { label: string; amount: Money }[];
  };
}
type Headers = { headers?: Record<string, string>; store?: string };

const CART_FIELDS = `id email is_virtual total_quantity
  items { __typename uid quantity purchase_mode delivery_interval product { sku }
    prices { price { value currency } row_total { value currency } row_total_including_tax { value currency }
      total_item_discount { value currency } discounts { label amount { value currency } } }
    ... on SimpleCartItem { customizable_options { label values { label value } } }
    ... on ConfigurableCartItem { configured_variant { sku } configurable_options { value_label configurable_product_option_value_uid }
      variant_options: customizable_options { label values { label value } } } }
  applied_coupons { code }
  prices { grand_total { value currency } subtotal_including_tax { value currency } subtotal_excluding_tax { value currency }
    discounts { label amount { value currency } } applied_taxes { label amount { value currency } } }`;

const ADD = `mutation($cartId: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $cartId, cartItems: $items) { cart { ${CART_FIELDS} } user_errors { code message } }
}`;
const UPDATE = `mutation($input: UpdateCartItemsInput) { updateCartItems(input: $input) { cart { ${CART_FIELDS} } } }`;
const READ = `query($id: String!) { cart(cart_id: $id) { ${CART_FIELDS} } }`;

const monthly = [{ uid: Buffer.from('purchase_mode/onGoing/monthly').toString('base64'), value: '1' }];

async function newCart(opts: Headers = {}): Promise<string> {
  const res = await gql<{ createEmptyCart: string }>(t.app, 'mutation { createEmptyCart }', {}, opts);
  expect(res.errors).toBeUndefined();
  return res.data.createEmptyCart;
}

async function add(cartId: string, items: Record<string, unknown>[], opts: Headers = {}) {
  return gql<{ addProductsToCart: { cart: Cart; user_errors: { code: string; message: string }[] } | null }>(
    t.app,
    ADD,
    { cartId, items },
    opts,
  );
}

async function read(id: string, opts: Headers = {}) {
  return gql<{ cart: Cart | null }>(t.app, READ, { id }, opts);
}

async function customerToken(email: string): Promise<Headers> {
  await gql(
    t.app,
    'mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
    { input: { email, password: 'geheim123', firstname: 'K', lastname: 'L' } },
  );
  const res = await gql<{ generateCustomerToken: { token: string } }>(
    t.app,
    'mutation($e: String!) { generateCustomerToken(email: $e, password: "geheim123") { token } }',
    { e: email },
  );
  return { headers: { authorization: `Bearer ${res.data.generateCustomerToken.token}` } };
}

describe('cart lines', () => {
  it('creates a guest cart with a 32-character masked id', async () => {
    const id = await newCart();
    expect(id).toMatch(/^[A-Za-z0-9]{32}$/);
    const res = await read(id);
    expect(res.data.cart).toMatchObject({
      id,
      total_quantity: 0,
      items: [],
      is_virtual: false,
      applied_coupons: [],
    });
  });

  it('adds a pack-size variant through the configurable product, a simple variant and a savings-plan line', async () => {
    const products = await gql<{
      products: { items: { configurable_options: { values: { uid: string; value_index: number }[] }[] }[] };
    }>(
      t.app,
      '{ products(filter: { sku: { eq: "PRO-MAG" } }) { items { ... on ConfigurableProduct { configurable_options { values { uid value_index } } } } } }',
    );
    const threeMonths = products.data.products.items[0]?.configurable_options[0]?.values.find(
      (v) => v.value_index === 3,
    );
    expect(threeMonths?.uid).toBe(Buffer.from('configurable/190/3').toString('base64'));

    const id = await newCart();
    const res = await add(id, [
      { sku: 'PRO-MAG', quantity: 1, selected_options: [threeMonths?.uid] },
      { sku: 'PRO-MAG-1M', quantity: 3 },
      { sku: 'PRO-MAG-1M', quantity: 2, entered_options: monthly },
    ]);
    expect(res.errors).toBeUndefined();
    const cart = res.data.addProductsToCart?.cart;
    expect(res.data.addProductsToCart?.user_errors).toEqual([]);
    expect(cart?.total_quantity).toBe(6);
    const [variant, volume, plan] = cart?.items ?? [];

    expect(variant).toMatchObject({
      __typename: 'ConfigurableCartItem',
      product: { sku: 'PRO-MAG' },
      configured_variant: { sku: 'PRO-MAG-3M' },
      purchase_mode: 'oneTime',
      delivery_interval: null,
      configurable_options: [
        { value_label: '3 Monate', configurable_product_option_value_uid: threeMonths?.uid },
      ],
      prices: { row_total_including_tax: { value: 47.9, currency: 'EUR' }, discounts: [] },
    });

    // 3 one-time packs reach the 5 % volume tier: 19.90 − 1.00 = 18.90 each.
    expect(volume?.prices).toMatchObject({
      row_total_including_tax: { value: 56.7 },
      row_total: { value: 52.99 },
      total_item_discount: { value: 3 },
      discounts: [{ label: 'Mengenrabatt 5\u00a0%', amount: { value: 3 } }],
    });
    expect(volume?.quantity).toBe(3);

    // A savings-plan line gets 10 % (never the volume discount): 19.90 − 1.99 = 17.91.
    expect(plan).toMatchObject({
      purchase_mode: 'onGoing',
      delivery_interval: 'monthly',
      quantity: 2,
      variant_options: [
        { label: 'Lieferung', values: [{ label: 'Monatliche Lieferung', value: 'monthly' }] },
      ],
      prices: {
        row_total_including_tax: { value: 35.82 },
        discounts: [{ label: 'Sparplan-Rabatt 10\u00a0%', amount: { value: 3.98 } }],
      },
    });

    // The totals list the lines' own discounts by rule as savings already in the subtotal.
    const savings = await gql<{
      cart: { prices: { subtotal_including_tax: Money; line_discounts: { label: string; amount: Money }[] } };
    }>(
      t.app,
      'query($id: String!) { cart(cart_id: $id) { prices { subtotal_including_tax { value currency } line_discounts { label amount { value currency } } } } }',
      { id },
    );
    expect(savings.data.cart.prices.line_discounts).toEqual([
      { label: 'Mengenrabatt', amount: { value: 3, currency: 'EUR' } },
      { label: 'Sparplan-Rabatt', amount: { value: 3.98, currency: 'EUR' } },
    ]);
    expect(savings.data.cart.prices.subtotal_including_tax.value).toBe(47.9 + 56.7 + 35.82);
    const english = await gql<{ cart: { prices: { line_discounts: { label: string }[] } } }>(
      t.app,
      'query($id: String!) { cart(cart_id: $id) { prices { line_discounts { label } } } }',
      { id },
      { store: 'en' },
    );
    expect(english.data.cart.prices.line_discounts.map((d) => d.label)).toEqual([
      'Volume discount',
      'Savings plan discount',
    ]);

    // The same line again adds up; subscription lines from 5 units get 15 %.
    const again = await add(id, [{ sku: 'PRO-MAG-1M', quantity: 3, entered_options: monthly }]);
    const merged = again.data.addProductsToCart?.cart.items[2];
    expect(merged?.quantity).toBe(5);
    expect(merged?.prices.discounts[0]?.label).toBe('Sparplan-Rabatt 15\u00a0%');
  });

  it('reports each user error code and still adds the good lines', async () => {
    const id = await newCart();
    const res = await add(id, [
      { sku: 'NOPE', quantity: 1 },
      { sku: 'EISEN-6M', quantity: 1 },
      { sku: 'KOLLAGEN-1M', quantity: 4 },
      { sku: 'PRO-MAG', quantity: 1 },
      { sku: 'ZINK-1M', quantity: 1 },
    ]);
    expect(res.errors).toBeUndefined();
    expect(res.data.addProductsToCart?.user_errors).toEqual([
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NOPE"' },
      { code: 'NOT_SALABLE', message: 'Product that you are trying to add is not available.' },
      { code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' },
      { code: 'UNDEFINED', message: 'You need to choose options for your item.' },
    ]);
    expect(res.data.addProductsToCart?.cart.items.map((i) => i.product.sku)).toEqual(['ZINK']);
  });

  it('changes quantities above 0 only and leaves the cart as it was on error', async () => {
    const id = await newCart();
    const added = await add(id, [
      { sku: 'PRO-MAG-1M', quantity: 1 },
      { sku: 'ZINK-1M', quantity: 1 },
    ]);
    const [first, second] = added.data.addProductsToCart?.cart.items ?? [];
    const zero = await gql(t.app, UPDATE, {
      input: {
        cart_id: id,
        cart_items: [
          { cart_item_uid: first?.uid, quantity: 2 },
          { cart_item_uid: second?.uid, quantity: 0 },
        ],
      },
    });
    expect(zero.errors?.[0]?.message).toBe('Please enter a number greater than 0 in this field.');
    expect((await read(id)).data.cart?.items.map((i) => i.quantity)).toEqual([1, 1]);

    const tooMany = await gql(t.app, UPDATE, {
      input: { cart_id: id, cart_items: [{ cart_item_uid: first?.uid, quantity: 9999 }] },
    });
    expect(tooMany.errors?.[0]?.message).toBe('The requested qty is not available');

    const ok = await gql<{ updateCartItems: { cart: Cart } }>(t.app, UPDATE, {
      input: { cart_id: id, cart_items: [{ cart_item_uid: first?.uid, quantity: 2 }] },
    });
    expect(ok.errors).toBeUndefined();
    expect(ok.data.updateCartItems.cart.items.map((i) => i.quantity)).toEqual([2, 1]);

    const removed = await gql<{ removeItemFromCart: { cart: Cart } }>(
      t.app,
      `mutation($input: RemoveItemFromCartInput) { removeItemFromCart(input: $input) { cart { ${CART_FIELDS} } } }`,
      { input: { cart_id: id, cart_item_uid: first?.uid } },
    );
    expect(removed.data.removeItemFromCart.cart.items.map((i) => i.product.sku)).toEqual(['ZINK']);
    const missing = await gql(
      t.app,
      'mutation($input: RemoveItemFromCartInput) { removeItemFromCart(input: $input) { cart { id } } }',
      { input: { cart_id: id, cart_item_uid: first?.uid } },
    );
    expect(missing.errors?.[0]?.message).toBe("The cart doesn't contain the item");
  });

  it("changes a line's purchase mode (extension), adding it up with the same line and checking stock", async () => {
    const id = await newCart();
    const added = await add(id, [
      { sku: 'PRO-MAG-1M', quantity: 1 },
      { sku: 'PRO-MAG-1M', quantity: 2, entered_options: monthly },
    ]);
    const [oneTime, plan] = added.data.addProductsToCart?.cart.items ?? [];
    const update = (items: Record<string, unknown>[]) =>
      gql<{ updateCartItems: { cart: Cart } }>(t.app, UPDATE, { input: { cart_id: id, cart_items: items } });

    // To quarterly: the same line, another interval.
    const quarterly = [
      { uid: Buffer.from('purchase_mode/onGoing/quarterly').toString('base64'), value: '1' },
    ];
    const switched = await update([{ cart_item_uid: plan?.uid, quantity: 2, entered_options: quarterly }]);
    expect(switched.errors).toBeUndefined();
    expect(
      switched.data.updateCartItems.cart.items.map((i) => [
        i.uid,
        i.purchase_mode,
        i.delivery_interval,
        i.quantity,
      ]),
    ).toEqual([
      [oneTime?.uid, 'oneTime', null, 1],
      [plan?.uid, 'onGoing', 'quarterly', 2],
    ]);

    // One-time ([]) makes it the same as the first line: they add up into it.
    const merged = await update([{ cart_item_uid: plan?.uid, quantity: 2, entered_options: [] }]);
    expect(merged.errors).toBeUndefined();
    expect(merged.data.updateCartItems.cart.items.map((i) => [i.uid, i.purchase_mode, i.quantity])).toEqual([
      [oneTime?.uid, 'oneTime', 3],
    ]);

    // KOLLAGEN-1M has 3 in stock: 2 a month fit, a quarterly delivery of 6 does not; nothing changes.
    const kollagen = (
      await add(id, [{ sku: 'KOLLAGEN-1M', quantity: 2, entered_options: monthly }])
    ).data.addProductsToCart?.cart.items.find((i) => i.product.sku === 'KOLLAGEN');
    const tooMuch = await update([{ cart_item_uid: kollagen?.uid, quantity: 2, entered_options: quarterly }]);
    expect(tooMuch.errors?.[0]?.message).toBe('The requested qty is not available');
    const bad = await update([
      { cart_item_uid: kollagen?.uid, quantity: 1, entered_options: [{ uid: 'bm9wZQ==', value: '1' }] },
    ]);
    expect(bad.errors?.[0]?.message).toBe('The option "bm9wZQ==" is not known.');
    expect(
      (await read(id)).data.cart?.items.map((i) => [
        i.product.sku,
        i.purchase_mode,
        i.delivery_interval,
        i.quantity,
      ]),
    ).toEqual([
      ['PRO-MAG', 'oneTime', null, 3],
      ['KOLLAGEN', 'onGoing', 'monthly', 2],
    ]);
  });
});

describe('coupons and totals', () => {
  const APPLY = `mutation($id: String!, $code: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: $code }) { cart { ${CART_FIELDS} } } }`;
  const REMOVE = `mutation($id: String!) { removeCouponFromCart(input: { cart_id: $id }) { cart { ${CART_FIELDS} } } }`;

  it('computes VAT included in the totals without a coupon', async () => {
    const id = await newCart();
    const cart = (await add(id, [{ sku: 'PRO-MAG-1M', quantity: 1 }])).data.addProductsToCart?.cart;
    expect(cart?.prices).toEqual({
      grand_total: { value: 19.9, currency: 'EUR' },
      subtotal_including_tax: { value: 19.9, currency: 'EUR' },
      subtotal_excluding_tax: { value: 18.6, currency: 'EUR' },
      discounts: [],
      applied_taxes: [{ label: 'MwSt. 7\u00a0%', amount: { value: 1.3, currency: 'EUR' } }],
    });
  });

  it('refuses unknown and expired codes, applies a valid one and removes it', async () => {
    const id = await newCart();
    await add(id, [{ sku: 'PRO-MAG-1M', quantity: 1 }]);
    for (const code of ['NOPE', 'SOMMER2024']) {
      const res = await gql(t.app, APPLY, { id, code });
      expect(res.errors?.[0]?.message).toBe("The coupon code isn't valid. Verify the code and try again.");
    }
    const applied = await gql<{ applyCouponToCart: { cart: Cart } }>(
      t.app,
      APPLY,
      { id, code: 'spar5' },
      { store: 'en' },
    );
    expect(applied.errors).toBeUndefined();
    const cart = applied.data.applyCouponToCart.cart;
    expect(cart.applied_coupons).toEqual([{ code: 'SPAR5' }]);
    // 19.90 − 5.00 = 14.90, of which 7 % VAT: 14.90 − 13.93 = 0.97.
    expect(cart.prices).toMatchObject({
      grand_total: { value: 14.9 },
      subtotal_including_tax: { value: 19.9 },
      discounts: [{ label: '5 off', amount: { value: 5, currency: 'EUR' } }],
      applied_taxes: [{ label: 'VAT 7%', amount: { value: 0.97 } }],
    });
    const second = await gql(t.app, APPLY, { id, code: 'WILLKOMMEN10' });
    expect(second.errors?.[0]?.message).toBe(
      'A coupon is already applied to the cart. Please remove it to apply another',
    );

    const removed = await gql<{ removeCouponFromCart: { cart: Cart } }>(t.app, REMOVE, { id });
    expect(removed.data.removeCouponFromCart.cart.applied_coupons).toEqual([]);
    expect(removed.data.removeCouponFromCart.cart.prices.grand_total.value).toBe(19.9);

    const percent = await gql<{ applyCouponToCart: { cart: Cart } }>(t.app, APPLY, {
      id,
      code: 'WILLKOMMEN10',
    });
    expect(percent.data.applyCouponToCart.cart.prices.grand_total.value).toBe(17.91);
  });

  it('stops counting a coupon that expired after it was applied', async () => {
    const id = await newCart();
    await add(id, [{ sku: 'PRO-MAG-1M', quantity: 1 }]);
    const applied = await gql<{ applyCouponToCart: { cart: Cart } }>(t.app, APPLY, {
      id,
      code: 'WILLKOMMEN10',
    });
    expect(applied.data.applyCouponToCart.cart.prices.grand_total.value).toBe(17.91);

    await t.app.database.db
      .update(coupons)
      .set({ validUntil: new Date(Date.now() - 60_000) })
      .where(eq(coupons.code, 'WILLKOMMEN10'));
    const cart = (await read(id)).data.cart;
    expect(cart?.applied_coupons).toEqual([]);
    expect(cart?.prices.discounts ?? []).toEqual([]);
    expect(cart?.prices.grand_total.value).toBe(19.9);
  });

  it('prices the Swiss shop in CHF with 2.6 % VAT', async () => {
    const id = await newCart({ store: 'ch_de' });
    const cart = (await add(id, [{ sku: 'PRO-MAG-1M', quantity: 1 }], { store: 'ch_de' })).data
      .addProductsToCart?.cart;
    expect(cart?.prices.grand_total).toEqual({ value: 21.9, currency: 'CHF' });
    expect(cart?.prices.applied_taxes).toEqual([
      { label: 'MwSt. 2,6\u00a0%', amount: { value: 0.55, currency: 'CHF' } },
    ]);
  });
});

describe('authorization', () => {
  it("follows Magento's rules for guests, owners, other customers and unknown ids", async () => {
    const anna = await customerToken('anna@example.com');
    const ben = await customerToken('ben@example.com');
    const own = await gql<{ customerCart: { id: string } }>(t.app, '{ customerCart { id } }', {}, anna);
    expect(own.errors).toBeUndefined();
    const annaCart = own.data.customerCart.id;
    expect(
      (await gql<{ customerCart: { id: string } }>(t.app, '{ customerCart { id } }', {}, anna)).data
        .customerCart.id,
    ).toBe(annaCart);
    expect((await read(annaCart, anna)).data.cart?.email).toBe('anna@example.com');

    const forbidden = `The current user cannot perform operations on cart "${annaCart}"`;
    const asGuest = await read(annaCart);
    expect(asGuest.errors?.[0]).toMatchObject({
      message: forbidden,
      extensions: { category: 'graphql-authorization' },
    });
    expect((await read(annaCart, ben)).errors?.[0]?.message).toBe(forbidden);
    expect((await add(annaCart, [{ sku: 'ZINK-1M', quantity: 1 }])).errors?.[0]?.message).toBe(forbidden);

    const guestCart = await newCart();
    expect((await read(guestCart, anna)).errors?.[0]?.message).toBe(
      `The current user cannot perform operations on cart "${guestCart}"`,
    );

    const unknown = 'a'.repeat(32);
    expect((await read(unknown)).errors?.[0]).toMatchObject({
      message: `Could not find a cart with ID "${unknown}"`,
      extensions: { category: 'graphql-no-such-entity' },
    });
    expect((await gql(t.app, '{ customerCart { id } }')).errors?.[0]?.message).toBe(
      "The current customer isn't authorized.",
    );
  });

  it('merges a guest cart into the customer cart, adding up quantities', async () => {
    const clara = await customerToken('clara@example.com');
    const customerCart = await newCart(clara);
    await add(customerCart, [{ sku: 'PRO-MAG-1M', quantity: 1 }], clara);
    const guestCart = await newCart();
    await add(guestCart, [
      { sku: 'PRO-MAG-1M', quantity: 2 },
      { sku: 'ZINK-1M', quantity: 1 },
    ]);

    const merged = await gql<{ mergeCarts: Cart }>(
      t.app,
      `mutation($s: String!, $d: String) { mergeCarts(source_cart_id: $s, destination_cart_id: $d) { ${CART_FIELDS} } }`,
      { s: guestCart, d: customerCart },
      clara,
    );
    expect(merged.errors).toBeUndefined();
    expect(merged.data.mergeCarts.id).toBe(customerCart);
    expect(merged.data.mergeCarts.items.map((i) => [i.product.sku, i.quantity])).toEqual([
      ['PRO-MAG', 3],
      ['ZINK', 1],
    ]);
    expect((await read(guestCart)).errors?.[0]?.message).toBe("The cart isn't active.");

    const guestOnly = await gql(t.app, `mutation($s: String!) { mergeCarts(source_cart_id: $s) { id } }`, {
      s: guestCart,
    });
    expect(guestOnly.errors?.[0]?.message).toBe("The current customer isn't authorized.");
  });

  it('merges only what the stock still covers, the customer cart first', async () => {
    const dora = await customerToken('dora@example.com');
    const customerCart = await newCart(dora);
    // KOLLAGEN-1M has 3 in stock.
    await add(customerCart, [{ sku: 'KOLLAGEN-1M', quantity: 2 }], dora);
    const guestCart = await newCart();
    await add(guestCart, [
      { sku: 'KOLLAGEN-1M', quantity: 3 },
      { sku: 'ZINK-1M', quantity: 1 },
    ]);
    const q10 = await newCart();
    await add(q10, [{ sku: 'Q10-1M', quantity: 1 }]);
    const merge = (s: string) =>
      gql<{ mergeCarts: Cart }>(
        t.app,
        `mutation($s: String!, $d: String) { mergeCarts(source_cart_id: $s, destination_cart_id: $d) { ${CART_FIELDS} } }`,
        { s, d: customerCart },
        dora,
      );
    const merged = await merge(guestCart);
    expect(merged.errors).toBeUndefined();
    expect(merged.data.mergeCarts.items.map((i) => [i.product.sku, i.quantity])).toEqual([
      ['KOLLAGEN', 3],
      ['ZINK', 1],
    ]);

    // A guest line whose product sold out in the meantime is left out.
    const q10Sku = eq(products.sku, 'Q10-1M');
    const [stock] = await t.app.database.db
      .select({ isInStock: products.isInStock, stockQty: products.stockQty })
      .from(products)
      .where(q10Sku);
    await t.app.database.db.update(products).set({ isInStock: false, stockQty: 0 }).where(q10Sku);
    try {
      const again = await merge(q10);
      expect(again.errors).toBeUndefined();
      expect(again.data.mergeCarts.items.map((i) => i.product.sku)).toEqual(['KOLLAGEN', 'ZINK']);
    } finally {
      if (stock) await t.app.database.db.update(products).set(stock).where(q10Sku);
    }
  });
});

describe('productDiscount', () => {
  const QUERY = `query($id: Int!, $email: String) { productDiscount(customerEmail: $email, productId: $id, storeCode: "de") {
    customerId customerEmail customerGroup productId storeCode
    discount { apply_discount_one_time apply_discount_subscription one_time_text subscription_text
      tiers { qty prices { regular_price final_price amount_off percent_off } } discounts { qty percent } } } }`;

  it('returns the volume tiers for the customer of the token, not of customerEmail', async () => {
    const found = await gql<{ products: { items: { id: number }[] } }>(
      t.app,
      '{ products(filter: { sku: { eq: "PRO-MAG-1M" } }) { items { id } } }',
    );
    const id = found.data.products.items[0]?.id;
    const guest = await gql<{ productDiscount: Record<string, unknown> }>(t.app, QUERY, {
      id,
      email: 'anna@example.com',
    });
    expect(guest.errors).toBeUndefined();
    expect(guest.data.productDiscount).toMatchObject({
      customerId: null,
      customerEmail: null,
      customerGroup: 0,
      productId: id,
      storeCode: 'de',
      discount: {
        apply_discount_one_time: true,
        apply_discount_subscription: false,
        tiers: [
          { qty: 3, prices: { regular_price: 19.9, final_price: 18.9, amount_off: 1, percent_off: 5 } },
          { qty: 6, prices: { regular_price: 19.9, final_price: 17.91, amount_off: 1.99, percent_off: 10 } },
        ],
        discounts: [
          { qty: 3, percent: 5 },
          { qty: 6, percent: 10 },
        ],
      },
    });
    const dora = await customerToken('dora@example.com');
    const own = await gql<{ productDiscount: { customerEmail: string; customerGroup: number } }>(
      t.app,
      QUERY,
      { id, email: 'x@example.com' },
      dora,
    );
    expect(own.data.productDiscount).toMatchObject({ customerEmail: 'dora@example.com', customerGroup: 1 });
  });
});

describe('convertCartToSavingsPlan', () => {
  const CONVERT = `mutation($input: ConvertCartToSavingsPlanInput!) { convertCartToSavingsPlan(input: $input) {
    cart { ${CART_FIELDS} } user_errors { cart_item_uid code message } } }`;
  type Converted = {
    convertCartToSavingsPlan: {
      cart: Cart;
      user_errors: { cart_item_uid: string; code: string; message: string }[];
    } | null;
  };
  const convert = (cart_id: string, delivery_interval: string, opts: Headers = {}) =>
    gql<Converted>(t.app, CONVERT, { input: { cart_id, delivery_interval } }, opts);
  const db = () => t.app.database.db;
  /** How a line is bought, as the cart page shows it. */
  const summary = (cart: Cart | null | undefined) =>
    cart?.items.map((i) => [
      i.configured_variant?.sku ?? i.product.sku,
      i.quantity,
      i.purchase_mode,
      i.delivery_interval,
    ]);
  const threeMonths = Buffer.from('configurable/190/3').toString('base64');

  it('makes every line of a guest cart a savings plan in one step, merging the same lines', async () => {
    const id = await newCart();
    await add(id, [
      { sku: 'PRO-MAG', quantity: 1, selected_options: [threeMonths] },
      { sku: 'PRO-MAG-1M', quantity: 2 },
      { sku: 'PRO-MAG-1M', quantity: 1, entered_options: monthly },
      { sku: 'ZINK-1M', quantity: 1 },
    ]);
    await gql(
      t.app,
      'mutation($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "SPAR5" }) { cart { id } } }',
      { id },
    );
    const before = (await read(id)).data.cart;
    const res = await convert(id, 'quarterly');
    expect(res.errors).toBeUndefined();
    const cart = res.data.convertCartToSavingsPlan?.cart;
    expect(res.data.convertCartToSavingsPlan?.user_errors).toEqual([]);
    // The one-time line of PRO-MAG-1M and its monthly plan line are one quarterly line now.
    expect(summary(cart)).toEqual([
      ['PRO-MAG-3M', 1, 'onGoing', 'quarterly'],
      ['PRO-MAG-1M', 3, 'onGoing', 'quarterly'],
      ['ZINK-1M', 1, 'onGoing', 'quarterly'],
    ]);
    // Lines keep their rows (uids): the first of merged lines survives.
    expect(cart?.items.map((i) => i.uid)).toEqual([
      before?.items[0]?.uid,
      before?.items[1]?.uid,
      before?.items[3]?.uid,
    ]);
    expect(cart?.total_quantity).toBe(5);
    expect(cart?.applied_coupons).toEqual([{ code: 'SPAR5' }]);
    expect(cart?.items[0]).toMatchObject({
      __typename: 'ConfigurableCartItem',
      variant_options: [
        { label: 'Lieferung', values: [{ label: 'Quartalsweise Lieferung', value: 'quarterly' }] },
      ],
    });
    // 3 a month, 9 per quarterly delivery: 15 % (19.90 − 2.98 = 16.92 each, the cap rounds down).
    expect(cart?.items[1]?.prices).toMatchObject({
      row_total_including_tax: { value: 152.28 },
      discounts: [{ label: 'Sparplan-Rabatt 15\u00a0%', amount: { value: 26.82 } }],
    });
    expect((await read(id)).data.cart).toEqual(cart);
  });

  it('reflects the interval in the line options and prices, and switches plan lines back', async () => {
    const id = await newCart();
    await add(id, [{ sku: 'ZINK-1M', quantity: 1 }], { store: 'en' });
    const quarterly = (await convert(id, 'quarterly', { store: 'en' })).data.convertCartToSavingsPlan?.cart;
    expect(quarterly?.items[0]).toMatchObject({
      quantity: 1,
      purchase_mode: 'onGoing',
      delivery_interval: 'quarterly',
      variant_options: [{ label: 'Delivery', values: [{ label: 'Quarterly delivery', value: 'quarterly' }] }],
    });
    const monthlyCart = (await convert(id, 'monthly', { store: 'en' })).data.convertCartToSavingsPlan?.cart;
    expect(monthlyCart?.items[0]).toMatchObject({
      quantity: 1,
      delivery_interval: 'monthly',
      variant_options: [{ label: 'Delivery', values: [{ label: 'Monthly delivery', value: 'monthly' }] }],
    });
    // A quarterly delivery ships three months' worth at the same 10 %: three times the monthly row.
    const monthlyRow = monthlyCart?.items[0]?.prices.row_total_including_tax.value ?? 0;
    expect(quarterly?.items[0]?.prices.row_total_including_tax.value).toBeCloseTo(3 * monthlyRow, 2);
    expect(monthlyCart?.items[0]?.prices.discounts[0]?.label).toBe('Savings plan discount 10%');
    // Converting again to the interval it already has changes nothing and reports nothing.
    const again = await convert(id, 'monthly', { store: 'en' });
    expect(again.data.convertCartToSavingsPlan).toEqual({ cart: monthlyCart, user_errors: [] });
  });

  it('keeps lines that cannot be a savings plan as they were and says which and why', async () => {
    const id = await newCart();
    // KOLLAGEN-1M has 3 in stock: 2 a month fit, a quarterly delivery of 6 does not.
    const added = await add(id, [
      { sku: 'KOLLAGEN-1M', quantity: 2 },
      { sku: 'Q10-1M', quantity: 1 },
      { sku: 'ZINK-1M', quantity: 1 },
    ]);
    const [kollagen, q10] = added.data.addProductsToCart?.cart.items ?? [];
    // Q10-1M sells out after it was put in the cart.
    const q10Sku = eq(products.sku, 'Q10-1M');
    const [stock] = await db()
      .select({ isInStock: products.isInStock, stockQty: products.stockQty })
      .from(products)
      .where(q10Sku);
    await db().update(products).set({ isInStock: false, stockQty: 0 }).where(q10Sku);
    try {
      const res = await convert(id, 'quarterly');
      expect(res.errors).toBeUndefined();
      expect(res.data.convertCartToSavingsPlan?.user_errors).toEqual([
        {
          cart_item_uid: kollagen?.uid,
          code: 'INSUFFICIENT_STOCK',
          message:
            'The requested qty of "Kollagen Pulver 1 Monat" is not available for a quarterly delivery.',
        },
        {
          cart_item_uid: q10?.uid,
          code: 'NOT_SALABLE',
          message: expect.stringMatching(/is not available as a savings plan\.$/),
        },
      ]);
      expect(summary(res.data.convertCartToSavingsPlan?.cart)).toEqual([
        ['KOLLAGEN-1M', 2, 'oneTime', null],
        ['Q10-1M', 1, 'oneTime', null],
        ['ZINK-1M', 1, 'onGoing', 'quarterly'],
      ]);
      // Monthly ships 2 a month, which the stock covers.
      const monthlyRes = await convert(id, 'monthly');
      expect(monthlyRes.data.convertCartToSavingsPlan?.user_errors.map((e) => e.code)).toEqual([
        'NOT_SALABLE',
      ]);
      expect(summary(monthlyRes.data.convertCartToSavingsPlan?.cart)).toEqual([
        ['KOLLAGEN-1M', 2, 'onGoing', 'monthly'],
        ['Q10-1M', 1, 'oneTime', null],
        ['ZINK-1M', 1, 'onGoing', 'monthly'],
      ]);
    } finally {
      if (stock) await db().update(products).set(stock).where(q10Sku);
    }
  });

  it('converts a customer cart with the customer token; others may not', async () => {
    const erik = await customerToken('erik@example.com');
    const own = await gql<{ customerCart: { id: string } }>(t.app, '{ customerCart { id } }', {}, erik);
    const id = own.data.customerCart.id;
    await add(id, [{ sku: 'PRO-MAG-1M', quantity: 1 }], erik);
    const before = (await read(id, erik)).data.cart;

    const forbidden = `The current user cannot perform operations on cart "${id}"`;
    expect((await convert(id, 'monthly')).errors?.[0]).toMatchObject({
      message: forbidden,
      extensions: { category: 'graphql-authorization' },
    });
    const fiona = await customerToken('fiona@example.com');
    expect((await convert(id, 'monthly', fiona)).errors?.[0]?.message).toBe(forbidden);
    expect((await read(id, erik)).data.cart).toEqual(before);

    const res = await convert(id, 'monthly', erik);
    expect(res.errors).toBeUndefined();
    expect(summary(res.data.convertCartToSavingsPlan?.cart)).toEqual([
      ['PRO-MAG-1M', 1, 'onGoing', 'monthly'],
    ]);
    // A guest cart is not the customer's either.
    const guestCart = await newCart();
    await add(guestCart, [{ sku: 'ZINK-1M', quantity: 1 }]);
    expect((await convert(guestCart, 'monthly', erik)).errors?.[0]?.message).toBe(
      `The current user cannot perform operations on cart "${guestCart}"`,
    );
  });

  it('refuses bad input with a clear message and leaves the cart exactly as it was', async () => {
    const id = await newCart();
    await add(id, [
      { sku: 'PRO-MAG-1M', quantity: 2 },
      { sku: 'ZINK-1M', quantity: 1, entered_options: monthly },
    ]);
    const before = (await read(id)).data.cart;

    expect((await convert(id, 'weekly')).errors?.[0]).toMatchObject({
      message: 'The delivery interval "weekly" isn\'t valid. Use "monthly" or "quarterly".',
      extensions: { category: 'graphql-input' },
    });
    const unknown = 'b'.repeat(32);
    expect((await convert(unknown, 'monthly')).errors?.[0]).toMatchObject({
      message: `Could not find a cart with ID "${unknown}"`,
      extensions: { category: 'graphql-no-such-entity' },
    });
    expect((await read(id)).data.cart).toEqual(before);

    const empty = await newCart();
    expect((await convert(empty, 'monthly')).errors?.[0]?.message).toBe('Cart does not contain products.');

    // Customer group 4 buys no savings plans.
    const gerd = await customerToken('gerd@example.com');
    await db().update(customers).set({ groupId: 4 }).where(eq(customers.email, 'gerd@example.com'));
    const gerdCart = (await gql<{ customerCart: { id: string } }>(t.app, '{ customerCart { id } }', {}, gerd))
      .data.customerCart.id;
    await add(gerdCart, [{ sku: 'ZINK-1M', quantity: 1 }], gerd);
    const gerdBefore = (await read(gerdCart, gerd)).data.cart;
    expect((await convert(gerdCart, 'monthly', gerd)).errors?.[0]?.message).toBe(
      'Savings plans are not available for this customer.',
    );
    expect((await read(gerdCart, gerd)).data.cart).toEqual(gerdBefore);
  });

  it('undoes the whole conversion when it fails half-way', async () => {
    const id = await newCart();
    const added = await add(id, [
      { sku: 'PRO-MAG-1M', quantity: 1 },
      { sku: 'PRO-MAG-1M', quantity: 2, entered_options: monthly },
      { sku: 'ZINK-1M', quantity: 1 },
    ]);
    const before = (await read(id)).data.cart;
    const last = added.data.addProductsToCart?.cart.items[2]?.uid ?? '';
    const lastId = Number(Buffer.from(last, 'base64').toString('utf8'));
    // The database refuses the options of the last line, after the first two lines were
    // merged into one quarterly line.
    await db().execute(
      sql.raw(`create function refuse_conversion() returns trigger language plpgsql as $$
        begin raise exception 'forced failure'; end $$`),
    );
    await db().execute(
      sql.raw(`create trigger refuse_conversion before insert on cart_item_options for each row
        when (new.cart_item_id = ${lastId}) execute function refuse_conversion()`),
    );
    try {
      const res = await convert(id, 'quarterly');
      expect(res.errors?.[0]?.message).toBe('An error occurred');
      expect(res.data.convertCartToSavingsPlan).toBeNull();
    } finally {
      await db().execute(sql.raw('drop trigger refuse_conversion on cart_item_options'));
      await db().execute(sql.raw('drop function refuse_conversion()'));
    }
    expect((await read(id)).data.cart).toEqual(before);
    expect(summary(before)).toEqual([
      ['PRO-MAG-1M', 1, 'oneTime', null],
      ['PRO-MAG-1M', 2, 'onGoing', 'monthly'],
      ['ZINK-1M', 1, 'oneTime', null],
    ]);
    // Without the failure the same conversion goes through.
    expect(summary((await convert(id, 'quarterly')).data.convertCartToSavingsPlan?.cart)).toEqual([
      ['PRO-MAG-1M', 3, 'onGoing', 'quarterly'],
      ['ZINK-1M', 1, 'onGoing', 'quarterly'],
    ]);
  });
});

// Finding 11 of the security review: a cart created in one store view could be used in another
// (an EUR cart read in the Swiss shop, in CHF). A cart now works only in the store views of the
// website it was created in (Magento moves it between the languages of a website); in the other
// website it is refused with Magento's 'Wrong store code specified for cart'.
import { describe, expect, it } from 'vitest';
import { gql, useTestApp } from './helper.ts';

const t = useTestApp({ captcha: false });

type Opts = { store?: string; headers?: Record<string, string> };

const CART = 'query($id: String!) { cart(cart_id: $id) { id prices { grand_total { currency } } } }';
const ADD = `mutation($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "PRO-MAG-1M", quantity: 1 }]) {
  cart { id total_quantity } user_errors { message } } }`;

async function newCart(opts: Opts): Promise<string> {
  const res = await gql<{ createEmptyCart: string }>(t.app, 'mutation { createEmptyCart }', {}, opts);
  expect(res.errors).toBeUndefined();
  return res.data.createEmptyCart;
}

const wrongStore = (id: string) => ({
  message: `Wrong store code specified for cart "${id}"`,
  extensions: expect.objectContaining({ category: 'graphql-no-such-entity' }),
});

describe('a cart and the store view it is used in', () => {
  it('refuses an EU cart in the Swiss shop, for reading and for changes', async () => {
    const id = await newCart({ store: 'de' });
    expect((await gql(t.app, ADD, { id }, { store: 'de' })).errors).toBeUndefined();

    const read = await gql(t.app, CART, { id }, { store: 'ch_de' });
    expect(read.data).toEqual({ cart: null });
    expect(read.errors).toEqual([expect.objectContaining(wrongStore(id))]);

    const change = await gql(t.app, ADD, { id }, { store: 'ch_en' });
    expect(change.errors).toEqual([expect.objectContaining(wrongStore(id))]);

    // Untouched in its own shop.
    const own = await gql<{ cart: { prices: { grand_total: { currency: string } } } }>(
      t.app,
      CART,
      { id },
      { store: 'de' },
    );
    expect(own.errors).toBeUndefined();
    expect(own.data.cart.prices.grand_total.currency).toBe('EUR');
  });

  it('refuses a Swiss cart in the EU shop', async () => {
    const id = await newCart({ store: 'ch_de' });
    const read = await gql(t.app, CART, { id }, { store: 'en' });
    expect(read.errors).toEqual([expect.objectContaining(wrongStore(id))]);
  });

  it('keeps a cart when only the language changes', async () => {
    const id = await newCart({ store: 'ch_de' });
    expect((await gql(t.app, ADD, { id }, { store: 'ch_de' })).errors).toBeUndefined();
    const read = await gql<{ cart: { prices: { grand_total: { currency: string } } } }>(
      t.app,
      CART,
      { id },
      { store: 'ch_en' },
    );
    expect(read.errors).toBeUndefined();
    expect(read.data.cart.prices.grand_total.currency).toBe('CHF');
  });

  it('gives a customer one cart per shop', async () => {
    await gql(
      t.app,
      'mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
      {
        input: {
          email: 'store-cart@example.com',
          password: 'geheim123',
          firstname: 'Erika',
          lastname: 'Muster',
        },
      },
    );
    const token = await gql<{ generateCustomerToken: { token: string } }>(
      t.app,
      'mutation { generateCustomerToken(email: "store-cart@example.com", password: "geheim123") { token } }',
    );
    const auth = { authorization: `Bearer ${token.data.generateCustomerToken.token}` };
    const customerCart = async (store: string) =>
      (
        await gql<{ customerCart: { id: string; prices: { grand_total: { currency: string } } } }>(
          t.app,
          '{ customerCart { id prices { grand_total { currency } } } }',
          {},
          { store, headers: auth },
        )
      ).data.customerCart;
    const eu = await customerCart('de');
    const ch = await customerCart('ch_de');
    expect(eu.prices.grand_total.currency).toBe('EUR');
    expect(ch.prices.grand_total.currency).toBe('CHF');
    expect(ch.id).not.toBe(eu.id);
    expect((await customerCart('en')).id).toBe(eu.id);
    // The EU cart's id in the Swiss shop is refused like a guest's.
    const read = await gql(t.app, CART, { id: eu.id }, { store: 'ch_en', headers: auth });
    expect(read.errors).toEqual([expect.objectContaining(wrongStore(eu.id))]);
  });
});

import { describe, expect, it } from 'vitest';
import { gql, useTestApp } from './helper.ts';

const t = useTestApp({ captcha: false });

type Auth = { headers: Record<string, string> };
const WISHLIST = `{ customer { wishlist { id items_count items_v2 { items { __typename id quantity added_at product { sku name } } page_info { total_pages } } } } }`;
const ADD = `mutation($id: ID!, $items: [WishlistItemInput!]!) { addProductsToWishlist(wishlistId: $id, wishlistItems: $items) {
  wishlist { id items_count } user_errors { code message } } }`;
const REMOVE = `mutation($id: ID!, $ids: [ID!]!) { removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: $ids) {
  wishlist { items_count } user_errors { code message } } }`;

async function signUp(email: string): Promise<Auth> {
  await gql(
    t.app,
    'mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
    {
      input: { email, password: 'geheim123', firstname: 'Erika', lastname: 'Muster' },
    },
  );
  const res = await gql<{ generateCustomerToken: { token: string } }>(
    t.app,
    'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
    { e: email, p: 'geheim123' },
  );
  return { headers: { authorization: `Bearer ${res.data.generateCustomerToken.token}` } };
}

type WishlistData = {
  customer: {
    wishlist: {
      id: string;
      items_count: number;
      items_v2: { items: { __typename: string; id: string; quantity: number; product: { sku: string } }[] };
    };
  };
};

async function wishlistOf(auth: Auth) {
  const res = await gql<WishlistData>(t.app, WISHLIST, {}, { ...auth, store: 'de' });
  expect(res.errors).toBeUndefined();
  return res.data.customer.wishlist;
}

describe('wishlist', () => {
  it('adds products by SKU, lists them with their product, and removes them', async () => {
    const a = await signUp('wunsch@example.com');
    const empty = await wishlistOf(a);
    expect(empty.items_count).toBe(0);
    const added = await gql<{
      addProductsToWishlist: { wishlist: { items_count: number }; user_errors: unknown[] };
    }>(
      t.app,
      ADD,
      {
        id: empty.id,
        items: [
          { sku: 'PRO-MAG-1M', quantity: 1 },
          { sku: 'GIBT-ES-NICHT', quantity: 1 },
        ],
      },
      a,
    );
    expect(added.data.addProductsToWishlist).toEqual({
      wishlist: { id: empty.id, items_count: 1 },
      user_errors: [
        { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "GIBT-ES-NICHT"' },
      ],
    });
    // Adding the same product again adds the quantity.
    await gql(t.app, ADD, { id: empty.id, items: [{ sku: 'PRO-MAG-1M', quantity: 2 }] }, a);
    const list = await wishlistOf(a);
    expect(list.items_v2.items).toEqual([
      expect.objectContaining({
        __typename: 'SimpleWishlistItem',
        quantity: 3,
        product: expect.objectContaining({ sku: 'PRO-MAG-1M' }),
      }),
    ]);
    const itemId = list.items_v2.items[0]?.id ?? '';
    const removed = await gql(t.app, REMOVE, { id: empty.id, ids: [itemId] }, a);
    expect(removed.data).toEqual({
      removeProductsFromWishlist: { wishlist: { items_count: 0 }, user_errors: [] },
    });
  });

  it('refuses a quantity that is not a whole number from 1', async () => {
    const a = await signUp('menge@example.com');
    const { id } = await wishlistOf(a);
    const res = await gql<{ addProductsToWishlist: { user_errors: { code: string }[] } }>(
      t.app,
      ADD,
      {
        id,
        items: [
          { sku: 'PRO-MAG-1M', quantity: 0 },
          { sku: 'PRO-MAG-1M', quantity: 1.5 },
        ],
      },
      a,
    );
    expect(res.data.addProductsToWishlist.user_errors.map((e) => e.code)).toEqual(['UNDEFINED', 'UNDEFINED']);
    expect((await wishlistOf(a)).items_count).toBe(0);
  });

  it("gives customer B nothing of customer A's wishlist", async () => {
    const a = await signUp('wunsch-a@example.com');
    const b = await signUp('wunsch-b@example.com');
    const listA = await wishlistOf(a);
    await gql(t.app, ADD, { id: listA.id, items: [{ sku: 'PRO-MAG-1M', quantity: 1 }] }, a);
    const itemId = (await wishlistOf(a)).items_v2.items[0]?.id ?? '';

    expect((await wishlistOf(b)).items_count).toBe(0);
    // Nor through the list of wishlists: B sees only B's own, empty one.
    const listsB = await gql<{ customer: { wishlists: { id: string; items_count: number }[] } }>(
      t.app,
      '{ customer { wishlists { id items_count } } }',
      {},
      { ...b, store: 'de' },
    );
    expect(listsB.data.customer.wishlists).toEqual([{ id: (await wishlistOf(b)).id, items_count: 0 }]);
    expect(listsB.data.customer.wishlists.map((list) => list.id)).not.toContain(listA.id);
    const addToA = await gql(t.app, ADD, { id: listA.id, items: [{ sku: 'PRO-MAG-1M', quantity: 1 }] }, b);
    expect(addToA.errors?.[0]).toMatchObject({
      message: 'The wishlist was not found.',
      extensions: { category: 'graphql-no-such-entity' },
    });
    const removeFromA = await gql(t.app, REMOVE, { id: listA.id, ids: [itemId] }, b);
    expect(removeFromA.errors?.[0]?.message).toBe('The wishlist was not found.');
    // B's own wishlist id with A's item id removes nothing.
    const listB = await wishlistOf(b);
    const sneaky = await gql<{ removeProductsFromWishlist: { user_errors: { message: string }[] } }>(
      t.app,
      REMOVE,
      { id: listB.id, ids: [itemId] },
      b,
    );
    expect(sneaky.data.removeProductsFromWishlist.user_errors[0]?.message).toBe(
      `The wishlist item with ID "${itemId}" does not belong to the wishlist`,
    );
    expect((await wishlistOf(a)).items_count).toBe(1);
  });

  it('refuses guests', async () => {
    const res = await gql(t.app, ADD, { id: '1', items: [{ sku: 'PRO-MAG-1M', quantity: 1 }] });
    expect(res.errors?.[0]).toMatchObject({
      message: 'The current user cannot perform operations on wishlist',
      extensions: { category: 'graphql-authorization' },
    });
  });
});

describe('my reviews', () => {
  const REVIEW = `mutation($input: CreateProductReviewInput!) { createProductReview(input: $input) { review { summary } } }`;
  const MINE =
    '{ customer { reviews { items { summary text status product { sku } ratings_breakdown { value } } page_info { total_pages } } } }';

  it("lists the customer's own reviews with their moderation status, and no one else's", async () => {
    const a = await signUp('rezension-a@example.com');
    const b = await signUp('rezension-b@example.com');
    const meta = await gql<{
      productReviewRatingsMetadata: {
        items: { id: string; values: { value_id: string; value: string }[] }[];
      };
    }>(t.app, '{ productReviewRatingsMetadata { items { id values { value_id value } } } }');
    const rating = meta.data.productReviewRatingsMetadata.items[0];
    const four = rating?.values.find((v) => v.value === '4')?.value_id ?? '';
    const written = await gql(
      t.app,
      REVIEW,
      {
        input: {
          sku: 'PRO-MAG-1M',
          nickname: 'Erika',
          summary: 'Gut',
          text: 'Hilft mir.',
          ratings: [{ id: rating?.id, value_id: four }],
        },
      },
      { ...a, store: 'de' },
    );
    expect(written.errors).toBeUndefined();
    const mine = await gql<{ customer: { reviews: { items: unknown[] } } }>(
      t.app,
      MINE,
      {},
      { ...a, store: 'de' },
    );
    expect(mine.data.customer.reviews.items).toEqual([
      {
        summary: 'Gut',
        text: 'Hilft mir.',
        status: 'pending',
        product: expect.objectContaining({}),
        ratings_breakdown: [{ value: '4' }],
      },
    ]);
    const theirs = await gql<{ customer: { reviews: { items: unknown[] } } }>(
      t.app,
      MINE,
      {},
      { ...b, store: 'de' },
    );
    expect(theirs.data.customer.reviews.items).toEqual([]);
  });
});

describe('wishlist authorization', () => {
  it('refuses removing for a guest and a revoked token, and keeps the item', async () => {
    const a = await signUp('wunsch-entfernen@example.com');
    const list = await wishlistOf(a);
    await gql(t.app, ADD, { id: list.id, items: [{ sku: 'PRO-MAG-1M', quantity: 1 }] }, a);
    const itemId = (await wishlistOf(a)).items_v2.items[0]?.id ?? '';
    expect(itemId).not.toBe('');

    const guest = await gql(t.app, REMOVE, { id: list.id, ids: [itemId] });
    expect(guest.errors?.[0]).toMatchObject({
      message: 'The current user cannot perform operations on wishlist',
      extensions: { category: 'graphql-authorization' },
    });
    // A second session of the same account (the address is taken, so signUp only signs in), then revoked.
    const old = await signUp('wunsch-entfernen@example.com');
    await gql(t.app, 'mutation { revokeCustomerToken { result } }', {}, old);
    for (const query of [REMOVE, ADD]) {
      const variables =
        query === REMOVE
          ? { id: list.id, ids: [itemId] }
          : { id: list.id, items: [{ sku: 'ZINK-1M', quantity: 1 }] };
      const revoked = await gql(t.app, query, variables, old);
      expect(revoked.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
    }
    const after = await wishlistOf(a);
    expect(after.items_v2.items.map((item) => item.product.sku)).toEqual(['PRO-MAG-1M']);
  });
});

// The purchase modal's total is the cart's: for every product of the seeded shop, one-time and
// both savings-plan intervals, quantities 1 to 10, the total the modal shows equals the row total
// of the line the server puts in the cart for the line the modal sends. The modal runs as the app
// runs it: the real machine through its adapter (src/lib/actors/purchase-modal.ts), loading the
// product with the SPA's own query over the SPA's own Apollo client whose only fake is the network
// (fetch answers from the test server by app.inject), and sending the cart what the adapter makes of the choice.
import type { ApolloClient } from '@apollo/client';
import { print } from 'graphql';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { AddCartItem, CartEvent } from '../../machines/cart.machine.ts';
import { type AnyActorRef, createActor, type EventObject, fromCallback, waitFor } from 'xstate';
import { PurchaseProductDocument, type PurchaseProductQuery } from '../../graphql/generated/operations.ts';
import type { DeliveryInterval } from '../../domain/savings-plans.ts';
import { modalLinePrice, type PurchaseModalProduct } from '../../machines/purchase-modal.machine.ts';
import { products } from '../../server/db/schema.ts';
import { purchaseModalFlow } from '../../src/lib/actors/purchase-modal.ts';
import { apolloClientFor } from '../../src/lib/apollo.ts';
import { loadPurchaseProduct, toPurchaseProduct } from '../../src/views/purchase/purchase-product.ts';
import { gql, useTestApp } from './helper.ts';

const t = useTestApp({ captcha: false });

afterAll(() => {
  vi.unstubAllGlobals();
});

const CHOICES: { label: string; mode: 'oneTime' | 'onGoing'; interval: DeliveryInterval | null }[] = [
  { label: 'one-time', mode: 'oneTime', interval: null },
  { label: 'monthly', mode: 'onGoing', interval: 'monthly' },
  { label: 'quarterly', mode: 'onGoing', interval: 'quarterly' },
];
const QUANTITIES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

interface Purchasable {
  product: PurchaseModalProduct;
  /** The pack-size variant's value uid, for a configurable product. */
  variantUid: string | null;
  /** The SKU of the line in the cart. */
  sku: string;
}

interface ModalLine {
  sku: string;
  total: number;
  item: AddCartItem;
}

/**
 * The network under the SPA's own Apollo client (src/lib/apollo.ts): its requests to /graphql go
 * to the test server by app.inject instead of over a socket. Nothing else is replaced.
 */
function serveFetchFromTestApp() {
  vi.stubGlobal('fetch', async (_url: RequestInfo | URL, init: RequestInit = {}) => {
    const res = await t.app.inject({
      method: (init.method ?? 'GET') as 'POST',
      url: '/graphql',
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    return new Response(res.body, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  });
}

/** A stand-in for the app's cart: records what it is sent (the line goes to the server below). */
function recordingCart() {
  const received: CartEvent[] = [];
  const actor = createActor(
    fromCallback<EventObject>(({ receive }) => {
      receive((event) => received.push(event as CartEvent));
    }),
  ).start();
  return { actor: actor as AnyActorRef, received };
}

/** The modal, opened on the product, with the choice made by events, as a shopper makes it. */
async function modalLine(
  client: ApolloClient,
  purchasable: Purchasable,
  choice: (typeof CHOICES)[number],
  quantity: number,
): Promise<ModalLine | null> {
  const cart = recordingCart();
  const machine = purchaseModalFlow({
    loadProduct: (sku) => loadPurchaseProduct(client, sku),
    getCart: () => cart.actor,
    openCartSidebar: () => {},
  });
  const actor = createActor(machine, { input: { customerGroup: null, loggedIn: false } }).start();
  actor.send({ type: 'purchaseModal.open', sku: purchasable.product.sku });
  const opened = await waitFor(actor, (s) => s.matches({ open: 'loaded' }) || s.matches({ open: 'error' }));
  if (opened.matches({ open: 'error' })) throw new Error(`${purchasable.sku}: ${opened.context.error}`);
  if (purchasable.variantUid)
    actor.send({ type: 'purchaseModal.selectVariant', valueUid: purchasable.variantUid });
  actor.send({ type: 'purchaseModal.setPurchaseMode', purchaseMode: choice.mode });
  if (choice.interval) actor.send({ type: 'purchaseModal.setInterval', interval: choice.interval });
  actor.send({ type: 'purchaseModal.setQuantity', quantity });
  const snapshot = actor.getSnapshot();
  const price = modalLinePrice(snapshot.context);
  const offered = snapshot.context.purchaseMode === choice.mode; // else: no plan for this product
  if (offered && price) actor.send({ type: 'purchaseModal.submit' });
  actor.stop();
  cart.actor.stop();
  const sent = cart.received.find((event) => event.type === 'cart.addItem');
  if (!offered || !price || !sent || sent.type !== 'cart.addItem') return null;
  const { type: _type, ...item } = sent;
  return { sku: purchasable.sku, total: price.rowTotal, item };
}

interface CartLineView {
  quantity: number;
  purchase_mode: string;
  delivery_interval: string | null;
  product: { sku: string };
  configured_variant?: { sku: string };
  prices: { row_total_including_tax: { value: number } };
}

const ADD = `mutation($cartId: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $cartId, cartItems: $items) {
    cart { items { quantity purchase_mode delivery_interval product { sku }
      prices { row_total_including_tax { value } }
      ... on ConfigurableCartItem { configured_variant { sku } } } }
    user_errors { code message }
  }
}`;

function cartItemInput(item: ModalLine['item']) {
  return {
    sku: item.sku,
    quantity: item.quantity,
    ...(item.parentSku ? { parent_sku: item.parentSku } : {}),
    ...(item.selectedOptions ? { selected_options: item.selectedOptions } : {}),
    ...(item.enteredOptions ? { entered_options: item.enteredOptions } : {}),
  };
}

describe('the purchase modal shows the total the cart charges', () => {
  it('for every seeded product, one-time, monthly and quarterly, quantities 1-10', async () => {
    // Every product a shopper can open the modal on: simple products and configurable parents.
    const rows = await t.app.database.db
      .select({ sku: products.sku, type: products.typeId, parent: products.parentId })
      .from(products)
      .where(eq(products.isInStock, true));
    const skus = rows.filter((row) => row.parent === null).map((row) => row.sku);
    expect(skus.length).toBeGreaterThan(5);

    const purchasables: Purchasable[] = [];
    for (const sku of skus) {
      const res = await gql<PurchaseProductQuery>(
        t.app,
        print(PurchaseProductDocument),
        { sku },
        { store: 'de' },
      );
      expect(res.errors).toBeUndefined();
      const product = toPurchaseProduct(res.data, sku);
      if (product.type === 'ConfigurableProduct') {
        for (const variant of product.variants ?? []) {
          // A sold-out pack size is not sold (the cart refuses it as not salable).
          if (product.variantDetails[variant.valueUid]?.stock_status !== 'IN_STOCK') continue;
          purchasables.push({ product, variantUid: variant.valueUid, sku: variant.sku });
        }
      } else if (product.stock_status === 'IN_STOCK') {
        purchasables.push({ product, variantUid: null, sku: product.sku });
      }
    }

    serveFetchFromTestApp();
    const client = apolloClientFor('de');
    let compared = 0;
    let refusedForStock = 0;
    for (const choice of CHOICES) {
      for (const quantity of QUANTITIES) {
        const lines = (
          await Promise.all(
            purchasables.map((purchasable) => modalLine(client, purchasable, choice, quantity)),
          )
        ).filter((line): line is ModalLine => line !== null);
        const created = await gql<{ createEmptyCart: string }>(
          t.app,
          'mutation { createEmptyCart }',
          {},
          { store: 'de' },
        );
        const res = await gql<{
          addProductsToCart: {
            cart: { items: CartLineView[] };
            user_errors: { code: string; message: string }[];
          };
        }>(
          t.app,
          ADD,
          { cartId: created.data.createEmptyCart, items: lines.map((l) => cartItemInput(l.item)) },
          { store: 'de' },
        );
        expect(res.errors).toBeUndefined();
        const { cart, user_errors } = res.data.addProductsToCart;
        // Only stock may refuse a line (quarterly ships three packs a delivery); nothing else.
        for (const error of user_errors) expect(error.code).toBe('INSUFFICIENT_STOCK');
        refusedForStock += user_errors.length;
        for (const line of lines) {
          const inCart = cart.items.find(
            (item) => (item.configured_variant?.sku ?? item.product.sku) === line.sku,
          );
          if (!inCart) continue;
          expect({
            sku: line.sku,
            choice: choice.label,
            quantity,
            total: inCart.prices.row_total_including_tax.value,
          }).toEqual({
            sku: line.sku,
            choice: choice.label,
            quantity,
            total: line.total,
          });
          expect(inCart.purchase_mode).toBe(choice.mode);
          expect(inCart.delivery_interval).toBe(choice.interval);
          compared++;
        }
      }
    }
    // Most lines made it into a cart: the comparison is not vacuous.
    expect(compared).toBeGreaterThan(purchasables.length * CHOICES.length * QUANTITIES.length * 0.8);
    console.log(
      `modal = cart for ${compared} lines (${purchasables.length} products and pack sizes; ${refusedForStock} refused for stock)`,
    );
  }, 300_000);
});

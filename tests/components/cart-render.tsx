import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createActor } from 'xstate';
import type { ShopCode } from '../../domain/shipping.ts';
import type { Lang } from '../../domain/store.ts';
import type { AppInput } from '../../machines/app.machine.ts';
import type { Cart } from '../../machines/cart.machine.ts';
import { type AppActor, AppActorProvider } from '../../src/lib/app-actor.tsx';
import { stubbedApp } from '../machines/app-stubs.ts';
import { renderInRouter } from './render-in-router.tsx';

// What the cart page and the cart sidebar tests share: the app with a guest's loaded cart, and
// the shipping cases both show.

/** The guest cart's id in the cookie. */
export const GUEST_CART_ID = 'guest-cart';

/**
 * Renders `view` inside the app (its children over a faked network, see tests/machines/app-stubs.ts)
 * in a router of `lang`; by default for a guest with a cart id, whose cart then waits to load.
 */
export async function renderInApp(
  view: ReactNode,
  {
    lang = 'en',
    input = { session: { token: null }, cart: { cartId: GUEST_CART_ID, loggedIn: false } },
  }: { lang?: Lang; input?: AppInput } = {},
) {
  const { machine, stubs } = stubbedApp();
  const actor: AppActor = createActor(machine, { systemId: 'app', input }).start();
  await renderInRouter(<AppActorProvider actor={actor}>{view}</AppActorProvider>, { lang });
  return { actor, stubs };
}

/** Renders `view` inside the app (see renderInApp) with a guest whose cart loads as `cart`. */
export async function renderWithCart(view: ReactNode, cart: Cart, lang: Lang = 'en') {
  const app = await renderInApp(view, { lang });
  await act(() => app.stubs.settle('loadCart', 'done', cart));
  return app;
}

/** A cart of one line of Omega-3 whose goods are worth `goods` in the shop's currency. */
export function goodsOf(shop: ShopCode, goods: number): Cart {
  const money = (value: number) => ({ value, currency: shop === 'ch' ? 'CHF' : 'EUR' });
  return {
    id: GUEST_CART_ID,
    total_quantity: 1,
    items: [
      {
        uid: 'omega',
        quantity: 1,
        product: { sku: 'OMEGA', name: 'Omega-3 Kapseln' },
        prices: { price: money(goods), row_total_including_tax: money(goods) },
        purchase_mode: 'oneTime',
      },
    ],
    applied_coupons: null,
    prices: { subtotal_including_tax: money(goods), grand_total: money(goods), discounts: [] },
  };
}

/**
 * Goods below the shop's free-shipping threshold (EU 49 €, Swiss shop CHF 79): language, shop,
 * goods, the shipping line's label and cost, and what the shopper is told is missing.
 */
export const BELOW_FREE_SHIPPING = [
  ['en', 'eu', 39.8, 'Shipping to Germany', '4,95 €', 'Free shipping from 49,00 €: only 9,20 € to go'],
  [
    'de',
    'eu',
    39.8,
    'Versand nach Deutschland',
    '4,95 €',
    'Versandkostenfrei ab 49,00 €: es fehlen nur noch 9,20 €',
  ],
  [
    'en',
    'ch',
    39.8,
    'Shipping to Switzerland',
    'CHF 7.90',
    'Free shipping from CHF 79.00: only CHF 39.20 to go',
  ],
  [
    'de',
    'ch',
    39.8,
    'Versand in die Schweiz',
    'CHF 7.90',
    'Versandkostenfrei ab CHF 79.00: es fehlen nur noch CHF 39.20',
  ],
  [
    'de',
    'ch',
    78.95,
    'Versand in die Schweiz',
    'CHF 7.90',
    'Versandkostenfrei ab CHF 79.00: es fehlen nur noch CHF 0.05',
  ],
] as const;

import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { Cart } from '../../../machines/cart.machine.ts';

/**
 * What changed from `before` to `after`, as one sentence: lines added or removed, new
 * quantities, a coupon applied or removed ('' when nothing did).
 */
export function describeCartChange(i18n: I18n, before: Cart, after: Cart): string {
  const said: string[] = [];
  const old = new Map(before.items.map((item) => [item.uid, item]));
  const now = new Map(after.items.map((item) => [item.uid, item]));
  for (const item of after.items) {
    const was = old.get(item.uid);
    const name = item.product.name;
    const quantity = item.quantity;
    if (!was) said.push(i18n._(msg`${name} was added to the cart (quantity ${quantity}).`));
    else if (was.quantity !== quantity) said.push(i18n._(msg`${name}: quantity now ${quantity}.`));
  }
  for (const item of before.items) {
    const name = item.product.name;
    if (!now.has(item.uid)) said.push(i18n._(msg`${name} was removed from the cart.`));
  }
  const couponBefore = before.applied_coupons?.[0]?.code ?? null;
  const applied = after.applied_coupons?.[0]?.code ?? null;
  if (applied && applied !== couponBefore)
    said.push(i18n._(msg`The coupon ${applied} now applies to your cart.`));
  else if (!applied && couponBefore)
    said.push(i18n._(msg`The coupon ${couponBefore} no longer applies to your cart.`));
  return said.join(' ');
}

/**
 * What changed in the cart, as one sentence for a polite live region: a line added or removed,
 * a new quantity, a coupon applied or removed. Nothing on the first render (the page is read
 * as a whole then).
 */
export function useCartAnnouncement(cart: Cart | null): string {
  const { i18n } = useLingui();
  const previous = useRef<Cart | null>(cart);
  const [message, setMessage] = useState('');
  useEffect(() => {
    const before = previous.current;
    previous.current = cart;
    if (!before || !cart || before === cart) return;
    const said = describeCartChange(i18n, before, cart);
    if (said !== '') setMessage(said);
  }, [cart, i18n]);
  return message;
}

/**
 * The cart as it was while no overlay was open. An add through the purchase modal (or the
 * wishlist) opens the cart sidebar with the cart already changed; compared with this, the
 * sidebar can say what was just added (a live region outside a modal dialog is not heard).
 */
export function useCartBeforeOverlay(cart: Cart | null, overlayOpen: boolean): Cart | null {
  const [kept, setKept] = useState(cart);
  if (!overlayOpen && kept !== cart) setKept(cart);
  return overlayOpen ? kept : cart;
}

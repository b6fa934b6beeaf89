import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { Cart } from '../../../machines/cart.machine.ts';

/**
 * What changed in the cart, as one sentence for a polite live region: a line added or removed,
 * a new quantity, a coupon applied or removed. Nothing on the first render (the page is read
 * as a whole then).
 */
export function useCartAnnouncement(cart: Cart | null): string {
  const { t } = useLingui();
  const previous = useRef<Cart | null>(cart);
  const [message, setMessage] = useState('');
  useEffect(() => {
    const before = previous.current;
    previous.current = cart;
    if (!before || !cart || before === cart) return;
    const said: string[] = [];
    const old = new Map(before.items.map((item) => [item.uid, item]));
    const now = new Map(cart.items.map((item) => [item.uid, item]));
    for (const item of cart.items) {
      const was = old.get(item.uid);
      const name = item.product.name;
      const quantity = item.quantity;
      if (!was) said.push(t`${name} was added to the cart (quantity ${quantity}).`);
      else if (was.quantity !== quantity) said.push(t`${name}: quantity now ${quantity}.`);
    }
    for (const item of before.items) {
      const name = item.product.name;
      if (!now.has(item.uid)) said.push(t`${name} was removed from the cart.`);
    }
    const couponBefore = before.applied_coupons?.[0]?.code ?? null;
    const applied = cart.applied_coupons?.[0]?.code ?? null;
    if (applied && applied !== couponBefore) said.push(t`The coupon ${applied} now applies to your cart.`);
    else if (!applied && couponBefore)
      said.push(t`The coupon ${couponBefore} no longer applies to your cart.`);
    if (said.length > 0) setMessage(said.join(' '));
  }, [cart, t]);
  return message;
}

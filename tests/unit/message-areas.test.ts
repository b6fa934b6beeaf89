import { describe, expect, it } from 'vitest';
import { messageAreaOf } from '../../src/lib/message-areas.ts';

describe('messageAreaOf', () => {
  it('puts a text used only by an area’s files in that area', () => {
    expect(messageAreaOf(['src/views/account/orders-page.tsx', 'src/routes/$lang/customer/index.tsx'])).toBe(
      'account',
    );
    expect(messageAreaOf(['src/views/checkout/checkout-page.tsx', 'src/routes/$lang/paypal-order.tsx'])).toBe(
      'checkout',
    );
    expect(messageAreaOf(['src/routes/$lang/_auth/customer/my-profile.tsx'])).toBe('account');
    expect(messageAreaOf(['src/routes/$lang/-cancel-contracts-route.ts'])).toBe('cancellation');
  });

  it('keeps a text in core when a page every shopper sees uses it too, or two areas share it', () => {
    expect(messageAreaOf(['src/views/account/orders-page.tsx', 'src/views/cart/cart-page.tsx'])).toBe('core');
    expect(messageAreaOf(['src/views/account/orders-page.tsx', 'src/views/checkout/checkout-page.tsx'])).toBe(
      'core',
    );
    expect(messageAreaOf(['machines/cart.machine.ts'])).toBe('core');
    expect(messageAreaOf([])).toBe('core');
  });

  it('keeps the newsletter views in core: the footer and the modal show them on every page', () => {
    expect(messageAreaOf(['src/views/account/newsletter-form.tsx'])).toBe('core');
    expect(messageAreaOf(['src/views/account/newsletter-layer.tsx'])).toBe('core');
  });
});

import { useCallback, useLayoutEffect, useRef } from 'react';

// Where focus goes when an overlay closes: back to the control that opened it. One overlay can
// also open in place of another (the menu sheet's 'Log in / Register' opens the login modal, the
// purchase modal gives way to the cart sidebar): the control inside the closing overlay is gone
// then, and focus would fall to <body>. The control that opened the overlay before stands in.

/** The control that opened the latest overlay. */
let lastOpener: HTMLElement | null = null;

const focusable = (element: Element | null): HTMLElement | null =>
  element instanceof HTMLElement && element !== document.body && element.isConnected ? element : null;

/**
 * Records the control that opens an overlay whose opener the overlay keeps itself (the purchase
 * modal's provider), so an overlay opening in its place can return there.
 */
export function noteOverlayOpener(element: Element | null): void {
  const opener = focusable(element);
  if (opener) lastOpener = opener;
}

/**
 * For a Radix dialog that opens without a trigger: notes what had focus when `open` became true
 * (before the dialog moves focus into itself) and returns the `onCloseAutoFocus` handler that
 * gives focus back to it, or, when that is gone, to the opener of the overlay it replaced. When
 * neither is there, Radix's own behaviour stays.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const candidates = useRef<(HTMLElement | null)[]>([]);
  useLayoutEffect(() => {
    if (!open) return;
    const focused = focusable(document.activeElement);
    candidates.current = [focused, lastOpener];
    if (focused) lastOpener = focused;
  }, [open]);
  return useCallback((event: Event) => {
    const target = candidates.current.find((element) => element?.isConnected);
    candidates.current = [];
    if (!target) return;
    event.preventDefault();
    target.focus();
  }, []);
}

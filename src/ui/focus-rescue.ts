import { type RefObject, useEffect, useRef } from 'react';

/**
 * Keeps keyboard focus from falling to `<body>` when the control that had it goes away (a cart
 * line removed, a coupon form replaced by 'Coupon applied', a button disabled while a call
 * runs): focus moves to `fallback()` instead, a sensible control or heading of the same place.
 * A click on empty space (focus left on purpose) is left alone: only a focused element that was
 * removed, disabled or made inert is rescued.
 */
export function useFocusRescue(
  container: RefObject<HTMLElement | null>,
  fallback: (container: HTMLElement) => HTMLElement | null | undefined,
): void {
  const fallbackRef = useRef(fallback);
  fallbackRef.current = fallback;
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    let last: HTMLElement | null = null;
    const lost = () => {
      if (!last) return false;
      const active = document.activeElement;
      if (active && active !== document.body && active !== last) return false;
      const gone =
        !last.isConnected ||
        (last as HTMLButtonElement).disabled === true ||
        last.closest('[inert]') !== null;
      return gone;
    };
    const rescue = () => {
      if (!lost()) return;
      last = null;
      const target = fallbackRef.current(root);
      if (!target) return;
      if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) target.tabIndex = -1;
      target.focus({ preventScroll: false });
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement) last = event.target;
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !root.contains(event.relatedTarget)) last = null;
      else setTimeout(rescue, 0);
    };
    const observer = new MutationObserver(rescue);
    observer.observe(root, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled', 'inert'],
    });
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('focusout', onFocusOut);
    return () => {
      observer.disconnect();
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
    };
  }, [container]);
}

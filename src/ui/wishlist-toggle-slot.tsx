import { type ComponentType, createContext, useContext } from 'react';

/** What a product shown anywhere needs for its wishlist toggle (the heart). */
export interface WishlistToggleProps {
  sku: string | null | undefined;
  className?: string;
}

const WishlistToggleContext = createContext<ComponentType<WishlistToggleProps> | null>(null);

/**
 * The wishlist feature's toggle, given by the layout route: product cards and pages render
 * `<WishlistToggle>` without importing that feature (features do not import each other).
 */
export const WishlistToggleProvider = WishlistToggleContext.Provider;

/** The heart toggle of the layout; nothing outside it. */
export function WishlistToggle(props: WishlistToggleProps) {
  const Toggle = useContext(WishlistToggleContext);
  return Toggle && props.sku ? <Toggle {...props} /> : null;
}

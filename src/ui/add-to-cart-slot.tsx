import { type ComponentType, createContext, useContext } from 'react';

/** What a product shown anywhere needs for its 'Add to Cart' button. */
export interface AddToCartProps {
  sku: string | null | undefined;
  /** Names the button ('Add to Cart: <name>') where several are shown. */
  name?: string | null;
  /** The product's name for the out-of-stock modal (default: `name`). */
  productName?: string | null;
  outOfStock?: boolean;
  /** Shown on the wishlist: once the product is in the cart, the wishlist takes it off its list. */
  fromWishlist?: boolean;
  className?: string;
}

const AddToCartContext = createContext<ComponentType<AddToCartProps> | null>(null);

/**
 * The buying feature's button, given by the layout route: product cards and pages render
 * `<AddToCart>` without importing that feature (features do not import each other).
 */
export const AddToCartProvider = AddToCartContext.Provider;

/** The 'Add to Cart' button of the layout; nothing outside it. */
export function AddToCart(props: AddToCartProps) {
  const Button = useContext(AddToCartContext);
  return Button ? <Button {...props} /> : null;
}

import { type ErrorCategory, errorCodeOf } from '../../domain/errors.ts';
import type { CartFieldsFragment, CurrencyEnum } from '../../graphql/generated/operations.ts';
import type {
  AddToCartResult,
  Cart,
  CartItem,
  ConvertToSavingsPlanResult,
  Money,
  ReorderResult,
} from '../../machines/cart.machine.ts';
import { NETWORK_ERROR_CODE } from '../../machines/error-messages.ts';
import type { BackendError } from '../../machines/session.machine.ts';
import type { FakeOperations } from './fake-graphql.ts';

/**
 * The commerce API's cart operations, faked for the cart adapter (src/lib/actors/cart.ts) over
 * fake-graphql.ts (`cartOperations`): each GraphQL operation the adapter sends is recorded as a
 * stub call with its variables (the cart's machine test names the calls after the operations:
 * `{ actor: 'AddProductsToCart', input: { cartId, cartItems } }`, the app's after the invokes) and
 * waits for the test. Settling it 'done' answers with the given cart (or id, or result with user
 * errors) in Magento's shape (the CartFields fragment); 'error' with a BackendError fails it as
 * the server does (`cartFailure`): a GraphQL error whose `extensions` carry the category and code,
 * or, for the code 'NETWORK', no answer at all (the request fails on the way).
 */

/** The operation each of the cart machine's invokes sends (by invoke id). */
export const CART_OPERATIONS = {
  loadCustomerCart: 'CustomerCart',
  loadCart: 'Cart',
  createEmptyCart: 'CreateEmptyCart',
  mergeCarts: 'MergeCarts',
  addToCart: 'AddProductsToCart',
  updateItem: 'UpdateCartItems',
  removeItem: 'RemoveItemFromCart',
  applyCoupon: 'ApplyCouponToCart',
  removeCoupon: 'RemoveCouponFromCart',
  convertToSavingsPlan: 'ConvertCartToSavingsPlan',
  reorderItems: 'ReorderItems',
} as const;

export type CartOperation = (typeof CART_OPERATIONS)[keyof typeof CART_OPERATIONS];

/** The operation of a cart invoke id (a model path's result event names the invoke). */
export function operationOf(invokeId: string): CartOperation {
  const operation = (CART_OPERATIONS as Record<string, CartOperation>)[invokeId];
  if (!operation) throw new Error(`No cart operation for the invoke '${invokeId}'`);
  return operation;
}

/** `value` with the `__typename` the API gives it (Apollo's cache needs it for queries). */
function typed<T extends object>(__typename: string, value: T): T {
  return { __typename, ...value };
}

function money(amount: Money) {
  return typed('Money', { value: amount.value, currency: amount.currency as CurrencyEnum });
}

/** A Money the schema never leaves out (a line's price and row totals): null values without one. */
function requiredMoney(amount: Money | undefined) {
  return amount ? money(amount) : typed('Money', { value: null, currency: null });
}

function labelled(typename: string, list: Array<{ label: string; amount: Money }> | undefined) {
  return (list ?? []).map((entry) => typed(typename, { label: entry.label, amount: money(entry.amount) }));
}

type WireItem = NonNullable<NonNullable<CartFieldsFragment['items']>[number]>;

function cartItemFields(item: CartItem): WireItem {
  const configurable = Boolean(item.configured_variant);
  const options = (item.customizable_options ?? []).map((option) =>
    typed('SelectedCustomizableOption', {
      uid: option.uid,
      label: option.label,
      values: option.values.map((value) =>
        typed('SelectedCustomizableOptionValue', { label: value.label ?? '', value: value.value }),
      ),
    }),
  );
  const common = {
    uid: item.uid,
    quantity: item.quantity,
    purchase_mode: item.purchase_mode ?? null,
    delivery_interval: item.delivery_interval ?? null,
    product: typed(configurable ? 'ConfigurableProduct' : 'SimpleProduct', {
      uid: item.product.uid ?? `product-${item.product.sku}`,
      sku: item.product.sku,
      name: item.product.name,
      url_key: item.product.sku.toLowerCase(),
      url_suffix: '/',
      small_image: item.image
        ? typed('ProductImage', { url: item.image.url, label: item.image.label ?? null })
        : null,
    }),
    prices: item.prices
      ? typed('CartItemPrices', {
          price: money(item.prices.price),
          row_total: requiredMoney(item.prices.row_total),
          row_total_including_tax: requiredMoney(item.prices.row_total_including_tax),
          base_price: item.base_price
            ? typed('BasePrice', {
                amount: money(item.base_price.amount),
                per_unit: item.base_price.per_unit,
                per_quantity: item.base_price.per_quantity,
              })
            : null,
          discounts: labelled('Discount', item.prices.discounts),
        })
      : null,
  };
  if (item.configured_variant) {
    return typed('ConfigurableCartItem', {
      ...common,
      __typename: 'ConfigurableCartItem' as const,
      configurable_customizable_options: options,
      configurable_options: (item.configurable_options ?? []).map((option) =>
        typed('SelectedConfigurableOption', option),
      ),
      configured_variant: typed('SimpleProduct', {
        uid: `product-${item.configured_variant.sku}`,
        sku: item.configured_variant.sku,
        name: item.configured_variant.name ?? null,
      }),
    });
  }
  return { ...common, __typename: 'SimpleCartItem' as const, customizable_options: options };
}

/** The cart as Magento's CartFields fragment carries it. */
export function cartFields(cart: Cart): CartFieldsFragment {
  const prices = cart.prices;
  return typed('Cart', {
    id: cart.id,
    total_quantity: cart.total_quantity,
    applied_coupons: cart.applied_coupons?.map((coupon) => typed('AppliedCoupon', coupon)) ?? null,
    items: cart.items.map(cartItemFields),
    prices: typed('CartPrices', {
      grand_total: prices?.grand_total ? money(prices.grand_total) : null,
      subtotal_including_tax: prices?.subtotal_including_tax ? money(prices.subtotal_including_tax) : null,
      subtotal_excluding_tax: prices?.subtotal_excluding_tax ? money(prices.subtotal_excluding_tax) : null,
      applied_taxes: labelled('CartTaxItem', prices?.applied_taxes),
      discounts: labelled('Discount', prices?.discounts),
      line_discounts: labelled('Discount', prices?.line_discounts),
    }),
  });
}

const withCart = (typename: string, cart: Cart) => typed(typename, { cart: cartFields(cart) });

/** The `data` of the operation's answer, from what the test settled it with. */
function answer(operation: CartOperation, value: unknown): Record<string, unknown> {
  switch (operation) {
    case 'CreateEmptyCart':
      return { createEmptyCart: value as string };
    case 'Cart':
      return { cart: cartFields(value as Cart) };
    case 'CustomerCart':
      return { customerCart: cartFields(value as Cart) };
    case 'MergeCarts':
      return { mergeCarts: cartFields(value as Cart) };
    case 'UpdateCartItems':
      return { updateCartItems: withCart('UpdateCartItemsOutput', value as Cart) };
    case 'RemoveItemFromCart':
      return { removeItemFromCart: withCart('RemoveItemFromCartOutput', value as Cart) };
    case 'ApplyCouponToCart':
      return { applyCouponToCart: withCart('ApplyCouponToCartOutput', value as Cart) };
    case 'RemoveCouponFromCart':
      return { removeCouponFromCart: withCart('RemoveCouponFromCartOutput', value as Cart) };
    case 'AddProductsToCart': {
      const result = value as AddToCartResult;
      return {
        addProductsToCart: typed('AddProductsToCartOutput', {
          cart: cartFields(result.cart),
          user_errors: result.user_errors.map((error) =>
            typed('CartUserInputError', { code: error.code ?? 'UNDEFINED', message: error.message }),
          ),
        }),
      };
    }
    case 'ConvertCartToSavingsPlan': {
      const result = value as ConvertToSavingsPlanResult;
      return {
        convertCartToSavingsPlan: typed('ConvertCartToSavingsPlanOutput', {
          cart: cartFields(result.cart),
          user_errors: result.user_errors.map((error) =>
            typed('ConvertCartToSavingsPlanUserError', {
              cart_item_uid: error.uid,
              code: error.code ?? 'UNDEFINED',
              message: error.message,
            }),
          ),
        }),
      };
    }
    case 'ReorderItems': {
      const result = value as ReorderResult;
      return {
        reorderItems: typed('ReorderItemsOutput', {
          cart: cartFields(result.cart),
          userInputErrors: result.user_errors.map((error) =>
            typed('CheckoutUserInputError', {
              code: error.code ?? 'UNDEFINED',
              message: error.message,
              path: ['orderNumber'],
            }),
          ),
        }),
      };
    }
  }
}

/** How a refusal reaches the adapter: the server's GraphQL error always carries a category and a stable code. */
export function cartFailure(error: unknown): BackendError | Error {
  if (error instanceof Error) return error;
  const { message, category, code } = error as BackendError;
  if (code === NETWORK_ERROR_CODE) return { message, code };
  const errorCategory = (category ?? 'graphql-input') as ErrorCategory;
  return { message, category: errorCategory, code: code ?? errorCodeOf(message, errorCategory) };
}

/**
 * The cart's operations for fake-graphql.ts, each recorded with its variables as the call
 * `callOf` names (by default the operation's name) and answered in Magento's shape from what the
 * test settles it with: a cart, a new cart's id, or a result with user errors.
 */
export function cartOperations(
  callOf: (operation: CartOperation) => string = (operation) => operation,
): FakeOperations {
  return Object.fromEntries(
    Object.values(CART_OPERATIONS).map((operation) => [
      operation,
      { call: callOf(operation), data: (value: unknown) => answer(operation, value) },
    ]),
  );
}

/** The cart's invoke that sends `operation` (the app's machine tests name the calls after them). */
export function invokeOf(operation: CartOperation): string {
  const entry = Object.entries(CART_OPERATIONS).find(([, sent]) => sent === operation);
  if (!entry) throw new Error(`No cart invoke sends '${operation}'`);
  return entry[0];
}

import { ApolloClient, ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';
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
import { storeViewCache } from '../../src/lib/apollo.ts';
import type { createStubs } from './stub-actors.ts';

/**
 * The commerce API's cart operations, faked for the cart adapter (src/lib/actors/cart.ts): each
 * GraphQL operation the adapter sends is recorded as the stub call of its operation name with its
 * variables (`stubs.actors`: `{ actor: 'AddProductsToCart', input: { cartId, cartItems } }`) and
 * waits for the test. Settling it 'done' answers with the given cart (or id, or result with user
 * errors) in Magento's shape (the CartFields fragment); 'error' with a BackendError fails it as
 * the server does: a GraphQL error whose `extensions` carry the category and code, or, for the
 * code 'NETWORK', no answer at all (the request fails on the way).
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

/** The GraphQL error the server sends for a refusal: its message, category and stable code. */
function graphQLError({ message, category, code }: BackendError) {
  const errorCategory = (category ?? 'graphql-input') as ErrorCategory;
  return {
    message,
    extensions: { category: errorCategory, code: code ?? errorCodeOf(message, errorCategory) },
  };
}

/** A store view's Apollo client (the app's cache) whose network is the stubs (see above). */
export function cartNetwork(stubs: ReturnType<typeof createStubs>): ApolloClient {
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const name = operation.operationName as CartOperation;
        stubs
          .call<unknown, Record<string, unknown>>(name)(operation.variables)
          .then(
            (value) => {
              observer.next({ data: answer(name, value) });
              observer.complete();
            },
            (refused: BackendError) => {
              if (refused.code === NETWORK_ERROR_CODE) {
                observer.error(new TypeError(refused.message));
                return;
              }
              observer.next({ data: null, errors: [graphQLError(refused)] });
              observer.complete();
            },
          );
      }),
  );
  return new ApolloClient({ link, cache: storeViewCache() });
}

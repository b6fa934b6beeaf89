import type { ApolloClient } from '@apollo/client';
import { fromPromise } from 'xstate';
import type { DeliveryInterval } from '../../domain/savings-plans.ts';
import {
  AddProductsToCartDocument,
  ApplyCouponToCartDocument,
  CartDocument,
  type CartFieldsFragment,
  ConvertCartToSavingsPlanDocument,
  CreateEmptyCartDocument,
  CustomerCartDocument,
  MergeCartsDocument,
  RemoveCouponFromCartDocument,
  RemoveItemFromCartDocument,
  ReorderItemsDocument,
  UpdateCartItemsDocument,
} from '../../graphql/generated/operations.ts';
import type {
  AddCartItem,
  AddToCartResult,
  Cart,
  CartItem,
  ConvertToSavingsPlanResult,
  Money,
  ReorderResult,
  UpdateItemInput,
} from '../../machines/cart.machine.ts';
import { mutate, query, storeViewClient } from './commerce-actors.ts';

/**
 * The real actors of the cart machine: Magento's cart queries and mutations through the store
 * view's Apollo client (`client`: the app's; the machine tests give one whose network is faked),
 * each answer turned into the machine's Cart.
 */

type Client = () => ApolloClient;

function money(
  value: { value: number | null; currency: string | null } | null | undefined,
): Money | undefined {
  if (!value || value.value === null) return undefined;
  return { value: value.value, currency: value.currency ?? '' };
}

type GraphQLCartItem = NonNullable<NonNullable<CartFieldsFragment['items']>[number]>;

function toCartItem(item: GraphQLCartItem): CartItem {
  const options =
    item.__typename === 'SimpleCartItem'
      ? item.customizable_options
      : item.__typename === 'ConfigurableCartItem'
        ? item.configurable_customizable_options
        : null;
  const price = money(item.prices?.price);
  const rowTotal = money(item.prices?.row_total);
  const rowTotalInclTax = money(item.prices?.row_total_including_tax);
  const base = item.prices?.base_price;
  const baseAmount = money(base?.amount);
  return {
    uid: item.uid,
    quantity: item.quantity,
    product: { uid: item.product.uid, sku: item.product.sku ?? '', name: item.product.name ?? '' },
    ...(price
      ? {
          prices: {
            price,
            ...(rowTotal ? { row_total: rowTotal } : {}),
            ...(rowTotalInclTax ? { row_total_including_tax: rowTotalInclTax } : {}),
            discounts: labelled(item.prices?.discounts),
          },
        }
      : {}),
    base_price:
      base && baseAmount
        ? { amount: baseAmount, per_unit: base.per_unit, per_quantity: base.per_quantity }
        : null,
    customizable_options: (options ?? []).flatMap((option) =>
      option
        ? [
            {
              uid: option.uid,
              label: option.label,
              values: option.values.map(({ label, value }) => ({ label, value })),
            },
          ]
        : [],
    ),
    image: item.product.small_image?.url
      ? { url: item.product.small_image.url, label: item.product.small_image.label }
      : null,
    purchase_mode: item.purchase_mode,
    delivery_interval: item.delivery_interval,
    ...(item.__typename === 'ConfigurableCartItem'
      ? {
          configurable_options: item.configurable_options.map(({ option_label, value_label }) => ({
            option_label,
            value_label,
          })),
          configured_variant: {
            sku: item.configured_variant.sku ?? '',
            ...(item.configured_variant.name ? { name: item.configured_variant.name } : {}),
          },
        }
      : {}),
  };
}

function labelled(
  list:
    | Array<{ label: string; amount: { value: number | null; currency: string | null } } | null>
    | null
    | undefined,
) {
  return (list ?? []).flatMap((entry) => {
    const amount = entry ? money(entry.amount) : undefined;
    return entry && amount ? [{ label: entry.label, amount }] : [];
  });
}

export function toCart(cart: CartFieldsFragment): Cart {
  const prices = cart.prices;
  const grandTotal = money(prices?.grand_total);
  const subtotalInclTax = money(prices?.subtotal_including_tax);
  const subtotalExclTax = money(prices?.subtotal_excluding_tax);
  return {
    id: cart.id,
    total_quantity: cart.total_quantity,
    items: (cart.items ?? []).flatMap((item) => (item ? [toCartItem(item)] : [])),
    applied_coupons: cart.applied_coupons
      ? cart.applied_coupons.flatMap((coupon) => (coupon ? [{ code: coupon.code }] : []))
      : null,
    prices: {
      ...(grandTotal ? { grand_total: grandTotal } : {}),
      ...(subtotalInclTax ? { subtotal_including_tax: subtotalInclTax } : {}),
      ...(subtotalExclTax ? { subtotal_excluding_tax: subtotalExclTax } : {}),
      applied_taxes: labelled(prices?.applied_taxes),
      discounts: labelled(prices?.discounts),
      line_discounts: labelled(prices?.line_discounts),
    },
  };
}

async function loadCart(client: Client, cartId: string): Promise<Cart> {
  const data = await query(CartDocument, { cartId }, client);
  if (!data.cart)
    throw { message: `Could not find a cart with ID "${cartId}"`, category: 'graphql-no-such-entity' };
  return toCart(data.cart);
}

async function addItems(client: Client, cartId: string, items: AddCartItem[]): Promise<AddToCartResult> {
  const data = await mutate(
    AddProductsToCartDocument,
    {
      cartId,
      cartItems: items.map((item) => ({
        sku: item.sku,
        quantity: item.quantity,
        ...(item.parentSku ? { parent_sku: item.parentSku } : {}),
        ...(item.selectedOptions ? { selected_options: item.selectedOptions } : {}),
        ...(item.enteredOptions ? { entered_options: item.enteredOptions } : {}),
      })),
    },
    undefined,
    client,
  );
  const output = data.addProductsToCart;
  if (!output) throw { message: 'No cart' };
  return {
    cart: toCart(output.cart),
    user_errors: output.user_errors.map((error) => ({ code: error.code, message: error.message })),
  };
}

/** The whole cart as a savings plan with the interval, in one server-side step. */
async function convertToSavingsPlan(
  client: Client,
  cartId: string,
  interval: DeliveryInterval,
): Promise<ConvertToSavingsPlanResult> {
  const data = await mutate(
    ConvertCartToSavingsPlanDocument,
    { input: { cart_id: cartId, delivery_interval: interval } },
    undefined,
    client,
  );
  const output = data.convertCartToSavingsPlan;
  if (!output) throw { message: 'No cart' };
  return {
    cart: toCart(output.cart),
    user_errors: output.user_errors.map((error) => ({
      uid: error.cart_item_uid,
      code: error.code,
      message: error.message,
    })),
  };
}

export function cartActors(client: Client = storeViewClient) {
  return {
    loadCustomerCart: fromPromise<Cart>(async () =>
      toCart((await query(CustomerCartDocument, {}, client)).customerCart),
    ),
    loadCart: fromPromise<Cart, { cartId: string }>(async ({ input }) => loadCart(client, input.cartId)),
    createEmptyCart: fromPromise<string>(async () => {
      const data = await mutate(CreateEmptyCartDocument, {}, undefined, client);
      if (!data.createEmptyCart) throw { message: 'No cart' };
      return data.createEmptyCart;
    }),
    mergeCarts: fromPromise<Cart, { source: string; destination: string }>(async ({ input }) =>
      toCart(
        (
          await mutate(
            MergeCartsDocument,
            { source: input.source, destination: input.destination },
            undefined,
            client,
          )
        ).mergeCarts,
      ),
    ),
    addToCart: fromPromise<AddToCartResult, { cartId: string; item: AddCartItem }>(async ({ input }) =>
      addItems(client, input.cartId, [input.item]),
    ),
    updateItem: fromPromise<Cart, UpdateItemInput>(async ({ input }) => {
      const data = await mutate(
        UpdateCartItemsDocument,
        {
          input: {
            cart_id: input.cartId,
            cart_items: [
              {
                cart_item_uid: input.uid,
                quantity: input.quantity,
                ...(input.enteredOptions ? { entered_options: input.enteredOptions } : {}),
              },
            ],
          },
        },
        undefined,
        client,
      );
      if (!data.updateCartItems) throw { message: 'No cart' };
      return toCart(data.updateCartItems.cart);
    }),
    removeItem: fromPromise<Cart, { cartId: string; uid: string }>(async ({ input }) => {
      const data = await mutate(
        RemoveItemFromCartDocument,
        { input: { cart_id: input.cartId, cart_item_uid: input.uid } },
        undefined,
        client,
      );
      if (!data.removeItemFromCart) throw { message: 'No cart' };
      return toCart(data.removeItemFromCart.cart);
    }),
    applyCoupon: fromPromise<Cart, { cartId: string; code: string }>(async ({ input }) => {
      const data = await mutate(
        ApplyCouponToCartDocument,
        { input: { cart_id: input.cartId, coupon_code: input.code } },
        undefined,
        client,
      );
      if (!data.applyCouponToCart) throw { message: 'No cart' };
      return toCart(data.applyCouponToCart.cart);
    }),
    removeCoupon: fromPromise<Cart, { cartId: string }>(async ({ input }) => {
      const data = await mutate(
        RemoveCouponFromCartDocument,
        { input: { cart_id: input.cartId } },
        undefined,
        client,
      );
      if (!data.removeCouponFromCart?.cart) return loadCart(client, input.cartId);
      return toCart(data.removeCouponFromCart.cart);
    }),
    convertToSavingsPlan: fromPromise<
      ConvertToSavingsPlanResult,
      { cartId: string; interval: DeliveryInterval }
    >(async ({ input }) => convertToSavingsPlan(client, input.cartId, input.interval)),
    reorderItems: fromPromise<ReorderResult, { orderNumber: string }>(async ({ input }) => {
      const data = await mutate(ReorderItemsDocument, { orderNumber: input.orderNumber }, undefined, client);
      const output = data.reorderItems;
      if (!output) throw { message: 'No cart' };
      return {
        cart: toCart(output.cart),
        user_errors: output.userInputErrors.flatMap((error) =>
          error ? [{ code: error.code, message: error.message }] : [],
        ),
      };
    }),
  };
}

import type { ApolloClient } from '@apollo/client';
import { fromPromise } from 'xstate';
import type { ApiErrorCode } from '../../domain/errors.ts';
import {
  type AddressChoice,
  type BillingChoice,
  type CheckoutAddress,
  type CheckoutCart,
  type CheckoutErrorCode,
  CheckoutStepError,
  type LoadCheckoutOutput,
  type PlacedOrder,
  type SavedAddress,
} from '../../machines/checkout.machine.ts';
import {
  CreateCustomerFromGuestOrderDocument,
  CheckoutCartDocument,
  type CheckoutCartFieldsFragment,
  CheckoutSavedAddressesDocument,
  IsEmailAvailableDocument,
  PlaceOrderDocument,
  SetBillingAddressOnCartDocument,
  SetGuestEmailOnCartDocument,
  SetPaymentMethodOnCartDocument,
  SetShippingAddressesOnCartDocument,
  SetShippingMethodsOnCartDocument,
} from '../../graphql/generated/operations.ts';
import { NETWORK_ERROR_CODE } from '../../machines/error-messages.ts';
import { storeViewClient, toBackendError } from './commerce-actors.ts';

/**
 * The real side effects of the checkout machine: the Magento checkout mutations through the
 * store view's Apollo client (`client`: the app's; the machine tests give one whose network is
 * faked). Server refusals become the machine's error codes by the code the
 * server sends in `extensions.code` (domain/errors.ts), never by its English text; the view
 * translates them.
 */

/** The checkout's error for each server code it tells apart; any other refusal is 'invalidInput'. */
const CHECKOUT_ERRORS: Partial<Record<ApiErrorCode | typeof NETWORK_ERROR_CODE, CheckoutErrorCode>> = {
  NOT_ENOUGH_STOCK: 'outOfStock',
  QTY_NOT_AVAILABLE: 'outOfStock',
  NOT_SALABLE: 'outOfStock',
  // The cart is an order already, unknown, another shop's or another shopper's, empty or changed.
  CART_INACTIVE: 'cartGone',
  NOT_FOUND: 'cartGone',
  NOT_AUTHORIZED: 'cartGone',
  CART_EMPTY: 'cartGone',
  CART_CHANGED: 'cartGone',
  // No answer (offline, timeout) or an internal error: nothing the shopper's entries could fix.
  [NETWORK_ERROR_CODE]: 'network',
  INTERNAL: 'network',
};

/**
 * The checkout machine's error code for whatever a call rejected with: by the server's code; a
 * server that sends Magento's category only (a real Magento) is read by the category.
 */
export function checkoutErrorCode(error: unknown): CheckoutErrorCode {
  const { code, category } = toBackendError(error);
  const byCode = code ? CHECKOUT_ERRORS[code as ApiErrorCode] : undefined;
  if (byCode) return byCode;
  if (category === 'graphql-no-such-entity' || category === 'graphql-authorization') return 'cartGone';
  return 'invalidInput';
}

async function run<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw new CheckoutStepError(checkoutErrorCode(error));
  }
}

type AddressFields = NonNullable<CheckoutCartFieldsFragment['billing_address']>;

function toAddress(a: AddressFields): CheckoutAddress {
  return {
    firstname: a.firstname,
    lastname: a.lastname,
    company: a.company ?? null,
    street: a.street,
    city: a.city,
    postcode: a.postcode ?? '',
    region: a.region?.code ?? null,
    country_code: a.country.code,
    telephone: a.telephone ?? '',
  };
}

export function toCheckoutCart(cart: CheckoutCartFieldsFragment): CheckoutCart {
  const shipping = cart.shipping_addresses?.[0] ?? null;
  const method = (m: {
    carrier_code: string;
    carrier_title: string;
    method_code?: string | null;
    method_title?: string | null;
    amount: { value?: number | null };
  }) => ({
    carrierCode: m.carrier_code,
    methodCode: m.method_code ?? '',
    carrierTitle: m.carrier_title,
    methodTitle: m.method_title ?? '',
    amount: m.amount.value ?? 0,
  });
  return {
    id: cart.id,
    email: cart.email ?? null,
    totalQuantity: cart.total_quantity,
    shippingAddress: shipping ? toAddress(shipping) : null,
    availableShippingMethods: (shipping?.available_shipping_methods ?? []).flatMap((m) =>
      m ? [method(m)] : [],
    ),
    selectedShippingMethod: shipping?.selected_shipping_method
      ? method(shipping.selected_shipping_method)
      : null,
    billingAddress: cart.billing_address ? toAddress(cart.billing_address) : null,
    availablePayments: (cart.available_payment_methods ?? []).flatMap((p) => (p ? [p] : [])),
    selectedPayment: cart.selected_payment_method?.code ?? null,
    totals: {
      currency: cart.prices?.grand_total?.currency ?? 'EUR',
      subtotal: cart.prices?.subtotal_including_tax?.value ?? 0,
      discounts: (cart.prices?.discounts ?? []).flatMap((d) =>
        d ? [{ label: d.label, amount: d.amount.value ?? 0 }] : [],
      ),
      lineDiscounts: (cart.prices?.line_discounts ?? []).map((d) => ({
        label: d.label,
        amount: d.amount.value ?? 0,
      })),
      grandTotal: cart.prices?.grand_total?.value ?? 0,
      taxes: (cart.prices?.applied_taxes ?? []).flatMap((t) =>
        t ? [{ label: t.label, amount: t.amount.value ?? 0 }] : [],
      ),
    },
  };
}

const addressInput = (a: CheckoutAddress, save?: boolean) => ({
  firstname: a.firstname,
  lastname: a.lastname,
  company: a.company || null,
  street: a.street,
  city: a.city,
  postcode: a.postcode,
  region: a.region || null,
  country_code: a.country_code,
  telephone: a.telephone,
  ...(save ? { save_in_address_book: true } : {}),
});

const choiceInput = (choice: AddressChoice) =>
  'customerAddressId' in choice
    ? { customer_address_id: choice.customerAddressId }
    : { address: addressInput(choice.address, choice.saveInAddressBook) };

async function mutateCart<TData, TVariables extends Record<string, unknown>>(
  client: () => ApolloClient,
  document: import('@apollo/client').TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  pick: (data: TData) => CheckoutCartFieldsFragment | null | undefined,
): Promise<CheckoutCart> {
  return run(async () => {
    const result = await client().mutate({ mutation: document, variables, fetchPolicy: 'no-cache' });
    const cart = result.data ? pick(result.data as TData) : null;
    if (!cart) throw new Error('No cart');
    return toCheckoutCart(cart);
  });
}

async function loadSavedAddresses(client: () => ApolloClient): Promise<SavedAddress[]> {
  const result = await client().query({ query: CheckoutSavedAddressesDocument, fetchPolicy: 'network-only' });
  return (result.data?.customer?.addresses ?? []).flatMap((a) =>
    a?.id
      ? [
          {
            id: a.id,
            firstname: a.firstname ?? '',
            lastname: a.lastname ?? '',
            company: a.company ?? null,
            street: (a.street ?? []).flatMap((line) => (line ? [line] : [])),
            city: a.city ?? '',
            postcode: a.postcode ?? '',
            telephone: a.telephone ?? '',
            country_code: a.country_code ?? '',
            region: a.region?.region_code ?? null,
            defaultShipping: !!a.default_shipping,
            defaultBilling: !!a.default_billing,
          },
        ]
      : [],
  );
}

export function checkoutActors(client: () => ApolloClient = storeViewClient) {
  return {
    loadCheckout: fromPromise<LoadCheckoutOutput, { cartId: string; loggedIn: boolean }>(async ({ input }) =>
      run(async () => {
        const [cart, savedAddresses] = await Promise.all([
          client().query({
            query: CheckoutCartDocument,
            variables: { cartId: input.cartId },
            fetchPolicy: 'network-only',
          }),
          input.loggedIn ? loadSavedAddresses(client) : Promise.resolve([]),
        ]);
        if (!cart.data?.cart) throw new Error('No cart');
        return { cart: toCheckoutCart(cart.data.cart), savedAddresses };
      }),
    ),
    saveEmail: fromPromise<
      { cart: CheckoutCart; emailHasAccount: boolean },
      { cartId: string; email: string }
    >(async ({ input }) => {
      const cart = await mutateCart(
        client,
        SetGuestEmailOnCartDocument,
        { cartId: input.cartId, email: input.email },
        (d) => d.setGuestEmailOnCart?.cart,
      );
      const available = await client()
        .query({
          query: IsEmailAvailableDocument,
          variables: { email: input.email },
          fetchPolicy: 'network-only',
        })
        .then((r) => r.data?.isEmailAvailable?.is_email_available ?? true)
        .catch(() => true);
      return { cart, emailHasAccount: !available };
    }),
    saveShippingAddress: fromPromise<CheckoutCart, { cartId: string; choice: AddressChoice }>(
      async ({ input }) =>
        mutateCart(
          client,
          SetShippingAddressesOnCartDocument,
          { cartId: input.cartId, addresses: [choiceInput(input.choice)] },
          (d) => d.setShippingAddressesOnCart?.cart,
        ),
    ),
    saveShippingMethod: fromPromise<
      CheckoutCart,
      { cartId: string; carrierCode: string; methodCode: string }
    >(async ({ input }) =>
      mutateCart(
        client,
        SetShippingMethodsOnCartDocument,
        {
          cartId: input.cartId,
          methods: [{ carrier_code: input.carrierCode, method_code: input.methodCode }],
        },
        (d) => d.setShippingMethodsOnCart?.cart,
      ),
    ),
    saveBillingAddress: fromPromise<CheckoutCart, { cartId: string; choice: BillingChoice }>(
      async ({ input }) =>
        mutateCart(
          client,
          SetBillingAddressOnCartDocument,
          {
            cartId: input.cartId,
            billing:
              'sameAsShipping' in input.choice ? { same_as_shipping: true } : choiceInput(input.choice),
          },
          (d) => d.setBillingAddressOnCart?.cart,
        ),
    ),
    savePayment: fromPromise<CheckoutCart, { cartId: string; code: string }>(async ({ input }) =>
      mutateCart(
        client,
        SetPaymentMethodOnCartDocument,
        { cartId: input.cartId, code: input.code },
        (d) => d.setPaymentMethodOnCart?.cart,
      ),
    ),
    placeOrder: fromPromise<PlacedOrder, { cartId: string }>(async ({ input }) =>
      run(async () => {
        const result = await client().mutate({
          mutation: PlaceOrderDocument,
          variables: { cartId: input.cartId },
          fetchPolicy: 'no-cache',
        });
        const placed = result.data?.placeOrder;
        const number = placed?.order.order_number;
        if (!number) throw new Error('No order');
        return {
          orderNumber: number,
          paymentRedirectUrl: placed?.payment_redirect_url ?? null,
          guestToken: placed?.guest_order_token ?? null,
        };
      }),
    ),
  };
}

/**
 * 'Create an account' from a guest's order (the extension createCustomerFromGuestOrder), with the
 * solved captcha; a refusal rejects with its BackendError (message and code).
 */
export async function createCustomerFromGuestOrder(
  orderNumber: string,
  token: string,
  password: string,
  captchaToken: string,
  client: () => ApolloClient = storeViewClient,
) {
  try {
    const result = await client().mutate({
      mutation: CreateCustomerFromGuestOrderDocument,
      variables: { orderNumber, token, password },
      fetchPolicy: 'no-cache',
      // The solved captcha, in Magento's header for captcha tokens (as at registration).
      context: { headers: { 'X-ReCaptcha': captchaToken } },
    });
    return result.data?.createCustomerFromGuestOrder?.customer?.email ?? null;
  } catch (error) {
    // The refusal's code (EMAIL_TAKEN, PASSWORD_TOO_SHORT, CAPTCHA_FAILED…) picks the form's text.
    throw toBackendError(error);
  }
}

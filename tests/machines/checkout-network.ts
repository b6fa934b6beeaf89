import { type ApiErrorCode, ERRORS } from '../../domain/errors.ts';
import type {
  CheckoutAddress,
  CheckoutCart,
  CheckoutErrorCode,
  CheckoutShippingMethod,
  LoadCheckoutOutput,
  PlacedOrder,
  SavedAddress,
} from '../../machines/checkout.machine.ts';
import type { BackendError } from '../../machines/session.machine.ts';
import type { FakeOperations } from './fake-graphql.ts';

/**
 * The checkout's side of the faked commerce API (fake-graphql.ts): each step's operation is
 * recorded as the call named after the checkout's invoke (loadCheckout, saveEmail,
 * saveShippingAddress, saveShippingMethod, saveBillingAddress, savePayment, placeOrder) with the
 * variables it sends, and settled with what the machine gets, which the fake answers in
 * Magento's shapes. The saved addresses of a customer's load and the email check after a saved
 * email are the second requests of those calls and answered with them.
 */

const money = (value: number) => ({ __typename: 'Money', value });

/** The name and street fields a cart address and a saved address share. */
function addressLines(address: CheckoutAddress | SavedAddress) {
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company ?? null,
    street: address.street,
    city: address.city,
    postcode: address.postcode,
    telephone: address.telephone,
  };
}

function addressFields(typename: string, address: CheckoutAddress) {
  return {
    __typename: typename,
    ...addressLines(address),
    region: address.region
      ? { __typename: 'CartAddressRegion', code: address.region, label: address.region }
      : null,
    country: { __typename: 'CartAddressCountry', code: address.country_code, label: address.country_code },
  };
}

function methodFields(typename: string, method: CheckoutShippingMethod) {
  return {
    __typename: typename,
    carrier_code: method.carrierCode,
    carrier_title: method.carrierTitle,
    method_code: method.methodCode,
    method_title: method.methodTitle,
    amount: money(method.amount),
  };
}

const labelled = (typename: string) => (entry: { label: string; amount: number }) => ({
  __typename: typename,
  label: entry.label,
  amount: money(entry.amount),
});

/** Magento's cart as the CheckoutCartFields fragment carries it. */
export function checkoutCartFields(cart: CheckoutCart) {
  const { totals } = cart;
  return {
    __typename: 'Cart',
    id: cart.id,
    email: cart.email,
    total_quantity: cart.totalQuantity,
    prices: {
      __typename: 'CartPrices',
      grand_total: { __typename: 'Money', value: totals.grandTotal, currency: totals.currency },
      subtotal_including_tax: money(totals.subtotal),
      applied_taxes: totals.taxes.map(labelled('CartTaxItem')),
      discounts: totals.discounts.map(labelled('Discount')),
      line_discounts: totals.lineDiscounts.map(labelled('Discount')),
    },
    shipping_addresses: cart.shippingAddress
      ? [
          {
            ...addressFields('ShippingCartAddress', cart.shippingAddress),
            available_shipping_methods: cart.availableShippingMethods.map((method) =>
              methodFields('AvailableShippingMethod', method),
            ),
            selected_shipping_method: cart.selectedShippingMethod
              ? methodFields('SelectedShippingMethod', cart.selectedShippingMethod)
              : null,
          },
        ]
      : [],
    billing_address: cart.billingAddress ? addressFields('BillingCartAddress', cart.billingAddress) : null,
    available_payment_methods: cart.availablePayments.map((payment) => ({
      __typename: 'AvailablePaymentMethod',
      ...payment,
    })),
    selected_payment_method: cart.selectedPayment
      ? { __typename: 'SelectedPaymentMethod', code: cart.selectedPayment }
      : null,
  };
}

function savedAddressFields(address: SavedAddress) {
  return {
    __typename: 'CustomerAddress',
    id: address.id,
    ...addressLines(address),
    country_code: address.country_code,
    region: { __typename: 'CustomerAddressRegion', region_code: address.region ?? null },
    default_shipping: address.defaultShipping,
    default_billing: address.defaultBilling,
  };
}

/** A step's answer: the changed cart under the mutation's field. */
const cartAnswer = (field: string, typename: string) => (cart: CheckoutCart) => ({
  [field]: { __typename: typename, cart: checkoutCartFields(cart) },
});

export const CHECKOUT_OPERATIONS: FakeOperations = {
  CheckoutCart: {
    call: 'loadCheckout',
    data: (output: LoadCheckoutOutput) => ({ cart: checkoutCartFields(output.cart) }),
  },
  CheckoutSavedAddresses: {
    call: 'loadCheckout',
    answeredWith: 'loadCheckout',
    data: (output: LoadCheckoutOutput) => ({
      customer: { __typename: 'Customer', addresses: output.savedAddresses.map(savedAddressFields) },
    }),
  },
  SetGuestEmailOnCart: {
    call: 'saveEmail',
    data: (output: { cart: CheckoutCart }) =>
      cartAnswer('setGuestEmailOnCart', 'SetGuestEmailOnCartOutput')(output.cart),
  },
  IsEmailAvailable: {
    call: 'saveEmail',
    answeredWith: 'saveEmail',
    data: (output: { emailHasAccount: boolean }) => ({
      isEmailAvailable: { __typename: 'IsEmailAvailableOutput', is_email_available: !output.emailHasAccount },
    }),
  },
  SetShippingAddressesOnCart: {
    call: 'saveShippingAddress',
    data: cartAnswer('setShippingAddressesOnCart', 'SetShippingAddressesOnCartOutput'),
  },
  SetShippingMethodsOnCart: {
    call: 'saveShippingMethod',
    data: cartAnswer('setShippingMethodsOnCart', 'SetShippingMethodsOnCartOutput'),
  },
  SetBillingAddressOnCart: {
    call: 'saveBillingAddress',
    data: cartAnswer('setBillingAddressOnCart', 'SetBillingAddressOnCartOutput'),
  },
  SetPaymentMethodOnCart: {
    call: 'savePayment',
    data: cartAnswer('setPaymentMethodOnCart', 'SetPaymentMethodOnCartOutput'),
  },
  PlaceOrder: {
    call: 'placeOrder',
    data: (order: PlacedOrder) => ({
      placeOrder: {
        __typename: 'PlaceOrderOutput',
        order: { __typename: 'Order', order_number: order.orderNumber },
        payment_redirect_url: order.paymentRedirectUrl ?? null,
        guest_order_token: order.guestToken ?? null,
      },
    }),
  },
};

/** A server refusal with the domain's text and category, and its code (as the server sends it). */
const refusal = (code: ApiErrorCode & keyof typeof ERRORS): BackendError => ({ ...ERRORS[code], code });

/** What the server answers for each of the checkout's error codes; 'network': no answer at all. */
const SERVER_FAILURES: Record<CheckoutErrorCode, BackendError | Error> = {
  outOfStock: refusal('NOT_ENOUGH_STOCK'),
  cartGone: refusal('CART_INACTIVE'),
  invalidInput: { message: 'Invalid email address.', category: 'graphql-input', code: 'INVALID_INPUT' },
  network: new Error('Failed to fetch'),
};

/**
 * The server's failure for what a checkout test fails a call with: a checkout error code (a
 * CheckoutStepError or `{ code }`) becomes the refusal the server sends for it, an Error no answer.
 */
export function checkoutFailure(error: unknown): BackendError | Error {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code in SERVER_FAILURES) return SERVER_FAILURES[code as CheckoutErrorCode];
  return error as BackendError | Error;
}

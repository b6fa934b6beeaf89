// The checkout steps on a cart: guest email, shipping and billing address, shipping and payment
// method. Each runs in the cart mutation's transaction on the locked cart row; the rules
// (countries, postcodes, regions, methods, prices) come from domain/checkout.ts.
import { eq } from 'drizzle-orm';
import { type AddressDraft, type AddressProblem, findRegion, validateAddress } from '../../domain/address.ts';
import {
  checkoutAddressProblems,
  isEmail,
  PAYMENT_TITLES,
  type PaymentCode,
  paymentMethodsFor,
  type ShippingMethodOffer,
  type ShopCode,
  shippingMethodsFor,
} from '../../domain/checkout.ts';
import { countryRules } from '../../domain/countries.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { cartAddresses, carts } from '../db/schema.ts';
import { type AddressRow, addressProblemMessage, customerAddress } from './addresses.ts';
import { type CartRow, loadLines } from './carts.ts';
import { CommerceError } from './errors.ts';
import type { Language } from '../../domain/store.ts';

export type CartAddressRow = typeof cartAddresses.$inferSelect;

export const EMAIL_INVALID = 'Invalid email format';
export const GUEST_EMAIL_FOR_CUSTOMER = 'The request is not allowed for logged in customers';
export const ONE_SHIPPING_ADDRESS = 'You cannot specify multiple shipping addresses.';
export const ADDRESS_ID_OR_ADDRESS =
  'The shipping address must contain either "customer_address_id" or "address".';
export const BILLING_ID_OR_ADDRESS =
  'The billing address must contain either "customer_address_id", "address", or "same_as_shipping".';
export const SHIPPING_ADDRESS_MISSING = 'The shipping address is missing. Set the address and try again.';
export const ONE_SHIPPING_METHOD = 'You cannot specify multiple shipping methods.';
export const PAYMENT_NOT_AVAILABLE = 'The requested Payment Method is not available.';
export const GUEST_ADDRESS_ID = "The current customer isn't authorized.";
export const methodNotFound = (carrier: string, method: string) =>
  `Carrier with such method not found: ${carrier}, ${method}`;

/** An address as the cart stores it: region is the region's code, or free text where the country has none. */
export interface CartAddress {
  firstname: string;
  lastname: string;
  company: string | null;
  street: string[];
  city: string;
  postcode: string;
  region: string | null;
  country_code: string;
  telephone: string;
}

export interface CheckoutScope {
  shop: ShopCode;
  language: Language;
  customerId: number | null;
}

/** The cart address input as the address book's rules read it. */
export function draftOfInput(input: CartAddressInput): AddressDraft {
  const country = countryRules(input.country_code);
  const hasRegions = (country?.regions.length ?? 0) > 0;
  return {
    ...input,
    region: hasRegions
      ? { region_id: input.region_id ?? null, region_code: input.region ?? null }
      : { region: input.region ?? null },
  };
}

const draftOfSaved = (row: AddressRow): AddressDraft => ({
  firstname: row.firstname,
  lastname: row.lastname,
  company: row.company,
  telephone: row.telephone,
  street: row.street,
  city: row.city,
  postcode: row.postcode,
  country_code: row.countryCode,
  region: { region_id: row.regionId, region_code: row.regionCode, region: row.region },
});

function validAddress(shop: ShopCode, draft: AddressDraft): CartAddress {
  const problems = checkoutAddressProblems(shop, draft);
  if (problems[0]) throw new CommerceError(addressProblemMessage(problems[0] as AddressProblem));
  const result = validateAddress(draft);
  if (!result.ok) throw new CommerceError(addressProblemMessage(result.problems[0] as AddressProblem));
  const a = result.address;
  return {
    firstname: a.firstname,
    lastname: a.lastname,
    company: a.company,
    street: a.street,
    city: a.city,
    postcode: a.postcode,
    region: a.region.code ?? a.region.name,
    country_code: a.countryCode,
    telephone: a.telephone,
  };
}

export interface CartAddressInput {
  firstname: string;
  lastname: string;
  company?: string | null;
  street: readonly string[];
  city: string;
  region?: string | null;
  region_id?: number | null;
  postcode?: string | null;
  country_code: string;
  telephone?: string | null;
  save_in_address_book?: boolean | null;
}

interface AddressChoice {
  customer_address_id?: number | null;
  address?: CartAddressInput | null;
}

async function chosenAddress(
  db: Db,
  scope: CheckoutScope,
  choice: AddressChoice,
  idOrAddress: string,
): Promise<{ address: CartAddress; customerAddressId: number | null; save: boolean }> {
  const hasId = choice.customer_address_id != null;
  if (hasId === !!choice.address) throw new CommerceError(idOrAddress);
  if (hasId) {
    const id = choice.customer_address_id as number;
    if (scope.customerId === null) throw new CommerceError(GUEST_ADDRESS_ID, 'graphql-authorization');
    const saved = await customerAddress(db, scope.customerId, id);
    return { address: validAddress(scope.shop, draftOfSaved(saved)), customerAddressId: id, save: false };
  }
  const input = choice.address as CartAddressInput;
  return {
    address: validAddress(scope.shop, draftOfInput(input)),
    customerAddressId: null,
    save: scope.customerId !== null && input.save_in_address_book === true,
  };
}

async function writeAddress(
  db: Db,
  cartId: number,
  kind: 'shipping' | 'billing',
  value: { address: CartAddress; customerAddressId: number | null; save: boolean; sameAsShipping?: boolean },
): Promise<void> {
  const a = value.address;
  const row = {
    cartId,
    kind,
    customerAddressId: value.customerAddressId,
    sameAsShipping: value.sameAsShipping ?? false,
    saveInAddressBook: value.save,
    firstname: a.firstname,
    lastname: a.lastname,
    company: a.company,
    street: a.street,
    city: a.city,
    postcode: a.postcode,
    region: a.region,
    countryCode: a.country_code,
    telephone: a.telephone,
  };
  await db
    .insert(cartAddresses)
    .values(row)
    .onConflictDoUpdate({ target: [cartAddresses.cartId, cartAddresses.kind], set: row });
}

export async function loadAddresses(
  db: Db,
  cartId: number,
): Promise<{ shipping: CartAddressRow | null; billing: CartAddressRow | null }> {
  const rows = await db.select().from(cartAddresses).where(eq(cartAddresses.cartId, cartId));
  return {
    shipping: rows.find((r) => r.kind === 'shipping') ?? null,
    billing: rows.find((r) => r.kind === 'billing') ?? null,
  };
}

export const addressOfRow = (row: CartAddressRow): CartAddress => ({
  firstname: row.firstname,
  lastname: row.lastname,
  company: row.company,
  street: row.street,
  city: row.city,
  postcode: row.postcode ?? '',
  region: row.region,
  country_code: row.countryCode,
  telephone: row.telephone ?? '',
});

export async function setGuestEmail(db: Db, cart: CartRow, email: string): Promise<void> {
  if (cart.customerId !== null) throw new CommerceError(GUEST_EMAIL_FOR_CUSTOMER);
  const trimmed = email.trim().toLowerCase();
  if (!isEmail(trimmed)) throw new CommerceError(EMAIL_INVALID);
  await db.update(carts).set({ email: trimmed, updatedAt: new Date() }).where(eq(carts.id, cart.id));
}

/**
 * Keeps the chosen shipping method only if the shipping country still offers it (spec 4:
 * saving an address re-reads and re-saves the method).
 */
async function recheckShippingMethod(db: Db, cart: CartRow, scope: CheckoutScope, country: string | null) {
  const [carrier, method] = cart.shippingMethod?.split('/') ?? [];
  const offered =
    country !== null &&
    carrier !== undefined &&
    shippingMethodsFor(scope.shop, country, 0, scope.language).some(
      (m) => m.carrierCode === carrier && m.methodCode === method,
    );
  await db
    .update(carts)
    .set({
      shippingCountry: country,
      shippingMethod: offered ? cart.shippingMethod : null,
      updatedAt: new Date(),
    })
    .where(eq(carts.id, cart.id));
}

export async function setShippingAddress(
  db: Db,
  cart: CartRow,
  scope: CheckoutScope,
  addresses: readonly AddressChoice[],
): Promise<void> {
  if (addresses.length > 1) throw new CommerceError(ONE_SHIPPING_ADDRESS);
  const [choice] = addresses;
  if (!choice) throw new CommerceError(ADDRESS_ID_OR_ADDRESS);
  const value = await chosenAddress(db, scope, choice, ADDRESS_ID_OR_ADDRESS);
  await writeAddress(db, cart.id, 'shipping', value);
  // A billing address 'same as shipping' follows it.
  const { billing } = await loadAddresses(db, cart.id);
  if (billing?.sameAsShipping) await writeAddress(db, cart.id, 'billing', { ...value, sameAsShipping: true });
  await recheckShippingMethod(db, cart, scope, value.address.country_code);
}

export interface BillingChoice extends AddressChoice {
  same_as_shipping?: boolean | null;
  use_for_shipping?: boolean | null;
}

export async function setBillingAddress(
  db: Db,
  cart: CartRow,
  scope: CheckoutScope,
  choice: BillingChoice,
): Promise<void> {
  if (choice.same_as_shipping) {
    if (choice.address || choice.customer_address_id != null) throw new CommerceError(BILLING_ID_OR_ADDRESS);
    const { shipping } = await loadAddresses(db, cart.id);
    if (!shipping) throw new CommerceError(SHIPPING_ADDRESS_MISSING);
    await writeAddress(db, cart.id, 'billing', {
      address: addressOfRow(shipping),
      customerAddressId: shipping.customerAddressId,
      save: false,
      sameAsShipping: true,
    });
    await recheckShippingMethod(db, cart, scope, shipping.countryCode);
    return;
  }
  const value = await chosenAddress(db, scope, choice, BILLING_ID_OR_ADDRESS);
  await writeAddress(db, cart.id, 'billing', value);
  if (choice.use_for_shipping) {
    await writeAddress(db, cart.id, 'shipping', value);
    await recheckShippingMethod(db, cart, scope, value.address.country_code);
    return;
  }
  const { shipping } = await loadAddresses(db, cart.id);
  await recheckShippingMethod(db, cart, scope, shipping?.countryCode ?? null);
}

export async function setShippingMethod(
  db: Db,
  cart: CartRow,
  scope: CheckoutScope,
  methods: readonly { carrier_code: string; method_code: string }[],
): Promise<void> {
  if (methods.length !== 1) throw new CommerceError(ONE_SHIPPING_METHOD);
  const [wanted] = methods as [{ carrier_code: string; method_code: string }];
  const { shipping } = await loadAddresses(db, cart.id);
  if (!shipping) throw new CommerceError(SHIPPING_ADDRESS_MISSING);
  const offered = shippingMethodsFor(scope.shop, shipping.countryCode, 0, scope.language).some(
    (m) => m.carrierCode === wanted.carrier_code && m.methodCode === wanted.method_code,
  );
  if (!offered) throw new CommerceError(methodNotFound(wanted.carrier_code, wanted.method_code));
  await db
    .update(carts)
    .set({ shippingMethod: `${wanted.carrier_code}/${wanted.method_code}`, updatedAt: new Date() })
    .where(eq(carts.id, cart.id));
}

/**
 * The payment methods of the shop: invoice and prepayment always; card (Stripe) and PayPal only
 * when the shop has the provider's keys (STRIPE_SECRET_KEY, PAYPAL_CLIENT_ID/_SECRET).
 */
export function availablePayments(
  config: Pick<Config, 'stripe' | 'paypal'>,
  cart: { hasSavingsPlan?: boolean } = {},
): PaymentCode[] {
  return paymentMethodsFor({ stripe: config.stripe !== null, paypal: config.paypal !== null }, cart);
}

/** Whether a cart has a savings-plan line (then PayPal is not offered, domain/checkout.ts). */
export async function cartHasSavingsPlan(db: Db, cartId: number): Promise<boolean> {
  return (await loadLines(db, cartId)).some((line) => line.mode === 'onGoing');
}

export async function setPaymentMethod(db: Db, cart: CartRow, available: PaymentCode[], code: string) {
  const found = available.find((c) => c === code);
  if (!found) throw new CommerceError(PAYMENT_NOT_AVAILABLE);
  await db.update(carts).set({ paymentMethod: found, updatedAt: new Date() }).where(eq(carts.id, cart.id));
}

export const paymentTitle = (code: PaymentCode, language: Language) => PAYMENT_TITLES[code][language];

/** The chosen shipping method as offered for the cart's country and goods value, or null. */
export function selectedShipping(
  cart: Pick<CartRow, 'shippingMethod' | 'shippingCountry'>,
  shop: ShopCode,
  goodsCents: number,
  language: Language,
): ShippingMethodOffer | null {
  if (!cart.shippingMethod || !cart.shippingCountry) return null;
  const [carrier, method] = cart.shippingMethod.split('/');
  return (
    shippingMethodsFor(shop, cart.shippingCountry, goodsCents, language).find(
      (m) => m.carrierCode === carrier && m.methodCode === method,
    ) ?? null
  );
}

/** The region's name where the country has regions (the stored value is its code), else the stored text. */
export function regionLabel(countryCode: string, region: string | null): string | null {
  if (!region) return null;
  const country = countryRules(countryCode);
  if (!country || country.regions.length === 0) return region;
  return findRegion(country, { region_code: region })?.name ?? region;
}

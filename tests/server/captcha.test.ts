import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { gql, useTestApp } from './helper.ts';

const t = useTestApp({ captcha: true });

const FAILED = 'Captcha verification failed. Please try again.';
const CREATE = `mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`;
const TOKEN =
  'mutation { generateCustomerToken(email: "captcha1@example.com", password: "geheim123") { token } }';
const RESET_MAIL = 'mutation { requestPasswordResetEmail(email: "captcha1@example.com") }';

/** Fetches a challenge and solves it as the widget does; the payload goes into X-ReCaptcha. */
async function solvedPayload(): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/captcha/challenge' });
  expect(res.statusCode).toBe(200);
  const challenge = res.json<Challenge>();
  expect(challenge.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000 + 500);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const withCaptcha = (payload: string) => ({ headers: { 'x-recaptcha': payload } });
const input = (email: string) => ({ input: { email, password: 'geheim123', firstname: 'C', lastname: 'D' } });

describe('captcha', () => {
  it('is required for registration, sign-in and password reset', async () => {
    expect((await gql(t.app, CREATE, input('ohne@example.com'))).errors?.[0]?.message).toBe(FAILED);
    expect((await gql(t.app, TOKEN)).errors?.[0]?.message).toBe(FAILED);
    expect((await gql(t.app, RESET_MAIL)).errors?.[0]?.message).toBe(FAILED);
    expect(
      (await gql(t.app, CREATE, input('x@example.com'), withCaptcha('bm9uc2Vuc2U='))).errors?.[0]?.message,
    ).toBe(FAILED);
  });

  it('accepts a solved challenge once and refuses its replay', async () => {
    const payload = await solvedPayload();
    const first = await gql(t.app, CREATE, input('captcha1@example.com'), withCaptcha(payload));
    expect(first.errors).toBeUndefined();
    const replay = await gql(t.app, CREATE, input('captcha2@example.com'), withCaptcha(payload));
    expect(replay.errors?.[0]?.message).toBe(FAILED);

    const signIn = await gql<{ generateCustomerToken: { token: string } }>(
      t.app,
      TOKEN,
      {},
      withCaptcha(await solvedPayload()),
    );
    expect(signIn.errors).toBeUndefined();
    expect(signIn.data.generateCustomerToken.token).toBeTruthy();
    const reset = await gql(t.app, RESET_MAIL, {}, withCaptcha(await solvedPayload()));
    expect(reset.data).toEqual({ requestPasswordResetEmail: true });
  });

  it('refuses a solution whose challenge was tampered with', async () => {
    const payload = JSON.parse(Buffer.from(await solvedPayload(), 'base64').toString('utf8'));
    payload.challenge.parameters.expiresAt += 3600;
    const forged = Buffer.from(JSON.stringify(payload)).toString('base64');
    expect(
      (await gql(t.app, CREATE, input('forged@example.com'), withCaptcha(forged))).errors?.[0]?.message,
    ).toBe(FAILED);
  });

  it("is required to turn a guest's order into an account (createCustomerFromGuestOrder)", async () => {
    const must = async <T>(query: string, variables: Record<string, unknown> = {}) => {
      const res = await gql<T>(t.app, query, variables);
      expect(res.errors).toBeUndefined();
      return res.data;
    };
    const { createEmptyCart: id } = await must<{ createEmptyCart: string }>('mutation { createEmptyCart }');
    const steps = [
      'mutation($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "PRO-MAG-1M", quantity: 1 }]) { user_errors { message } } }',
      'mutation($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "gast-captcha@example.com" }) { cart { id } } }',
      'mutation($id: String!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: { firstname: "Erika", lastname: "Mustermann", street: ["Musterstraße 1"], city: "Berlin", postcode: "10115", country_code: "DE", telephone: "030 123456" } }] }) { cart { id } } }',
      'mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "dhl", method_code: "standard" }] }) { cart { id } } }',
      'mutation($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }',
      'mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "invoice" } }) { cart { id } } }',
    ];
    for (const step of steps) await must(step, { id });
    const placed = await must<{ placeOrder: { order: { order_number: string }; guest_order_token: string } }>(
      'mutation($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number } guest_order_token } }',
      { id },
    );
    const n = placed.placeOrder.order.order_number;
    const token = placed.placeOrder.guest_order_token;
    const CONVERT =
      'mutation($n: String!, $t: String!) { createCustomerFromGuestOrder(input: { order_number: $n, token: $t, password: "Geheim123!" }) { customer { email } } }';
    // Without a captcha, with junk, with a replayed one: refused, and the order stays a guest's.
    expect((await gql(t.app, CONVERT, { n, t: token })).errors?.[0]?.message).toBe(FAILED);
    expect(
      (await gql(t.app, CONVERT, { n, t: token }, withCaptcha('bm9uc2Vuc2U='))).errors?.[0]?.message,
    ).toBe(FAILED);
    const used = await solvedPayload();
    await gql(t.app, CREATE, input('captcha-used@example.com'), withCaptcha(used));
    expect((await gql(t.app, CONVERT, { n, t: token }, withCaptcha(used))).errors?.[0]?.message).toBe(FAILED);
    // A solved captcha does not replace the order's token.
    expect(
      (await gql(t.app, CONVERT, { n, t: `${token.slice(0, -2)}xx` }, withCaptcha(await solvedPayload())))
        .errors?.[0]?.message,
    ).toBe('This order cannot be turned into an account.');
    // Token and a fresh solution: the account is made.
    const made = await gql<{ createCustomerFromGuestOrder: { customer: { email: string } } }>(
      t.app,
      CONVERT,
      { n, t: token },
      withCaptcha(await solvedPayload()),
    );
    expect(made.errors).toBeUndefined();
    expect(made.data.createCustomerFromGuestOrder.customer.email).toBe('gast-captcha@example.com');
  });
});

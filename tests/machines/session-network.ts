import type { Customer } from '../../machines/session.machine.ts';
import type { SessionEffects } from '../../src/lib/actors/session.ts';
import type { FakeOperations } from './fake-graphql.ts';
import type { createStubs } from './stub-actors.ts';

/**
 * The session's side of a machine test: its GraphQL operations as the fake network answers them
 * (fake-graphql.ts), and the browser's effects recorded. Each operation is recorded as the stub
 * call named after the session's invoke (loadCustomer, generateToken, checkEmailAvailable,
 * createCustomer, revokeToken, requestPasswordReset) with what it sends, the captcha token from
 * its header; it is settled with what the machine gets (a Customer, the token, a boolean).
 */

type Stubs = ReturnType<typeof createStubs>;

/** The captcha header the commerce API reads (Magento's name for it). */
const CAPTCHA_HEADER = 'X-ReCaptcha';

/** Magento's Customer as the CustomerFields fragment carries it. */
export function customerFields(customer: Customer) {
  return {
    __typename: 'Customer',
    email: customer.email,
    firstname: customer.firstname,
    lastname: customer.lastname,
    group_id: customer.group_id ?? null,
  };
}

/**
 * The browser as the session sees it: its cookie effects, content API requests, analytics
 * pushes and page loads are recorded as stub actions named after the effect; a fresh captcha is
 * the stub call 'solveCaptcha'. `sessionFlag` is the readable session cookie, which the server
 * sets with a sign-in's answer.
 */
export function recordedBrowser(stubs: Stubs, sessionFlag: string | null = null) {
  const cookies = { sessionFlag };
  const record = (name: string, params?: unknown) => stubs.action(name)(undefined, params);
  const effects: SessionEffects = {
    readSessionFlag: () => cookies.sessionFlag,
    solveCaptcha: stubs.call<string, undefined>('solveCaptcha').bind(null, undefined),
    deleteSessionFlag: () => {
      cookies.sessionFlag = null;
      record('deleteSessionFlag');
    },
    deleteCartId: () => record('deleteCartId'),
    deleteContentUser: () => record('deleteContentUser'),
    requestContent: async (url, init) => record('requestContent', { url, credentials: init.credentials }),
    track: (event) => record('track', event),
    redirect: (path) => record('redirect', { path }),
  };
  return { cookies, effects };
}

/** The session's operations; a sign-in's answer sets the browser's session flag (as Set-Cookie does). */
export function sessionOperations(cookies: { sessionFlag: string | null }): FakeOperations {
  return {
    Customer: {
      call: 'loadCustomer',
      data: (customer: Customer) => ({ customer: customerFields(customer) }),
    },
    GenerateCustomerToken: {
      call: 'generateToken',
      input: ({ email, password }, headers) => ({ email, password, captchaToken: headers[CAPTCHA_HEADER] }),
      // Settled with null: an answer that set no cookie.
      data: (token: string | null) => {
        if (token) cookies.sessionFlag = token;
        return { generateCustomerToken: { __typename: 'CustomerToken' } };
      },
    },
    IsEmailAvailable: {
      call: 'checkEmailAvailable',
      input: ({ email }) => ({ email }),
      data: (available: boolean) => ({
        isEmailAvailable: { __typename: 'IsEmailAvailableOutput', is_email_available: available },
      }),
    },
    CreateCustomer: {
      call: 'createCustomer',
      input: ({ input }, headers) => ({ customer: input, captchaToken: headers[CAPTCHA_HEADER] }),
      data: (customer: Customer) => ({
        createCustomerV2: { __typename: 'CustomerOutput', customer: customerFields(customer) },
      }),
    },
    RevokeCustomerToken: {
      call: 'revokeToken',
      input: () => undefined,
      data: () => ({ revokeCustomerToken: { __typename: 'RevokeCustomerTokenOutput', result: true } }),
    },
    RequestPasswordResetEmail: {
      call: 'requestPasswordReset',
      input: ({ email }, headers) => ({ email, captchaToken: headers[CAPTCHA_HEADER] }),
      data: (requested: boolean) => ({ requestPasswordResetEmail: requested }),
    },
  };
}

import { type ApolloClient, CombinedGraphQLErrors } from '@apollo/client';
import { solveFreshCaptcha } from './captcha-solver.ts';
import { fromPromise } from 'xstate';
import type {
  BackendError,
  CreateCustomerInput,
  Credentials,
  Customer,
} from '../../machines/session.machine.ts';
import {
  CreateCustomerDocument,
  type CustomerFieldsFragment,
  CustomerDocument,
  GenerateCustomerTokenDocument,
  IsEmailAvailableDocument,
  RequestPasswordResetEmailDocument,
  RevokeCustomerTokenDocument,
} from '../../graphql/generated/operations.ts';
import { NETWORK_ERROR_CODE } from '../../machines/error-messages.ts';
import { contentApiUrl, contentSessionChanged } from './content-api.ts';
import { apolloClientFor } from './apollo.ts';
import { readCustomerSession, readStoreCode } from './cookies.ts';
import { DEFAULT_LANG, isLang, type Lang, shopOfStoreCode, storeCodeFor } from '../../domain/store.ts';
import { CONTENT_USER_COOKIE } from '../../domain/cookies.ts';

/**
 * The real side effects of the session machine: GraphQL calls through the current store view's
 * Apollo client, cookies, the content system's login sync, analytics and navigation; and the
 * client and error helpers every adapter shares (the cart's calls are in cart-actors.ts).
 */

/** The page's language (first path segment), the default outside a language. */
export function currentLang(): Lang {
  const first = typeof window === 'undefined' ? undefined : window.location.pathname.split('/')[1];
  return isLang(first) ? first : DEFAULT_LANG;
}

/** The Apollo client of the browser's store view: the shop of the store cookie, the page's language. */
export function storeViewClient() {
  return apolloClientFor(storeCodeFor(shopOfStoreCode(readStoreCode()), currentLang()));
}

const client = storeViewClient;

/** Turns whatever Apollo rejected with into the machines' BackendError. */
export function toBackendError(error: unknown): BackendError {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const category = first?.extensions?.category;
    const code = first?.extensions?.code;
    return {
      message: first?.message ?? error.message,
      ...(typeof category === 'string' ? { category } : {}),
      ...(typeof code === 'string' ? { code } : {}),
    };
  }
  // No GraphQL answer: the request failed on the way (offline, server down, timeout).
  if (error instanceof Error) return { message: error.message, code: NETWORK_ERROR_CODE };
  return { message: String(error), code: NETWORK_ERROR_CODE };
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toBackendError(error);
  }
}

export async function query<TData, TVariables extends Record<string, unknown>>(
  document: import('@apollo/client').TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  /** The client to ask: the store view's; an adapter's tests give one whose network is faked. */
  using: () => ApolloClient = client,
): Promise<TData> {
  return call(async () => {
    const result = await using().query({ query: document, variables, fetchPolicy: 'network-only' });
    if (!result.data) throw new Error('No data');
    return result.data as TData;
  });
}

export async function mutate<TData, TVariables extends Record<string, unknown>>(
  document: import('@apollo/client').TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  headers?: Record<string, string>,
  using: () => ApolloClient = client,
): Promise<TData> {
  return call(async () => {
    const result = await using().mutate({
      mutation: document,
      variables,
      fetchPolicy: 'no-cache',
      ...(headers ? { context: { headers } } : {}),
    });
    if (!result.data) throw new Error('No data');
    return result.data as TData;
  });
}

function toCustomer(customer: CustomerFieldsFragment | null | undefined): Customer {
  if (!customer)
    throw { message: "The current customer isn't authorized.", category: 'graphql-authorization' };
  return {
    email: customer.email ?? '',
    firstname: customer.firstname ?? '',
    lastname: customer.lastname ?? '',
    group_id: customer.group_id,
  };
}

/** The server's text for a missing, invalid or reused captcha token. */
const CAPTCHA_FAILED = 'Captcha verification failed. Please try again.';

function captchaHeaders(captchaToken: string): Record<string, string> {
  return { 'X-ReCaptcha': captchaToken };
}

/** What the session's actors need of the browser besides the network. */
export interface SessionBrowser {
  /** The readable session flag the server sets with a sign-in's answer; null without a session. */
  readSessionFlag: () => string | null;
  /** Solves a fresh captcha challenge (for the sign-in right after a registration). */
  solveCaptcha: () => Promise<string>;
}

const SESSION_BROWSER: SessionBrowser = {
  readSessionFlag: readCustomerSession,
  solveCaptcha: solveFreshCaptcha,
};

/**
 * The session machine's actors over `client` (the store view's Apollo client; the machine tests
 * give one whose network is faked) and the browser's session cookie and captcha.
 */
export function sessionActors(
  client: () => ApolloClient = storeViewClient,
  browser: SessionBrowser = SESSION_BROWSER,
) {
  return {
    loadCustomer: fromPromise<Customer>(async () =>
      toCustomer((await query(CustomerDocument, {}, client)).customer),
    ),
    generateToken: fromPromise<string, Credentials>(async ({ input }) => {
      const signIn = (captchaToken: string) =>
        mutate(
          GenerateCustomerTokenDocument,
          { email: input.email, password: input.password },
          captchaHeaders(captchaToken),
          client,
        );
      let data: Awaited<ReturnType<typeof signIn>>;
      try {
        data = await signIn(input.captchaToken);
      } catch (error) {
        // A captcha token counts once: the sign-in that follows a registration carries the
        // registration's token, so it solves a fresh challenge and tries once more.
        if ((error as { message?: string })?.message !== CAPTCHA_FAILED) throw error;
        data = await signIn(await browser.solveCaptcha());
      }
      // The server set the token as an httpOnly cookie; the machine holds the readable session flag.
      const session = data.generateCustomerToken ? browser.readSessionFlag() : null;
      if (!session) throw { message: 'No token' };
      return session;
    }),
    checkEmailAvailable: fromPromise<boolean, { email: string }>(
      async ({ input }) =>
        (await query(IsEmailAvailableDocument, { email: input.email }, client)).isEmailAvailable
          ?.is_email_available ?? false,
    ),
    createCustomer: fromPromise<Customer, CreateCustomerInput>(async ({ input }) => {
      const data = await mutate(
        CreateCustomerDocument,
        { input: input.customer },
        captchaHeaders(input.captchaToken),
        client,
      );
      return toCustomer(data.createCustomerV2?.customer);
    }),
    revokeToken: fromPromise<void>(async () => {
      await mutate(RevokeCustomerTokenDocument, {}, undefined, client);
    }),
    requestPasswordReset: fromPromise<boolean, { email: string; captchaToken: string }>(
      async ({ input }) =>
        (
          await mutate(
            RequestPasswordResetEmailDocument,
            { email: input.email },
            captchaHeaders(input.captchaToken),
            client,
          )
        ).requestPasswordResetEmail ?? false,
    ),
  };
}

/**
 * Fixed salt of the content system's login sync hash (spec). Public, not a secret: the content
 * system trusts only the customer token sent along, never the hash.
 */
const CONTENT_LOGIN_SALT = 'vitalshop-typogento';
/** The content system's user cookie, cleared on logout. */
export { CONTENT_USER_COOKIE };

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A request to the content API from the page (the browser's fetch). */
export type ContentRequest = (url: string, init: RequestInit) => Promise<unknown>;

/**
 * Tells the content system about a login or logout; fire and forget (it may not exist yet). When
 * it has answered, contentSessionChanged() lets session-dependent pages load again. `request` is
 * the browser's fetch (recorded in the machine tests).
 */
export function syncContent(
  logintype: 'login' | 'logout',
  email?: string,
  request: ContentRequest = (url, init) => fetch(url, init),
): void {
  void (async () => {
    try {
      const params = new URLSearchParams({ logintype, typogento: '1' });
      if (email) {
        params.set('username', email);
        params.set('hash', await sha256Hex(email + CONTENT_LOGIN_SALT));
      }
      // The content session is set only for the customer of the session cookie sent along (the
      // content API is served from the shop's origin, so the browser sends the shop's cookies).
      await request(contentApiUrl(`/${currentLang()}/magento-login-sync/?${params.toString()}`), {
        credentials: 'same-origin',
      });
    } catch {
      // The content system is optional for the shop: a failed sync changes nothing here.
    }
    // Only now does the content system answer for the new session.
    contentSessionChanged();
  })();
}

import type { MessageDescriptor } from '@lingui/core';
import { ERROR_MESSAGES, errorMessage } from './error-messages.ts';
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import type { NotifyEmitted } from './notifications.machine.ts';

/**
 * The customer session (spec 4, 5, 8): logged in while a customer token exists.
 *
 * - Boot: with a token the customer is loaded; a failing load logs out (no revoke: the
 *   token is what failed).
 * - Login: generate a token (email, password, captcha token), store it, load the
 *   customer, then sync the content system's login and push the login analytics event,
 *   and tell the cart (`cart.customerLoggedIn`) so it loads and merges the customer cart.
 * - Registration: the email's availability is checked first, the customer is created
 *   (with the referral code as affiliate_code when there is one), then logged in.
 * - Logout revokes the token; whether that succeeds or not, the token, cart id and
 *   content user are cleared, the cart is emptied (`cart.customerLoggedOut`) and the
 *   shop goes home. An authorization error reported by anyone (`session.authorizationError`)
 *   does the same without revoking.
 *
 * Cookies, GraphQL calls, the content login sync, analytics and navigation are named
 * actions and actors the app supplies with `.provide()`. Messages are ids (descriptors),
 * the views translate them; backend messages are passed through as catalog ids.
 */

export interface Customer {
  email: string;
  firstname: string;
  lastname: string;
  /** Magento customer group; decides the savings-plan option code (spec 6). */
  group_id?: number | null;
}

/** The registration form's fields (spec 3, Customer); the captcha token travels beside it. */
export interface CustomerRegistration {
  email: string;
  firstname: string;
  lastname: string;
  password: string;
  is_subscribed?: boolean;
  date_of_birth?: string;
  gender?: number;
  taxvat?: string;
  prefix?: string;
  suffix?: string;
  phonenumber?: string;
  marketing_note?: string;
}

/** What `createCustomer` sends: the form plus the referral code as affiliate_code. */
export interface CreateCustomerInput {
  customer: CustomerRegistration & { affiliate_code?: string };
  captchaToken: string;
}

export interface Credentials {
  email: string;
  password: string;
  captchaToken: string;
}

/**
 * How the app's GraphQL actors reject: the backend message, and Magento's error
 * category where there is one (`graphql-authorization` for a missing or expired token).
 */
export interface BackendError {
  message: string;
  category?: string;
  /** The server's stable code (domain/errors.ts), or 'NETWORK' when the call never got an answer. */
  code?: string;
}

export const AUTHORIZATION_CATEGORY = 'graphql-authorization';

function isBackendError(error: unknown): error is BackendError {
  return (
    typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof (error as { message: unknown }).message === 'string'
  );
}

/** Whether an actor failed because the backend refused the customer token. */
export function isAuthorizationError(error: unknown): boolean {
  return isBackendError(error) && error.category === AUTHORIZATION_CATEGORY;
}

/** The backend's message of a failure, or null for errors without one. */
export function backendMessage(error: unknown): string | null {
  return isBackendError(error) && error.message.length > 0 ? error.message : null;
}

export const SESSION_MESSAGES = {
  loginFailed: ERROR_MESSAGES.SIGN_IN_FAILED,
  registrationError: /*i18n*/ { id: 'session.registrationError', message: 'Registration error' },
  emailTaken: ERROR_MESSAGES.EMAIL_TAKEN,
  passwordResetRequested: /*i18n*/ {
    id: 'session.passwordResetRequested',
    message:
      'If there is an account associated with this email address, you will receive an email with a link to reset your password.',
  },
  passwordResetFailed: /*i18n*/ {
    id: 'session.passwordResetFailed',
    message: 'It was not possible to request a new password, please check the entered email address.',
  },
} as const satisfies Record<string, MessageDescriptor>;

export interface SessionInput {
  /**
   * The session handle, if any. In the storefront this is the readable session flag: the token
   * itself is an httpOnly cookie the server sets and clears (server/commerce/session-cookies.ts).
   */
  token: string | null;
  /** The referral code cookie (`?ref=`), attached to a registration as affiliate_code. */
  referralCode?: string | null;
}

export interface SessionContext {
  token: string | null;
  customer: Customer | null;
  referralCode: string | null;
  /** Login data while a login (or the login after a registration) is in flight; cleared after. */
  pendingLogin: Credentials | null;
  /** The registration in flight. */
  registration: CreateCustomerInput | null;
  /** The last failure (a backend message or a message id), for views that show it inline. */
  error: string | null;
}

export type SessionEvent =
  | { type: 'session.login'; email: string; password: string; captchaToken: string }
  | { type: 'session.register'; customer: CustomerRegistration; captchaToken: string }
  | { type: 'session.logout' }
  | { type: 'session.requestPasswordReset'; email: string; captchaToken: string }
  /** Any request the backend refused for the token; sent by the cart and the app's GraphQL link. */
  | { type: 'session.authorizationError' };

/**
 * Ending a session, however it ends: the token, cart id and content user cookies are
 * cleared, the cart empties and the content system logs out too.
 */
const END_SESSION = [
  'clearToken',
  'clearCartId',
  'clearContentUser',
  'tellCartLoggedOut',
  'tellWishlistLoggedOut',
  'syncContentLogout',
  'clearSession',
] as const;

/**
 * A registration call failed (the email check or the account's creation): the visitor stays
 * logged out, is told why (by the error's code, else 'Registration error') and the typed
 * password is forgotten. The one handler both steps use.
 */
const REGISTRATION_FAILED = {
  target: '#session.loggedOut',
  actions: [
    { type: 'assignError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
    {
      type: 'notifyRegistrationFailed',
      params: ({ event }: { event: { error: unknown } }) => ({
        message: errorMessage(event.error, SESSION_MESSAGES.registrationError),
      }),
    },
    'forgetCredentials',
  ],
} as const;

/** Emitted when a password reset request succeeded: the dialog that asked closes. */
export interface PasswordResetRequestedEmitted {
  type: 'session.passwordResetRequested';
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    emitted: {} as NotifyEmitted | PasswordResetRequestedEmitted,
  },
  actors: {
    loadCustomer: fromPromise<Customer>(async () => {
      throw new Error('loadCustomer is provided by the app');
    }),
    generateToken: fromPromise<string, Credentials>(async () => {
      throw new Error('generateToken is provided by the app');
    }),
    checkEmailAvailable: fromPromise<boolean, { email: string }>(async () => {
      throw new Error('checkEmailAvailable is provided by the app');
    }),
    createCustomer: fromPromise<Customer, CreateCustomerInput>(async () => {
      throw new Error('createCustomer is provided by the app');
    }),
    revokeToken: fromPromise<void>(async () => {
      throw new Error('revokeToken is provided by the app');
    }),
    requestPasswordReset: fromPromise<boolean, { email: string; captchaToken: string }>(async () => {
      throw new Error('requestPasswordReset is provided by the app');
    }),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    isEmailAvailable: (_, params: { available: boolean }) => params.available,
  },
  actions: {
    // Provided by the app: cookies, content system, analytics, navigation.
    storeToken: (_, _params: { token: string }) => {},
    clearToken: () => {},
    clearCartId: () => {},
    clearContentUser: () => {},
    syncContentLogin: (_, _params: { email: string }) => {},
    syncContentLogout: () => {},
    pushLoginAnalytics: (_, _params: { customer: Customer }) => {},
    redirectHome: () => {},

    assignToken: assign({ token: (_, params: { token: string }) => params.token }),
    assignCustomer: assign({ customer: (_, params: { customer: Customer }) => params.customer }),
    assignLogin: assign({
      pendingLogin: ({ event }) => {
        assertEvent(event, 'session.login');
        return { email: event.email, password: event.password, captchaToken: event.captchaToken };
      },
      error: null,
    }),
    assignRegistration: assign(({ context, event }) => {
      assertEvent(event, 'session.register');
      const { referralCode } = context;
      return {
        registration: {
          customer: { ...event.customer, ...(referralCode ? { affiliate_code: referralCode } : {}) },
          captchaToken: event.captchaToken,
        },
        error: null,
      };
    }),
    /** After the customer was created, log in with what was registered. */
    assignLoginFromRegistration: assign({
      pendingLogin: ({ context }) =>
        context.registration && {
          email: context.registration.customer.email,
          password: context.registration.customer.password,
          captchaToken: context.registration.captchaToken,
        },
      registration: null,
    }),
    forgetCredentials: assign({ pendingLogin: null, registration: null }),
    assignError: assign({ error: (_, params: { error: unknown }) => backendMessage(params.error) }),
    assignErrorMessage: assign({ error: (_, params: { message: MessageDescriptor }) => params.message.id }),
    clearSession: assign({ token: null, customer: null, pendingLogin: null, registration: null }),

    notifyLoginFailed: emit((_, params: { error: unknown }) => ({
      type: 'notify' as const,
      notification: {
        type: 'danger' as const,
        persistent: true,
        message: errorMessage(params.error, SESSION_MESSAGES.loginFailed),
      },
    })),
    notifyRegistrationFailed: emit((_, params: { message: string | MessageDescriptor }) => ({
      type: 'notify' as const,
      notification: {
        type: 'danger' as const,
        persistent: true,
        title: SESSION_MESSAGES.registrationError,
        message: params.message,
      },
    })),
    notifyPasswordResetRequested: emit({
      type: 'notify',
      notification: { type: 'success', message: SESSION_MESSAGES.passwordResetRequested },
    }),
    /** Tells the login modal the request went through, so it closes (the notification says what follows). */
    emitPasswordResetRequested: emit({ type: 'session.passwordResetRequested' }),
    notifyPasswordResetFailed: emit({
      type: 'notify',
      notification: { type: 'danger', persistent: true, message: SESSION_MESSAGES.passwordResetFailed },
    }),
    /**
     * The cart loads the customer cart and merges the guest cart into it. The cart is a
     * sibling in the actor system (systemId 'cart'); without one (tests, SSR) nothing is sent.
     */
    tellCartLoggedIn: ({ system }) => {
      system.get('cart')?.send({ type: 'cart.customerLoggedIn' });
    },
    /** The cart forgets its id and empties. */
    tellCartLoggedOut: ({ system }) => {
      system.get('cart')?.send({ type: 'cart.customerLoggedOut' });
    },
    /** The wishlist (systemId 'wishlist') loads the customer's list; after logout it forgets it. */
    tellWishlistLoggedIn: ({ system }) => {
      system.get('wishlist')?.send({ type: 'wishlist.login' });
    },
    tellWishlistLoggedOut: ({ system }) => {
      system.get('wishlist')?.send({ type: 'wishlist.logout' });
    },
    /** The app (systemId 'app') closes the login modal and follows a pending login redirect. */
    tellAppLoggedIn: ({ system }) => {
      system.get('app')?.send({ type: 'session.loggedIn' });
    },
    tellAppLoggedOut: ({ system }) => {
      system.get('app')?.send({ type: 'session.loggedOut' });
    },
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    token: input.token,
    customer: null,
    referralCode: input.referralCode ?? null,
    pendingLogin: null,
    registration: null,
    error: null,
  }),
  initial: 'checking',
  on: {
    'session.authorizationError': {
      target: '.loggedOut',
      description: 'The backend refused the token: log out without revoking it and go home.',
      actions: [...END_SESSION, 'redirectHome'],
    },
  },
  states: {
    checking: {
      description: 'Boot: a customer token cookie means a session to restore.',
      always: [{ guard: 'hasToken', target: 'restoring' }, { target: 'loggedOut' }],
    },
    restoring: {
      tags: ['busy'],
      invoke: {
        id: 'loadCustomer',
        src: 'loadCustomer',
        onDone: {
          target: 'loggedIn',
          actions: { type: 'assignCustomer', params: ({ event }) => ({ customer: event.output }) },
        },
        onError: {
          target: 'loggedOut',
          description: 'A failing customer load logs the customer out.',
          actions: [{ type: 'assignError', params: ({ event }) => ({ error: event.error }) }, ...END_SESSION],
        },
      },
    },
    loggedOut: {
      on: {
        'session.login': { target: 'loggingIn', actions: 'assignLogin' },
        'session.register': { target: 'registering', actions: 'assignRegistration' },
        'session.requestPasswordReset': { target: 'requestingPasswordReset' },
      },
    },
    loggingIn: {
      tags: ['busy'],
      initial: 'generatingToken',
      exit: 'forgetCredentials',
      states: {
        generatingToken: {
          invoke: {
            id: 'generateToken',
            src: 'generateToken',
            input: ({ context }) => context.pendingLogin ?? { email: '', password: '', captchaToken: '' },
            onDone: {
              target: 'loadingCustomer',
              actions: [
                { type: 'assignToken', params: ({ event }) => ({ token: event.output }) },
                { type: 'storeToken', params: ({ event }) => ({ token: event.output }) },
              ],
            },
            onError: {
              target: '#session.loggedOut',
              actions: [
                { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
                { type: 'notifyLoginFailed', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
        loadingCustomer: {
          invoke: {
            id: 'loadCustomer',
            src: 'loadCustomer',
            onDone: {
              target: '#session.loggedIn',
              actions: [
                { type: 'assignCustomer', params: ({ event }) => ({ customer: event.output }) },
                { type: 'syncContentLogin', params: ({ event }) => ({ email: event.output.email }) },
                { type: 'pushLoginAnalytics', params: ({ event }) => ({ customer: event.output }) },
                'tellCartLoggedIn',
                'tellWishlistLoggedIn',
              ],
            },
            onError: {
              target: '#session.loggedOut',
              description: 'A failing customer load logs the customer out.',
              actions: [
                { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
                { type: 'notifyLoginFailed', params: ({ event }) => ({ error: event.error }) },
                ...END_SESSION,
              ],
            },
          },
        },
      },
    },
    registering: {
      tags: ['busy'],
      initial: 'checkingEmail',
      states: {
        checkingEmail: {
          invoke: {
            id: 'checkEmailAvailable',
            src: 'checkEmailAvailable',
            input: ({ context }) => ({ email: context.registration?.customer.email ?? '' }),
            onDone: [
              {
                guard: { type: 'isEmailAvailable', params: ({ event }) => ({ available: event.output }) },
                target: 'creatingCustomer',
              },
              {
                target: '#session.loggedOut',
                description: 'Email taken: nothing is created.',
                actions: [
                  { type: 'assignErrorMessage', params: { message: SESSION_MESSAGES.emailTaken } },
                  { type: 'notifyRegistrationFailed', params: { message: SESSION_MESSAGES.emailTaken } },
                  'forgetCredentials',
                ],
              },
            ],
            onError: REGISTRATION_FAILED,
          },
        },
        creatingCustomer: {
          invoke: {
            id: 'createCustomer',
            src: 'createCustomer',
            input: ({ context }) =>
              context.registration ?? {
                customer: { email: '', firstname: '', lastname: '', password: '' },
                captchaToken: '',
              },
            onDone: { target: '#session.loggingIn', actions: 'assignLoginFromRegistration' },
            onError: REGISTRATION_FAILED,
          },
        },
      },
    },
    requestingPasswordReset: {
      tags: ['busy'],
      invoke: {
        id: 'requestPasswordReset',
        src: 'requestPasswordReset',
        input: ({ event }) => {
          assertEvent(event, 'session.requestPasswordReset');
          return { email: event.email, captchaToken: event.captchaToken };
        },
        onDone: {
          target: 'loggedOut',
          description:
            'The success notification shows and the login modal closes (it listens for the emitted event).',
          actions: ['notifyPasswordResetRequested', 'emitPasswordResetRequested'],
        },
        onError: {
          target: 'loggedOut',
          actions: [
            { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
            'notifyPasswordResetFailed',
          ],
        },
      },
    },
    loggedIn: {
      tags: ['loggedIn'],
      entry: 'tellAppLoggedIn',
      exit: 'tellAppLoggedOut',
      on: {
        'session.logout': { target: 'loggingOut' },
      },
    },
    loggingOut: {
      tags: ['busy'],
      invoke: {
        id: 'revokeToken',
        src: 'revokeToken',
        onDone: {
          target: 'loggedOut',
          actions: [...END_SESSION, 'redirectHome'],
        },
        onError: {
          target: 'loggedOut',
          description: 'The token is cleared locally even when revoking it failed.',
          actions: [
            { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
            ...END_SESSION,
            'redirectHome',
          ],
        },
      },
    },
  },
});

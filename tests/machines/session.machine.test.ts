import { type Actor, createActor, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { NotificationRequest } from '../../machines/notifications.machine.ts';
import {
  type CreateCustomerInput,
  type Credentials,
  type Customer,
  SESSION_MESSAGES,
  sessionMachine,
} from '../../machines/session.machine.ts';
import { ERROR_MESSAGES } from '../../machines/error-messages.ts';
import { recordTransitions } from './coverage.ts';
import { createStubs } from './stub-actors.ts';
import { fullEvent, pathTitle } from './model-test.ts';
import { resultEventTypes } from './models/invoke-results.ts';
import {
  CUSTOMER,
  describeSessionState,
  LOGIN_FAILED,
  NETWORK_ERROR,
  NEW_TOKEN,
  SESSION_TOKEN,
  sessionModel,
  UNAUTHORIZED,
} from './models/session.model.ts';

type Machine = typeof sessionMachine;
type Snapshot = SnapshotFrom<Machine>;

/**
 * Runs the real machine with stub side effects (see stub-actors.ts) inside a stand-in
 * app: a cart with systemId 'cart' that records what it is told, and the session with
 * systemId 'session'. Emitted notifications are collected.
 */
function start(input: { token: string | null; referralCode?: string | null }) {
  const stubs = createStubs();
  const notifications: NotificationRequest[] = [];
  const cartEvents: string[] = [];
  const machine = sessionMachine.provide({
    actors: {
      loadCustomer: stubs.actor<Customer>('loadCustomer'),
      generateToken: stubs.actor<string, Credentials>('generateToken'),
      checkEmailAvailable: stubs.actor<boolean, { email: string }>('checkEmailAvailable'),
      createCustomer: stubs.actor<Customer, CreateCustomerInput>('createCustomer'),
      revokeToken: stubs.actor<void>('revokeToken'),
      requestPasswordReset: stubs.actor<boolean, { email: string; captchaToken: string }>(
        'requestPasswordReset',
      ),
    },
    actions: {
      storeToken: stubs.action('storeToken'),
      clearToken: stubs.action('clearToken'),
      clearCartId: stubs.action('clearCartId'),
      clearContentUser: stubs.action('clearContentUser'),
      syncContentLogin: stubs.action('syncContentLogin'),
      syncContentLogout: stubs.action('syncContentLogout'),
      pushLoginAnalytics: stubs.action('pushLoginAnalytics'),
      redirectHome: stubs.action('redirectHome'),
    },
  });
  const cart = setup({}).createMachine({
    on: { '*': { actions: ({ event }) => cartEvents.push(event.type) } },
  });
  const wishlistEvents: string[] = [];
  const wishlist = setup({}).createMachine({
    on: { '*': { actions: ({ event }) => wishlistEvents.push(event.type) } },
  });
  const host = setup({ actors: { session: machine, cart, wishlist } }).createMachine({
    invoke: [
      { src: 'cart', systemId: 'cart' },
      { src: 'wishlist', systemId: 'wishlist' },
      { src: 'session', systemId: 'session', input },
    ],
  });
  const root = createActor(host, { inspect: recordTransitions }).start();
  const actor = root.system.get('session') as Actor<typeof sessionMachine>;
  actor.on('notify', (emitted) => notifications.push(emitted.notification));
  return { ...stubs, actor, root, notifications, cartEvents, wishlistEvents };
}

describe('session machine: model paths', () => {
  for (const path of sessionModel.paths()) {
    const first = path.steps[0]?.state;
    const startedWith = first ? describeSessionState(first) : 'start';
    it(`from ${startedWith}: ${pathTitle(sessionModel, path)}`, async () => {
      const session = start({ token: first?.context.token ?? null });
      const drive = session.driver((event) => session.actor.send(fullEvent<Machine>(event)));
      const sameState = (state: Snapshot) => {
        expect(describeSessionState(session.actor.getSnapshot())).toBe(describeSessionState(state));
      };
      const busy = (state: Snapshot) => {
        sameState(state);
        expect(session.actor.getSnapshot().hasTag('busy')).toBe(true);
      };
      const events = Object.fromEntries(
        [
          'session.login',
          'session.register',
          'session.logout',
          'session.requestPasswordReset',
          'session.authorizationError',
          ...resultEventTypes([
            'loadCustomer',
            'generateToken',
            'checkEmailAvailable',
            'createCustomer',
            'revokeToken',
            'requestPasswordReset',
          ]),
        ].map((type) => [type, drive]),
      );
      await path.test({
        events,
        states: {
          loggedOut: (state) => {
            sameState(state);
            expect(session.actor.getSnapshot().context.token).toBeNull();
            expect(session.actor.getSnapshot().context.customer).toBeNull();
            expect(session.actor.getSnapshot().hasTag('busy')).toBe(false);
          },
          loggedIn: (state) => {
            sameState(state);
            expect(session.actor.getSnapshot().hasTag('loggedIn')).toBe(true);
            expect(session.actor.getSnapshot().context.customer).toEqual(CUSTOMER);
          },
          restoring: busy,
          loggingIn: busy,
          registering: busy,
          requestingPasswordReset: busy,
          loggingOut: busy,
        },
      });
      session.root.stop();
    });
  }
});

describe('session machine', () => {
  it('restores the session from a stored token', async () => {
    const session = start({ token: SESSION_TOKEN });
    expect(session.actor.getSnapshot().matches('restoring')).toBe(true);
    await session.settle('loadCustomer', 'done', CUSTOMER);
    expect(session.actor.getSnapshot().matches('loggedIn')).toBe(true);
    expect(session.actor.getSnapshot().context).toMatchObject({ token: SESSION_TOKEN, customer: CUSTOMER });
  });

  it('logs out when the customer fails to load: token, cart id and content user cleared, cart emptied', async () => {
    const session = start({ token: SESSION_TOKEN });
    await session.settle('loadCustomer', 'error', UNAUTHORIZED);
    expect(session.actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(session.actor.getSnapshot().context.token).toBeNull();
    expect(session.actionNames()).toEqual([
      'clearToken',
      'clearCartId',
      'clearContentUser',
      'syncContentLogout',
    ]);
    expect(session.cartEvents).toContain('cart.customerLoggedOut');
    expect(session.wishlistEvents).toContain('wishlist.logout');
    expect(session.actorNames()).not.toContain('revokeToken');
  });

  it('logs in: token stored, customer loaded, then content login synced, analytics pushed and the cart told', async () => {
    const session = start({ token: null });
    session.actor.send({
      type: 'session.login',
      email: CUSTOMER.email,
      password: 'pw12345678',
      captchaToken: 'c',
    });
    expect(session.actors).toEqual([
      { actor: 'generateToken', input: { email: CUSTOMER.email, password: 'pw12345678', captchaToken: 'c' } },
    ]);
    await session.settle('generateToken', 'done', NEW_TOKEN);
    expect(session.actions).toEqual([{ action: 'storeToken', params: { token: NEW_TOKEN } }]);
    expect(session.cartEvents).not.toContain('cart.customerLoggedIn');
    expect(session.wishlistEvents).not.toContain('wishlist.login');
    await session.settle('loadCustomer', 'done', CUSTOMER);
    expect(session.actions.slice(1)).toEqual([
      { action: 'syncContentLogin', params: { email: CUSTOMER.email } },
      { action: 'pushLoginAnalytics', params: { customer: CUSTOMER } },
    ]);
    expect(session.cartEvents).toContain('cart.customerLoggedIn');
    expect(session.wishlistEvents).toContain('wishlist.login');
    expect(session.actor.getSnapshot().context).toMatchObject({
      token: NEW_TOKEN,
      customer: CUSTOMER,
      pendingLogin: null,
    });
  });

  it("shows a failed login's message, by its code, as a persistent danger notification", async () => {
    const session = start({ token: null });
    session.actor.send({
      type: 'session.login',
      email: CUSTOMER.email,
      password: 'wrong',
      captchaToken: 'c',
    });
    await session.settle('generateToken', 'error', LOGIN_FAILED);
    expect(session.notifications).toEqual([
      { type: 'danger', persistent: true, message: SESSION_MESSAGES.loginFailed },
    ]);
    expect(session.actor.getSnapshot().context).toMatchObject({ pendingLogin: null, token: null });
  });

  it('falls back to the login failure text when the error carries no message', async () => {
    const session = start({ token: null });
    session.actor.send({ type: 'session.login', email: CUSTOMER.email, password: 'pw', captchaToken: 'c' });
    await session.settle('generateToken', 'error', new TypeError(''));
    expect(session.notifications[0]?.message).toBe(SESSION_MESSAGES.loginFailed);
  });

  it('checks the email first and does not create a customer when it is taken', async () => {
    const session = start({ token: null });
    const customer = { email: CUSTOMER.email, firstname: 'Anna', lastname: 'Berg', password: 'secret123' };
    session.actor.send({ type: 'session.register', customer, captchaToken: 'c' });
    expect(session.actors).toEqual([{ actor: 'checkEmailAvailable', input: { email: CUSTOMER.email } }]);
    await session.settle('checkEmailAvailable', 'done', false);
    expect(session.actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(session.notifications).toEqual([
      {
        type: 'danger',
        persistent: true,
        title: SESSION_MESSAGES.registrationError,
        message: SESSION_MESSAGES.emailTaken,
      },
    ]);
    expect(session.actorNames()).not.toContain('createCustomer');
  });

  it('registers with the referral code as affiliate_code, then logs in with the new account', async () => {
    const session = start({ token: null, referralCode: 'PARTNER7' });
    const customer = { email: CUSTOMER.email, firstname: 'Anna', lastname: 'Berg', password: 'secret123' };
    session.actor.send({ type: 'session.register', customer, captchaToken: 'c' });
    await session.settle('checkEmailAvailable', 'done', true);
    expect(session.actors[1]).toEqual({
      actor: 'createCustomer',
      input: { customer: { ...customer, affiliate_code: 'PARTNER7' }, captchaToken: 'c' },
    });
    await session.settle('createCustomer', 'done', CUSTOMER);
    expect(session.actors[2]).toEqual({
      actor: 'generateToken',
      input: { email: CUSTOMER.email, password: 'secret123', captchaToken: 'c' },
    });
    await session.settle('generateToken', 'done', NEW_TOKEN);
    await session.settle('loadCustomer', 'done', CUSTOMER);
    expect(session.actor.getSnapshot().matches('loggedIn')).toBe(true);
    expect(session.actor.getSnapshot().context).toMatchObject({ registration: null, pendingLogin: null });
  });

  it('registers without affiliate_code when there is no referral code', async () => {
    const session = start({ token: null });
    const customer = { email: CUSTOMER.email, firstname: 'Anna', lastname: 'Berg', password: 'secret123' };
    session.actor.send({ type: 'session.register', customer, captchaToken: 'c' });
    await session.settle('checkEmailAvailable', 'done', true);
    expect(session.actors[1]?.input).toEqual({ customer, captchaToken: 'c' });
  });

  it.each([
    [
      'a coded error: its message',
      { message: 'Captcha verification failed. Please try again.', code: 'CAPTCHA_FAILED' },
      ERROR_MESSAGES.CAPTCHA_FAILED,
    ],
    [
      'no answer: the network message',
      { message: 'Failed to fetch', code: 'NETWORK' },
      ERROR_MESSAGES.NETWORK,
    ],
    [
      'an uncoded backend text: never shown as it is',
      { message: 'Invalid captcha' },
      SESSION_MESSAGES.registrationError,
    ],
  ])("titles a registration failure 'Registration error'; %s", async (_label, error, message) => {
    const session = start({ token: null });
    const customer = { email: CUSTOMER.email, firstname: 'Anna', lastname: 'Berg', password: 'secret123' };
    session.actor.send({ type: 'session.register', customer, captchaToken: 'c' });
    await session.settle('checkEmailAvailable', 'done', true);
    await session.settle('createCustomer', 'error', error);
    expect(session.notifications).toEqual([
      { type: 'danger', persistent: true, title: SESSION_MESSAGES.registrationError, message },
    ]);
  });

  it('logs out: revokes the token, clears token, cart id and content user, empties the cart and goes home', async () => {
    const session = start({ token: SESSION_TOKEN });
    await session.settle('loadCustomer', 'done', CUSTOMER);
    session.actor.send({ type: 'session.logout' });
    expect(session.actor.getSnapshot().hasTag('busy')).toBe(true);
    await session.settle('revokeToken', 'done', undefined);
    expect(session.actionNames()).toEqual([
      'clearToken',
      'clearCartId',
      'clearContentUser',
      'syncContentLogout',
      'redirectHome',
    ]);
    expect(session.cartEvents).toContain('cart.customerLoggedOut');
    expect(session.actor.getSnapshot().context).toMatchObject({ token: null, customer: null });
  });

  it('still logs out locally when revoking the token fails', async () => {
    const session = start({ token: SESSION_TOKEN });
    await session.settle('loadCustomer', 'done', CUSTOMER);
    session.actor.send({ type: 'session.logout' });
    await session.settle('revokeToken', 'error', NETWORK_ERROR);
    expect(session.actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(session.actionNames()).toContain('redirectHome');
    expect(session.actor.getSnapshot().context.error).toBe(NETWORK_ERROR.message);
  });

  it("still logs out locally and goes home when the token is already gone (Magento's authorization error)", async () => {
    const session = start({ token: SESSION_TOKEN });
    await session.settle('loadCustomer', 'done', CUSTOMER);
    const emitted: unknown[] = [];
    session.actor.on('*', (event) => emitted.push(event));
    session.actor.send({ type: 'session.logout' });
    expect(session.actorNames()).toContain('revokeToken');
    await session.settle('revokeToken', 'error', {
      message: "The current customer isn't authorized.",
      category: 'graphql-authorization',
    });
    expect(session.actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(session.actor.getSnapshot().hasTag('loggedIn')).toBe(false);
    expect(session.actor.getSnapshot().context).toMatchObject({ token: null, customer: null });
    expect(session.actionNames()).toEqual([
      'clearToken',
      'clearCartId',
      'clearContentUser',
      'syncContentLogout',
      'redirectHome',
    ]);
    expect(session.cartEvents).toContain('cart.customerLoggedOut');
    expect(session.wishlistEvents).toContain('wishlist.logout');
    // The customer asked to leave and has left: nothing to report.
    expect(emitted).toEqual([]);
  });

  it('logs out without revoking and goes home on an authorization error', async () => {
    const session = start({ token: SESSION_TOKEN });
    await session.settle('loadCustomer', 'done', CUSTOMER);
    session.actor.send({ type: 'session.authorizationError' });
    expect(session.actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(session.actionNames()).toEqual([
      'clearToken',
      'clearCartId',
      'clearContentUser',
      'syncContentLogout',
      'redirectHome',
    ]);
    expect(session.cartEvents).toContain('cart.customerLoggedOut');
    expect(session.actorNames()).not.toContain('revokeToken');
  });

  it('requests a password reset with the captcha token and reports success or failure', async () => {
    const session = start({ token: null });
    let requested = 0;
    session.actor.on('session.passwordResetRequested', () => {
      requested += 1;
    });
    session.actor.send({ type: 'session.requestPasswordReset', email: CUSTOMER.email, captchaToken: 'c' });
    expect(session.actors).toEqual([
      { actor: 'requestPasswordReset', input: { email: CUSTOMER.email, captchaToken: 'c' } },
    ]);
    await session.settle('requestPasswordReset', 'done', true);
    expect(session.notifications).toEqual([
      { type: 'success', message: SESSION_MESSAGES.passwordResetRequested },
    ]);
    expect(requested).toBe(1);
    session.actor.send({ type: 'session.requestPasswordReset', email: 'nobody', captchaToken: 'c' });
    await session.settle('requestPasswordReset', 'error', NETWORK_ERROR);
    expect(session.notifications[1]).toEqual({
      type: 'danger',
      persistent: true,
      message: SESSION_MESSAGES.passwordResetFailed,
    });
    expect(requested).toBe(1);
    expect(session.actor.getSnapshot().matches('loggedOut')).toBe(true);
  });

  it('works without a cart in the system', async () => {
    const actor = createActor(
      sessionMachine.provide({
        actors: { revokeToken: fromPromise<void>(async () => {}) },
        actions: { redirectHome: () => {} },
      }),
      { input: { token: null }, inspect: recordTransitions },
    ).start();
    actor.send({ type: 'session.authorizationError' });
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
  });
});

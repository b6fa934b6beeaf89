import { createHash } from 'node:crypto';
import { type Actor, createActor, type SnapshotFrom, setup } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { NotificationRequest } from '../../machines/notifications.machine.ts';
import { SESSION_MESSAGES, type SessionEvent, type sessionMachine } from '../../machines/session.machine.ts';
import { ERROR_MESSAGES } from '../../machines/error-messages.ts';
import { sessionFlow } from '../../src/lib/actors/session.ts';
import { recordTransitions } from './coverage.ts';
import { fakeGraphQL, flush } from './fake-graphql.ts';
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
import { recordedBrowser, sessionOperations } from './session-network.ts';

type Machine = typeof sessionMachine;
type Snapshot = SnapshotFrom<Machine>;

/** The content system's login sync, as the browser requests it (spec: salted SHA-256 of the email). */
function contentSync(logintype: 'login' | 'logout', email?: string) {
  const params = new URLSearchParams({ logintype, typogento: '1' });
  if (email) {
    params.set('username', email);
    params.set('hash', createHash('sha256').update(`${email}vitalshop-typogento`).digest('hex'));
  }
  return {
    action: 'requestContent',
    params: { url: `/typo3-api/de/magento-login-sync/?${params.toString()}`, credentials: 'same-origin' },
  };
}

/** What the browser sees when a session ends: its cookies deleted, the content system told. */
const SESSION_ENDED = ['deleteSessionFlag', 'deleteCartId', 'deleteContentUser', 'requestContent'];

/** The session's adapter over a faked network, the browser (with the session flag `token`) recorded. */
function overFakeNetwork(token: string | null) {
  const stubs = createStubs();
  const browser = recordedBrowser(stubs, token);
  const network = fakeGraphQL(stubs, sessionOperations(browser.cookies));
  return { stubs, network, machine: sessionFlow(() => network.client, browser.effects) };
}

/**
 * Runs the session as the app does, through its adapter (src/lib/actors/session.ts) over a faked
 * commerce API (fake-graphql.ts, session-network.ts) with the browser's effects recorded, inside
 * a stand-in app: a cart with systemId 'cart' and a wishlist with systemId 'wishlist' that record
 * what they are told, and the session with systemId 'session'. Emitted notifications are
 * collected. The browser starts with the session flag cookie of `input.token`.
 */
function start(input: { token: string | null; referralCode?: string | null }) {
  const { stubs, network, machine } = overFakeNetwork(input.token);
  const notifications: NotificationRequest[] = [];
  const cartEvents: string[] = [];
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
  const actor = root.system.get('session') as Actor<Machine>;
  actor.on('notify', (emitted) => notifications.push(emitted.notification));
  /** Sends an event and lets the request it makes reach the network. */
  const send = async (event: SessionEvent) => {
    actor.send(event);
    await flush();
  };
  return { ...stubs, ...network, send, actor, root, notifications, cartEvents, wishlistEvents };
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

const REGISTRATION = { email: CUSTOMER.email, firstname: 'Anna', lastname: 'Berg', password: 'secret123' };

describe('session machine', () => {
  it('restores the session from a stored token', async () => {
    const session = start({ token: SESSION_TOKEN });
    expect(session.actor.getSnapshot().matches('restoring')).toBe(true);
    await session.settle('loadCustomer', 'done', CUSTOMER);
    expect(session.sent.map((request) => request.operationName)).toEqual(['Customer']);
    expect(session.actor.getSnapshot().matches('loggedIn')).toBe(true);
    expect(session.actor.getSnapshot().context).toMatchObject({ token: SESSION_TOKEN, customer: CUSTOMER });
    expect(session.actions).toEqual([]);
  });

  it('logs out when the customer fails to load: token, cart id and content user cleared, cart emptied', async () => {
    const session = start({ token: SESSION_TOKEN });
    await session.settle('loadCustomer', 'error', UNAUTHORIZED);
    expect(session.actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(session.actor.getSnapshot().context.token).toBeNull();
    expect(session.actionNames()).toEqual(SESSION_ENDED);
    expect(session.actions[3]).toEqual(contentSync('logout'));
    expect(session.cartEvents).toContain('cart.customerLoggedOut');
    expect(session.wishlistEvents).toContain('wishlist.logout');
    expect(session.sent.map((request) => request.operationName)).toEqual(['Customer']);
  });

  it('logs in: token stored, customer loaded, then content login synced, analytics pushed and the cart told', async () => {
    const session = start({ token: null });
    await session.send({
      type: 'session.login',
      email: CUSTOMER.email,
      password: 'pw12345678',
      captchaToken: 'c',
    });
    expect(session.sent).toEqual([
      {
        operationName: 'GenerateCustomerToken',
        variables: { email: CUSTOMER.email, password: 'pw12345678' },
        headers: { 'X-ReCaptcha': 'c' },
      },
    ]);
    expect(session.actors).toEqual([
      { actor: 'generateToken', input: { email: CUSTOMER.email, password: 'pw12345678', captchaToken: 'c' } },
    ]);
    // The server's answer sets the session flag cookie; the session holds what it reads there.
    await session.settle('generateToken', 'done', NEW_TOKEN);
    expect(session.actor.getSnapshot().context.token).toBe(NEW_TOKEN);
    expect(session.actorNames()).toEqual(['generateToken', 'loadCustomer']);
    expect(session.actions).toEqual([]);
    expect(session.cartEvents).not.toContain('cart.customerLoggedIn');
    expect(session.wishlistEvents).not.toContain('wishlist.login');
    await session.settle('loadCustomer', 'done', CUSTOMER);
    // Analytics at once; the content sync once the email's hash is made.
    await vi.waitFor(() =>
      expect(session.actions).toEqual([
        { action: 'track', params: { event: 'login', customerGroup: 1 } },
        contentSync('login', CUSTOMER.email),
      ]),
    );
    expect(session.cartEvents).toContain('cart.customerLoggedIn');
    expect(session.wishlistEvents).toContain('wishlist.login');
    expect(session.actor.getSnapshot().context).toMatchObject({
      token: NEW_TOKEN,
      customer: CUSTOMER,
      pendingLogin: null,
    });
  });

  it('fails a sign-in the server answered without setting the session cookie', async () => {
    const session = start({ token: null });
    await session.send({ type: 'session.login', email: CUSTOMER.email, password: 'pw', captchaToken: 'c' });
    await session.settle('generateToken', 'done', null);
    expect(session.actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(session.actorNames()).not.toContain('loadCustomer');
    expect(session.notifications).toEqual([
      { type: 'danger', persistent: true, message: SESSION_MESSAGES.loginFailed },
    ]);
  });

  it("shows a failed login's message, by its code, as a persistent danger notification", async () => {
    const session = start({ token: null });
    await session.send({
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
    await session.send({ type: 'session.login', email: CUSTOMER.email, password: 'pw', captchaToken: 'c' });
    await session.settle('generateToken', 'error', { message: '' });
    expect(session.notifications[0]?.message).toBe(SESSION_MESSAGES.loginFailed);
  });

  it('checks the email first and does not create a customer when it is taken', async () => {
    const session = start({ token: null });
    await session.send({ type: 'session.register', customer: REGISTRATION, captchaToken: 'c' });
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
    expect(session.sent.map((request) => request.operationName)).toEqual(['IsEmailAvailable']);
  });

  it('registers with the referral code as affiliate_code, then logs in with the new account', async () => {
    const session = start({ token: null, referralCode: 'PARTNER7' });
    await session.send({ type: 'session.register', customer: REGISTRATION, captchaToken: 'c' });
    await session.settle('checkEmailAvailable', 'done', true);
    expect(session.actors[1]).toEqual({
      actor: 'createCustomer',
      input: { customer: { ...REGISTRATION, affiliate_code: 'PARTNER7' }, captchaToken: 'c' },
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

  it("signs in after the registration with a fresh captcha when the server refuses the registration's", async () => {
    const session = start({ token: null });
    await session.send({ type: 'session.register', customer: REGISTRATION, captchaToken: 'c' });
    await session.settle('checkEmailAvailable', 'done', true);
    await session.settle('createCustomer', 'done', CUSTOMER);
    await session.settle('generateToken', 'error', {
      message: 'Captcha verification failed. Please try again.',
      category: 'graphql-input',
      code: 'CAPTCHA_FAILED',
    });
    expect(session.isRunning('solveCaptcha')).toBe(true);
    await session.settle('solveCaptcha', 'done', 'fresh');
    expect(session.sent.at(-1)).toEqual({
      operationName: 'GenerateCustomerToken',
      variables: { email: CUSTOMER.email, password: 'secret123' },
      headers: { 'X-ReCaptcha': 'fresh' },
    });
    await session.settle('generateToken', 'done', NEW_TOKEN);
    await session.settle('loadCustomer', 'done', CUSTOMER);
    expect(session.actor.getSnapshot().matches('loggedIn')).toBe(true);
    expect(session.notifications).toEqual([]);
  });

  it('registers without affiliate_code when there is no referral code', async () => {
    const session = start({ token: null });
    await session.send({ type: 'session.register', customer: REGISTRATION, captchaToken: 'c' });
    await session.settle('checkEmailAvailable', 'done', true);
    expect(session.actors[1]?.input).toEqual({ customer: REGISTRATION, captchaToken: 'c' });
    expect(session.sent[1]?.variables).toEqual({ input: REGISTRATION });
  });

  it.each([
    [
      'a coded error: its message',
      { message: 'Captcha verification failed. Please try again.', code: 'CAPTCHA_FAILED' },
      ERROR_MESSAGES.CAPTCHA_FAILED,
    ],
    ['no answer: the network message', NETWORK_ERROR, ERROR_MESSAGES.NETWORK],
    [
      'an uncoded backend text: never shown as it is',
      { message: 'Invalid captcha' },
      SESSION_MESSAGES.registrationError,
    ],
  ])("titles a registration failure 'Registration error'; %s", async (_label, error, message) => {
    const session = start({ token: null });
    await session.send({ type: 'session.register', customer: REGISTRATION, captchaToken: 'c' });
    await session.settle('checkEmailAvailable', 'done', true);
    await session.settle('createCustomer', 'error', error);
    expect(session.notifications).toEqual([
      { type: 'danger', persistent: true, title: SESSION_MESSAGES.registrationError, message },
    ]);
  });

  it('logs out: revokes the token, clears token, cart id and content user, empties the cart and goes home', async () => {
    const session = start({ token: SESSION_TOKEN });
    await session.settle('loadCustomer', 'done', CUSTOMER);
    await session.send({ type: 'session.logout' });
    expect(session.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(session.sent.map((request) => request.operationName)).toEqual(['Customer', 'RevokeCustomerToken']);
    await session.settle('revokeToken', 'done', undefined);
    expect(session.actionNames()).toEqual([...SESSION_ENDED, 'redirect']);
    expect(session.actions[3]).toEqual(contentSync('logout'));
    expect(session.actions[4]).toEqual({ action: 'redirect', params: { path: '/de/' } });
    expect(session.cartEvents).toContain('cart.customerLoggedOut');
    expect(session.actor.getSnapshot().context).toMatchObject({ token: null, customer: null });
  });

  it('still logs out locally when revoking the token fails', async () => {
    const session = start({ token: SESSION_TOKEN });
    await session.settle('loadCustomer', 'done', CUSTOMER);
    await session.send({ type: 'session.logout' });
    await session.settle('revokeToken', 'error', NETWORK_ERROR);
    expect(session.actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(session.actionNames()).toContain('redirect');
    expect(session.actor.getSnapshot().context.error).toBe(NETWORK_ERROR.message);
  });

  it("still logs out locally and goes home when the token is already gone (Magento's authorization error)", async () => {
    const session = start({ token: SESSION_TOKEN });
    await session.settle('loadCustomer', 'done', CUSTOMER);
    const emitted: unknown[] = [];
    session.actor.on('*', (event) => emitted.push(event));
    await session.send({ type: 'session.logout' });
    expect(session.actorNames()).toContain('revokeToken');
    await session.settle('revokeToken', 'error', UNAUTHORIZED);
    expect(session.actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(session.actor.getSnapshot().hasTag('loggedIn')).toBe(false);
    expect(session.actor.getSnapshot().context).toMatchObject({ token: null, customer: null });
    expect(session.actionNames()).toEqual([...SESSION_ENDED, 'redirect']);
    expect(session.cartEvents).toContain('cart.customerLoggedOut');
    expect(session.wishlistEvents).toContain('wishlist.logout');
    // The customer asked to leave and has left: nothing to report.
    expect(emitted).toEqual([]);
  });

  it('logs out without revoking and goes home on an authorization error', async () => {
    const session = start({ token: SESSION_TOKEN });
    await session.settle('loadCustomer', 'done', CUSTOMER);
    await session.send({ type: 'session.authorizationError' });
    expect(session.actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(session.actionNames()).toEqual([...SESSION_ENDED, 'redirect']);
    expect(session.cartEvents).toContain('cart.customerLoggedOut');
    expect(session.actorNames()).not.toContain('revokeToken');
  });

  it('requests a password reset with the captcha token and reports success or failure', async () => {
    const session = start({ token: null });
    let requested = 0;
    session.actor.on('session.passwordResetRequested', () => {
      requested += 1;
    });
    await session.send({ type: 'session.requestPasswordReset', email: CUSTOMER.email, captchaToken: 'c' });
    expect(session.actors).toEqual([
      { actor: 'requestPasswordReset', input: { email: CUSTOMER.email, captchaToken: 'c' } },
    ]);
    await session.settle('requestPasswordReset', 'done', true);
    expect(session.notifications).toEqual([
      { type: 'success', message: SESSION_MESSAGES.passwordResetRequested },
    ]);
    expect(requested).toBe(1);
    await session.send({ type: 'session.requestPasswordReset', email: 'nobody', captchaToken: 'c' });
    await session.settle('requestPasswordReset', 'error', NETWORK_ERROR);
    expect(session.notifications[1]).toEqual({
      type: 'danger',
      persistent: true,
      message: SESSION_MESSAGES.passwordResetFailed,
    });
    expect(requested).toBe(1);
    expect(session.actor.getSnapshot().matches('loggedOut')).toBe(true);
  });

  it('works without a cart in the system', () => {
    const { stubs, machine } = overFakeNetwork(null);
    const actor = createActor(machine, { input: { token: null }, inspect: recordTransitions }).start();
    actor.send({ type: 'session.authorizationError' });
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(stubs.actionNames()).toEqual([...SESSION_ENDED, 'redirect']);
  });
});

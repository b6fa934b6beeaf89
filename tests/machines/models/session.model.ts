import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  AUTHORIZATION_CATEGORY,
  type BackendError,
  type Customer,
  SESSION_MESSAGES,
  sessionMachine,
} from '../../../machines/session.machine.ts';
import { coveringPaths } from './covering-paths.ts';
import { type ActorResultEvent, actorDone, actorError, actorResult, modelMachine } from './invoke-results.ts';
import type { MachineModel } from './machine-model.ts';

type Snapshot = SnapshotFrom<typeof sessionMachine>;
type Event = EventFromLogic<typeof sessionMachine>;

export const SESSION_TOKEN = 'token-stored';
export const NEW_TOKEN = 'token-new';
export const CUSTOMER: Customer = {
  email: 'anna@example.com',
  firstname: 'Anna',
  lastname: 'Berg',
  group_id: 1,
};
export const LOGIN_FAILED: BackendError = {
  message: SESSION_MESSAGES.loginFailed.message,
  code: 'SIGN_IN_FAILED',
};
export const EMAIL_TAKEN_ON_CREATE: BackendError = {
  message: 'A customer with the same email address already exists in an associated website.',
};
/** A refused customer token, as the server sends it (Magento's category, our code). */
export const UNAUTHORIZED: BackendError = {
  message: "The current customer isn't authorized.",
  category: AUTHORIZATION_CATEGORY,
  code: 'NOT_AUTHORIZED',
};
/** A call that got no answer, as the app's actors report it (src/lib/commerce-actors.ts). */
export const NETWORK_ERROR: BackendError = { message: 'Failed to fetch', code: 'NETWORK' };

const done = (id: string, output: unknown) => actorDone<Event>(id, output);
const error = (id: string, failure: unknown) => actorError<Event>(id, failure);

function describeResult(event: ActorResultEvent): string {
  const result = actorResult(event);
  if (!result) return event.type;
  if (result.kind === 'error') {
    const failure = event.error as BackendError | undefined;
    return `${result.id} fails${failure?.category ? ` (${failure.category})` : ''}: "${failure?.message ?? ''}"`;
  }
  const output = event.output;
  if (typeof output === 'boolean') return `${result.id} answers ${output}`;
  if (typeof output === 'string') return `${result.id} returns "${output}"`;
  if (output && typeof output === 'object' && 'email' in output) {
    return `${result.id} returns customer ${String(output.email)}`;
  }
  return `${result.id} succeeds`;
}

function stateName(snapshot: Snapshot): string {
  const { value } = snapshot;
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([parent, child]) => `${parent}.${String(child)}`)
    .join(', ');
}

/** What defines the session's state: where it is, whether a token is held, and who is logged in. */
export function describeSessionState(snapshot: Snapshot): string {
  const { token, customer } = snapshot.context;
  return `${stateName(snapshot)} (${token ? 'token' : 'no token'}${customer ? `, ${customer.email}` : ''})`;
}

export function describeSessionEvent(event: Event): string {
  switch (event.type) {
    case 'session.login':
      return `log in as ${event.email}`;
    case 'session.register':
      return `register ${event.customer.email}`;
    case 'session.requestPasswordReset':
      return `request a password reset for ${event.email}`;
    case 'session.logout':
      return 'log out';
    case 'session.authorizationError':
      return 'the backend refuses the token';
    default:
      return describeResult(event);
  }
}

const login: Event = {
  type: 'session.login',
  email: CUSTOMER.email,
  password: 'secret123',
  captchaToken: 'captcha',
};
const register: Event = {
  type: 'session.register',
  customer: { email: CUSTOMER.email, firstname: 'Anna', lastname: 'Berg', password: 'secret123' },
  captchaToken: 'captcha',
};
const passwordReset: Event = {
  type: 'session.requestPasswordReset',
  email: CUSTOMER.email,
  captchaToken: 'captcha',
};

/** What may happen in each state: the user's events, and each result of the running actor. */
function sessionEvents(snapshot: Snapshot): Event[] {
  const authorizationError: Event = { type: 'session.authorizationError' };
  if (snapshot.matches('loggedOut')) return [login, register, passwordReset, authorizationError];
  if (snapshot.matches('loggedIn')) return [{ type: 'session.logout' }, authorizationError];
  if (snapshot.matches('restoring') || snapshot.matches({ loggingIn: 'loadingCustomer' })) {
    return [done('loadCustomer', CUSTOMER), error('loadCustomer', UNAUTHORIZED)];
  }
  if (snapshot.matches({ loggingIn: 'generatingToken' })) {
    return [done('generateToken', NEW_TOKEN), error('generateToken', LOGIN_FAILED)];
  }
  if (snapshot.matches({ registering: 'checkingEmail' })) {
    return [
      done('checkEmailAvailable', true),
      done('checkEmailAvailable', false),
      error('checkEmailAvailable', NETWORK_ERROR),
    ];
  }
  if (snapshot.matches({ registering: 'creatingCustomer' })) {
    return [done('createCustomer', CUSTOMER), error('createCustomer', EMAIL_TAKEN_ON_CREATE)];
  }
  if (snapshot.matches('requestingPasswordReset')) {
    return [done('requestPasswordReset', true), error('requestPasswordReset', NETWORK_ERROR)];
  }
  if (snapshot.matches('loggingOut')) {
    return [done('revokeToken', undefined), error('revokeToken', NETWORK_ERROR)];
  }
  return [];
}

/** A returning customer (token cookie present) and a visitor without one. */
export const sessionTestModels = [SESSION_TOKEN, null].map((token) =>
  createTestModel(modelMachine(sessionMachine), {
    input: { token },
    events: sessionEvents,
    serializeState: describeSessionState,
  }),
);

function stepKind(event: Event): string {
  const result = actorResult(event);
  return result ? describeResult(event) : event.type;
}

export const sessionModel: MachineModel<typeof sessionMachine> = {
  machine: sessionMachine,
  // From a stored token: every state by its shortest path and every kind of step once.
  // Without one: the shortest paths (the boot branch straight to loggedOut).
  paths: () => {
    const [withToken, withoutToken] = sessionTestModels;
    if (!withToken || !withoutToken) return [];
    return [
      ...withToken.getShortestPaths(),
      ...coveringPaths(
        withToken,
        (before, event, after) => `${stateName(before)} --${stepKind(event)}--> ${stateName(after)}`,
      ),
      ...withoutToken.getShortestPaths(),
    ];
  },
  describeState: describeSessionState,
  describeEvent: describeSessionEvent,
};

import { ApolloClient, ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';
import { NETWORK_ERROR_CODE } from '../../machines/error-messages.ts';
import type { BackendError } from '../../machines/session.machine.ts';
import { storeViewCache } from '../../src/lib/apollo.ts';
import { actorResult } from './models/invoke-results.ts';
import type { createStubs } from './stub-actors.ts';

/**
 * The commerce API as a machine test fakes it: an Apollo client whose link answers each GraphQL
 * operation (by its operationName) when the test settles it. A request is recorded as the stub
 * call of its operation (stub-actors.ts `call`), with what the operation sends; settling the call
 * 'done' answers with Magento-shaped data made from the value, settling it 'error' with a
 * BackendError fails it the way the server does: a GraphQL error whose extensions carry the
 * error's `code` and `category` or, for the code 'NETWORK' (or an Error), no answer at all.
 */

type Stubs = ReturnType<typeof createStubs>;

// biome-ignore lint/suspicious/noExplicitAny: GraphQL variables as the operation sent them.
export type Variables = Record<string, any>;

export interface FakeOperation<TOutput = never> {
  /** The stub call that records a request of the operation and is settled by the test. */
  call: string;
  /** What the call records: by default the variables. `headers` are the request's headers. */
  input?: (variables: Variables, headers: Record<string, string>) => unknown;
  /** The answer's `data` for the value the call is settled 'done' with. */
  data: (output: TOutput, variables: Variables) => Record<string, unknown>;
  /**
   * A request that is part of another call (one actor, two requests): answered from that call's
   * settlement, the running one's or else the last one's, instead of a call of its own.
   */
  answeredWith?: string;
}

// biome-ignore lint/suspicious/noExplicitAny: each operation settles with its own output type.
export type FakeOperations = Record<string, FakeOperation<any>>;

/** A request the client sent. */
export interface SentOperation {
  operationName: string;
  variables: Variables;
  headers: Record<string, string>;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Lets the adapters' requests reach the link, and Apollo's answers reach the machines. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await tick();
}

/** The GraphQL response of a failed call, or null when the call got no answer. */
function failureResponse(failure: BackendError | Error) {
  if (failure instanceof Error) return null;
  const { message, code, category } = failure;
  if (code === NETWORK_ERROR_CODE) return null;
  return {
    data: null,
    errors: [{ message, extensions: { ...(category ? { category } : {}), ...(code ? { code } : {}) } }],
  };
}

interface Settlement {
  kind: 'done' | 'error';
  value: unknown;
}

/**
 * `failure` turns what a test settles a call 'error' with into the server's failure (by default
 * it is one: a BackendError, or an Error for no answer).
 */
export function fakeGraphQL(
  stubs: Stubs,
  operations: FakeOperations,
  failure: (error: unknown) => BackendError | Error = (error) => error as BackendError | Error,
) {
  const sent: SentOperation[] = [];
  const last = new Map<string, Settlement>();
  const waiting = new Map<string, Array<(settlement: Settlement) => void>>();
  const settled = (name: string, settlement: Settlement) => {
    last.set(name, settlement);
    for (const answer of waiting.get(name) ?? []) answer(settlement);
    waiting.delete(name);
  };
  /** The settlement of the call `name`: the running call's, else the last one's. */
  const settlementOf = (name: string) =>
    new Promise<unknown>((resolve, reject) => {
      const answer = ({ kind, value }: Settlement) => (kind === 'done' ? resolve(value) : reject(value));
      const done = last.get(name);
      if (!stubs.isRunning(name) && done) answer(done);
      else waiting.set(name, [...(waiting.get(name) ?? []), answer]);
    });
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const { operationName = '', variables } = operation;
        const headers = (operation.getContext().headers ?? {}) as Record<string, string>;
        sent.push({ operationName, variables, headers });
        const fake = operations[operationName];
        // An operation the test does not answer stays pending under its own name: the flow waits,
        // and `actorNames()` shows what was asked.
        const name = fake?.call ?? `unexpected ${operationName}`;
        const answer = fake?.answeredWith
          ? settlementOf(fake.answeredWith)
          : stubs
              .call<unknown, unknown>(name)(fake?.input ? fake.input(variables, headers) : variables)
              .then(
                (value) => {
                  settled(name, { kind: 'done', value });
                  return value;
                },
                (value: unknown) => {
                  settled(name, { kind: 'error', value });
                  throw value;
                },
              );
        answer.then(
          (output) => {
            observer.next({ data: fake?.data(output as never, variables) ?? null });
            observer.complete();
          },
          (error: unknown) => {
            const response = failureResponse(failure(error));
            if (response) {
              observer.next(response);
              observer.complete();
            } else observer.error(new Error((error as { message?: string }).message ?? 'Failed to fetch'));
          },
        );
      }),
  );
  const client = new ApolloClient({ link, cache: storeViewCache() });
  /** Settles a call once its request has reached the network, then lets the machines react. */
  const settle = async (name: string, kind: 'done' | 'error', value: unknown) => {
    await flush();
    await stubs.settle(name, kind, value);
    await flush();
  };
  /**
   * A model-path driver over the faked network: a result event settles the call of its invoke id
   * (the calls are named after the invokes), any other event is sent to the actor.
   */
  const driver =
    (send: (event: { type: string }) => void) =>
    async ({ event }: { event: { type: string; output?: unknown; error?: unknown } }) => {
      const result = actorResult(event);
      if (result) await settle(result.id, result.kind, result.kind === 'done' ? event.output : event.error);
      else {
        send(event);
        await flush();
      }
    };
  return { client, sent, settle, driver };
}

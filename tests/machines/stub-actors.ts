import type { NonReducibleUnknown } from 'xstate';
import { actorResult } from './models/invoke-results.ts';

/**
 * Recorded side effects for running a machine through its adapter in tests: transport calls
 * that wait until the test settles them, and actions that record their name and params. A
 * model path's result events (`xstate.done.actor.<id>`) settle the call of that id, so the
 * machine gets them the way it would from the app's real actor.
 */

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export interface ActionCall {
  action: string;
  params: unknown;
}

export interface ActorCall {
  actor: string;
  input: unknown;
}

export function createStubs() {
  const pending = new Map<string, Pending>();
  const actions: ActionCall[] = [];
  const actors: ActorCall[] = [];

  /**
   * A transport function for an adapter (src/lib/actors): records its input under `name` and
   * waits for `settle(name, …)` (the adapter wraps it in the real actor).
   */
  function call<TOutput, TInput = NonReducibleUnknown>(name: string) {
    return (input: TInput) =>
      new Promise<TOutput>((resolve, reject) => {
        actors.push({ actor: name, input });
        pending.set(name, { resolve: (value) => resolve(value as TOutput), reject });
      });
  }

  /** An action that records its params. */
  function action(name: string) {
    return (_: unknown, params: unknown): void => {
      actions.push({ action: name, params });
    };
  }

  /** Resolves (`done`) or rejects (`error`) the running stub `name`, then lets the machine react. */
  async function settle(name: string, kind: 'done' | 'error', value: unknown): Promise<void> {
    const request = pending.get(name);
    if (!request) throw new Error(`${name} is not running`);
    pending.delete(name);
    if (kind === 'done') request.resolve(value);
    else request.reject(value);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }

  /** Whether the stub `name` is waiting to be settled. */
  function isRunning(name: string): boolean {
    return pending.has(name);
  }

  /**
   * A model-path driver: result events settle the stub of their invoke id, any other
   * event is sent to the actor.
   */
  function driver(send: (event: { type: string }) => void) {
    return async ({ event }: { event: { type: string; output?: unknown; error?: unknown } }) => {
      const result = actorResult(event);
      if (result) await settle(result.id, result.kind, result.kind === 'done' ? event.output : event.error);
      else send(event);
    };
  }

  return {
    call,
    action,
    settle,
    isRunning,
    driver,
    actions,
    actors,
    actionNames: () => actions.map((call) => call.action),
    actorNames: () => actors.map((call) => call.actor),
  };
}

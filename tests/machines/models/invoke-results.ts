import { type AnyStateMachine, createMachine, type EventObject } from 'xstate';

/**
 * The graph tools refuse machines that invoke actors (`createTestModel` throws
 * "Invocations on test machines are not supported"): a traversal cannot wait for a
 * promise. The machines that call the backend do invoke, so their models walk a copy
 * of the definition in which each invoke is replaced by plain transitions on its
 * result events (`xstate.done.actor.<id>` to its `onDone`, `xstate.error.actor.<id>`
 * to its `onError`). States, guards, actions and context are the machine's own, so
 * the paths are the machine's paths; the tests run the real machine and settle its
 * stub actors where a path has a result event (see tests/machines/stub-actors.ts).
 * Every invoke needs an explicit `id` so its result events have a stable name.
 */

interface NodeConfig {
  id?: string;
  invoke?: InvokeConfig | InvokeConfig[];
  on?: Record<string, unknown>;
  states?: Record<string, NodeConfig>;
  [key: string]: unknown;
}

interface InvokeConfig {
  id?: string;
  src: unknown;
  onDone?: unknown;
  onError?: unknown;
}

function withResultEvents(config: NodeConfig, path: string): NodeConfig {
  const { invoke, on, states, ...rest } = config;
  const invokes = invoke === undefined ? [] : Array.isArray(invoke) ? invoke : [invoke];
  const results: Record<string, unknown> = {};
  for (const { id, onDone, onError } of invokes) {
    if (!id) throw new Error(`The invoke in state '${path}' needs an id to be modelled`);
    if (onDone !== undefined) results[`xstate.done.actor.${id}`] = onDone;
    if (onError !== undefined) results[`xstate.error.actor.${id}`] = onError;
  }
  const transitions = { ...on, ...results };
  return {
    ...rest,
    ...(Object.keys(transitions).length > 0 ? { on: transitions } : {}),
    ...(states
      ? {
          states: Object.fromEntries(
            Object.entries(states).map(([key, child]) => [key, withResultEvents(child, `${path}.${key}`)]),
          ),
        }
      : {}),
  };
}

/** The machine with its invokes replaced by transitions on their result events (typed as the machine). */
export function modelMachine<TMachine extends AnyStateMachine>(machine: TMachine): TMachine {
  const config = withResultEvents(machine.config as NodeConfig, machine.id);
  return createMachine(
    config as Parameters<typeof createMachine>[0],
    machine.implementations as unknown as Parameters<typeof createMachine>[1],
  ) as unknown as TMachine;
}

/** An event that carries an invoked actor's result, as the machine receives it. */
export interface ActorResultEvent extends EventObject {
  output?: unknown;
  error?: unknown;
}

export function actorDone<TEvent extends EventObject>(id: string, output: unknown): TEvent {
  return { type: `xstate.done.actor.${id}`, output } as unknown as TEvent;
}

export function actorError<TEvent extends EventObject>(id: string, error: unknown): TEvent {
  return { type: `xstate.error.actor.${id}`, error } as unknown as TEvent;
}

/** `done`/`error` and the invoke id of a result event; null for any other event. */
export function actorResult(event: { type: string }): { kind: 'done' | 'error'; id: string } | null {
  const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (!match) return null;
  return { kind: match[1] === 'done' ? 'done' : 'error', id: match[2] ?? '' };
}

/** The result event types of the given invoke ids, for a test's `events` drivers. */
export function resultEventTypes(ids: readonly string[]): string[] {
  return ids.flatMap((id) => [`xstate.done.actor.${id}`, `xstate.error.actor.${id}`]);
}

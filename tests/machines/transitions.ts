import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/**
 * One transition of a machine definition, named the same way by the recorder
 * (`coverage.ts`) and the report (`scripts/machine-coverage.ts`):
 * `<source state id> <event type> #<index among that state's transitions for the event>`.
 * Eventless (`always`) transitions use the event type `always`; `after` delays and
 * invoke `onDone`/`onError` appear under their `xstate.after.*` / `xstate.done.actor.*`
 * / `xstate.error.actor.*` event types.
 */
export interface TransitionInfo {
  key: string;
  source: string;
  event: string;
  index: number;
  label: string;
}

const ALWAYS = 'always';

function labelOf(transition: AnyTransitionDefinition, event: string): string {
  const guard = transition.guard;
  const guardName =
    typeof guard === 'string'
      ? guard
      : guard && typeof guard === 'object' && 'type' in guard
        ? String(guard.type)
        : guard
          ? 'inline guard'
          : undefined;
  const params =
    guard && typeof guard === 'object' && 'params' in guard && guard.params
      ? ` ${JSON.stringify(guard.params)}`
      : '';
  const targets = transition.target?.map((target: AnyStateNode) => `#${target.id}`).join(', ');
  return `#${transition.source.id} on ${event}${guardName ? ` [${guardName}${params}]` : ''} → ${targets ?? '(stays)'}`;
}

export function transitionKey(source: string, event: string, index: number): string {
  return `${source} ${event} #${index}`;
}

/** The key of a transition an actor took, as reported in `@xstate.microstep` inspection events. */
export function keyOfTakenTransition(transition: AnyTransitionDefinition): string | undefined {
  const { source, eventType } = transition;
  if (eventType === null || eventType === undefined) return undefined; // initial transitions
  const siblings: readonly AnyTransitionDefinition[] =
    eventType === '' ? (source.always ?? []) : (source.transitions.get(eventType) ?? []);
  const index = siblings.indexOf(transition);
  if (index < 0) return undefined;
  return transitionKey(source.id, eventType === '' ? ALWAYS : eventType, index);
}

function collect(node: AnyStateNode, into: TransitionInfo[]): void {
  for (const [event, transitions] of node.transitions) {
    transitions.forEach((transition, index) => {
      into.push({
        key: transitionKey(node.id, event, index),
        source: node.id,
        event,
        index,
        label: labelOf(transition, event),
      });
    });
  }
  (node.always ?? []).forEach((transition, index) => {
    into.push({
      key: transitionKey(node.id, ALWAYS, index),
      source: node.id,
      event: ALWAYS,
      index,
      label: labelOf(transition, ALWAYS),
    });
  });
  for (const child of Object.values(node.states)) collect(child, into);
}

/** Every transition of the machine definition: `on`, `always`, `after`, invoke `onDone`/`onError`, state `onDone`. */
export function listTransitions(machine: AnyStateMachine): TransitionInfo[] {
  const transitions: TransitionInfo[] = [];
  collect(machine.root, transitions);
  return transitions;
}

export function isStateMachine(value: unknown): value is AnyStateMachine {
  return (
    typeof value === 'object' &&
    value !== null &&
    'root' in value &&
    'getStateNodeById' in value &&
    typeof (value as { id?: unknown }).id === 'string'
  );
}

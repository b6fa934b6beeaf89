import { type AnyTransitionDefinition, createActor, fromPromise, setup } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { keyOfTakenTransition, listTransitions } from './transitions.ts';

// The coverage report counts what the machine definition holds; this pins that
// `after`, `always` and invoke `onDone`/`onError` count as transitions, and that a
// taken one gets the same key as the enumerated one.
const machine = setup({
  actors: { load: fromPromise(async () => 'ok') },
  guards: { ready: () => true },
}).createMachine({
  id: 'sample',
  initial: 'waiting',
  states: {
    waiting: {
      after: { 100: 'loading' },
      on: { skip: [{ guard: 'ready', target: 'loading' }, { target: 'done' }] },
    },
    loading: {
      invoke: { src: 'load', onDone: 'checking', onError: 'done' },
    },
    checking: { always: { target: 'done' } },
    done: { type: 'final' },
  },
});

describe('transition enumeration', () => {
  it('lists on, after, always and invoke done/error transitions', () => {
    expect(listTransitions(machine).map((transition) => transition.key)).toEqual([
      'sample.waiting skip #0',
      'sample.waiting skip #1',
      'sample.waiting xstate.after.100.sample.waiting #0',
      'sample.loading xstate.done.actor.0.sample.loading #0',
      'sample.loading xstate.error.actor.0.sample.loading #0',
      'sample.checking always #0',
    ]);
  });

  it('keys taken transitions like the enumerated ones', async () => {
    vi.useFakeTimers();
    const taken: string[] = [];
    const actor = createActor(machine, {
      inspect: (event) => {
        if (event.type !== '@xstate.microstep') return;
        const { _transitions } = event as unknown as { _transitions: AnyTransitionDefinition[] };
        for (const transition of _transitions) {
          const key = keyOfTakenTransition(transition);
          if (key) taken.push(key);
        }
      },
    }).start();
    await vi.advanceTimersByTimeAsync(100);
    vi.useRealTimers();
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(taken).toEqual([
      'sample.waiting xstate.after.100.sample.waiting #0',
      'sample.loading xstate.done.actor.0.sample.loading #0',
      'sample.checking always #0',
    ]);
  });
});

// The coverage tool's own test: a transition a test takes counts only when the test asserts
// something after taking it, so machine tests without assertions cover nothing.
import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { TransitionLedger } from './coverage.ts';
import { keyOfTakenTransition } from './transitions.ts';

const toggle = setup({ types: { events: {} as { type: 'flip' } } }).createMachine({
  id: 'toggle',
  initial: 'off',
  states: { off: { on: { flip: 'on' } }, on: { on: { flip: 'off' } } },
});

/** Runs `flips` events through the toggle and records its transitions in `ledger`. */
function drive(ledger: TransitionLedger, flips: number, assertionsSoFar: () => number) {
  const actor = createActor(toggle, {
    inspect: (event) => {
      if (event.type !== '@xstate.microstep') return;
      const transitions = (event as unknown as { _transitions: Parameters<typeof keyOfTakenTransition>[0][] })
        ._transitions;
      for (const transition of transitions) {
        const key = keyOfTakenTransition(transition);
        if (key) ledger.take('toggle', key, assertionsSoFar());
      }
    },
  }).start();
  for (let i = 0; i < flips; i++) actor.send({ type: 'flip' });
  actor.stop();
}

describe('machine coverage counts asserted transitions only', () => {
  it('a test without an assertion covers nothing', () => {
    const ledger = new TransitionLedger();
    drive(ledger, 2, () => 0);
    ledger.settle(0);
    expect(ledger.confirmed.get('toggle')?.size ?? 0).toBe(0);
  });

  it('an assertion after the transitions confirms them', () => {
    const ledger = new TransitionLedger();
    drive(ledger, 2, () => 0);
    ledger.settle(1);
    expect(ledger.confirmed.get('toggle')?.size).toBe(2);
  });

  it('transitions taken after the last assertion do not count', () => {
    const ledger = new TransitionLedger();
    let assertions = 0;
    drive(ledger, 1, () => assertions); // off → on, then asserted
    assertions = 1;
    drive(ledger, 2, () => assertions); // off → on again, on → off: nothing asserted after
    ledger.settle(1);
    expect([...(ledger.confirmed.get('toggle') ?? [])]).toHaveLength(1);
  });

  it('a later test starts from nothing pending', () => {
    const ledger = new TransitionLedger();
    drive(ledger, 2, () => 0);
    ledger.settle(0);
    ledger.settle(5);
    expect(ledger.confirmed.size).toBe(0);
  });
});

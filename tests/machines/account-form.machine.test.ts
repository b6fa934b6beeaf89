import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { accountFormMachine } from '../../machines/account-form.machine.ts';
import { accountFormFlow } from '../../src/lib/actors/account-form.ts';
import { recordTransitions } from './coverage.ts';
import { fullEvent, pathTitle } from './model-test.ts';
import { resultEventTypes } from './models/invoke-results.ts';
import {
  accountFormModel,
  describeAccountFormState,
  REFUSED,
  SAVED,
  VALUES,
} from './models/account-form.model.ts';
import { createStubs } from './stub-actors.ts';

type Machine = typeof accountFormMachine;

function start() {
  const stubs = createStubs();
  // The app's adapter with a test transport: production runs the same actor.
  const machine = accountFormFlow(stubs.call<unknown, unknown>('save'));
  const actor = createActor(machine, { inspect: recordTransitions }).start();
  return { ...stubs, actor };
}

describe('account form machine: model paths', () => {
  for (const path of accountFormModel.paths()) {
    it(pathTitle(accountFormModel, path), async () => {
      const flow = start();
      const drive = flow.driver((event) => flow.actor.send(fullEvent<Machine>(event)));
      const sameState = (state: Parameters<typeof describeAccountFormState>[0]) =>
        expect(describeAccountFormState(flow.actor.getSnapshot())).toBe(describeAccountFormState(state));
      await path.test({
        events: Object.fromEntries(
          ['form.submit', 'form.edit', ...resultEventTypes(['save'])].map((type) => [type, drive]),
        ),
        states: {
          editing: (state) => {
            sameState(state);
            expect(flow.actor.getSnapshot().context.error).toBeNull();
          },
          saving: (state) => {
            sameState(state);
            expect(flow.isRunning('save')).toBe(true);
            expect(flow.actor.getSnapshot().hasTag('busy')).toBe(true);
          },
          saved: (state) => {
            sameState(state);
            expect(flow.actor.getSnapshot().context.result).toEqual(SAVED);
          },
          failed: (state) => {
            sameState(state);
            expect(flow.actor.getSnapshot().context.error).toEqual(REFUSED);
          },
        },
      });
      flow.actor.stop();
    });
  }
});

describe('account form machine', () => {
  it('saves the submitted values and keeps the answer', async () => {
    const flow = start();
    flow.actor.send({ type: 'form.submit', values: VALUES });
    expect(flow.actors).toEqual([{ actor: 'save', input: VALUES }]);
    await flow.settle('save', 'done', SAVED);
    expect(flow.actor.getSnapshot().matches('saved')).toBe(true);
    expect(flow.actor.getSnapshot().context.result).toEqual(SAVED);
  });

  it('ignores a second submit while saving', () => {
    const flow = start();
    flow.actor.send({ type: 'form.submit', values: VALUES });
    flow.actor.send({ type: 'form.submit', values: { firstname: 'Other' } });
    expect(flow.actors).toHaveLength(1);
  });

  it('keeps the refusal until the customer submits again, then clears it', async () => {
    const flow = start();
    flow.actor.send({ type: 'form.submit', values: VALUES });
    await flow.settle('save', 'error', REFUSED);
    expect(flow.actor.getSnapshot().context.error).toEqual(REFUSED);
    flow.actor.send({ type: 'form.submit', values: { ...VALUES, lastname: 'Neu' } });
    expect(flow.actor.getSnapshot().context).toMatchObject({
      error: null,
      values: { ...VALUES, lastname: 'Neu' },
    });
  });
});

import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { stockAlertMachine, SubscribeInput } from '../../machines/stock-alert.machine.ts';
import { stockAlertFlow } from '../../src/lib/actors/stock-alert.ts';
import { recordTransitions } from './coverage.ts';
import { fullEvent, pathTitle } from './model-test.ts';
import { resultEventTypes } from './models/invoke-results.ts';
import {
  describeStockAlertState,
  EMAIL,
  OUT_OF_STOCK_INPUT,
  REFUSED,
  stockAlertModel,
} from './models/stock-alert.model.ts';
import { createStubs } from './stub-actors.ts';

type Machine = typeof stockAlertMachine;

/**
 * A GraphQL network that waits for the test: each subscribeProductStockAlert request is recorded
 * as the stub call 'subscribe' (its input); settling it 'done' answers with that value, 'error'
 * with a GraphQL error of the given message and code (a refusal by the backend).
 */
function fakeNetwork(stubs: ReturnType<typeof createStubs>): ApolloClient {
  const call = stubs.call<boolean, SubscribeInput>('subscribe');
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        call(operation.variables.input as SubscribeInput).then(
          (answer) => {
            observer.next({ data: { subscribeProductStockAlert: answer } });
            observer.complete();
          },
          (refused: { message: string; code: string }) => {
            const errors = [{ message: refused.message, extensions: { code: refused.code } }];
            observer.next({ data: null, errors });
            observer.complete();
          },
        );
      }),
  );
  return new ApolloClient({ link, cache: new InMemoryCache() });
}

/** The machine as the app runs it: its adapter, over a client whose network is faked. */
function start() {
  const stubs = createStubs();
  const machine = stockAlertFlow(fakeNetwork(stubs));
  const actor = createActor(machine, { input: OUT_OF_STOCK_INPUT, inspect: recordTransitions }).start();
  return { ...stubs, actor };
}

describe('stock alert machine: model paths', () => {
  for (const path of stockAlertModel.paths()) {
    it(pathTitle(stockAlertModel, path), async () => {
      const flow = start();
      const drive = flow.driver((event) => flow.actor.send(fullEvent<Machine>(event)));
      const sameState = (state: Parameters<typeof describeStockAlertState>[0]) =>
        expect(describeStockAlertState(flow.actor.getSnapshot())).toBe(describeStockAlertState(state));
      await path.test({
        events: Object.fromEntries(
          ['stockAlert.submit', ...resultEventTypes(['subscribe'])].map((type) => [type, drive]),
        ),
        states: {
          idle: (state) => {
            sameState(state);
            expect(flow.actors).toEqual([]);
          },
          submitting: (state) => {
            sameState(state);
            expect(flow.isRunning('subscribe')).toBe(true);
            expect(flow.actor.getSnapshot().hasTag('busy')).toBe(true);
          },
          subscribed: (state) => {
            sameState(state);
            expect(flow.actor.getSnapshot().context.error).toBeNull();
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

describe('stock alert machine', () => {
  it('subscribes the trimmed address for the SKU', async () => {
    const flow = start();
    flow.actor.send({ type: 'stockAlert.submit', email: `  ${EMAIL} ` });
    expect(flow.actors).toEqual([{ actor: 'subscribe', input: { sku: 'EISEN-6M', email: EMAIL } }]);
    await flow.settle('subscribe', 'done', true);
    expect(flow.actor.getSnapshot().matches('subscribed')).toBe(true);
  });

  it('ignores a second submit while the first runs', () => {
    const flow = start();
    flow.actor.send({ type: 'stockAlert.submit', email: EMAIL });
    flow.actor.send({ type: 'stockAlert.submit', email: 'other@example.de' });
    expect(flow.actors).toHaveLength(1);
  });

  it('keeps the refusal and retries with the corrected address, clearing it', async () => {
    const flow = start();
    flow.actor.send({ type: 'stockAlert.submit', email: 'kunde@example' });
    await flow.settle('subscribe', 'error', REFUSED);
    expect(flow.actor.getSnapshot().context.error).toEqual(REFUSED);
    flow.actor.send({ type: 'stockAlert.submit', email: EMAIL });
    expect(flow.actor.getSnapshot().context).toMatchObject({ email: EMAIL, error: null });
    expect(flow.actors[1]).toEqual({ actor: 'subscribe', input: { sku: 'EISEN-6M', email: EMAIL } });
  });
});

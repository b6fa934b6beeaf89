import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { StoreSwitchQuery } from '../../graphql/generated/operations.ts';
import {
  type LoadStoresInput,
  type LoadStoresOutput,
  localizedPath,
  type StoreSwitchInput,
  type storeSwitchMachine,
} from '../../machines/store-switch.machine.ts';
import { storeSwitchFlow } from '../../src/lib/actors/store-switch.ts';
import { recordTransitions } from './coverage.ts';
import { fullEvent, pathTitle } from './model-test.ts';
import { resultEventTypes } from './models/invoke-results.ts';
import {
  ALL_STORES,
  describeStoreSwitchState,
  EU_DE_INPUT,
  NETWORK_ERROR,
  ONE_STORE,
  storeSwitchModel,
} from './models/store-switch.model.ts';
import { createStubs } from './stub-actors.ts';

type Machine = typeof storeSwitchMachine;

/** The commerce API's answer to the StoreSwitch query that the adapter turns into `stores`. */
function storeSwitchData({ stores, currencies, currency }: LoadStoresOutput): StoreSwitchQuery {
  return {
    availableStores: stores.map((store) => ({
      store_code: store.code,
      store_name: store.name,
      website_code: store.shop,
      locale: store.lang === 'de' ? 'de_DE' : 'en_US',
      default_display_currency_code: store.currency,
    })),
    currency: { available_currency_codes: currencies, default_display_currency_code: currency },
  };
}

/**
 * The store view's client with a faked network: each StoreSwitch query is recorded as the stub
 * call 'loadStores' (of the client's store view); settling it 'done' answers with the store
 * list, 'error' fails the request on the way (no answer).
 */
function fakeNetwork(stubs: ReturnType<typeof createStubs>, storeCode: string): ApolloClient {
  const call = stubs.call<LoadStoresOutput, LoadStoresInput>('loadStores');
  const link = new ApolloLink(
    () =>
      new Observable((observer) => {
        call({ storeCode }).then(
          (output) => {
            observer.next({ data: storeSwitchData(output) });
            observer.complete();
          },
          (failure: { message: string }) => observer.error(new Error(failure.message)),
        );
      }),
  );
  return new ApolloClient({ link, cache: new InMemoryCache() });
}

/** The machine as the app runs it: its adapter, over a faked network, the browser's effects recorded. */
function start(input: StoreSwitchInput = EU_DE_INPUT) {
  const stubs = createStubs();
  const machine = storeSwitchFlow(fakeNetwork(stubs, input.storeCode), {
    writeCookies: (cookies) => stubs.action('writeCookies')(undefined, cookies),
    redirect: (path) => stubs.action('redirect')(undefined, { path }),
    reload: () => stubs.action('reload')(undefined, undefined),
  });
  const actor = createActor(machine, { input, inspect: recordTransitions }).start();
  return { ...stubs, actor };
}

describe('store switch machine: model paths', () => {
  for (const path of storeSwitchModel.paths()) {
    it(pathTitle(storeSwitchModel, path), async () => {
      const flow = start();
      const drive = flow.driver((event) => flow.actor.send(fullEvent<Machine>(event)));
      const sameState = (state: Parameters<typeof describeStoreSwitchState>[0]) =>
        expect(describeStoreSwitchState(flow.actor.getSnapshot())).toBe(describeStoreSwitchState(state));
      await path.test({
        events: Object.fromEntries(
          [
            'storeSwitch.pageChanged',
            'storeSwitch.selectStore',
            'storeSwitch.selectCurrency',
            ...resultEventTypes(['loadStores']),
          ].map((type) => [type, drive]),
        ),
        states: {
          loading: (state) => {
            sameState(state);
            expect(flow.isRunning('loadStores')).toBe(true);
          },
          ready: (state) => {
            sameState(state);
            expect(flow.actionNames()).toEqual([]);
          },
          unavailable: (state) => {
            sameState(state);
            expect(flow.actor.getSnapshot().context).toMatchObject({ stores: [], currencies: [] });
            expect(flow.actor.getSnapshot().context.error).toEqual(NETWORK_ERROR);
          },
          leaving: (state) => {
            sameState(state);
            expect(flow.actor.getSnapshot().hasTag('busy')).toBe(true);
            expect(flow.actionNames()[0]).toBe('writeCookies');
            expect(flow.actionNames()).toHaveLength(2);
          },
        },
      });
      flow.actor.stop();
    });
  }
});

async function ready(output: LoadStoresOutput = ALL_STORES, input?: StoreSwitchInput) {
  const flow = start(input);
  expect(flow.actors).toEqual([{ actor: 'loadStores', input: { storeCode: input?.storeCode ?? 'de' } }]);
  await flow.settle('loadStores', 'done', output);
  return flow;
}

describe('store switch machine', () => {
  it("offers the shops of the page's language and all currencies when there is more than one", async () => {
    const { actor } = await ready();
    expect(actor.getSnapshot().context.stores.map((store) => store.code)).toEqual(['de', 'ch_de']);
    expect(actor.getSnapshot().context.currencies).toEqual(['EUR', 'CHF']);
  });

  it('offers nothing when there is one store and one currency', async () => {
    const { actor } = await ready(ONE_STORE);
    expect(actor.getSnapshot().context).toMatchObject({ stores: [], currencies: [] });
  });

  it('switching to the Swiss shop writes its store code, CHF and the locale, then keeps the page', async () => {
    const flow = await ready();
    flow.actor.send({ type: 'storeSwitch.selectStore', storeCode: 'ch_de' });
    expect(flow.actions).toEqual([
      { action: 'writeCookies', params: { storeCode: 'ch_de', currency: 'CHF', locale: 'de' } },
      { action: 'redirect', params: { path: '/de/pro-magnesium-1-monat/' } },
    ]);
    expect(flow.actor.getSnapshot().matches('leaving')).toBe(true);
  });

  it('keeps the page the visitor navigated to inside the app', async () => {
    const flow = await ready();
    flow.actor.send({
      type: 'storeSwitch.pageChanged',
      path: '/de/wissen/',
      alternates: { en: '/en/knowledge/' },
    });
    flow.actor.send({ type: 'storeSwitch.selectStore', storeCode: 'ch_de' });
    expect(flow.actions[1]).toEqual({ action: 'redirect', params: { path: '/de/wissen/' } });
  });

  it('a store of another language redirects to its alternate, or its home when none is known', () => {
    expect(localizedPath('en', EU_DE_INPUT)).toBe('/en/pro-magnesium-1-month/');
    expect(localizedPath('en', { ...EU_DE_INPUT, alternates: {} })).toBe('/en/');
    expect(localizedPath('de', EU_DE_INPUT)).toBe('/de/pro-magnesium-1-monat/');
  });

  it('a currency change writes the cookies and reloads the page', async () => {
    const flow = await ready();
    flow.actor.send({ type: 'storeSwitch.selectCurrency', currency: 'CHF' });
    expect(flow.actions).toEqual([
      { action: 'writeCookies', params: { storeCode: 'de', currency: 'CHF', locale: 'de' } },
      { action: 'reload', params: undefined },
    ]);
  });

  it('ignores the active store, the active currency and unknown choices', async () => {
    const flow = await ready();
    flow.actor.send({ type: 'storeSwitch.selectStore', storeCode: 'de' });
    flow.actor.send({ type: 'storeSwitch.selectStore', storeCode: 'us' });
    flow.actor.send({ type: 'storeSwitch.selectCurrency', currency: 'EUR' });
    flow.actor.send({ type: 'storeSwitch.selectCurrency', currency: 'USD' });
    expect(flow.actions).toEqual([]);
    expect(flow.actor.getSnapshot().matches('ready')).toBe(true);
  });

  it('a failing query hides both selectors and accepts no choice', async () => {
    const flow = start();
    await flow.settle('loadStores', 'error', NETWORK_ERROR);
    expect(flow.actor.getSnapshot().matches('unavailable')).toBe(true);
    expect(flow.actor.getSnapshot().can({ type: 'storeSwitch.selectStore', storeCode: 'ch_de' })).toBe(false);
  });
});

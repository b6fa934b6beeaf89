import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  type LoadStoresOutput,
  type StoreSwitchInput,
  storeSwitchMachine,
} from '../../../machines/store-switch.machine.ts';
import { coveringPaths } from './covering-paths.ts';
import { actorDone, actorError, actorResult, modelMachine } from './invoke-results.ts';
import type { MachineModel } from './machine-model.ts';

type Snapshot = SnapshotFrom<typeof storeSwitchMachine>;
type Event = EventFromLogic<typeof storeSwitchMachine>;

/** A German product page in the EU shop, whose English alternate is known. */
export const EU_DE_INPUT: StoreSwitchInput = {
  lang: 'de',
  storeCode: 'de',
  path: '/de/pro-magnesium-1-monat/',
  alternates: { en: '/en/pro-magnesium-1-month/' },
};

/** The seed's four store views (EU and Swiss shop, German and English) and two currencies. */
export const ALL_STORES: LoadStoresOutput = {
  stores: [
    { code: 'de', name: 'Deutsch', lang: 'de', shop: 'eu', currency: 'EUR' },
    { code: 'en', name: 'English', lang: 'en', shop: 'eu', currency: 'EUR' },
    { code: 'ch_de', name: 'Schweiz (Deutsch)', lang: 'de', shop: 'ch', currency: 'CHF' },
    { code: 'ch_en', name: 'Switzerland (English)', lang: 'en', shop: 'ch', currency: 'CHF' },
  ],
  currencies: ['EUR', 'CHF'],
  currency: 'EUR',
};

/** A single store with a single currency: nothing to choose. */
export const ONE_STORE: LoadStoresOutput = {
  stores: [{ code: 'de', name: 'Deutsch', lang: 'de', shop: 'eu', currency: 'EUR' }],
  currencies: ['EUR'],
  currency: 'EUR',
};

/** A request that got no answer, as the adapter reports it (src/lib/commerce-actors.ts). */
export const NETWORK_ERROR = { message: 'Failed to fetch', code: 'NETWORK' };

const done = (output: unknown) => actorDone<Event>('loadStores', output);
const error = (failure: unknown) => actorError<Event>('loadStores', failure);

/** The state value and what is offered. */
export function describeStoreSwitchState(snapshot: Snapshot): string {
  const { stores, currencies, path } = snapshot.context;
  if (!snapshot.matches('ready')) return `${String(snapshot.value)} on ${path}`;
  const offered = [
    stores.length ? `stores ${stores.map((store) => store.code).join('/')}` : 'no store choice',
    currencies.length ? `currencies ${currencies.join('/')}` : 'no currency choice',
  ];
  return `ready on ${path}: ${offered.join(', ')}`;
}

export function describeStoreSwitchEvent(event: Event): string {
  switch (event.type) {
    case 'storeSwitch.selectStore':
      return `choose store ${event.storeCode}`;
    case 'storeSwitch.selectCurrency':
      return `choose currency ${event.currency}`;
    case 'storeSwitch.pageChanged':
      return `navigate to ${event.path}`;
    default: {
      const result = actorResult(event);
      if (result?.kind === 'error') return 'loadStores fails';
      const output = (event as { output?: LoadStoresOutput }).output;
      return `loadStores returns ${output?.stores.length ?? 0} stores, ${output?.currencies.length ?? 0} currencies`;
    }
  }
}

/** Another page (the English alternate unknown), visited inside the app. */
export const OTHER_PAGE: Extract<Event, { type: 'storeSwitch.pageChanged' }> = {
  type: 'storeSwitch.pageChanged',
  path: '/de/wissen/',
  alternates: {},
};

function storeSwitchEvents(snapshot: Snapshot): Event[] {
  const navigate = snapshot.context.path === OTHER_PAGE.path ? [] : [OTHER_PAGE];
  if (snapshot.matches('loading'))
    return [...navigate, done(ALL_STORES), done(ONE_STORE), error(NETWORK_ERROR)];
  if (snapshot.matches('ready')) {
    return [
      ...navigate,
      { type: 'storeSwitch.selectStore', storeCode: 'ch_de' },
      { type: 'storeSwitch.selectStore', storeCode: 'de' },
      { type: 'storeSwitch.selectCurrency', currency: 'CHF' },
      { type: 'storeSwitch.selectCurrency', currency: 'EUR' },
    ];
  }
  return navigate;
}

export const storeSwitchTestModel = createTestModel(modelMachine(storeSwitchMachine), {
  input: EU_DE_INPUT,
  events: storeSwitchEvents,
  // The graph tools add a bare event of each type the state accepts but `events` left out.
  filterEvents: (_snapshot, event) => event.type !== 'storeSwitch.pageChanged' || 'path' in event,
  serializeState: describeStoreSwitchState,
});

export const storeSwitchModel: MachineModel<typeof storeSwitchMachine> = {
  machine: storeSwitchMachine,
  paths: () =>
    coveringPaths(
      storeSwitchTestModel,
      (before, event, after) =>
        `${describeStoreSwitchState(before)} --${describeStoreSwitchEvent(event)}--> ${describeStoreSwitchState(after)}`,
    ),
  describeState: describeStoreSwitchState,
  describeEvent: describeStoreSwitchEvent,
};

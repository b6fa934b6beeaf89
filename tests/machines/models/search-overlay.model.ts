import { type AnyStateMachine, createMachine, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  type Popular,
  type Suggestions,
  searchOverlayMachine,
} from '../../../machines/search-overlay.machine.ts';
import { coveringPaths } from './covering-paths.ts';
import { actorDone, actorError, actorResult, modelMachine } from './invoke-results.ts';
import type { MachineModel } from './machine-model.ts';

type Snapshot = SnapshotFrom<typeof searchOverlayMachine>;
type Event = EventFromLogic<typeof searchOverlayMachine>;

export const POPULAR: Popular = {
  products: Array.from({ length: 7 }, (_, i) => ({
    uid: `p${i}`,
    name: `Produkt ${i}`,
    link: `/de/produkt-${i}/`,
    image: '',
    category: 'Magnesium',
    price: 9.9 + i,
    discountPrice: null,
    lowestPrice30Days: null,
    taxLabel: 'inkl. MwSt.',
    sku: `SKU-${i}`,
    basePrice: null,
    pricesIncludeTax: true,
    outOfStock: false,
  })),
  latestPost: {
    uid: 'page-1',
    title: 'Vitamin D im Winter',
    link: '/de/wissen/vitamin-d-im-winter/',
    type: 'knowledge',
    teaserImage: '',
    teaserText: '',
  },
};

export const SUGGESTIONS: Suggestions = {
  products: POPULAR.products.slice(0, 3),
  post: POPULAR.latestPost,
  found: 4,
};
export const NO_SUGGESTIONS: Suggestions = { products: [], post: null, found: 0 };
export const FAILURE = new Error('network');
export const RECENT = ['Zink'];

export const DEBOUNCE_EVENT = 'xstate.after.debounce.searchOverlay.open.view.debouncing';
export const BLUR_CLOSE_EVENT = 'xstate.after.blurClose.searchOverlay.open.focus.blurred';

const leaf = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : Object.entries(value as Record<string, unknown>)
        .map(([k, v]) => `${k}.${leaf(v)}`)
        .join(', ');

/** What defines the overlay's state: where it is, the query, and which lists it holds. */
export function describeSearchOverlayState(snapshot: Snapshot): string {
  const { query, popular, suggestions, recent, error } = snapshot.context;
  const lists = [
    popular ? 'popular' : '',
    suggestions ? `${suggestions.products.length} suggestions` : '',
    recent.length ? `recent ${recent.join('/')}` : '',
    error ? 'error' : '',
  ].filter(Boolean);
  return `${leaf(snapshot.value)} | "${query}"${lists.length ? ` | ${lists.join(', ')}` : ''}`;
}

export function describeSearchOverlayEvent(event: Event): string {
  const result = actorResult(event);
  if (result) {
    const output = (event as { output?: Suggestions }).output;
    if (result.kind === 'error') return `${result.id} fails`;
    return result.id === 'suggest'
      ? `suggest answers ${output?.products.length ?? 0} products`
      : `${result.id} answers`;
  }
  const type: string = event.type;
  if (type === DEBOUNCE_EVENT) return '500 ms pass';
  if (type === BLUR_CLOSE_EVENT) return '120 ms pass';
  if (event.type === 'search.input') return `type "${event.value}"`;
  if (event.type === 'search.select') return `choose ${event.kind} ${event.link}`;
  return event.type.replace('search.', '');
}

function events(snapshot: Snapshot): Event[] {
  const list: Event[] = [
    { type: 'search.input', value: 'ma' },
    { type: 'search.input', value: '' },
    { type: 'search.select', kind: 'product', link: '/de/produkt-0/', position: 1 },
  ];
  if (snapshot.matches({ open: { view: 'searching' } }))
    list.push(
      actorDone('suggest', SUGGESTIONS),
      actorDone('suggest', NO_SUGGESTIONS),
      actorError('suggest', FAILURE),
    );
  if (snapshot.matches({ open: { view: { empty: 'loading' } } }))
    list.push(actorDone('loadPopular', POPULAR), actorError('loadPopular', FAILURE));
  return list;
}

interface NodeConfig {
  after?: Record<string, unknown>;
  on?: Record<string, unknown>;
  states?: Record<string, NodeConfig>;
  [key: string]: unknown;
}

/**
 * The graph tools refuse `after` transitions too: the model walks them as plain events named
 * like XState's delayed events (`xstate.after.<delay>.<state id>`); the tests advance fake time.
 */
function withAfterEvents(config: NodeConfig, id: string): NodeConfig {
  const { after, on, states, ...rest } = config;
  const delayed = Object.fromEntries(
    Object.entries(after ?? {}).map(([delay, t]) => [`xstate.after.${delay}.${id}`, t]),
  );
  const transitions = { ...on, ...delayed };
  return {
    ...rest,
    ...(Object.keys(transitions).length > 0 ? { on: transitions } : {}),
    ...(states
      ? {
          states: Object.fromEntries(
            Object.entries(states).map(([k, child]) => [k, withAfterEvents(child, `${id}.${k}`)]),
          ),
        }
      : {}),
  };
}

function withoutDelays<TMachine extends AnyStateMachine>(machine: TMachine): TMachine {
  return createMachine(
    withAfterEvents(machine.config as NodeConfig, machine.id) as Parameters<typeof createMachine>[0],
    machine.implementations as unknown as Parameters<typeof createMachine>[1],
  ) as unknown as TMachine;
}

export const searchOverlayTestModel = createTestModel(modelMachine(withoutDelays(searchOverlayMachine)), {
  input: { recent: RECENT },
  events,
  // Time passes for both timers: once the field lost focus, the overlay closes (120 ms) before a
  // pending search would start (500 ms).
  filterEvents: (snapshot, event) =>
    !((event.type as string) === DEBOUNCE_EVENT && snapshot.matches({ open: { focus: 'blurred' } })),
  serializeState: describeSearchOverlayState,
});

/**
 * Kinds of steps: the view before and after, the event's kind, and what guards read: the focus
 * (for results and blurring) and whether popular products are loaded (for the empty view).
 */
function classify(before: Snapshot, event: Event, after: Snapshot): string {
  const view = (s: Snapshot) =>
    s.matches('closed') ? 'closed' : leaf((s.value as { open: { view: unknown } }).open.view);
  const focus = (s: Snapshot) => (s.matches({ open: { focus: 'blurred' } }) ? ' (blurred)' : '');
  const result = actorResult(event);
  const relevantFocus =
    result?.id === 'suggest' ||
    event.type.startsWith('xstate.after') ||
    event.type === 'search.focus' ||
    event.type === 'search.blur';
  const popular =
    event.type === 'search.input' || event.type === 'search.open'
      ? before.context.popular
        ? ' +popular'
        : ''
      : '';
  return `${view(before)}${relevantFocus ? focus(before) : ''}${popular} --${describeSearchOverlayEvent(event)}--> ${view(after)}`;
}

export const searchOverlayModel: MachineModel<typeof searchOverlayMachine> = {
  machine: searchOverlayMachine,
  paths: () => coveringPaths(searchOverlayTestModel, classify),
  describeState: describeSearchOverlayState,
  describeEvent: describeSearchOverlayEvent,
};

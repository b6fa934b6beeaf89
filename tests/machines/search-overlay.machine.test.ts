import { createActor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BLUR_CLOSE_MS,
  SEARCH_DEBOUNCE_MS,
  type searchOverlayMachine,
  withRecent,
} from '../../machines/search-overlay.machine.ts';
import { searchOverlayFlow } from '../../src/lib/actors/search-overlay.ts';
import { recordTransitions } from './coverage.ts';
import { fullEvent, pathTitle } from './model-test.ts';
import { actorResult, resultEventTypes } from './models/invoke-results.ts';
import {
  BLUR_CLOSE_EVENT,
  DEBOUNCE_EVENT,
  describeSearchOverlayState,
  POPULAR,
  RECENT,
  SUGGESTIONS,
  searchOverlayModel,
} from './models/search-overlay.model.ts';
import { searchNetwork } from './search-network.ts';
import { createStubs } from './stub-actors.ts';

type Machine = typeof searchOverlayMachine;

/**
 * The overlay as the header runs it: its adapter over a faked search API (search-network.ts:
 * the multi_search requests wait for the test), with what the view and the browser do recorded
 * as actions: the view's transport (closeMobileMenu, focusInput, showResults, follow) and the
 * effects (lockScroll, unlockScroll, saveRecent, track).
 */
function start(recent: string[] = RECENT) {
  const stubs = createStubs();
  const record = (name: string, params?: unknown) => stubs.action(name)(undefined, params);
  const machine = searchOverlayFlow(
    {
      storeCode: 'de',
      lang: 'de',
      closeMobileMenu: () => record('closeMobileMenu'),
      focusInput: () => record('focusInput'),
      showResults: (query) => record('showResults', { query }),
      follow: (link) => record('follow', { link }),
    },
    searchNetwork(stubs),
    {
      lockScroll: () => record('lockScroll'),
      unlockScroll: () => record('unlockScroll'),
      saveRecent: (list) => record('saveRecent', { recent: list }),
      track: (event) => record('track', event),
    },
  );
  const actor = createActor(machine, { input: { recent }, inspect: recordTransitions }).start();
  /** Settles a stub under fake timers (settle waits a macrotask). */
  const settle = async (name: string, kind: 'done' | 'error', value: unknown) => {
    const settled = stubs.settle(name, kind, value);
    await vi.advanceTimersByTimeAsync(0);
    await settled;
  };
  /** The analytics events pushed so far. */
  const tracked = () => stubs.actions.flatMap((call) => (call.action === 'track' ? [call.params] : []));
  return { ...stubs, settle, actor, tracked };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('search overlay machine: model paths', () => {
  for (const path of searchOverlayModel.paths()) {
    it(pathTitle(searchOverlayModel, path), async () => {
      const flow = start();
      const drive = async ({ event }: { event: { type: string; output?: unknown; error?: unknown } }) => {
        const result = actorResult(event);
        if (result)
          await flow.settle(result.id, result.kind, result.kind === 'done' ? event.output : event.error);
        else if (event.type === DEBOUNCE_EVENT) await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
        else if (event.type === BLUR_CLOSE_EVENT) await vi.advanceTimersByTimeAsync(BLUR_CLOSE_MS);
        else flow.actor.send(fullEvent<Machine>(event));
      };
      const same = (state: Parameters<typeof describeSearchOverlayState>[0]) =>
        expect(describeSearchOverlayState(flow.actor.getSnapshot())).toBe(describeSearchOverlayState(state));
      await path.test({
        events: Object.fromEntries(
          [
            'search.open',
            'search.close',
            'search.input',
            'search.focus',
            'search.blur',
            'search.retry',
            'search.submit',
            'search.select',
            'search.clearRecent',
            DEBOUNCE_EVENT,
            BLUR_CLOSE_EVENT,
            ...resultEventTypes(['loadPopular', 'suggest']),
          ].map((type) => [type, drive]),
        ),
        states: {
          closed: (state) => {
            same(state);
            // Nothing runs on: a search or popular request in flight was cancelled.
            expect(Object.keys(flow.actor.getSnapshot().children)).toEqual([]);
          },
          open: (state) => {
            same(state);
            const snapshot = flow.actor.getSnapshot();
            // Body scrolling is locked exactly while the overlay is open.
            const calls = flow.actionNames();
            expect(calls.filter((a) => a === 'lockScroll').length).toBe(
              calls.filter((a) => a === 'unlockScroll').length + 1,
            );
            const running = Object.keys(snapshot.children);
            if (snapshot.matches({ open: { view: 'searching' } })) expect(running).toEqual(['suggest']);
            else if (snapshot.matches({ open: { view: { empty: 'loading' } } }))
              expect(running).toEqual(['loadPopular']);
            else expect(running).toEqual([]);
            if (snapshot.hasTag('error')) {
              expect(snapshot.context.suggestions).toBeNull();
              expect(snapshot.context.popular).toBeNull();
            }
            if (snapshot.hasTag('showsSuggestions'))
              expect(snapshot.context.suggestions?.products.length).toBeGreaterThan(0);
          },
        },
      });
      flow.actor.stop();
    });
  }
});

describe('search overlay machine', () => {
  const open = () => {
    const flow = start();
    flow.actor.send({ type: 'search.open' });
    return flow;
  };

  it('opening locks scrolling, closes the mobile menu, focuses the field and loads popular products (5 of them)', async () => {
    const flow = open();
    expect(flow.actionNames()).toEqual(['lockScroll', 'closeMobileMenu', 'focusInput']);
    // One multi_search: the store's products by rank, the language's posts newest first.
    expect(flow.actors).toEqual([
      {
        actor: 'loadPopular',
        input: [
          { collection: 'products_de', q: '*', sort_by: 'raptor_rank:desc', per_page: 10 },
          {
            collection: 'content_de',
            q: '*',
            filter_by: 'type:=[knowledge,post,news]',
            sort_by: 'published_at:desc',
            per_page: 10,
          },
        ],
      },
    ]);
    await flow.settle('loadPopular', 'done', POPULAR);
    expect(flow.actor.getSnapshot().context.popular?.products).toEqual(POPULAR.products.slice(0, 5));
    expect(flow.actor.getSnapshot().context.popular?.latestPost?.title).toBe('Vitamin D im Winter');
  });

  it('debounces typing: one search 500 ms after the last key, with the trimmed query', async () => {
    const flow = open();
    flow.actor.send({ type: 'search.input', value: 'ma' });
    await vi.advanceTimersByTimeAsync(300);
    flow.actor.send({ type: 'search.input', value: 'mag' });
    await vi.advanceTimersByTimeAsync(499);
    expect(flow.isRunning('suggest')).toBe(false);
    flow.actor.send({ type: 'search.input', value: 'magn ' });
    await vi.advanceTimersByTimeAsync(500);
    expect(flow.actors.filter((a) => a.actor === 'suggest')).toEqual([
      {
        actor: 'suggest',
        input: [
          {
            collection: 'products_de',
            q: 'magn',
            query_by: 'title,nutrients,categories,usages,magentoSku,teaserText',
            per_page: 3,
          },
          { collection: 'content_de', q: 'magn', query_by: 'title,teaserText,body', per_page: 3 },
        ],
      },
    ]);
    await flow.settle('suggest', 'done', SUGGESTIONS);
    expect(flow.actor.getSnapshot().hasTag('showsSuggestions')).toBe(true);
    expect(flow.actor.getSnapshot().context.suggestions).toEqual(SUGGESTIONS);
    expect(flow.tracked()).toEqual([{ event: 'search', search_term: 'magn', results: 4 }]);
  });

  it('one character shows the popular products again, without searching', async () => {
    const flow = open();
    flow.actor.send({ type: 'search.input', value: 'm' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(flow.isRunning('suggest')).toBe(false);
    expect(flow.actor.getSnapshot().hasTag('showsPopular')).toBe(true);
  });

  it('drops suggestions that arrive after the field lost focus', async () => {
    const flow = open();
    flow.actor.send({ type: 'search.input', value: 'zink' });
    await vi.advanceTimersByTimeAsync(500);
    flow.actor.send({ type: 'search.blur' });
    await flow.settle('suggest', 'done', SUGGESTIONS);
    expect(flow.actor.getSnapshot().context.suggestions).toBeNull();
    await vi.advanceTimersByTimeAsync(120);
    expect(flow.actor.getSnapshot().matches('closed')).toBe(true);
    expect(flow.actionNames().at(-1)).toBe('unlockScroll');
  });

  it('blur closes after 120 ms unless focus comes back (a suggestion got it)', async () => {
    const flow = open();
    flow.actor.send({ type: 'search.blur' });
    await vi.advanceTimersByTimeAsync(119);
    flow.actor.send({ type: 'search.focus' });
    await vi.advanceTimersByTimeAsync(500);
    expect(flow.actor.getSnapshot().matches('open')).toBe(true);
  });

  it('choosing a suggestion tracks the click, remembers the query and follows the link', async () => {
    const flow = open();
    flow.actor.send({ type: 'search.input', value: 'Zink' });
    flow.actor.send({ type: 'search.select', kind: 'product', link: '/de/zink/', position: 1 });
    expect(flow.actions.filter((a) => ['track', 'saveRecent', 'follow'].includes(a.action))).toEqual([
      {
        action: 'track',
        params: {
          event: 'search_click',
          search_term: 'Zink',
          kind: 'product',
          link: '/de/zink/',
          position: 1,
        },
      },
      { action: 'saveRecent', params: { recent: ['Zink'] } },
      { action: 'follow', params: { link: '/de/zink/' } },
    ]);
  });

  it('submitting shows the results page for the query and keeps it first among recent searches', () => {
    const flow = open();
    flow.actor.send({ type: 'search.input', value: ' Omega ' });
    flow.actor.send({ type: 'search.submit' });
    expect(flow.actions.find((a) => a.action === 'showResults')?.params).toEqual({ query: 'Omega' });
    expect(flow.actor.getSnapshot().context.recent).toEqual(['Omega', 'Zink']);
  });

  it('a failure clears the lists and retry searches again', async () => {
    const flow = open();
    await flow.settle('loadPopular', 'done', POPULAR);
    flow.actor.send({ type: 'search.input', value: 'zink' });
    await vi.advanceTimersByTimeAsync(500);
    await flow.settle('suggest', 'error', new Error('offline'));
    expect(flow.actor.getSnapshot().hasTag('error')).toBe(true);
    expect(flow.actor.getSnapshot().context.popular).toBeNull();
    flow.actor.send({ type: 'search.retry' });
    expect(flow.isRunning('suggest')).toBe(true);
  });

  it("a search the API refuses (Typesense's per-search error) fails like no answer", async () => {
    const flow = open();
    flow.actor.send({ type: 'search.input', value: 'zink' });
    await vi.advanceTimersByTimeAsync(500);
    await flow.settle('suggest', 'done', {
      results: [
        { code: 404, error: 'Not found.' },
        { found: 0, hits: [] },
      ],
    });
    expect(flow.actor.getSnapshot().hasTag('error')).toBe(true);
    expect(flow.actor.getSnapshot().context.suggestions).toBeNull();
    expect(flow.tracked()).toEqual([]);
  });

  it('keeps at most 5 recent searches, newest first, without duplicates', () => {
    expect(withRecent(['a', 'b', 'c', 'd', 'e'], 'f')).toEqual(['f', 'a', 'b', 'c', 'd']);
    expect(withRecent(['zink', 'b'], 'Zink')).toEqual(['Zink', 'b']);
    expect(withRecent(['a'], '  ')).toEqual(['a']);
  });
});
